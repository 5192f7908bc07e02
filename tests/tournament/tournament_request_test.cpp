// The body of POST /api/tournaments (tournament/tournament_request.hpp): the defaults, each
// field's rule and bounds, which field a refusal names, and the ISO 8601 times it reads.
#include "mancala/server/tournament/tournament_request.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <nlohmann/json.hpp>

using namespace mancala;
using namespace mancala::server;
using namespace std::chrono;
using nlohmann::json;

namespace {

const system_clock::time_point req_now = sys_days(year(2026) / 11 / 29) + hours(12);

json req_arena() { return {{"kind", "arena"}, {"clock", {{"limit_s", 180}, {"inc_s", 2}}}, {"minutes", 30}}; }
json req_swiss() { return {{"kind", "swiss"}, {"clock", {{"limit_s", 300}, {"inc_s", 3}}}, {"rounds", 5}}; }

TournamentRequest req_accepted(const json& body) {
  auto r = parse_tournament_request(body, req_now);
  if (auto* e = std::get_if<TournamentFieldError>(&r)) FAIL("refused: " << e->field << ": " << e->message);
  return std::get<TournamentRequest>(r);
}

// The field a refusal names, or "" when the body is accepted.
std::string req_refused_field(const json& body) {
  auto r = parse_tournament_request(body, req_now);
  auto* e = std::get_if<TournamentFieldError>(&r);
  return e ? e->field : "";
}

json req_with(json body, const std::string& field, json value) {
  body[field] = std::move(value);
  return body;
}

std::string req_iso(system_clock::time_point t) {
  const auto day = floor<days>(t);
  const year_month_day d{day};
  const hh_mm_ss time{floor<milliseconds>(t - day)};
  char buf[40];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02uT%02d:%02d:%02d.%03dZ", static_cast<int>(d.year()),
                static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()),
                static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                static_cast<int>(time.seconds().count()), static_cast<int>(time.subseconds().count()));
  return buf;
}

}  // namespace

TEST_CASE("an arena body with only kind, clock and minutes takes the defaults") {
  const auto r = req_accepted(req_arena());
  CHECK(r.event.kind == "arena");
  CHECK(r.event.name == "Kalah 3+2 Arena");
  CHECK(r.event.variant == Variant::kalah());
  CHECK(r.event.clock == protocol::TimeControl{180, 2, 0});
  CHECK(r.event.minutes == 30);
  CHECK(r.event.rounds == 0);
  CHECK(r.event.rated);
  CHECK_FALSE(r.event.bots);
  CHECK(r.event.status == "created");
  CHECK(r.starts_at == req_now + seconds(60));
}

TEST_CASE("a Swiss body gives its rounds, games a round, name, variant, start and flags") {
  json body = req_swiss();
  body["name"] = "  Friday Swiss  ";
  body["variant"] = {{"game", "oware"}};
  body["games_per_round"] = 2;
  body["starts_at"] = "2026-11-30T18:00:00Z";
  body["rated"] = false;
  body["bots"] = true;
  const auto r = req_accepted(body);
  CHECK(r.event.kind == "swiss");
  CHECK(r.event.name == "Friday Swiss");
  CHECK(r.event.variant == Variant::oware());
  CHECK(r.event.rounds == 5);
  CHECK(r.event.games_per_round == 2);
  CHECK(r.event.minutes == 0);
  CHECK(r.starts_at == sys_days(year(2026) / 11 / 30) + hours(18));
  CHECK_FALSE(r.event.rated);
  CHECK(r.event.bots);
  CHECK(req_accepted(req_swiss()).event.games_per_round == 1);
  CHECK(req_accepted(req_swiss()).event.name == "Kalah 5+3 Swiss");
}

TEST_CASE("kind must be arena or swiss") {
  CHECK(req_refused_field(json{{"clock", {{"limit_s", 180}, {"inc_s", 2}}}, {"minutes", 30}}) == "kind");
  CHECK(req_refused_field(req_with(req_arena(), "kind", "blitz")) == "kind");
  CHECK(req_refused_field(req_with(req_arena(), "kind", 1)) == "kind");
  CHECK(req_refused_field(json::array()) == "");  // not an object: no field to name
  CHECK(std::holds_alternative<TournamentFieldError>(parse_tournament_request(json::array(), req_now)));
}

TEST_CASE("a name is 2..60 characters after trimming, without control characters") {
  CHECK(req_accepted(req_with(req_arena(), "name", "ab")).event.name == "ab");
  CHECK(req_accepted(req_with(req_arena(), "name", std::string(60, 'x'))).event.name == std::string(60, 'x'));
  CHECK(req_accepted(req_with(req_arena(), "name", std::string(60, 'x') + "   ")).event.name.size() == 60);
  // 60 code points of two bytes each.
  std::string accents;
  for (int i = 0; i < 60; ++i) accents += "\xC3\xA9";
  CHECK(req_accepted(req_with(req_arena(), "name", accents)).event.name == accents);
  CHECK(req_refused_field(req_with(req_arena(), "name", accents + "\xC3\xA9")) == "name");
  CHECK(req_refused_field(req_with(req_arena(), "name", "a")) == "name");
  CHECK(req_refused_field(req_with(req_arena(), "name", "  a  ")) == "name");
  CHECK(req_refused_field(req_with(req_arena(), "name", std::string(61, 'x'))) == "name");
  CHECK(req_refused_field(req_with(req_arena(), "name", "bad\nname")) == "name");
  CHECK(req_refused_field(req_with(req_arena(), "name", 42)) == "name");
  CHECK(req_accepted(req_with(req_arena(), "name", nullptr)).event.name == "Kalah 3+2 Arena");
}

TEST_CASE("a variant is checked as everywhere and names a Kalah board of its own") {
  CHECK(req_refused_field(req_with(req_arena(), "variant", {{"pits", 13}})) == "variant");
  CHECK(req_refused_field(req_with(req_arena(), "variant", "kalah")) == "variant");
  const auto r = req_accepted(req_with(req_arena(), "variant", {{"pits", 4}, {"seeds", 3}}));
  CHECK(r.event.variant.pits == 4);
  CHECK(r.event.name == "Kalah(4,3) 3+2 Arena");
}

TEST_CASE("the clock is a Fischer clock in range whose estimate is at least 15 seconds") {
  CHECK(req_refused_field(req_with(req_arena(), "clock", nullptr)) == "clock");
  json no_clock = req_arena();
  no_clock.erase("clock");
  CHECK(req_refused_field(no_clock) == "clock");
  CHECK(req_refused_field(req_with(req_arena(), "clock", {{"days", 1}})) == "clock");
  CHECK(req_refused_field(req_with(req_arena(), "clock", "3+2")) == "clock");
  CHECK(req_refused_field(req_with(req_arena(), "clock", {{"limit_s", 10801}, {"inc_s", 0}})) == "clock");
  CHECK(req_refused_field(req_with(req_arena(), "clock", {{"limit_s", 60}, {"inc_s", 181}})) == "clock");
  CHECK(req_refused_field(req_with(req_arena(), "clock", {{"limit_s", 0}, {"inc_s", 0}})) == "clock");
  CHECK(req_refused_field(req_with(req_arena(), "clock", {{"limit_s", 14}, {"inc_s", 0}})) == "clock");
  CHECK(req_refused_field(req_with(req_arena(), "clock", {{"limit_s", -1}, {"inc_s", 5}})) == "clock");
  CHECK(req_accepted(req_with(req_arena(), "clock", {{"limit_s", 15}, {"inc_s", 0}})).event.clock->limit_s == 15);
  CHECK(req_accepted(req_with(req_arena(), "clock", {{"limit_s", 0}, {"inc_s", 1}})).event.clock->inc_s == 1);  // 40 s
  CHECK(req_accepted(req_with(req_arena(), "clock", {{"limit_s", 10800}, {"inc_s", 180}})).event.clock->limit_s ==
        10800);
}

TEST_CASE("an arena runs 5..720 minutes and has no rounds") {
  CHECK(req_accepted(req_with(req_arena(), "minutes", 5)).event.minutes == 5);
  CHECK(req_accepted(req_with(req_arena(), "minutes", 720)).event.minutes == 720);
  for (const json& bad : {json(4), json(721), json("30"), json(30.5), json(nullptr), json(-30), json(1ULL << 63)})
    CHECK(req_refused_field(req_with(req_arena(), "minutes", bad)) == "minutes");
  CHECK(req_refused_field(req_with(req_arena(), "rounds", 5)) == "rounds");
  CHECK(req_refused_field(req_with(req_arena(), "games_per_round", 1)) == "games_per_round");
}

TEST_CASE("a Swiss event plays 2..15 rounds of 1 or 2 games and has no minutes") {
  CHECK(req_accepted(req_with(req_swiss(), "rounds", 2)).event.rounds == 2);
  CHECK(req_accepted(req_with(req_swiss(), "rounds", 15)).event.rounds == 15);
  for (const json& bad : {json(1), json(16), json("5"), json(nullptr)})
    CHECK(req_refused_field(req_with(req_swiss(), "rounds", bad)) == "rounds");
  for (const json& bad : {json(0), json(3), json(true)})
    CHECK(req_refused_field(req_with(req_swiss(), "games_per_round", bad)) == "games_per_round");
  CHECK(req_refused_field(req_with(req_swiss(), "minutes", 30)) == "minutes");
}

TEST_CASE("starts_at lies between 5 seconds ago and 30 days ahead") {
  CHECK(req_accepted(req_with(req_arena(), "starts_at", req_iso(req_now - seconds(5)))).starts_at ==
        req_now - seconds(5));
  CHECK(req_accepted(req_with(req_arena(), "starts_at", req_iso(req_now + days(30)))).starts_at == req_now + days(30));
  CHECK(req_refused_field(req_with(req_arena(), "starts_at", req_iso(req_now - seconds(6)))) == "starts_at");
  CHECK(req_refused_field(req_with(req_arena(), "starts_at", req_iso(req_now + days(30) + milliseconds(1)))) ==
        "starts_at");
  for (const json& bad : {json("tomorrow"), json("2026-02-30T00:00:00Z"), json("2026-11-30 18:00:00Z"),
                          json("2026-11-30T18:00:00"), json(1764525600), json("")})
    CHECK(req_refused_field(req_with(req_arena(), "starts_at", bad)) == "starts_at");
}

TEST_CASE("rated and bots must be true or false") {
  CHECK(req_refused_field(req_with(req_arena(), "rated", "yes")) == "rated");
  CHECK(req_refused_field(req_with(req_arena(), "rated", 1)) == "rated");
  CHECK(req_refused_field(req_with(req_arena(), "bots", 0)) == "bots");
  CHECK(req_refused_field(req_with(req_arena(), "bots", "false")) == "bots");
}

TEST_CASE("the first bad field in the body's order is the one named") {
  json body = req_arena();
  body["kind"] = "blitz";
  body["clock"] = nullptr;
  CHECK(req_refused_field(body) == "kind");
  body = req_with(req_arena(), "clock", {{"days", 3}});
  body["minutes"] = 1;
  body["rated"] = "no";
  CHECK(req_refused_field(body) == "clock");
  CHECK(req_refused_field(req_with(req_with(req_arena(), "name", "x"), "variant", {{"pits", 0}})) == "name");
}

TEST_CASE("ISO 8601 times are read with a fraction and an offset from UTC") {
  const auto six = sys_days(year(2026) / 11 / 30) + hours(18);
  CHECK(parse_iso8601("2026-11-30T18:00:00Z") == six);
  CHECK(parse_iso8601("2026-11-30T18:00:00.250Z") == six + milliseconds(250));
  CHECK(parse_iso8601("2026-11-30T18:00:00.1234567Z") == six + milliseconds(123));
  CHECK(parse_iso8601("2026-11-30T19:30:00+01:30") == six);
  CHECK(parse_iso8601("2026-11-30T13:00:00-05:00") == six);
  CHECK(parse_iso8601("2028-02-29T00:00:00Z").has_value());
  CHECK_FALSE(parse_iso8601("2027-02-29T00:00:00Z"));
  CHECK_FALSE(parse_iso8601("2026-11-30T24:00:00Z"));
  CHECK_FALSE(parse_iso8601("2026-11-30T18:60:00Z"));
  CHECK_FALSE(parse_iso8601("2026-11-30T18:00:00.Z"));
  CHECK_FALSE(parse_iso8601("2026-11-30T18:00:00Zjunk"));
  CHECK_FALSE(parse_iso8601("2026-11-30T18:00:00+0100"));
  CHECK_FALSE(parse_iso8601("26-11-30T18:00:00Z"));
}

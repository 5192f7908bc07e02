// The tournament settings (config/tournament_config.hpp, config.cpp): `tournament_schedule`'s
// entries and their errors, which name the entry's key, and the two limits with their bounds.
#include "mancala/server/config/tournament_config.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "mancala/server/config/config.hpp"

using namespace mancala;
using namespace mancala::server;
using nlohmann::json;

namespace {

json cfg_hourly_arena() {
  return {{"kind", "arena"}, {"clock", {{"limit_s", 60}, {"inc_s", 1}}}, {"minutes", 27}, {"every", "hourly"}};
}

// The key a bad schedule's ConfigError names, or "" when it is read.
std::string cfg_bad_key(const json& schedule) {
  try {
    read_tournament_schedule(schedule);
  } catch (const ConfigError& e) {
    return e.key();
  }
  return "";
}

json cfg_with(json entry, const std::string& field, json value) {
  entry[field] = std::move(value);
  return entry;
}

// Config from these flags alone (the test's folder holds no config/mancala.json).
Config cfg_from_flags(std::vector<std::string> args) {
  args.insert(args.begin(), "mancala-server");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  auto loaded = load_config(static_cast<int>(argv.size()), argv.data());
  REQUIRE(loaded.config);
  return *loaded.config;
}

}  // namespace

TEST_CASE("a schedule entry gets its defaults and a name from its board and clock") {
  const auto entries = read_tournament_schedule(json::array({cfg_hourly_arena()}));
  REQUIRE(entries.size() == 1);
  const ScheduleEntry& e = entries[0];
  CHECK(e.kind == "arena");
  CHECK(e.name == "Kalah 1+1 Arena");
  CHECK(e.variant == Variant::kalah());
  CHECK(e.clock == protocol::TimeControl{60, 1, 0});
  CHECK(e.minutes == 27);
  CHECK(e.every == ScheduleEntry::Every::hourly);
  CHECK(e.at_minute == 0);
}

TEST_CASE("a schedule entry with bots true makes bots arenas, named so by default") {
  const auto entries = read_tournament_schedule(
      json::array({cfg_with(cfg_hourly_arena(), "bots", true), cfg_with(cfg_hourly_arena(), "bots", false)}));
  REQUIRE(entries.size() == 2);
  CHECK(entries[0].bots);
  CHECK(entries[0].name == "Bot Kalah 1+1 Arena");
  CHECK_FALSE(entries[1].bots);
  CHECK(entries[1].name == "Kalah 1+1 Arena");
  CHECK_FALSE(read_tournament_schedule(json::array({cfg_hourly_arena()}))[0].bots);
  const auto named = read_tournament_schedule(
      json::array({cfg_with(cfg_with(cfg_hourly_arena(), "bots", true), "name", "Engine Night")}));
  CHECK(named[0].name == "Engine Night");
}

TEST_CASE("a schedule entry's bots must be true or false") {
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "bots", "yes")})) == "tournament_schedule[0].bots");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "bots", 1)})) == "tournament_schedule[0].bots");
}

TEST_CASE("daily and weekly entries read their hour, minute and weekday") {
  const json swiss = {{"kind", "swiss"},
                      {"name", "Sunday Swiss"},
                      {"variant", {{"game", "oware"}}},
                      {"clock", {{"limit_s", 300}, {"inc_s", 3}}},
                      {"rounds", 7},
                      {"games_per_round", 2},
                      {"every", "weekly"},
                      {"at_hour", 15},
                      {"at_minute", 30},
                      {"weekday", 0}};
  const json daily = {{"kind", "arena"},
                      {"clock", {{"limit_s", 180}, {"inc_s", 0}}},
                      {"minutes", 60},
                      {"every", "daily"},
                      {"at_hour", 20}};
  const auto entries = read_tournament_schedule(json::array({swiss, daily}));
  REQUIRE(entries.size() == 2);
  CHECK(entries[0].name == "Sunday Swiss");
  CHECK(entries[0].variant == Variant::oware());
  CHECK(entries[0].rounds == 7);
  CHECK(entries[0].games_per_round == 2);
  CHECK(entries[0].every == ScheduleEntry::Every::weekly);
  CHECK(entries[0].at_hour == 15);
  CHECK(entries[0].at_minute == 30);
  CHECK(entries[0].weekday == 0);
  CHECK(entries[1].every == ScheduleEntry::Every::daily);
  CHECK(entries[1].at_hour == 20);
  CHECK(entries[1].minutes == 60);
  CHECK(read_tournament_schedule(json::array()).empty());
}

TEST_CASE("a bad schedule entry names its index and field") {
  CHECK(cfg_bad_key(json::object()) == "tournament_schedule");
  CHECK(cfg_bad_key("not json") == "tournament_schedule");
  CHECK(cfg_bad_key(json::array({42})) == "tournament_schedule[0]");
  CHECK(cfg_bad_key(json::array({cfg_hourly_arena(), cfg_with(cfg_hourly_arena(), "kind", "blitz")})) ==
        "tournament_schedule[1].kind");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "colour", "red")})) == "tournament_schedule[0].colour");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "name", "x")})) == "tournament_schedule[0].name");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "variant", {{"pits", 13}})})) ==
        "tournament_schedule[0].variant");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "clock", {{"days", 1}})})) ==
        "tournament_schedule[0].clock");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "clock", {{"limit_s", 5}, {"inc_s", 0}})})) ==
        "tournament_schedule[0].clock");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "minutes", 721)})) == "tournament_schedule[0].minutes");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "rounds", 5)})) == "tournament_schedule[0].rounds");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "every", "monthly")})) == "tournament_schedule[0].every");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "at_minute", 60)})) ==
        "tournament_schedule[0].at_minute");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "at_hour", 3)})) == "tournament_schedule[0].at_hour");
  CHECK(cfg_bad_key(json::array({cfg_with(cfg_hourly_arena(), "weekday", 3)})) == "tournament_schedule[0].weekday");
  json daily = cfg_with(cfg_hourly_arena(), "every", "daily");
  CHECK(cfg_bad_key(json::array({daily})) == "tournament_schedule[0].at_hour");  // required
  CHECK(cfg_bad_key(json::array({cfg_with(daily, "at_hour", 24)})) == "tournament_schedule[0].at_hour");
  json weekly = cfg_with(cfg_with(cfg_hourly_arena(), "every", "weekly"), "at_hour", 18);
  CHECK(cfg_bad_key(json::array({weekly})) == "tournament_schedule[0].weekday");
  CHECK(cfg_bad_key(json::array({cfg_with(weekly, "weekday", 7)})) == "tournament_schedule[0].weekday");
  CHECK(cfg_bad_key(json::array({cfg_with(weekly, "weekday", 6)})) == "");
  json swiss = {{"kind", "swiss"}, {"clock", {{"limit_s", 60}, {"inc_s", 1}}}, {"rounds", 3}, {"every", "hourly"}};
  CHECK(cfg_bad_key(json::array({swiss})) == "");
  CHECK(cfg_bad_key(json::array({cfg_with(swiss, "rounds", 16)})) == "tournament_schedule[0].rounds");
  CHECK(cfg_bad_key(json::array({cfg_with(swiss, "minutes", 30)})) == "tournament_schedule[0].minutes");
  CHECK(cfg_bad_key(json::array({cfg_with(swiss, "games_per_round", 3)})) == "tournament_schedule[0].games_per_round");
  CHECK(cfg_bad_key(json(std::vector<json>(max_schedule_entries + 1, cfg_hourly_arena()))) == "tournament_schedule");
}

TEST_CASE("the tournament settings have their defaults and are read from flags") {
  const Config defaults = cfg_from_flags({});
  CHECK(defaults.tournament_schedule.size() == 2);
  CHECK(defaults.max_tournaments_per_day == 5);
  CHECK(defaults.swiss_round_gap_ms == 5000);
  const Config set = cfg_from_flags({"--max-tournaments-per-day", "7", "--swiss-round-gap-ms", "0",
                                     "--tournament-schedule", json::array({cfg_hourly_arena()}).dump()});
  CHECK(set.max_tournaments_per_day == 7);
  CHECK(set.swiss_round_gap_ms == 0);
  REQUIRE(set.tournament_schedule.size() == 1);
  CHECK(set.tournament_schedule[0].minutes == 27);
  CHECK(cfg_from_flags({"--tournament-schedule", "[]"}).tournament_schedule.empty());
  CHECK_THROWS_AS(cfg_from_flags({"--max-tournaments-per-day", "0"}), ConfigError);
  CHECK_THROWS_AS(cfg_from_flags({"--max-tournaments-per-day", "1001"}), ConfigError);
  CHECK_THROWS_AS(cfg_from_flags({"--swiss-round-gap-ms", "86400001"}), ConfigError);
}

// Server messages: the hand-written `moved` is the same JSON as one built as a tree.
#include "mancala/protocol/server_message.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

namespace {

json reference_moved(const std::string& game, const PlyReport& r, const Position& after, int pits,
                     std::optional<std::int64_t> deadline, const std::optional<ClockView>& clock = std::nullopt) {
  json j = {{"type", "moved"}, {"game", game}, {"side", std::string(to_string(r.side))}};
  if (r.ply.is_swap())
    j["swap"] = true;
  else
    j["pit"] = r.ply.pit_index();
  j["path"] = hollows_to_json(r.path);
  j["captured"] = hollows_to_json(r.captured);
  j["extra_turn"] = r.extra_turn;
  j["state"] = state_to_json(after, pits);
  j["move_deadline_ms"] = deadline ? json(*deadline) : json(nullptr);
  j["clock"] = clock_view_to_json(clock);
  return j;
}

}  // namespace

TEST_CASE("moved_message equals the tree-built message along a whole game") {
  Rules rules(Variant::kalah());
  Position p = rules.start();
  int plies = 0;
  while (!p.over()) {
    const PlyList legal = rules.legal_plies(p);
    const Ply ply = legal[plies % legal.size()];
    const PlyReport r = rules.play_detailed(p, ply);
    const std::optional<std::int64_t> deadline = plies % 2 ? std::optional<std::int64_t>(1234) : std::nullopt;
    std::optional<ClockView> clock;
    if (plies % 3 == 1) clock = ClockView{{180, 2, 0}, 170000 - plies, 179000, Side::north, std::nullopt, std::nullopt};
    if (plies % 3 == 2) clock = ClockView{{0, 0, 3}, 0, 0, std::nullopt, std::nullopt, "2026-12-08T10:00:00.000Z"};
    const std::string text = moved_message("g\"1", r, p, 6, deadline, clock);
    CHECK(json::parse(text) == reference_moved("g\"1", r, p, 6, deadline, clock));
    ++plies;
  }
  CHECK(plies > 10);
}

TEST_CASE("a swap is written as swap:true without a pit") {
  Variant v;
  v.pie = true;
  Rules rules(v);
  Position p = rules.start();
  rules.play_detailed(p, Ply::pit(0));
  REQUIRE(p.swap_available());
  const PlyReport r = rules.play_detailed(p, Ply::swap());
  const json j = json::parse(moved_message("g", r, p, 6, std::nullopt));
  CHECK(j["swap"] == true);
  CHECK_FALSE(j.contains("pit"));
  CHECK(j == reference_moved("g", r, p, 6, std::nullopt));
}

TEST_CASE("an aborted game's state has a null result and the reason aborted, in moved and in the tree") {
  Rules rules(Variant::kalah());
  Position p = rules.start();
  const PlyReport r = rules.play_detailed(p, Ply::pit(0));
  p.result = Outcome::no_result;
  p.reason = Reason::aborted;
  const json j = json::parse(moved_message("g", r, p, 6, std::nullopt));
  CHECK(j["state"]["over"] == true);
  CHECK(j["state"]["result"].is_null());
  CHECK(j["state"]["reason"] == "aborted");
  CHECK(j == reference_moved("g", r, p, 6, std::nullopt));
}

TEST_CASE("error replies echo the id and name the code") {
  const json j = json::parse(error_message(std::string("m1"), ErrorCode::stale_ply, "old"));
  CHECK(j == json{{"type", "error"}, {"id", "m1"}, {"code", "stale_ply"}, {"message", "old"}});
  CHECK_FALSE(json::parse(error_message(std::nullopt, ErrorCode::bad_json, "x")).contains("id"));
}

TEST_CASE("pong echoes the ping's id, and has no id without one") {
  CHECK(json::parse(pong_message(std::string("p1"))) == json{{"type", "pong"}, {"id", "p1"}});
  CHECK(json::parse(pong_message(std::nullopt)) == json{{"type", "pong"}});
}

TEST_CASE("the friend and watching messages carry their documented fields") {
  const json created = json::parse(
      friend_created_message(std::string("f"), "code1", "/#friend=code1", Variant::kalah(), 1800000, "random"));
  CHECK(created["type"] == "friend.created");
  CHECK(created["id"] == "f");
  CHECK(created["url"] == "/#friend=code1");
  CHECK(created["expires_ms"] == 1800000);
  CHECK(created["side"] == "random");
  CHECK(created["variant"]["game"] == "kalah");
  CHECK(json::parse(friend_cancelled_message(std::nullopt, "c")) == json{{"type", "friend.cancelled"}, {"code", "c"}});
  CHECK(json::parse(unwatched_message(std::string("u"), "g")) ==
        json{{"type", "unwatched"}, {"id", "u"}, {"game", "g"}});
  CHECK(json::parse(watchers_message("g", 3)) == json{{"type", "watchers"}, {"game", "g"}, {"count", 3}});
  const json away = json::parse(opponent_message("g", Side::north, false, 40000));
  CHECK(away ==
        json{{"type", "opponent"}, {"game", "g"}, {"side", "north"}, {"connected", false}, {"grace_ms", 40000}});
  CHECK(json::parse(error_message(std::nullopt, ErrorCode::invite_not_found, "x"))["code"] == "invite_not_found");
  CHECK(json::parse(error_message(std::nullopt, ErrorCode::game_not_found, "x"))["code"] == "game_not_found");
}

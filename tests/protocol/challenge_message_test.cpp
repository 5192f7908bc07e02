// The server's challenge messages carry PROTOCOL.md §Seeks and challenges' fields.
#include "mancala/protocol/challenge_message.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/server_message.hpp"

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

TEST_CASE("the target's challenge names the challenger, the board, the clock and whether it is rated") {
  ChallengeView v{"c1", {"p1", "Ann", 1512.5}, Variant::kalah(), TimeControl{300, 3, 0}, true};
  const json j = json::parse(challenge_message(v));
  CHECK(j["type"] == "challenge");
  CHECK(j["challenge"] == "c1");
  CHECK(j["from"] == json{{"id", "p1"}, {"name", "Ann"}, {"rating", 1512.5}});
  CHECK(j["variant"]["pits"] == 6);
  CHECK(j["clock"] == json{{"limit_s", 300}, {"inc_s", 3}});
  CHECK(j["rated"] == true);
  v.from.rating.reset();
  v.clock.reset();
  const json casual = json::parse(challenge_message(v));
  CHECK(casual["from"]["rating"].is_null());
  CHECK(casual["clock"].is_null());
}

TEST_CASE("challenge.created, challenge.declined and challenge.cancelled echo an id only when given one") {
  const json created = json::parse(challenge_created_message("r1", "c1"));
  CHECK(created == json{{"type", "challenge.created"}, {"id", "r1"}, {"challenge", "c1"}});
  const json declined = json::parse(challenge_declined_message(std::nullopt, "c1", "later"));
  CHECK(declined == json{{"type", "challenge.declined"}, {"challenge", "c1"}, {"reason", "later"}});
  const json cancelled = json::parse(challenge_cancelled_message(std::nullopt, "c1"));
  CHECK(cancelled == json{{"type", "challenge.cancelled"}, {"challenge", "c1"}});
  CHECK(json::parse(error_message(std::nullopt, ErrorCode::player_not_found, "x"))["code"] == "player_not_found");
}

// BotErrors (bots/bot_errors.hpp): each bot's last errors, newest first, and the WebSocket path
// recording the errors answered to a bot's connection only.
#include "mancala/server/bots/bot_errors.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "mancala/server/play/reply.hpp"
#include "play_support.hpp"

using namespace mancala::server;
using play_test::FakePeer;

TEST_CASE("a bot keeps its last 50 errors, newest first, each detail cut to 200 bytes") {
  BotErrors errors;
  const auto t0 = std::chrono::system_clock::time_point{} + std::chrono::hours(24 * 365 * 56);
  for (int i = 0; i < 60; ++i)
    errors.record("b1", "kgp", "illegal_move", "try " + std::to_string(i), t0 + std::chrono::seconds(i));
  // A two-byte character across the 200th byte goes whole.
  errors.record("b2", "http", "bad_message", std::string(199, 'x') + "\xc3\xa9tail");
  const auto kept = errors.recent("b1");
  REQUIRE(kept.size() == BotErrors::kept_per_bot);
  CHECK(kept.front().detail == "try 59");
  CHECK(kept.back().detail == "try 10");
  CHECK(kept.front().at == t0 + std::chrono::seconds(59));
  CHECK(kept.front().where == "kgp");
  CHECK(errors.recent("b2").at(0).detail == std::string(199, 'x'));
  CHECK(errors.recent("nobody").empty());
}

TEST_CASE("a detail with bytes that are no UTF-8 is kept as valid UTF-8") {
  BotErrors errors;
  // A request path as a client may send it: bytes a JSON answer could not carry.
  errors.record("b1", "http", "not_found", "/api/bot/game/\xff\xfe/move/1: no such API");
  const std::string kept = errors.recent("b1").at(0).detail;
  CHECK(kept == "/api/bot/game/\xef\xbf\xbd\xef\xbf\xbd/move/1: no such API");
  CHECK_NOTHROW((void)nlohmann::json(kept).dump());
}

TEST_CASE("past max_bots bots, the bot whose last error is oldest is forgotten") {
  BotErrors errors;
  const auto t0 = std::chrono::system_clock::time_point{} + std::chrono::hours(24 * 365 * 56);
  for (std::size_t i = 0; i < BotErrors::max_bots; ++i)
    errors.record("b" + std::to_string(i), "ws", "bad_message", "x", t0 + std::chrono::seconds(i == 7 ? -1 : 1));
  errors.record("newcomer", "ws", "bad_message", "x", t0 + std::chrono::seconds(2));
  CHECK(errors.recent("b7").empty());
  CHECK(errors.recent("b8").size() == 1);
  CHECK(errors.recent("newcomer").size() == 1);
}

TEST_CASE("an error answered on a bot's connection is kept for its owner, a person's is not") {
  BotErrors errors;
  auto bot = std::make_shared<FakePeer>();
  bot->identify({"Robo", true, true, "b1"});
  auto person = std::make_shared<FakePeer>();
  person->identify({"Ann", true});
  Reply{bot, "r1", nullptr, &errors}.error(protocol::ErrorCode::illegal_move, "pit 9 is not on the board");
  Reply{person, "r2", nullptr, &errors}.error(protocol::ErrorCode::bad_message, "no");
  Reply{bot, "r3", nullptr, nullptr}.error(protocol::ErrorCode::bad_message, "nothing keeps this one");
  const auto kept = errors.recent("b1");
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].where == "ws");
  CHECK(kept[0].code == "illegal_move");
  CHECK(kept[0].detail == "pit 9 is not on the board");
  CHECK(bot->of("error").size() == 2);  // the errors still reach the bot
}

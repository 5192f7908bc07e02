// The live games over the WebSocket (docs/protocol.md §Live games): `live.watch` and
// `live.unwatch` as decoded; `live.changed` and `live.unwatched` as sent.
#include "mancala/protocol/live_message.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

namespace {

std::variant<ClientMessage, ProtocolError> live_decoded(std::string_view text) {
  return decode_client_message(text, true);
}

}  // namespace

TEST_CASE("live.watch reads its limit, 20 when absent or null, and keeps the id") {
  auto r = live_decoded(R"({"type":"live.watch","id":"l1","limit":7})");
  REQUIRE(std::holds_alternative<ClientMessage>(r));
  const auto& m = std::get<ClientMessage>(r);
  CHECK(m.id == std::optional<std::string>("l1"));
  CHECK(std::get<LiveWatch>(m.body).limit == 7);
  for (const char* text : {R"({"type":"live.watch"})", R"({"type":"live.watch","limit":null})"}) {
    auto d = live_decoded(text);
    REQUIRE(std::holds_alternative<ClientMessage>(d));
    CHECK(std::get<LiveWatch>(std::get<ClientMessage>(d).body).limit == default_live_limit);
  }
  auto u = live_decoded(R"({"type":"live.unwatch","id":"u"})");
  REQUIRE(std::holds_alternative<ClientMessage>(u));
  CHECK(std::holds_alternative<LiveUnwatch>(std::get<ClientMessage>(u).body));
}

TEST_CASE("live.watch refuses a limit that is not a whole number from 1 to 100") {
  for (const char* text :
       {R"({"type":"live.watch","id":"x","limit":0})", R"({"type":"live.watch","id":"x","limit":101})",
        R"({"type":"live.watch","id":"x","limit":"5"})", R"({"type":"live.watch","id":"x","limit":1.5})",
        R"({"type":"live.watch","id":"x","limit":true})"}) {
    auto r = live_decoded(text);
    REQUIRE_MESSAGE(std::holds_alternative<ProtocolError>(r), text);
    const auto& e = std::get<ProtocolError>(r);
    CHECK(e.code == ErrorCode::bad_message);
    CHECK(e.id == std::optional<std::string>("x"));
    CHECK(e.message.find("limit") != std::string::npos);
  }
  CHECK(std::holds_alternative<LiveWatch>(
      std::get<ClientMessage>(live_decoded(R"({"type":"live.watch","limit":100})")).body));
}

TEST_CASE("live.changed carries the games and echoes an id, as live.unwatched does") {
  const json games = json::array({{{"game", "g1"}, {"ply", 3}}});
  const json pushed = json::parse(live_changed_message(std::nullopt, games));
  CHECK(pushed == json{{"type", "live.changed"}, {"games", games}});
  const json answer = json::parse(live_changed_message("a", json::array()));
  CHECK(answer == json{{"type", "live.changed"}, {"games", json::array()}, {"id", "a"}});
  CHECK(json::parse(live_unwatched_message("u")) == json{{"type", "live.unwatched"}, {"id", "u"}});
  CHECK(json::parse(live_unwatched_message(std::nullopt)) == json{{"type", "live.unwatched"}});
}

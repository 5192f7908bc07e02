// A tournament game's wire: the `berserk` message, and the `game` snapshot's tournament fields.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"
#include "mancala/protocol/server_message.hpp"

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

namespace {

std::variant<ClientMessage, ProtocolError> berserk_decoded(std::string_view text) {
  return decode_client_message(text, true);
}

std::string refusal_of(std::string_view text) {
  auto r = berserk_decoded(text);
  REQUIRE(std::holds_alternative<ProtocolError>(r));
  CHECK(std::get<ProtocolError>(r).code == ErrorCode::bad_message);
  return std::get<ProtocolError>(r).message;
}

json snapshot_of(const GameView& v) { return json::parse(game_message(std::nullopt, v)); }

GameView berserk_view() {
  GameView v;
  v.game = "g1";
  v.you = "south";
  v.position = Rules(v.variant).start();
  return v;
}

}  // namespace

TEST_CASE("berserk names a game and echoes the id") {
  auto r = berserk_decoded(R"({"type":"berserk","game":"g7","id":"b1"})");
  REQUIRE(std::holds_alternative<ClientMessage>(r));
  const auto& m = std::get<ClientMessage>(r);
  CHECK(m.id == "b1");
  CHECK(std::get<Berserk>(m.body).game == "g7");
}

TEST_CASE("berserk without a string game is bad_message naming the field") {
  CHECK(refusal_of(R"({"type":"berserk"})") == "game is missing");
  CHECK(refusal_of(R"({"type":"berserk","game":3})") == "game must be a string");
  CHECK(refusal_of(R"({"type":"berserk","game":null})") == "game must be a string");
  auto before_hello = decode_client_message(R"({"type":"berserk","game":"g"})", false);
  REQUIRE(std::holds_alternative<ProtocolError>(before_hello));
  CHECK(std::get<ProtocolError>(before_hello).code == ErrorCode::no_hello);
}

TEST_CASE("a tournament's game snapshot carries tournament and berserk, others neither") {
  GameView v = berserk_view();
  const json plain = snapshot_of(v);
  CHECK_FALSE(plain.contains("tournament"));
  CHECK_FALSE(plain.contains("berserk"));
  v.tournament = "t9";
  v.berserk = {false, true};
  const json in_tournament = snapshot_of(v);
  CHECK(in_tournament["tournament"] == "t9");
  CHECK(in_tournament["berserk"] == json{{"south", false}, {"north", true}});
}

// Tournaments over the WebSocket (PROTOCOL.md §Tournaments): `tournament.watch`,
// `tournament.unwatch` and `chat.say` with `tournament` as decoded; `tournament.unwatched` and the
// tournament room's `chat` and `chat.history` as sent.
#include "mancala/protocol/tournament_message.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

namespace {

ClientMessage tournament_msg_of(std::string_view text) {
  auto r = decode_client_message(text, true);
  if (auto* e = std::get_if<ProtocolError>(&r)) FAIL("refused: " << e->message);
  return std::get<ClientMessage>(std::move(r));
}

}  // namespace

TEST_CASE("tournament.watch and tournament.unwatch read the tournament and keep the id") {
  const auto watch = tournament_msg_of(R"({"type":"tournament.watch","id":"w1","tournament":"t1"})");
  CHECK(watch.id == std::optional<std::string>("w1"));
  CHECK(std::get<TournamentWatch>(watch.body).tournament == "t1");
  const auto unwatch = tournament_msg_of(R"({"type":"tournament.unwatch","tournament":"t2"})");
  CHECK(std::get<TournamentUnwatch>(unwatch.body).tournament == "t2");
}

TEST_CASE("tournament.watch refuses a missing, mistyped or overlong tournament") {
  const std::pair<std::string, const char*> cases[] = {
      {R"({"type":"tournament.watch"})", "tournament is missing"},
      {R"({"type":"tournament.unwatch","tournament":3})", "tournament must be a string"},
      {R"({"type":"tournament.watch","tournament":")" + std::string(65, 'a') + "\"}", "at most 64"},
  };
  for (const auto& [text, why] : cases) {
    CAPTURE(text);
    auto r = decode_client_message(text, true);
    REQUIRE(std::holds_alternative<ProtocolError>(r));
    CHECK(std::get<ProtocolError>(r).code == ErrorCode::bad_message);
    CHECK(std::get<ProtocolError>(r).message.find(why) != std::string::npos);
  }
  auto before_hello = decode_client_message(R"({"type":"tournament.watch","tournament":"t"})", false);
  REQUIRE(std::holds_alternative<ProtocolError>(before_hello));
  CHECK(std::get<ProtocolError>(before_hello).code == ErrorCode::no_hello);
}

TEST_CASE("chat.say with a tournament names no game, and takes room omitted, players or tournament") {
  for (const char* text : {R"({"type":"chat.say","tournament":"t1","text":"hi"})",
                           R"({"type":"chat.say","tournament":"t1","room":"players","text":"hi"})",
                           R"({"type":"chat.say","tournament":"t1","room":"tournament","text":"hi"})"}) {
    CAPTURE(text);
    const auto say = std::get<ChatSay>(tournament_msg_of(text).body);
    CHECK(say.tournament == "t1");
    CHECK(say.game.empty());
    CHECK(say.text == "hi");
  }
  CHECK(std::get<ChatSay>(tournament_msg_of(R"({"type":"chat.say","game":"g","room":"players","text":"x"})").body)
            .tournament.empty());
}

TEST_CASE("tournament.unwatched names the tournament and echoes the id") {
  CHECK(json::parse(tournament_unwatched_message(std::string("u1"), "t1")) ==
        json{{"type", "tournament.unwatched"}, {"id", "u1"}, {"tournament", "t1"}});
  CHECK_FALSE(json::parse(tournament_unwatched_message(std::nullopt, "t1")).contains("id"));
}

TEST_CASE("the tournament room's chat and chat.history carry tournament and room tournament, no ply") {
  ChatLineView line{{"p1", "Ann", true}, "gl all", "2026-12-05T13:00:00.000Z", -1};
  CHECK(json::parse(tournament_chat_message(std::string("c1"), "t1", line)) ==
        json{{"type", "chat"},
             {"id", "c1"},
             {"tournament", "t1"},
             {"room", "tournament"},
             {"from", {{"id", "p1"}, {"name", "Ann"}, {"new", true}}},
             {"text", "gl all"},
             {"at", "2026-12-05T13:00:00.000Z"}});
  const json h = json::parse(tournament_chat_history_message("t1", {line}));
  CHECK(h["type"] == "chat.history");
  CHECK(h["tournament"] == "t1");
  CHECK(h["room"] == "tournament");
  CHECK_FALSE(h.contains("game"));
  REQUIRE(h["lines"].size() == 1);
  CHECK(h["lines"][0]["text"] == "gl all");
  CHECK_FALSE(h["lines"][0].contains("ply"));
}

// Chat (PROTOCOL.md §Chat): `chat.say` as decoded, and `chat` and `chat.history` as sent.
#include "mancala/protocol/chat_message.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

namespace {

ChatSay chat_say_of(std::string_view text) {
  auto r = decode_client_message(text, true);
  if (auto* e = std::get_if<ProtocolError>(&r)) FAIL("refused: " << e->message);
  return std::get<ChatSay>(std::get<ClientMessage>(r).body);
}

ProtocolError chat_error_of(std::string_view text, bool greeted = true) {
  auto r = decode_client_message(text, greeted);
  REQUIRE(std::holds_alternative<ProtocolError>(r));
  return std::get<ProtocolError>(r);
}

}  // namespace

TEST_CASE("chat.say reads game, room and text as sent, the id kept for the echo") {
  auto r = decode_client_message(R"({"type":"chat.say","id":"c1","game":"g1","room":"players","text":" hi "})", true);
  REQUIRE(std::holds_alternative<ClientMessage>(r));
  const auto& msg = std::get<ClientMessage>(r);
  CHECK(msg.id == std::optional<std::string>("c1"));
  const auto& say = std::get<ChatSay>(msg.body);
  CHECK(say.game == "g1");
  CHECK(say.room == ChatRoomKind::players);
  CHECK(say.text == " hi ");  // trimming is the server's (chat/chat_text.hpp)
  CHECK(chat_say_of(R"({"type":"chat.say","game":"g","room":"spectators","text":""})").room ==
        ChatRoomKind::spectators);
}

TEST_CASE("chat.say refuses a missing or mistyped game, room or text, naming the field") {
  const std::pair<const char*, const char*> cases[] = {
      {R"({"type":"chat.say","room":"players","text":"x"})", "game is missing"},
      {R"({"type":"chat.say","game":7,"room":"players","text":"x"})", "game must be a string"},
      {R"({"type":"chat.say","game":"g","text":"x"})", "room is missing"},
      {R"({"type":"chat.say","game":"g","room":"lobby","text":"x"})", "room must be"},
      {R"({"type":"chat.say","game":"g","room":1,"text":"x"})", "room must be"},
      {R"({"type":"chat.say","game":"g","room":"players"})", "text is missing"},
      {R"({"type":"chat.say","game":"g","room":"players","text":["x"]})", "text must be a string"},
      {R"({"type":"chat.say","tournament":"t1","game":"g","text":"x"})", "not both"},
      {R"({"type":"chat.say","tournament":7,"text":"x"})", "tournament must be a string"},
      {R"({"type":"chat.say","tournament":"t1","room":"spectators","text":"x"})", "room must be"},
      {R"({"type":"chat.say","tournament":"t1"})", "text is missing"},
  };
  for (const auto& [text, why] : cases) {
    CAPTURE(text);
    const auto e = chat_error_of(text);
    CHECK(e.code == ErrorCode::bad_message);
    CHECK(e.message.find(why) != std::string::npos);
  }
  CHECK(chat_error_of(R"({"type":"chat.say","game":"g","room":"players","text":"x"})", false).code ==
        ErrorCode::no_hello);
}

TEST_CASE("chat carries game, room, from with new, text, at and ply, and echoes the sender's id") {
  ChatLineView line{{"p1", "Ann", false}, "<b>hi</b>", "2026-12-05T13:00:00.000Z", 7};
  const json mine = json::parse(chat_message(std::string("c1"), "g1", ChatRoomKind::players, line));
  CHECK(mine == json{{"type", "chat"},
                     {"id", "c1"},
                     {"game", "g1"},
                     {"room", "players"},
                     {"from", {{"id", "p1"}, {"name", "Ann"}, {"new", false}}},
                     {"text", "<b>hi</b>"},
                     {"at", "2026-12-05T13:00:00.000Z"},
                     {"ply", 7}});
  line.from.fresh = true;
  const json theirs = json::parse(chat_message(std::nullopt, "g1", ChatRoomKind::spectators, line));
  CHECK_FALSE(theirs.contains("id"));
  CHECK(theirs["room"] == "spectators");
  CHECK(theirs["from"]["new"] == true);
}

TEST_CASE("chat.history lists the lines oldest first without ids") {
  std::vector<ChatLineView> lines = {{{"p1", "Ann", true}, "Hello", "2026-12-05T13:00:00.000Z", 0},
                                     {{"p2", "Bob", false}, "Good luck", "2026-12-05T13:00:01.000Z", 1}};
  const json h = json::parse(chat_history_message("g1", ChatRoomKind::players, lines));
  CHECK(h["type"] == "chat.history");
  CHECK(h["game"] == "g1");
  CHECK(h["room"] == "players");
  REQUIRE(h["lines"].size() == 2);
  CHECK(h["lines"][0] == json{{"from", {{"id", "p1"}, {"name", "Ann"}, {"new", true}}},
                              {"text", "Hello"},
                              {"at", "2026-12-05T13:00:00.000Z"},
                              {"ply", 0}});
  CHECK(h["lines"][1]["text"] == "Good luck");
}

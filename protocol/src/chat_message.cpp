#include "mancala/protocol/chat_message.hpp"

#include <nlohmann/json.hpp>

#include "frame_text.hpp"

namespace mancala::protocol {
// Named inside the anonymous namespace: a unity build puts the other messages' helpers beside these.
namespace {
namespace chat_fields {

using nlohmann::json;

using detail::dump;

json line_json(const ChatLineView& l) {
  return {{"from", {{"id", l.from.id}, {"name", l.from.name}, {"new", l.from.fresh}}},
          {"text", l.text},
          {"at", l.at},
          {"ply", l.ply}};
}

}  // namespace chat_fields
}  // namespace

std::string_view to_string(ChatRoomKind r) noexcept { return r == ChatRoomKind::players ? "players" : "spectators"; }

bool is_chat_type(std::string_view type) noexcept { return type == "chat.say"; }

std::variant<ChatSay, std::string> chat_say_from_json(const nlohmann::json& j) {
  ChatSay say;
  auto text = j.find("text");
  const auto read_text = [&]() -> std::optional<std::string> {
    if (text == j.end()) return "text is missing";
    if (!text->is_string()) return "text must be a string";
    say.text = text->get<std::string>();
    return std::nullopt;
  };
  auto room = j.find("room");
  const auto room_is = [&](const char* name) {
    return room->is_string() && room->get_ref<const std::string&>() == name;
  };
  auto game = j.find("game");
  if (auto tournament = j.find("tournament"); tournament != j.end()) {
    if (game != j.end()) return "a chat line names a game or a tournament, not both";
    if (!tournament->is_string() || tournament->get_ref<const std::string&>().size() > 64)
      return "tournament must be a string of at most 64 characters";
    say.tournament = tournament->get<std::string>();
    if (room != j.end() && !room_is("players") && !room_is("tournament"))
      return "room must be \"tournament\" (or omitted) in a tournament";
    if (auto why = read_text()) return *why;
    return say;
  }
  if (game == j.end()) return "game is missing";
  if (!game->is_string()) return "game must be a string";
  say.game = game->get<std::string>();
  if (room == j.end()) return "room is missing";
  if (room_is("players")) {
    say.room = ChatRoomKind::players;
  } else if (room_is("spectators")) {
    say.room = ChatRoomKind::spectators;
  } else {
    return "room must be \"players\" or \"spectators\"";
  }
  if (auto why = read_text()) return *why;
  return say;
}

std::string chat_message(const std::optional<std::string>& id, const std::string& game, ChatRoomKind room,
                         const ChatLineView& line) {
  nlohmann::json j = chat_fields::line_json(line);
  j["type"] = "chat";
  j["game"] = game;
  j["room"] = std::string(to_string(room));
  if (id) j["id"] = *id;
  return chat_fields::dump(j);
}

std::string chat_history_message(const std::string& game, ChatRoomKind room, const std::vector<ChatLineView>& lines) {
  nlohmann::json all = nlohmann::json::array();
  for (const auto& l : lines) all.push_back(chat_fields::line_json(l));
  return chat_fields::dump(
      {{"type", "chat.history"}, {"game", game}, {"room", std::string(to_string(room))}, {"lines", std::move(all)}});
}

}  // namespace mancala::protocol

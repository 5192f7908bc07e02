// The chat of PROTOCOL.md §Chat: the client's `chat.say`, read from JSON, and the server's
// `chat` and `chat.history` frames.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace mancala::protocol {

/// The two rooms of a game: its seats' ("players") and its spectators' with an account.
enum class ChatRoomKind : std::uint8_t { players, spectators };
/// The wire spelling: "players" or "spectators".
std::string_view to_string(ChatRoomKind r) noexcept;

/// `chat.say` {game, room, text}: one line said in a room of game `game`; or {tournament, text}
/// (`room` omitted, "players" or "tournament"): in tournament `tournament`'s one room, and then
/// `game` is empty. `text` is as sent: the server trims and checks it (server/chat/chat_text.hpp)
/// before anything else.
struct ChatSay {
  std::string game;
  ChatRoomKind room = ChatRoomKind::players;
  std::string text;
  std::string tournament;  // "" for a game's room
};

/// True for `chat.say`.
bool is_chat_type(std::string_view type) noexcept;
/// Reads `chat.say`'s fields; the error names the field at fault. A message names a game or a
/// tournament, not both.
std::variant<ChatSay, std::string> chat_say_from_json(const nlohmann::json& j);

/// Who said a line: `fresh` is the wire's `new`, a guest or an account younger than 7 days (the
/// page shows such a player's links as plain text).
struct ChatFrom {
  std::string id, name;
  bool fresh = true;
};

/// One line as a client is shown it. `at`: ISO 8601 UTC with milliseconds; `ply`: the plies
/// played when it was said.
struct ChatLineView {
  ChatFrom from;
  std::string text, at;
  int ply = 0;
};

/// `chat` {game, room, from:{id,name,new}, text, at, ply}; the sender's copy echoes `id`.
std::string chat_message(const std::optional<std::string>& id, const std::string& game, ChatRoomKind room,
                         const ChatLineView& line);
/// `chat.history` {game, room, lines:[{from, text, at, ply}]}, oldest first.
std::string chat_history_message(const std::string& game, ChatRoomKind room, const std::vector<ChatLineView>& lines);

}  // namespace mancala::protocol

// One chat room's lines in memory, who may read and write a game's rooms, and the hook that
// hears every accepted line (PROTOCOL.md §Chat).
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "mancala/protocol/chat_message.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server::chat {

/// How a connection stands to a game: in a seat, watching, or neither.
enum class ChatRole : std::uint8_t { seat, spectator, none };

/// Who may read and write a game's room: "players", the seats of a game between two people
/// (`between_people`: kind "human", not a computer, same-device or tournament game);
/// "spectators", spectators with an account. Reading and writing go together.
bool may_chat(protocol::ChatRoomKind room, bool between_people, ChatRole role, bool account) noexcept;

/// The store's name of a game's room: "game:ID:players" or "game:ID:spectators".
std::string room_key(const std::string& game, protocol::ChatRoomKind room);

/// A line as a room keeps it: as stored, whether its author was new (a guest or an account
/// younger than 7 days; true for a line read back from the store, which does not keep it), and
/// the players who block its author (read when it was said; none for a line read back).
struct ChatLine {
  StoredChatLine stored;
  bool fresh = true;
  std::vector<std::string> blockers;
};

/// What the chat path reads of a line's author on the reads pool before the room judges it.
struct SenderFacts {
  PlayerStanding standing;
  std::vector<std::string> blockers;  // the players who block the author
};

/// The last kChatLinesPerRoom lines of one room, oldest first. Not thread-safe: its room's
/// strand owns it.
class ChatRoom {
 public:
  void add(ChatLine line);
  /// Lines read back from the store after a restart (oldest first), before any new one.
  void restore(std::vector<StoredChatLine> lines);
  /// Drops every line of `author` (their data was deleted).
  void forget_author(const std::string& author);
  /// `blocker` blocks `author` from now on: the author's lines kept here are no longer shown to them.
  void add_blocker(const std::string& author, const std::string& blocker);
  bool empty() const noexcept { return lines_.empty(); }
  std::size_t size() const noexcept { return lines_.size(); }
  /// The lines `reader` is shown, oldest first: a troll line only to its author, no line of an
  /// author `reader` blocks.
  std::vector<protocol::ChatLineView> visible_to(const std::string& reader) const;
  /// True when `reader` is shown `line` (the rule of visible_to).
  static bool shown_to(const ChatLine& line, const std::string& reader);
  static protocol::ChatLineView view(const ChatLine& line);

 private:
  std::deque<ChatLine> lines_;
};

/// An accepted line, as the word filter (chat/word_filter, chat/shutup) is given it.
struct AcceptedLine {
  std::string player, name;
  std::string room;  // room_key()'s
  std::string game;
  std::string text;
  bool troll = false;  // said under a shadow-ban
};
/// Hears every accepted line, on the room's strand: it must not block (a store read or a report
/// goes to the reads pool or the writer).
using ChatListener = std::function<void(const AcceptedLine&)>;

}  // namespace mancala::server::chat

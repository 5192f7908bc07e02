// The word filter's watch over the chat (docs/protocol.md §Chat, Decency): each accepted line's
// bad-word ratio goes to its author's shutup record; past the ratio the author is reported to the
// moderators, once, and their record starts afresh.
#pragma once

#include <functional>
#include <string>

#include "mancala/server/chat/chat_room.hpp"
#include "mancala/server/chat/shutup.hpp"
#include "mancala/server/chat/word_filter.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server::chat {

/// Hears accepted lines (RoomRegistry::set_chat_listener) and files the word filter's reports.
/// Thread-safe: rooms on different strands call hear() at once (Shutup holds the lock).
class Decency {
 public:
  /// `new_id` names each report (play/ids' new_id in the server); `filter` must outlive this.
  Decency(Store& store, std::function<std::string()> new_id, const WordFilter& filter = standard_word_filter());

  /// Scores `line` and, when its author's record tips, queues a report {reporter "", player the
  /// author, game, reason "insult", text the line}. Never blocks: the report is a queued write.
  void hear(const AcceptedLine& line);
  /// Drops `player`'s record (their account was deleted).
  void forget(const std::string& player) { shutup_.forget(player); }

 private:
  Store& store_;
  std::function<std::string()> new_id_;
  const WordFilter& filter_;
  Shutup shutup_;
};

}  // namespace mancala::server::chat

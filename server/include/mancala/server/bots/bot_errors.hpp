// What went wrong for each bot lately (PROTOCOL.md §Bots): the protocol errors the server answered
// a bot, whichever way it plays (the WebSocket, the HTTP bot API, KGP), kept in memory for its
// owner (GET /api/bots/{id}). Nothing here is stored: a restart forgets them.
#pragma once

#include <chrono>
#include <cstddef>
#include <deque>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace mancala::server {

/// One error answered to a bot: when, on which path ("ws", "http" or "kgp"), its code (the
/// protocol's error code, or the path's own word) and what the server said.
struct BotError {
  std::chrono::system_clock::time_point at;
  std::string where, code, detail;
};

/// The last kept_per_bot errors of each bot, newest last. Thread-safe: any thread may record.
class BotErrors {
 public:
  static constexpr std::size_t kept_per_bot = 50;
  /// Bots remembered at once; past it, the bot whose last error is oldest is forgotten.
  static constexpr std::size_t max_bots = 10'000;
  /// A detail is made valid UTF-8 (U+FFFD for each byte that is not) and cut to this many bytes
  /// (at a UTF-8 character's start).
  static constexpr std::size_t max_detail_bytes = 200;

  /// Remembers an error of bot `bot` (a player id), dropping that bot's oldest past kept_per_bot.
  void record(const std::string& bot, std::string where, std::string code, std::string detail,
              std::chrono::system_clock::time_point at = std::chrono::system_clock::now());
  /// Bot `bot`'s kept errors, newest first; empty when none.
  std::vector<BotError> recent(const std::string& bot) const;

 private:
  void forget_stalest();  // under mutex_

  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::deque<BotError>> by_bot_;
};

}  // namespace mancala::server

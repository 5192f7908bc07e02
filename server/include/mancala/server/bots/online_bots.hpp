// The bots connected to this node now, for GET /api/bots/online.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace mancala::server {

/// A bot connected now: its player id and name.
struct OnlineBot {
  std::string id;
  std::string name;
};

/// The bot players whose connection is open here: the lobby's (a WebSocket or the bot API's event
/// stream) and, in a list of its own, the KGP pool's (an identified agent).
/// Its writer (the lobby on its strand, the KGP sessions on theirs) and the HTTP answers (on the
/// reads pool) run on other threads, so it keeps its own lock (held only to copy).
class OnlineBots {
 public:
  /// `id` is connected now as `name` (again: the name is replaced).
  void arrived(const std::string& id, const std::string& name);
  /// `id`'s connection closed, or the player left this node.
  void left(const std::string& id);
  /// The bots connected now, by name (then id); at most `limit`.
  std::vector<OnlineBot> list(std::size_t limit) const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, std::string> names_;  // player id → name
};

}  // namespace mancala::server

// Every open WebSocket connection, so that a shutdown can reach all of them.
#pragma once

#include <cstddef>
#include <mutex>
#include <vector>

#include "mancala/server/play/peer.hpp"

namespace mancala::server {

/// Weak references to the open connections. Sessions add themselves once accepted; expired
/// entries are dropped as the set grows, so no session has to remember to leave.
class ConnectionSet {
 public:
  void add(const PeerPtr& peer);
  /// The connections still open, copied under the lock (act on them after it: STYLE.md §Habits).
  std::vector<PeerPtr> open() const;

 private:
  mutable std::mutex mutex_;
  std::vector<PeerRef> peers_;
  std::size_t prune_at_ = 64;  // the size at which expired entries are next dropped
};

}  // namespace mancala::server

// The live games of a cluster's other nodes, as /api/live shows them.
#pragma once

#include <chrono>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>

namespace mancala::server {

/// How often a node of a cluster tells the others its live games (`live` {from, games}), and how
/// long a node's list counts after it was told: a node not heard from for three intervals
/// (dead, or Redis away) drops out of /api/live.
inline constexpr std::chrono::milliseconds live_interval{1000};
inline constexpr std::chrono::milliseconds live_stale_after = 3 * live_interval;

/// Each other node's latest list of live games: the objects of /api/live's `games`, the node's
/// own order and limit (at most 100). Thread-safe: the node's channel writes, HTTP sessions read.
class LiveBoard {
 public:
  using Clock = std::chrono::steady_clock;
  /// Node `node`'s list now (`games` a JSON array); replaces the one before. Entries without a
  /// string `game` and `started_at` and a count `watchers` are left out (/api/live sorts by them).
  void update(const std::string& node, nlohmann::json games, Clock::time_point now = Clock::now());
  /// Every game of the nodes heard from within live_stale_after, one JSON array, in no order.
  nlohmann::json others(Clock::time_point now = Clock::now()) const;

 private:
  struct List {
    nlohmann::json games;
    Clock::time_point at;
  };
  mutable std::mutex mutex_;
  std::map<std::string, List> lists_;  // by node; under mutex_
};

}  // namespace mancala::server

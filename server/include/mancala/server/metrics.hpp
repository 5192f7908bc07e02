// Process-wide counters in one place, read by /healthz (and by /metrics when it lands).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

#include "mancala/server/ops_metrics.hpp"

namespace mancala::server {

/// Counters updated with relaxed atomics from any thread; gauges go up and down, totals only up.
struct Metrics {
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  std::atomic<std::int64_t> connections{0};     // gauge: open WebSocket sessions
  std::atomic<std::int64_t> games{0};           // gauge: games in progress
  std::atomic<std::int64_t> queue{0};           // gauge: players waiting in the public queues
  std::atomic<std::uint64_t> games_started{0};  // total
  std::atomic<std::uint64_t> games_finished{0}; // total
  std::atomic<std::uint64_t> plies{0};          // total accepted plies
  std::atomic<std::uint64_t> messages_in{0};    // total WebSocket messages received
  std::atomic<std::uint64_t> errors_sent{0};    // total `error` replies
  std::atomic<std::uint64_t> db_commits{0};     // total writer transactions
  std::atomic<bool> db_ok{true};                // false while the database refuses writes (disk full...)
  std::atomic<bool> db_writable{true};          // false while the database file or folder is not writable (checked each second)
  std::atomic<std::uint64_t> db_failures{0};    // total writer transactions the database refused
  std::atomic<bool> draining{false};            // set when shutdown begins (ops: /readyz)
  OpsMetrics ops;                               // labelled series and histograms of /metrics

  std::int64_t uptime_s() const {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - started).count();
  }
};

}  // namespace mancala::server

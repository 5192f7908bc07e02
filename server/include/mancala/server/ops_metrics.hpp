// What operators scrape beyond Metrics' plain counters: labelled series and latency histograms.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "mancala/server/histogram.hpp"

namespace mancala::server {

/// Labelled gauges/counters and histograms for /metrics. Times are observed in seconds (the
/// Prometheus base unit). Kinds are labelled `online`, `computer` and `same_device`; results
/// `south`, `north`, `draw`; reasons as in PROTOCOL.md (`normal`, `resign`, `timeout`, ...).
struct OpsMetrics {
  OpsMetrics();

  /// Game `id` is in progress (`store_kind` as GameStart::kind: "human", "bot" or "local").
  void game_opened(const std::string& id, std::string_view store_kind, bool from_queue);
  /// Game `id` stopped being in progress (it ended, or its room closed while live); once per game.
  void game_left_progress(const std::string& id);
  /// A game ended with `result` and `reason` (PROTOCOL.md spellings).
  void game_finished(std::string_view result, std::string_view reason);
  /// One writer transaction that began at `began` ended; `ok` false when it rolled back.
  void db_write_done(std::chrono::steady_clock::time_point began, bool ok);

  LabeledValues games_in_progress;  // gauge {kind}
  LabeledValues queue_length;       // gauge {variant}: the variant's JSON, e.g. {"game":"kalah","pits":6,...}
  LabeledValues games_finished;     // counter {result, reason}
  std::atomic<std::uint64_t> bot_games_from_queue{0};  // counter: lone players given the computer

  /// The computer's search for one ply (wall time of ai::choose, pause excluded).
  Histogram bot_think_seconds{0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5};
  /// A human's `move` read off the socket → its `moved` queued back to that socket.
  Histogram move_round_trip_seconds{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1};
  /// One SQLite writer transaction, BEGIN to COMMIT.
  Histogram db_write_seconds{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1};
  std::atomic<std::uint64_t> db_write_failures{0};  // counter: transactions rolled back
  std::atomic<bool> db_last_write_ok{true};          // the latest transaction committed (/readyz)

 private:
  std::mutex live_mutex_;
  std::unordered_map<std::string, std::string> live_kinds_;  // game id → kind label, while in progress
};

/// The `kind` label of a game: "human" → "online", "bot" → "computer", "local" → "same_device".
std::string_view kind_label(std::string_view store_kind) noexcept;

}  // namespace mancala::server

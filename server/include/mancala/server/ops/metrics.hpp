// Every figure the server reports, in one struct: /healthz and /readyz read a few, /metrics all.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "mancala/server/ops/histogram.hpp"

namespace mancala::server {

/// Process-wide counters, gauges and histograms, updated with relaxed atomics from any thread
/// (the labelled series behind a mutex: they change per game or queue event, never per ply).
/// Times are observed in seconds (Prometheus' base unit). Kinds are labelled `online`, `computer`
/// and `same_device`; results `south`, `north`, `draw`; reasons as in PROTOCOL.md.
struct Metrics {
  Metrics();

  /// Game `id` is in progress (`store_kind` as GameStart::kind: "human", "bot" or "local").
  void game_opened(const std::string& id, std::string_view store_kind, bool from_queue);
  /// Game `id` stopped being in progress (it ended, or its room closed while live); once per game.
  void game_left_progress(const std::string& id);
  /// A game ended with `result` and `reason` (PROTOCOL.md spellings).
  void game_finished(std::string_view result, std::string_view reason);
  /// One store transaction that began at `began` ended; `ok` false when it rolled back.
  void db_write_done(std::chrono::steady_clock::time_point began, bool ok);

  std::int64_t uptime_s() const {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - started).count();
  }

  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  std::atomic<std::int64_t> connections{0};          // gauge: open WebSocket sessions
  std::atomic<std::uint64_t> watch_connections{0};   // counter: connections served on the watch threads
  std::atomic<std::int64_t> games{0};                // gauge: games in progress, all kinds
  std::atomic<std::int64_t> queue{0};                // gauge: players waiting in the public queues
  std::atomic<std::int64_t> tournament_director{0};  // gauge: 1 while this process directs the tournaments
  std::atomic<std::uint64_t> games_started{0};       // counter
  std::atomic<std::uint64_t> plies{0};               // counter: accepted plies
  std::atomic<std::uint64_t> messages_in{0};         // counter: WebSocket messages received
  std::atomic<std::uint64_t> errors_sent{0};         // counter: `error` replies
  std::atomic<std::uint64_t> db_commits{0};          // counter: writer transactions committed
  std::atomic<std::uint64_t> db_failures{0};         // counter: writer transactions the database refused
  std::atomic<bool> db_ok{true};                     // the latest transaction committed (false while the disk refuses)
  std::atomic<bool> db_writable{true};               // the database file and folder are writable (checked each second)
  std::atomic<bool> draining{false};                 // set when shutdown begins (/readyz)
  std::atomic<std::uint64_t> bot_games_from_queue{0};  // counter: lone players given the computer
  std::atomic<std::int64_t> analysis_running{0};       // gauge: position analyses being computed
  std::atomic<std::int64_t> analysis_running_peak{0};  // the most at once since start (analysis_threads bounds it)
  std::atomic<std::uint64_t> analyses{0};              // counter: position analyses answered (reviews' too)
  std::atomic<std::int64_t> reviews_running{0};        // gauge: game reviews being computed
  std::atomic<std::uint64_t> reviews{0};               // counter: game reviews computed and stored

  LabeledValues games_in_progress;  // gauge {kind}
  LabeledValues queue_length;       // gauge {variant, clock}: the variant's JSON and the clock's key ("3+2", "none")
  LabeledValues games_finished;     // counter {result, reason}

  /// The computer's search for one ply (wall time of ai::choose, pause excluded).
  Histogram bot_think_seconds{0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5};
  /// A human's `move` read off the socket → its `moved` queued back to that socket.
  Histogram move_round_trip_seconds{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1};
  /// One store writer transaction, begin to commit.
  Histogram db_write_seconds{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1};

 private:
  std::mutex live_mutex_;
  std::unordered_map<std::string, std::string> live_kinds_;  // game id → kind label, while in progress
};

/// The `kind` label of a game: "human" → "online", "bot" → "computer", "local" → "same_device".
std::string_view kind_label(std::string_view store_kind) noexcept;

}  // namespace mancala::server

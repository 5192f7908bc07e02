// The move timer of a game between two people.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

#include "mancala/server/play/play_clock.hpp"

namespace mancala::server {

/// Runs one deadline at a time for the side to move (config `move_time_limit_ms`). Not
/// thread-safe: it lives on the room's strand, and so do its callbacks.
class MoveClock {
 public:
  using Clock = PlayClock;

  /// `limit` nullopt: the clock runs only to deadlines given to start() (a timed game's clocks), if any.
  MoveClock(boost::asio::any_io_executor strand, std::optional<std::chrono::milliseconds> limit)
      : state_(std::make_shared<State>(std::move(strand))), limit_(limit) {}
  /// A deadline whose wait has completed but whose callback has not run yet never runs it.
  ~MoveClock() { stop(); }
  MoveClock(const MoveClock&) = delete;
  MoveClock& operator=(const MoveClock&) = delete;

  /// Starts the deadline for the next ply: `at`, or now plus the limit (without either: nothing).
  /// `on_timeout` runs on the strand when it passes without a stop() or start() first.
  void start(std::function<void()> on_timeout, std::optional<Clock::time_point> at = std::nullopt);
  void stop();
  /// Milliseconds left (0 when past), or nullopt while the clock is not running.
  std::optional<std::int64_t> left_ms() const;

 private:
  // Shared with the pending wait's handler, which may run after this clock is gone: it checks the
  // generation in here, never the clock itself.
  struct State {
    explicit State(boost::asio::any_io_executor strand) : timer(std::move(strand)) {}
    PlayTimer timer;
    bool running = false;
    std::uint64_t generation = 0;  // a deadline's callback runs only if it is still the current one
  };
  std::shared_ptr<State> state_;
  std::optional<std::chrono::milliseconds> limit_;
};

}  // namespace mancala::server

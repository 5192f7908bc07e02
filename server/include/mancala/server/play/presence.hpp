// Grace: the one timer that gives a seat whose player dropped time to come back.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

#include "mancala/engine/types.hpp"
#include "mancala/server/play/play_clock.hpp"

namespace mancala::server {

/// A seat away runs a grace: when it passes before the seat's player returns, the room ends the
/// game `abandon`. Only one grace runs at a time (the room gives it to the first seat to drop).
/// After a restart every seat is away until `restored(until)`: a grace that starts for a seat
/// still away since then ends no sooner; a player who came back and drops again gets the plain
/// grace. Not thread-safe: it lives on the room's strand, and so does its callback.
class Presence {
 public:
  using Clock = PlayClock;

  Presence(boost::asio::any_io_executor strand, std::chrono::milliseconds grace)
      : state_(std::make_shared<State>(std::move(strand))), grace_(grace) {}
  /// A grace whose wait has completed but whose callback has not run yet never runs it.
  ~Presence() { stop_grace(); }
  Presence(const Presence&) = delete;
  Presence& operator=(const Presence&) = delete;

  /// The seat whose grace runs, if any.
  std::optional<Side> grace_seat() const { return state_->grace_seat; }
  /// Milliseconds left of the running grace (0 when past or none).
  std::int64_t grace_left_ms() const;

  /// Starts `s`'s grace (replacing any), to end grace from now, or at the restart's deadline if
  /// that is later and `away_since_restart` (the seat's player has not been back since).
  /// `on_expired(seat)` runs on the strand when it passes unless stopped or replaced; the seat is
  /// the grace's seat then (a pie swap moves it).
  void start_grace(Side s, bool away_since_restart, std::function<void(Side)> on_expired);
  /// After a restart: every seat away until `until`.
  void restored(Clock::time_point until) { restored_until_ = until; }
  void stop_grace();
  /// Pie rule: the players exchange seats, and the grace follows its player.
  void swap_seats();

 private:
  // Shared with the pending wait's handler, which may run after this object is gone: it reads
  // only what is in here.
  struct State {
    explicit State(boost::asio::any_io_executor strand) : timer(std::move(strand)) {}
    PlayTimer timer;
    std::optional<Side> grace_seat;
    std::uint64_t generation = 0;
  };
  std::shared_ptr<State> state_;
  std::chrono::milliseconds grace_;
  Clock::time_point restored_until_{};
};

}  // namespace mancala::server

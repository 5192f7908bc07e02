// Grace: the one timer that gives a seat whose player dropped time to come back.
#pragma once

#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <functional>
#include <optional>

#include "mancala/engine/types.hpp"

namespace mancala::server {

/// A seat away runs a grace: when it passes before the seat's player returns, the room ends the
/// game `abandon`. Only one grace runs at a time (the room gives it to the first seat to drop).
/// After a restart every seat is away until `restored(until)`, and no grace started later ends
/// sooner. Not thread-safe: it lives on the room's strand, and so does its callback.
class Presence {
 public:
  using Clock = std::chrono::steady_clock;

  Presence(boost::asio::any_io_executor strand, std::chrono::milliseconds grace)
      : timer_(std::move(strand)), grace_(grace) {}

  /// The seat whose grace runs, if any.
  std::optional<Side> grace_seat() const { return grace_seat_; }
  /// Milliseconds left of the running grace (0 when past or none).
  std::int64_t grace_left_ms() const;

  /// Starts `s`'s grace (replacing any), to end at the later of now + grace and the restart's
  /// grace. `on_expired(seat)` runs on the strand when it passes unless stopped or replaced; the
  /// seat is the grace's seat then (a pie swap moves it).
  void start_grace(Side s, std::function<void(Side)> on_expired);
  /// After a restart: every seat away until `until`.
  void restored(Clock::time_point until) { restored_until_ = until; }
  void stop_grace();
  /// Pie rule: the players exchange seats, and the grace follows its player.
  void swap_seats();

 private:
  boost::asio::steady_timer timer_;
  std::chrono::milliseconds grace_;
  std::optional<Side> grace_seat_;
  Clock::time_point restored_until_{};
  std::uint64_t generation_ = 0;
};

}  // namespace mancala::server

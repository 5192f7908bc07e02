// The play layer's one time source: the steady clock in the server, a clock a unit test steps.
#pragma once

#include <boost/asio/basic_waitable_timer.hpp>
#include <chrono>

namespace mancala::server {

/// The clock of every deadline of the play layer: the grace, the move clock, the queue's computer
/// timer and waves, the computer's pause, a finished room's linger, the watcher count's pace and
/// an invitation's expiry. It reads std::chrono::steady_clock unless a ManualPlayTime is alive,
/// which stops it and moves it only when told. A distinct clock type, so that a play-layer
/// deadline mixed with a raw steady_clock reading does not compile.
struct PlayClock {
  using duration = std::chrono::steady_clock::duration;
  using rep = duration::rep;
  using period = duration::period;
  using time_point = std::chrono::time_point<PlayClock>;
  /// Steady in the server, and while a ManualPlayTime lives (it only moves forward); it steps
  /// back to the real clock when that ManualPlayTime ends.
  static constexpr bool is_steady = true;

  static time_point now() noexcept;
  /// The wall clock on the same timeline, for times compared with stored timestamps (a restart
  /// turns a stored time back into a deadline): std::chrono::system_clock, moved with the manual
  /// clock while one is alive.
  static std::chrono::system_clock::time_point wall_now() noexcept;
};

/// The timer of every play-layer deadline.
using PlayTimer = boost::asio::basic_waitable_timer<PlayClock>;

/// For unit tests: while one is alive, PlayClock stands still at what it read when this was
/// made, and moves only by advance(). One at a time in a process (a second throws logic_error).
/// Asio arms its timerfd for the real time a deadline is away when the deadline is set: a test
/// that moves play time past a deadline makes Asio look again, by a timer of its own due at
/// PlayClock's epoch (tests/play/play_support.hpp, advance).
class ManualPlayTime {
 public:
  ManualPlayTime();
  ~ManualPlayTime();
  ManualPlayTime(const ManualPlayTime&) = delete;
  ManualPlayTime& operator=(const ManualPlayTime&) = delete;

  /// Moves PlayClock (and its wall clock) forward by `d`; a negative `d` throws invalid_argument.
  void advance(PlayClock::duration d);
};

}  // namespace mancala::server

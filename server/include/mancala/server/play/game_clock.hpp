// A Fischer game's two clocks: what each side has left, whose time runs, and when it runs out.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>

#include "mancala/engine/types.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/play/play_clock.hpp"

namespace mancala::server {

/// What ends a game when GameClock::deadline() passes.
enum class ClockExpiry : std::uint8_t {
  first_move,  // the side to move has not made its first ply in time: the game is aborted
  flag,        // the side to move's time ran out
};

/// Lichess's lag credit: each ply, the mover's measured lag (ms) is taken off the time its ply
/// used, as far as a quota allows. The quota gains min(1 s, 0.4 % of the game's estimated length
/// + 0.15 s) a ply, starts at 3 gains and holds at most 7 (docs/architecture.md §Clocks).
struct LagQuota {
  explicit LagQuota(const protocol::TimeControl& tc);
  /// The credit for a ply whose mover had `lag_ms` of lag, taken from the quota, which then gains.
  std::int64_t credit(std::int64_t lag_ms);
  std::int64_t gain_ms = 0, quota_ms = 0, max_ms = 0;
};

/// The clocks of one game with a time control (PROTOCOL.md §Clocks and time controls, §Correspondence).
/// Each side starts with `limit_s`. A side's first ply runs on a first-move timer instead of its
/// clock; from then on the side to move's time runs. A Kalah extra turn keeps the time running on
/// the same side; when the turn passes, the increment is added to the side whose time ran in it,
/// unless that time ran out. Correspondence (`days`): each turn has `days` from its start, with no
/// first-move timer. A pure value: the room's timer waits for deadline(). Not thread-safe.
class GameClock {
 public:
  using Clock = PlayClock;
  using ms = std::chrono::milliseconds;

  /// A game starting at `now` with South to move.
  GameClock(const protocol::TimeControl& tc, ms first_move, Clock::time_point now);

  /// Restored from stored figures: each side's time left, whether each has made its first ply,
  /// the side to move and since when its time (or first-move timer) has run; `berserk`: each
  /// side went berserk (its `left_ms` is already halved; it gets no increment).
  static GameClock restored(const protocol::TimeControl& tc, ms first_move, std::array<std::int64_t, 2> left_ms,
                            std::array<bool, 2> moved, Side to_move, Clock::time_point since,
                            std::array<bool, 2> berserk = {});

  /// True when the side to move's time (or first-move timer) is out at `now`.
  bool expired(Clock::time_point now) const { return now >= deadline(); }
  /// When the side to move loses its time, and what that ends (expiry()). Meaningless once stopped.
  Clock::time_point deadline() const;
  ClockExpiry expiry() const { return moved_[index(to_move_)] ? ClockExpiry::flag : ClockExpiry::first_move; }

  /// A ply by the side to move at `now`, after which `next` is to move; `lag_ms` is the mover's
  /// measured lag (credited as the quota allows). Returns the mover's time left after the ply,
  /// increment included: the ply's `clock_ms`. Call only while !expired(now).
  std::int64_t ply(Clock::time_point now, Side next, std::int64_t lag_ms = 0);
  /// Gives `s` `d` more time (moretime, a restart's credit): on its first-move timer while `s` is
  /// to move on it, else on its clock; never past max_left_ms.
  void give(Side s, ms d);
  /// The time `give` would add to at `now`: the first-move timer's while side `s` is on it, else its clock.
  std::int64_t giftable_ms(Side s, Clock::time_point now) const;
  /// The most time a side may hold for moretime to give it more (GameRoom::more_time): 2 h, or
  /// two turns' days in correspondence.
  std::int64_t may_receive_ms() const;
  /// No clock holds more than this (30 days): the deadline's arithmetic stays far from overflow.
  static constexpr std::int64_t max_left_ms = 30LL * 86'400'000;
  /// Side `s` goes berserk (a tournament's rule, GameRoom::berserk): its time left is halved,
  /// rounded down to whole ms, and it gets no increment from then on. Call only before its first
  /// ply (!has_moved(s)), when it runs on the first-move timer or waits: its clock is not running.
  void berserk(Side s);
  bool is_berserk(Side s) const { return berserk_[index(s)]; }
  /// The game ended at `now`: the running time is charged and nothing runs any more.
  void stop(Clock::time_point now);
  /// A takeback: the clocks as `earlier` held them, with `to_move`'s time running from `now`.
  void rewind(const GameClock& earlier, Clock::time_point now);
  /// Pie rule: the players exchange seats, and their clocks go with them.
  void swap_sides();

  /// Each side's time left at `now` (≥ 0), the running side and the first-move timer's ms left.
  protocol::ClockView view(Clock::time_point now) const;
  std::int64_t left_ms(Side s, Clock::time_point now) const;
  const protocol::TimeControl& control() const { return tc_; }
  bool has_moved(Side s) const { return moved_[index(s)]; }
  bool stopped() const { return stopped_; }

 private:
  GameClock(const protocol::TimeControl& tc, ms first_move);

  protocol::TimeControl tc_;
  ms first_move_;
  std::array<std::int64_t, 2> left_ms_{};  // at `since_` for the side to move; exact for the other
  std::array<bool, 2> moved_{false, false};
  std::array<bool, 2> berserk_{false, false};  // went berserk: no increment
  std::array<LagQuota, 2> lag_;
  Side to_move_ = Side::south;
  Clock::time_point since_{};        // since when the side to move's time (or first-move timer) runs
  bool ran_this_turn_ = false;       // the mover's time ran during this turn (it gets the increment)
  std::int64_t first_move_left_ms_;  // the first-move timer of the side to move, at `since_`
  bool stopped_ = false;
};

/// A timeout's result by the rule: a draw when the flagging side already holds half the seeds or
/// more (it can no longer lose on the board), else a win for the other side.
Outcome timeout_result(Side flagged, int flagged_store, int total_seeds);

}  // namespace mancala::server

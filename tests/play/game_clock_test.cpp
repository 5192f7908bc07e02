// GameClock on its own: a value stepped by the time points a test gives it (no timer, no sleep).
#include "mancala/server/play/game_clock.hpp"

#include <doctest/doctest.h>

using namespace mancala;
using namespace mancala::server;
using namespace std::chrono_literals;

namespace {

const PlayClock::time_point t0 = PlayClock::time_point{} + 1000h;
constexpr protocol::TimeControl blitz_3_2{180, 2, 0};

GameClock fresh(protocol::TimeControl tc = blitz_3_2) { return GameClock(tc, 30s, t0); }

}  // namespace

TEST_CASE("each side's first ply runs on the first-move timer, not on its clock") {
  GameClock c = fresh();
  auto v = c.view(t0 + 5s);
  CHECK(v.south_ms == 180000);
  CHECK(v.north_ms == 180000);
  CHECK_FALSE(v.running.has_value());
  CHECK(v.first_move_ms == 25000);
  CHECK(c.expiry() == ClockExpiry::first_move);
  CHECK(c.deadline() == t0 + 30s);
  // South's first ply after 20 s costs its clock nothing and earns no increment.
  CHECK(c.ply(t0 + 20s, Side::north) == 180000);
  CHECK(c.deadline() == t0 + 50s);  // North's first-move timer from the turn's start
  CHECK(c.ply(t0 + 29s, Side::south) == 180000);
  // From here South's time runs.
  v = c.view(t0 + 31s);
  CHECK(v.running == Side::south);
  CHECK(v.south_ms == 178000);
  CHECK_FALSE(v.first_move_ms.has_value());
  CHECK(c.expiry() == ClockExpiry::flag);
  CHECK(c.deadline() == t0 + 29s + 180s);
}

TEST_CASE("the increment is added once a turn, when the turn passes, and an extra turn keeps the time running") {
  GameClock c = fresh();
  c.ply(t0, Side::north);
  c.ply(t0, Side::south);
  // South: an extra turn after 1 s (no increment), then the turn passes after 2 s more.
  CHECK(c.ply(t0 + 1s, Side::south) == 179000);
  CHECK(c.view(t0 + 2s).running == Side::south);
  CHECK(c.view(t0 + 2s).south_ms == 178000);
  CHECK(c.ply(t0 + 3s, Side::north) == 177000 + 2000);
  // North's time runs now; South's stands.
  CHECK(c.view(t0 + 10s).south_ms == 179000);
  CHECK(c.view(t0 + 10s).north_ms == 173000);
}

TEST_CASE("a first turn with an extra turn: its second ply is on the clock and earns the increment") {
  GameClock c = fresh();
  CHECK(c.ply(t0 + 10s, Side::south) == 180000);  // first ply, extra turn
  CHECK(c.view(t0 + 11s).running == Side::south);
  CHECK(c.ply(t0 + 14s, Side::north) == 176000 + 2000);
}

TEST_CASE("the flag falls exactly when the time left reaches zero") {
  GameClock c = fresh(protocol::TimeControl{2, 0, 0});
  c.ply(t0, Side::north);
  c.ply(t0, Side::south);
  CHECK_FALSE(c.expired(t0 + 1999ms));
  CHECK(c.expired(t0 + 2000ms));
  CHECK(c.expiry() == ClockExpiry::flag);
  CHECK(c.view(t0 + 5s).south_ms == 0);
  CHECK(c.view(t0 + 5s).running == Side::south);
}

TEST_CASE("the first-move timer expires at first_move and says so") {
  GameClock c = fresh();
  CHECK_FALSE(c.expired(t0 + 29999ms));
  CHECK(c.expired(t0 + 30s));
  CHECK(c.expiry() == ClockExpiry::first_move);
  c.ply(t0 + 1s, Side::north);
  CHECK(c.expiry() == ClockExpiry::first_move);  // North's first ply is due now
  CHECK(c.expired(t0 + 31s));
}

TEST_CASE("time that ran out during a turn earns no increment") {
  GameClock c = fresh(protocol::TimeControl{1, 5, 0});
  c.ply(t0, Side::north);
  c.ply(t0, Side::south);
  CHECK(c.ply(t0 + 3s, Side::north) == 0);
}

TEST_CASE("stop charges the running time and freezes both clocks") {
  GameClock c = fresh();
  c.ply(t0, Side::north);
  c.ply(t0, Side::south);
  c.stop(t0 + 4s);
  CHECK(c.stopped());
  const auto v = c.view(t0 + 100s);
  CHECK(v.south_ms == 176000);
  CHECK(v.north_ms == 180000);
  CHECK_FALSE(v.running.has_value());
  CHECK_FALSE(v.first_move_ms.has_value());
}

TEST_CASE("give adds time to the clock, or to the first-move timer of the side on it, never past the cap") {
  GameClock c = fresh();
  c.give(Side::north, 15s);
  CHECK(c.view(t0).north_ms == 195000);
  c.give(Side::south, 15s);
  CHECK(c.deadline() == t0 + 45s);
  CHECK(c.view(t0).south_ms == 180000);  // its clock has not started: the time went to the timer
  for (int i = 0; i < 200'000; ++i) c.give(Side::north, 24h);
  CHECK(c.view(t0).north_ms == GameClock::max_left_ms);
  CHECK(c.may_receive_ms() == 2 * 3600 * 1000);
  CHECK(GameClock(protocol::TimeControl{0, 0, 3}, 30s, t0).may_receive_ms() == 6 * 86'400'000LL);
}

TEST_CASE("a clock of no time starts each side with the increment, and at least 3 s") {
  CHECK(GameClock(protocol::TimeControl{0, 5, 0}, 30s, t0).view(t0).south_ms == 5000);
  CHECK(GameClock(protocol::TimeControl{0, 1, 0}, 30s, t0).view(t0).north_ms == 3000);
  GameClock c(protocol::TimeControl{0, 5, 0}, 30s, t0);
  c.ply(t0, Side::north);
  c.ply(t0, Side::south);
  CHECK_FALSE(c.expired(t0 + 4999ms));  // South's first turn on the clock does not flag at once
  CHECK(c.expired(t0 + 5s));
}

TEST_CASE("the lag quota: 3 gains to start, at most 7, each ply's credit taken from it") {
  LagQuota q(blitz_3_2);  // est 260 s: 0.4 % is 1,040 ms, + 150, capped at 1 s
  CHECK(q.gain_ms == 1000);
  CHECK(q.quota_ms == 3000);
  CHECK(q.max_ms == 7000);
  CHECK(q.credit(500) == 500);
  CHECK(q.quota_ms == 3500);
  CHECK(q.credit(-20) == 0);
  CHECK(q.quota_ms == 4500);
  CHECK(q.credit(10000) == 4500);
  CHECK(q.quota_ms == 1000);
  for (int i = 0; i < 10; ++i) q.credit(0);
  CHECK(q.quota_ms == 7000);
  LagQuota bullet(protocol::TimeControl{60, 0, 0});  // est 60 s: 240 + 150 ms
  CHECK(bullet.gain_ms == 390);
  CHECK(bullet.quota_ms == 1170);
}

TEST_CASE("a ply's lag is taken off the time it used, as far as the quota goes") {
  GameClock c = fresh();
  c.ply(t0, Side::north);
  c.ply(t0, Side::south);
  CHECK(c.ply(t0 + 1s, Side::north, 300) == 180000 - 700 + 2000);
  c.ply(t0 + 1s, Side::south);
  // A lag larger than the ply's time makes the ply free; it never adds time.
  CHECK(c.ply(t0 + 2s, Side::north, 5000) == 181300 + 2000);
}

TEST_CASE("correspondence: each turn has its days, with no first-move timer") {
  GameClock c(protocol::TimeControl{0, 0, 2}, 30s, t0);
  CHECK(c.expiry() == ClockExpiry::flag);
  CHECK(c.deadline() == t0 + 48h);
  c.ply(t0 + 40h, Side::north);
  CHECK(c.deadline() == t0 + 40h + 48h);
  c.ply(t0 + 41h, Side::north);  // an extra turn keeps North's deadline
  CHECK(c.deadline() == t0 + 40h + 48h);
  c.ply(t0 + 50h, Side::south);
  CHECK(c.deadline() == t0 + 50h + 48h);
  const auto v = c.view(t0 + 50h);
  CHECK(v.deadline.has_value());
  CHECK(v.control.days == 2);
}

TEST_CASE("a pie swap hands each player their own clock, and the opener is to move") {
  GameClock c = fresh();
  c.ply(t0 + 1s, Side::south);                    // South's first ply (extra turn)
  c.ply(t0 + 4s, Side::north);                    // South's second ply: 177 s + 2 s
  CHECK(c.ply(t0 + 10s, Side::south) == 180000);  // North swaps (its first ply); the turn passes...
  c.swap_sides();                                 // ...to the opener, now seated North
  auto v = c.view(t0 + 12s);
  CHECK(v.running == Side::north);
  CHECK(v.north_ms == 179000 - 2000);
  CHECK(v.south_ms == 180000);
}

TEST_CASE("restored clocks run from the given time, on the first-move timer where no ply was made") {
  auto c = GameClock::restored(blitz_3_2, 30s, {100000, 50000}, {true, false}, Side::north, t0);
  CHECK(c.expiry() == ClockExpiry::first_move);
  CHECK(c.deadline() == t0 + 30s);
  auto d = GameClock::restored(blitz_3_2, 30s, {100000, 50000}, {true, true}, Side::north, t0);
  CHECK(d.deadline() == t0 + 50s);
  CHECK(d.view(t0 + 10s).north_ms == 40000);
}

TEST_CASE("a timeout is a draw when the flagging side holds half the seeds or more") {
  CHECK(timeout_result(Side::south, 23, 48) == Outcome::north);
  CHECK(timeout_result(Side::south, 24, 48) == Outcome::draw);
  CHECK(timeout_result(Side::north, 30, 48) == Outcome::draw);
  CHECK(timeout_result(Side::north, 0, 48) == Outcome::south);
}

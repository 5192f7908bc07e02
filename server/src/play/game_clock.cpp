#include "mancala/server/play/game_clock.hpp"

#include <algorithm>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

using std::chrono::duration_cast;

namespace {

std::int64_t to_ms(PlayClock::duration d) { return duration_cast<std::chrono::milliseconds>(d).count(); }

constexpr std::int64_t day_ms = 86'400'000;

}  // namespace

LagQuota::LagQuota(const protocol::TimeControl& tc) {
  const std::int64_t est_s = tc.limit_s + 40LL * tc.inc_s;
  gain_ms = std::min<std::int64_t>(1000, est_s * 4 + 150);  // 0.4 % of est seconds, in ms
  quota_ms = 3 * gain_ms;
  max_ms = 7 * gain_ms;
}

std::int64_t LagQuota::credit(std::int64_t lag_ms) {
  const std::int64_t c = std::clamp<std::int64_t>(lag_ms, 0, quota_ms);
  quota_ms = std::min(max_ms, quota_ms - c + gain_ms);
  return c;
}

GameClock::GameClock(const protocol::TimeControl& tc, ms first_move)
    : tc_(tc), first_move_(first_move), lag_{LagQuota(tc), LagQuota(tc)}, first_move_left_ms_(first_move.count()) {
  // A clock of no time (0 + I) starts each side with the increment, and at least 3 s (lichess):
  // else the first turn on the clock would flag at once.
  const std::int64_t start = tc.limit_s > 0 ? tc.limit_s * 1000LL : std::max<std::int64_t>(3000, tc.inc_s * 1000LL);
  left_ms_ = {start, start};
  if (tc.correspondence()) {
    // Correspondence: no first-move timer, a fresh `days` for each turn.
    left_ms_ = {tc.days * day_ms, tc.days * day_ms};
    moved_ = {true, true};
  }
}

GameClock::GameClock(const protocol::TimeControl& tc, ms first_move, Clock::time_point now)
    : GameClock(tc, first_move) {
  since_ = now;
}

GameClock GameClock::restored(const protocol::TimeControl& tc, ms first_move, std::array<std::int64_t, 2> left_ms,
                              std::array<bool, 2> moved, Side to_move, Clock::time_point since,
                              std::array<bool, 2> berserk) {
  GameClock c(tc, first_move);
  c.left_ms_ = left_ms;
  c.moved_ = moved;
  c.berserk_ = berserk;
  c.to_move_ = to_move;
  c.since_ = since;
  c.ran_this_turn_ = moved[index(to_move)];
  return c;
}

GameClock::Clock::time_point GameClock::deadline() const {
  const std::int64_t left = moved_[index(to_move_)] ? left_ms_[index(to_move_)] : first_move_left_ms_;
  return since_ + ms(left);
}

std::int64_t GameClock::ply(Clock::time_point now, Side next, std::int64_t lag_ms) {
  const Side mover = to_move_;
  std::int64_t& left = left_ms_[index(mover)];
  if (moved_[index(mover)]) {
    const std::int64_t used = std::max<std::int64_t>(0, to_ms(now - since_));
    left -= std::max<std::int64_t>(0, used - lag_[index(mover)].credit(lag_ms));
    left = std::max<std::int64_t>(0, left);
    ran_this_turn_ = true;
  } else {
    // The first ply ran on its own timer; an extra turn after it runs on the clock.
    moved_[index(mover)] = true;
  }
  since_ = now;
  if (next != mover) {
    if (ran_this_turn_ && left > 0 && !berserk_[index(mover)]) left += tc_.inc_s * 1000LL;
    if (tc_.correspondence()) left_ms_[index(next)] = tc_.days * day_ms;
    to_move_ = next;
    ran_this_turn_ = false;
    first_move_left_ms_ = first_move_.count();
  }
  return left;
}

void GameClock::give(Side s, ms d) {
  // A side still on its first-move timer is given time on that timer: its clock has not started.
  std::int64_t& to = s == to_move_ && !moved_[index(s)] ? first_move_left_ms_ : left_ms_[index(s)];
  to = std::min(to + d.count(), max_left_ms);
}

std::int64_t GameClock::giftable_ms(Side s, Clock::time_point now) const {
  if (!stopped_ && s == to_move_ && !moved_[index(s)])
    return std::max<std::int64_t>(0, first_move_left_ms_ - to_ms(now - since_));
  return left_ms(s, now);
}

std::int64_t GameClock::may_receive_ms() const {
  // Gifts stop at two hours a side (two turns' days in correspondence): a seat that sends moretime
  // again and again cannot pile time up without bound.
  const std::int64_t cap = tc_.correspondence() ? 2 * tc_.days * day_ms : 2 * 3600 * 1000LL;
  return cap;
}

void GameClock::berserk(Side s) {
  left_ms_[index(s)] /= 2;
  berserk_[index(s)] = true;
}

void GameClock::stop(Clock::time_point now) {
  if (stopped_) return;
  if (moved_[index(to_move_)])
    left_ms_[index(to_move_)] = std::max<std::int64_t>(0, left_ms_[index(to_move_)] - to_ms(now - since_));
  stopped_ = true;
}

void GameClock::rewind(const GameClock& earlier, Clock::time_point now) {
  const auto lag = lag_;
  *this = earlier;
  lag_ = lag;  // the quota spent stays spent
  since_ = now;
}

void GameClock::swap_sides() {
  std::swap(left_ms_[0], left_ms_[1]);
  std::swap(moved_[0], moved_[1]);
  std::swap(berserk_[0], berserk_[1]);
  std::swap(lag_[0], lag_[1]);
  to_move_ = other(to_move_);
}

std::int64_t GameClock::left_ms(Side s, Clock::time_point now) const {
  if (stopped_ || s != to_move_ || !moved_[index(s)]) return left_ms_[index(s)];
  return std::max<std::int64_t>(0, left_ms_[index(s)] - to_ms(now - since_));
}

protocol::ClockView GameClock::view(Clock::time_point now) const {
  protocol::ClockView v;
  v.control = tc_;
  v.south_ms = left_ms(Side::south, now);
  v.north_ms = left_ms(Side::north, now);
  if (!stopped_ && moved_[index(to_move_)]) v.running = to_move_;
  if (!stopped_ && !moved_[index(to_move_)])
    v.first_move_ms = std::max<std::int64_t>(0, first_move_left_ms_ - to_ms(now - since_));
  if (tc_.correspondence() && !stopped_)
    v.deadline = iso_time(PlayClock::wall_now() +
                          std::chrono::duration_cast<std::chrono::system_clock::duration>(deadline() - now));
  return v;
}

Outcome timeout_result(Side flagged, int flagged_store, int total_seeds) {
  if (2 * flagged_store >= total_seeds) return Outcome::draw;
  return flagged == Side::south ? Outcome::north : Outcome::south;
}

}  // namespace mancala::server

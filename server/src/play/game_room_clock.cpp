// GameRoom, part five: the room's timer and a timed game's clocks (docs/architecture.md §Clocks).
#include <spdlog/spdlog.h>

#include <algorithm>

#include "mancala/server/fairplay/ban_rule.hpp"
#include "mancala/server/play/game_room.hpp"

namespace mancala::server {

using Clock = PlayClock;

std::optional<std::int64_t> GameRoom::deadline_ms() const {
  if (!live_ || pos_.over()) return std::nullopt;
  if (game_clock_) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(game_clock_->deadline() - Clock::now());
    return std::max<std::int64_t>(0, left.count());
  }
  return live_->clock.left_ms();
}

std::optional<protocol::ClockView> GameRoom::clock_view() const {
  if (!game_clock_) return std::nullopt;
  return game_clock_->view(Clock::now());
}

void GameRoom::arm_move_clock(std::optional<Clock::time_point> at) {
  if (!live_ || pos_.over()) return;
  if (game_clock_) {
    // One timer a room: it waits for the side to move's deadline, and the flag ends the game at
    // once with nobody sending anything.
    return live_->clock.start(
        [self = shared_from_this(), ply = pos_.ply] {
          if (!self->ending_ && self->pos_.ply == ply) self->on_clock_expired();
        },
        game_clock_->deadline());
  }
  live_->clock.start(
      [self = shared_from_this(), ply = pos_.ply] {
        if (self->ending_ || self->pos_.ply != ply) return;
        spdlog::info("game {}: {} ran out of time", self->id_, to_string(self->pos_.to_move));
        const Side loser = self->pos_.to_move;
        self->charge_if_left_lost(loser, Reason::timeout);
        self->end_game(loser == Side::south ? Outcome::north : Outcome::south, Reason::timeout, nullptr);
      },
      at);
}

void GameRoom::on_clock_expired() {
  if (ending_ || !game_clock_) return;
  const auto now = Clock::now();
  if (!game_clock_->expired(now)) return arm_move_clock();
  const Side mover = pos_.to_move;
  game_clock_->stop(now);
  if (game_clock_->expiry() == ClockExpiry::first_move && in_tournament()) {
    // A tournament's rule: a seat that never starts loses, so that the standings count the game.
    spdlog::info("game {}: {} did not make its first ply in time; lost on time", id_, to_string(mover));
    return end_game(mover == Side::south ? Outcome::north : Outcome::south, Reason::timeout, nullptr);
  }
  if (game_clock_->expiry() == ClockExpiry::first_move) {
    spdlog::info("game {}: {} did not make its first ply in time; aborted", id_, to_string(mover));
    charge(mover, kOffenceNoStart);
    return end_game(Outcome::no_result, Reason::aborted, nullptr);
  }
  spdlog::info("game {}: {} ran out of time", id_, to_string(mover));
  const Outcome result = timeout_result(mover, pos_.store(mover), rules_->variant().total_seeds());
  if (result == (mover == Side::south ? Outcome::north : Outcome::south)) charge_if_left_lost(mover, Reason::timeout);
  end_game(result, Reason::timeout, nullptr);
}

}  // namespace mancala::server

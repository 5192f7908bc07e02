// GameRoom, part three: coming back after a restart with the game as the store recorded it.
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/server/play/game_room.hpp"

namespace mancala::server {

namespace net = boost::asio;

void GameRoom::resume(Position pos, std::vector<protocol::RecordedPly> moves,
                      std::optional<PlayClock::time_point> move_deadline, std::optional<GameClock> clock) {
  net::post(strand_, [self = shared_from_this(), pos, moves = std::move(moves), move_deadline, clock]() mutable {
    self->game_clock_ = clock;
    self->pos_ = pos;
    self->moves_ = std::move(moves);
    if (self->game_clock_) self->clock_history_.assign(self->moves_.size(), std::nullopt);
    for (Side s : {Side::south, Side::north}) {
      self->audience_.seat(s, {});
      self->seats_[index(s)].connected = self->seats_[index(s)].bot.has_value();
    }
    if (self->pos_.over()) {
      // The last ply was stored but the process died before the result was: finish it now.
      spdlog::info("game {}: restored at its end; storing the result", self->id_);
      return self->end_game(self->pos_.result, self->pos_.reason, nullptr);
    }
    // Nobody is connected after a restart: the first human seat's grace runs, lengthened so that
    // the players' reconnecting clients have time to find the server again.
    if (self->game_clock_ && self->game_clock_->expired(PlayClock::now())) {
      // Its time ran out while no node held it: it ends by the rule now, not by a lost ply.
      spdlog::info("game {}: restored after its deadline", self->id_);
      return self->on_clock_expired();
    }
    const auto& config = self->ctx_.config;
    self->live_->presence.restored(PlayClock::now() +
                                   std::chrono::milliseconds(config.disconnect_grace_ms + config.restart_grace_ms));
    for (Side s : {Side::south, Side::north})
      if (!self->seats_[index(s)].bot && !self->correspondence()) {
        self->start_grace(s, true);
        break;
      }
    self->arm_move_clock(move_deadline);
    self->publish_summary();
    spdlog::info("game {} restored at ply {}", self->id_, self->pos_.ply);
    self->schedule_computer();
  });
}

}  // namespace mancala::server

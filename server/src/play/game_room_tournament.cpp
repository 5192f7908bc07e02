// GameRoom, part eight: a tournament's game (docs/protocol.md §Tournament games): berserk, the
// offers it refuses, and the end the tournament director hears of.
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

bool GameRoom::refused_in_tournament(const Reply& reply, const char* what) {
  if (!in_tournament()) return false;
  refuse(reply, ErrorCode::bad_message, std::string("no ") + what + " in tournament games");
  return true;
}

void GameRoom::berserk(Reply reply, std::string player) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player)] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->refuse(reply, ErrorCode::game_over, "the game is over");
    const auto refuse = [&](const char* why) { self->refuse(reply, ErrorCode::bad_message, why); };
    if (!self->berserk_allowed_) return refuse("this game does not allow berserk");
    if (!self->game_clock_ || self->control_->correspondence() || self->control_->limit_s <= 0)
      return refuse("berserk needs a clock with a time limit");
    const auto mine = self->own_seat(player);
    if (!mine) return refuse("one device plays both sides: no berserk");
    if (self->flag_fell()) return;
    if (self->game_clock_->is_berserk(*mine)) return refuse("you are berserk already");
    if (self->game_clock_->has_moved(*mine)) return refuse("berserk only before your first ply");
    // Before a seat's first ply no pie swap has happened yet: the seat is the one stored at the start.
    self->game_clock_->berserk(*mine);
    self->ctx_.store.set_berserk(self->id_, *mine);
    self->arm_move_clock();
    spdlog::info("game {}: {} went berserk", self->id_, to_string(*mine));
    self->publish_summary();
    self->send_snapshots();
  });
}

void GameRoom::tell_ended() {
  const GameEndListener& listener = rooms_.end_listener();
  if (!listener) return;
  GameEnded e;
  e.game = id_;
  e.tournament = tournament_;
  if (pos_.result == Outcome::south || pos_.result == Outcome::north || pos_.result == Outcome::draw)
    e.result = std::string(to_string(pos_.result));
  e.plies = static_cast<int>(moves_.size());
  for (Side s : {Side::south, Side::north}) {
    e.players[index(s)] = seats_[index(s)].bot ? "" : seats_[index(s)].player;
    e.berserk[index(s)] = game_clock_ && game_clock_->is_berserk(s);
  }
  listener(e);
}

}  // namespace mancala::server

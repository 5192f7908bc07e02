// GameRoom, part four: what one seat offers the other during a game (PROTOCOL.md §Offers):
// abort, a draw, more time for the opponent. Takebacks are refused for now (docs/protocol.md).
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/protocol/offer_message.hpp"
#include "mancala/server/play/game_room.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;
using protocol::OfferKind;

namespace {

constexpr std::chrono::seconds more_time_fischer{15};
constexpr std::chrono::hours more_time_correspondence{24};

}  // namespace

std::optional<Side> GameRoom::own_seat(const std::string& player) const {
  if (kind_ == RoomKind::local) return std::nullopt;
  for (Side s : {Side::south, Side::north})
    if (!seats_[index(s)].bot && seats_[index(s)].player == player) return s;
  return std::nullopt;
}

void GameRoom::abort(Reply reply, std::string player) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player)] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->refuse(reply, ErrorCode::game_over, "the game is over");
    bool moved[2] = {false, false};
    for (const auto& m : self->moves_) moved[index(m.side)] = true;
    if (moved[0] && moved[1])
      return self->refuse(reply, ErrorCode::bad_message, "a game can be aborted only before both sides have moved");
    spdlog::info("game {}: aborted by a player", self->id_);
    self->end_game(Outcome::no_result, Reason::aborted, nullptr);
  });
}

void GameRoom::offer(Reply reply, std::string player, OfferKind kind) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player), kind] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->refuse(reply, ErrorCode::game_over, "the game is over");
    const auto mine = self->own_seat(player);
    if (!mine) return self->refuse(reply, ErrorCode::bad_message, "one device plays both sides: nobody to offer to");
    if (kind == OfferKind::takeback)
      return self->refuse(reply, ErrorCode::bad_message, "takebacks are not available on this server yet");
    if (self->seats_[index(other(*mine))].bot)
      return self->refuse(reply, ErrorCode::bad_message, "the computer does not take draw offers");
    if (self->pos_.ply < 2) return self->refuse(reply, ErrorCode::bad_message, "a draw can be offered from ply 2 on");
    auto& offers = self->offers_;
    if (offers[index(other(*mine))][static_cast<std::size_t>(kind)]) {
      // The opponent offered it: this accepts.
      offers = {};
      self->audience_.send(make_frame(protocol::offer_cleared_message(self->id_, kind)));
      spdlog::info("game {}: draw agreed", self->id_);
      return self->end_game(Outcome::draw, Reason::agreement, nullptr);
    }
    // A repeated offer changes nothing; the offerer hears it again.
    if (offers[index(*mine)][static_cast<std::size_t>(kind)])
      return reply.send(protocol::offer_message(self->id_, kind, *mine));
    offers[index(*mine)][static_cast<std::size_t>(kind)] = true;
    self->audience_.send(make_frame(protocol::offer_message(self->id_, kind, *mine)));
  });
}

void GameRoom::decline(Reply reply, std::string player, OfferKind kind) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player), kind] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->refuse(reply, ErrorCode::game_over, "the game is over");
    const auto mine = self->own_seat(player);
    if (!mine || !self->offers_[index(other(*mine))][static_cast<std::size_t>(kind)])
      return self->refuse(reply, ErrorCode::bad_message,
                          std::string("there is no ") + std::string(to_string(kind)) + " offer to decline");
    self->offers_[index(other(*mine))][static_cast<std::size_t>(kind)] = false;
    self->audience_.send(make_frame(protocol::offer_cleared_message(self->id_, kind)));
  });
}

void GameRoom::more_time(Reply reply, std::string player) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player)] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->refuse(reply, ErrorCode::game_over, "the game is over");
    const auto mine = self->own_seat(player);
    if (!mine)
      return self->refuse(reply, ErrorCode::bad_message, "one device plays both sides: nobody to give time to");
    if (!self->game_clock_) return self->refuse(reply, ErrorCode::bad_message, "this game has no clock");
    const Side to = other(*mine);
    self->game_clock_->give(to, self->correspondence()
                                    ? std::chrono::duration_cast<std::chrono::milliseconds>(more_time_correspondence)
                                    : std::chrono::milliseconds(more_time_fischer));
    self->arm_move_clock();
    spdlog::info("game {}: {} gave {} more time", self->id_, to_string(*mine), to_string(to));
    self->send_snapshots();
  });
}

void GameRoom::clear_offers_of(Side offerer) {
  for (OfferKind kind : {OfferKind::draw, OfferKind::takeback}) {
    if (!offers_[index(offerer)][static_cast<std::size_t>(kind)]) continue;
    offers_[index(offerer)][static_cast<std::size_t>(kind)] = false;
    audience_.send(make_frame(protocol::offer_cleared_message(id_, kind)));
  }
}

void GameRoom::send_snapshots() {
  for (const Recipient& r : audience_.seats()) {
    const Seat& seat = seats_[index(*r.seat)];
    if (auto peer = r.peer.lock()) peer->send(snapshot_for(seat.bot ? "" : seat.player, std::nullopt));
  }
  audience_.send_to_spectators(make_frame(snapshot_for("", std::nullopt)));
}

}  // namespace mancala::server

// GameRoom, part two: the people around the game — snapshots, presence, grace, rematch, closing.
#include <boost/asio/post.hpp>
#include <algorithm>
#include <spdlog/spdlog.h>

#include "mancala/server/game_room.hpp"
#include "mancala/server/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

std::string GameRoom::you_of(const std::string& player) const {
  if (kind_ == RoomKind::local) return "both";
  for (Side s : {Side::south, Side::north})
    if (!seats_[index(s)].bot && seats_[index(s)].player == player) return std::string(to_string(s));
  return "spectator";
}

std::string GameRoom::snapshot_for(const std::string& player, const Id& id) const {
  protocol::GameView v;
  v.game = id_;
  v.variant = rules_.variant();
  v.you = you_of(player);
  v.south = {seats_[0].name, seats_[0].bot};
  v.north = {seats_[1].name, seats_[1].bot};
  v.position = pos_;
  v.moves = &moves_;
  v.move_deadline_ms = deadline_ms();
  return protocol::game_message(id, v);
}

void GameRoom::send_snapshot(PeerPtr peer, std::string player, Id id) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer), player = std::move(player), id = std::move(id)] {
    if (!self->seated(player)) return self->error(peer, id, ErrorCode::not_in_game, "you are not seated in this game");
    peer->send(self->snapshot_for(player, id));
  });
}

void GameRoom::attach(PeerPtr peer, std::string player) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer), player = std::move(player)] {
    if (self->closed_) return;
    bool was_away = false;
    for (Seat& s : self->seats_) {
      if (s.bot || s.player != player) continue;
      was_away = was_away || !s.connected;
      s.peer = peer;
      s.connected = true;
    }
    if (self->grace_seat_ && self->seats_[index(*self->grace_seat_)].connected) {
      self->grace_seat_.reset();
      self->grace_timer_.cancel();
      // The other seat may still be away: its grace starts now.
      for (Side s : {Side::south, Side::north})
        if (!self->seats_[index(s)].bot && !self->seats_[index(s)].connected && !self->ending_) {
          self->grace_seat_ = s;
          self->grace_timer_.expires_at(std::max(
              std::chrono::steady_clock::now() + std::chrono::milliseconds(self->ctx_.config.disconnect_grace_ms),
              self->restored_grace_until_));
          self->grace_timer_.async_wait([self, s](boost::system::error_code ec) {
            if (!ec) self->on_grace_expired(s);
          });
          break;
        }
    }
    if (self->ending_) return;
    peer->send(self->snapshot_for(player, std::nullopt));
    if (self->kind_ != RoomKind::human) return;
    for (Side s : {Side::south, Side::north}) {
      const Seat& seat = self->seats_[index(s)];
      if (seat.player == player) continue;
      if (was_away)
        self->send_to(s, std::make_shared<const std::string>(protocol::opponent_message(self->id_, true, std::nullopt)));
      // The opponent is away too (both dropped, or a restart): the returning player hears it
      // now, with the grace left, not only when the game ends `abandon`.
      if (!seat.connected && self->grace_seat_ == s) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(self->grace_timer_.expiry() - std::chrono::steady_clock::now());
        peer->send(protocol::opponent_message(self->id_, false, std::max<std::int64_t>(0, left.count())));
      }
    }
  });
}

void GameRoom::detach(PeerPtr peer, std::string player) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer), player = std::move(player)] {
    if (self->closed_) return;
    std::optional<Side> dropped;
    for (Side s : {Side::south, Side::north}) {
      Seat& seat = self->seats_[index(s)];
      // Only the seat's current connection counts: a replaced one closing later changes nothing.
      if (seat.bot || seat.player != player || seat.peer.lock() != peer) continue;
      seat.connected = false;
      seat.peer.reset();
      if (!dropped) dropped = s;
    }
    if (!dropped) return;
    if (self->ending_) return self->close_if_abandoned();
    const auto grace = self->ctx_.config.disconnect_grace_ms;
    if (self->kind_ == RoomKind::human)
      self->send_to(other(*dropped),
                    std::make_shared<const std::string>(protocol::opponent_message(self->id_, false, grace)));
    if (self->grace_seat_) return;  // the first to drop keeps the running grace
    self->grace_seat_ = dropped;
    self->grace_timer_.expires_after(std::chrono::milliseconds(grace));
    self->grace_timer_.async_wait([self, s = *dropped](boost::system::error_code ec) {
      if (!ec) self->on_grace_expired(s);
    });
  });
}

void GameRoom::on_grace_expired(Side s) {
  if (ending_ || seats_[index(s)].connected || grace_seat_ != s) return;
  grace_seat_.reset();
  spdlog::info("game {}: {} did not come back", id_, to_string(s));
  // A local game has nobody else to win it.
  const Outcome result = kind_ == RoomKind::local ? Outcome::draw : (s == Side::south ? Outcome::north : Outcome::south);
  end_game(result, Reason::abandon, nullptr);
}

void GameRoom::rematch(PeerPtr peer, std::string player, Id id) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer), player = std::move(player), id = std::move(id)] {
    if (!self->seated(player)) return self->error(peer, id, ErrorCode::not_in_game, "you are not seated in this game");
    if (!self->ending_ || !self->pos_.over())
      return self->error(peer, id, ErrorCode::game_not_over, "a rematch can be asked for once the game is over");
    if (auto next = self->next_.lock()) return next->send_snapshot(peer, player, id);
    if (self->closed_) return self->error(peer, id, ErrorCode::not_in_game, "this game is closed");
    if (self->kind_ != RoomKind::human) return self->open_rematch(peer, player, id);
    const Side mine = self->seats_[0].player == player ? Side::south : Side::north;
    Seat& me = self->seats_[index(mine)];
    if (me.rematch_asked) return peer->send(protocol::rematch_message(self->id_, mine));  // nothing changes
    me.rematch_asked = true;
    if (!self->seats_[index(other(mine))].rematch_asked)
      return self->broadcast(std::make_shared<const std::string>(protocol::rematch_message(self->id_, mine)));
    self->open_rematch(peer, player, id);
  });
}

void GameRoom::open_rematch(const PeerPtr& requester, const std::string& player, const Id& id) {
  GameSetup setup;
  setup.variant = rules_.variant();
  setup.kind = kind_;
  setup.from_queue = false;
  // Seats swap: whoever was South is North now (rules/kalah.md §Options: a match alternates).
  for (int s = 0; s < 2; ++s) {
    const Seat& from = seats_[1 - s];
    setup.seats[s] = {from.player, from.name, from.bot, from.peer};
  }
  for (auto& s : setup.seats)
    if (s.player == player) s.peer = requester;
  setup.reply_id = id;
  setup.reply_player = player;
  try {
    // A rematch is a new game in progress: the same per-player limit as bot.play and local.play.
    next_ = ctx_.rooms->open(std::move(setup), ctx_.config.max_games_per_player);
  } catch (const RoomRegistry::LimitReached& e) {
    // Asking again once a game has ended must be able to open it.
    for (Seat& s : seats_)
      if (s.player == player) s.rematch_asked = false;
    error(requester, id, ErrorCode::bad_message,
          e.player == player ? std::string(e.what())
                             : "your opponent already has " + std::to_string(e.limit) + " games in progress, the most at once");
  } catch (const std::exception& e) {
    spdlog::error("game {}: rematch failed: {}", id_, e.what());
  }
}

void GameRoom::close_if_abandoned() {
  // A finished game nobody is around for has no rematch to wait for.
  for (const Seat& s : seats_)
    if (!s.bot && s.connected) return;
  close();
}

void GameRoom::close() {
  if (closed_) return;
  closed_ = true;
  move_timer_.cancel();
  bot_timer_.cancel();
  grace_timer_.cancel();
  linger_timer_.cancel();
  ctx_.rooms->remove(id_);
}

}  // namespace mancala::server

// GameRoom, part two: the people around the game — snapshots, presence, grace, rematch, closing.
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

std::string GameRoom::you_of(const std::string& player) const {
  if (kind_ == RoomKind::local && seated(player)) return "both";
  for (Side s : {Side::south, Side::north})
    if (!seats_[index(s)].bot && seats_[index(s)].player == player) return std::string(to_string(s));
  return "spectator";
}

std::string GameRoom::snapshot_for(const std::string& player, const RequestId& id) const {
  protocol::GameView v;
  v.game = id_;
  v.variant = rules_->variant();
  v.you = you_of(player);
  // A person's id, so that a client can open their page or challenge them; the computer has none.
  const auto person = [](const Seat& s) { return s.bot ? std::nullopt : std::optional(s.player); };
  v.south = {seats_[0].name, seats_[0].bot, seats_[0].account, person(seats_[0]), seats_[0].account_bot};
  v.north = {seats_[1].name, seats_[1].bot, seats_[1].account, person(seats_[1]), seats_[1].account_bot};
  v.position = pos_;
  v.moves = &moves_;
  v.move_deadline_ms = deadline_ms();
  v.clock = clock_view();
  v.watchers = audience_.spectators();
  v.rated = rated_;
  const auto view = [](const Seat& s) {
    return s.rating ? std::optional(protocol::RatingView{s.rating->rating, s.rating->rd}) : std::nullopt;
  };
  v.south_rating = view(seats_[0]);
  v.north_rating = view(seats_[1]);
  v.tournament = tournament_;
  if (game_clock_) v.berserk = {game_clock_->is_berserk(Side::south), game_clock_->is_berserk(Side::north)};
  return protocol::game_message(id, v);
}

void GameRoom::send_snapshot(Reply reply, std::string player) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player)] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    reply.send(self->snapshot_for(player, reply.id));
  });
}

void GameRoom::start_grace(Side s, bool away_since_restart) {
  live_->presence.start_grace(s, away_since_restart,
                              [self = shared_from_this()](Side away) { self->on_grace_expired(away); });
}

void GameRoom::attach(PeerPtr peer, std::string player) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer), player = std::move(player)] {
    if (self->closed_) return;
    bool was_away = false;
    for (Side s : {Side::south, Side::north}) {
      Seat& seat = self->seats_[index(s)];
      if (seat.bot || seat.player != player) continue;
      was_away = was_away || !seat.connected;
      seat.connected = true;
      self->audience_.seat(s, peer);
    }
    if (self->ending_ || !self->live_) return;
    Presence& presence = self->live_->presence;
    if (auto grace = presence.grace_seat(); grace && self->seats_[index(*grace)].connected) {
      presence.stop_grace();
      // The other seat may still be away: its grace starts now (no shorter than a restart's).
      for (Side s : {Side::south, Side::north})
        if (!self->seats_[index(s)].bot && !self->seats_[index(s)].connected) {
          self->start_grace(s, true);
          break;
        }
    }
    peer->send(self->snapshot_for(player, std::nullopt));
    if (self->kind_ == RoomKind::human) self->send_chat_history(peer, player, protocol::ChatRoomKind::players);
    if (self->kind_ == RoomKind::local) return;
    for (Side s : {Side::south, Side::north}) {
      const Seat& seat = self->seats_[index(s)];
      if (seat.bot) continue;
      if (seat.player == player) {
        if (was_away) self->tell_presence(s, true, std::nullopt);
        continue;
      }
      // The opponent is away too (both dropped, or a restart): the returning player hears it
      // now, with the grace left, not only when the game ends `abandon`.
      if (!seat.connected && presence.grace_seat() == s)
        peer->send(protocol::opponent_message(self->id_, s, false, presence.grace_left_ms()));
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
      if (seat.bot || seat.player != player || self->audience_.at(s).lock() != peer) continue;
      seat.connected = false;
      self->audience_.seat(s, {});
      if (!dropped) dropped = s;
    }
    if (!dropped) return;
    if (self->ending_ || !self->live_) return self->close_if_abandoned();
    // A correspondence game is played over days: leaving it is normal, and only its deadline ends it.
    if (self->correspondence()) return self->tell_presence(*dropped, false, std::nullopt);
    self->tell_presence(*dropped, false, self->ctx_.config.disconnect_grace_ms);
    if (self->live_->presence.grace_seat()) return;  // the first to drop keeps the running grace
    self->start_grace(*dropped, false);
  });
}

void GameRoom::on_grace_expired(Side s) {
  if (ending_ || seats_[index(s)].connected) return;
  spdlog::info("game {}: {} did not come back", id_, to_string(s));
  // A local game has nobody else to win it.
  const Outcome result =
      kind_ == RoomKind::local ? Outcome::draw : (s == Side::south ? Outcome::north : Outcome::south);
  if (kind_ != RoomKind::local) charge_if_left_lost(s, Reason::abandon);
  end_game(result, Reason::abandon, nullptr);
}

void GameRoom::rematch(Reply reply, std::string player) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player)] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (!self->ending_ || !self->pos_.over())
      return self->refuse(reply, ErrorCode::game_not_over, "a rematch can be asked for once the game is over");
    if (self->refused_in_tournament(reply, "rematch")) return;  // the tournament pairs its players
    if (auto next = self->next_.lock()) return next->send_snapshot(reply, player);
    if (self->closed_) return self->refuse(reply, ErrorCode::not_in_game, "this game is closed");
    if (self->kind_ != RoomKind::human) return self->open_rematch(reply, player);
    const Side mine = self->seats_[0].player == player ? Side::south : Side::north;
    Seat& me = self->seats_[index(mine)];
    if (me.rematch_asked) return reply.send(protocol::rematch_message(self->id_, mine));  // nothing changes
    me.rematch_asked = true;
    if (!self->seats_[index(other(mine))].rematch_asked)
      return self->audience_.send(make_frame(protocol::rematch_message(self->id_, mine)));
    self->open_rematch(reply, player);
  });
}

void GameRoom::open_rematch(const Reply& requester, const std::string& player) {
  GameSetup setup;
  setup.variant = rules_->variant();
  setup.kind = kind_;
  setup.from_queue = false;
  setup.listed = listed_;
  setup.clock = control_;
  // Seats swap: whoever was South is North now (rules/kalah.md §Options: a match alternates).
  for (Side s : {Side::south, Side::north}) {
    const Seat& from = seats_[index(other(s))];
    setup.seats[index(s)] = {from.player,  from.name,    from.bot,        audience_.at(other(s)),
                             std::nullopt, from.account, from.account_bot};
  }
  for (auto& s : setup.seats)
    if (s.player == player) s.peer = requester.peer;
  setup.reply_id = requester.id;
  setup.reply_player = player;
  try {
    // A rematch is a new game in progress: the same per-player limit as bot.play and local.play.
    next_ = rooms_.open(std::move(setup), ctx_.config.max_games_per_player);
  } catch (const RoomRegistry::LimitReached& e) {
    // Asking again once a game has ended must be able to open it.
    for (Seat& s : seats_)
      if (s.player == player) s.rematch_asked = false;
    refuse(requester, ErrorCode::bad_message,
           e.player == player
               ? std::string(e.what())
               : "your opponent already has " + std::to_string(e.limit) + " games in progress, the most at once");
  } catch (const std::exception& e) {
    spdlog::error("game {}: rematch failed: {}", id_, e.what());
  }
}

void GameRoom::expire() {
  net::post(strand_, [self = shared_from_this()] { self->close(); });
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
  watchers_timer_.cancel();
  if (live_) {
    live_->clock.stop();
    live_->computer->cancel();
    live_->presence.stop_grace();
  }
  rooms_.remove(id_);
}

}  // namespace mancala::server

// GameRoom, part four: what one seat offers the other during a game (PROTOCOL.md §Offers):
// abort, a draw, a takeback, more time for the opponent. A takeback (casual games only; the
// computer accepts at once) takes back the asker's last turn and the opponent's plies after it.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/post.hpp>

#include "mancala/protocol/offer_message.hpp"
#include "mancala/server/fairplay/ban_rule.hpp"
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
    if (self->refused_in_tournament(reply, "abort")) return;
    if (self->flag_fell()) return;
    bool moved[2] = {false, false};
    for (const auto& m : self->moves_) moved[index(m.side)] = true;
    if (moved[0] && moved[1])
      return self->refuse(reply, ErrorCode::bad_message, "a game can be aborted only before both sides have moved");
    spdlog::info("game {}: aborted by a player", self->id_);
    if (const auto mine = self->own_seat(player)) self->charge(*mine, kOffenceAbort);
    self->end_game(Outcome::no_result, Reason::aborted, nullptr);
  });
}

void GameRoom::abort_by_server() {
  net::post(strand_, [self = shared_from_this()] {
    if (self->ending_) return;
    spdlog::info("game {}: aborted by the server", self->id_);
    self->end_game(Outcome::no_result, Reason::aborted, nullptr);
  });
}

void GameRoom::offer(Reply reply, std::string player, OfferKind kind) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player), kind] {
    if (!self->seated(player)) return self->refuse(reply, ErrorCode::not_in_game, "you are not seated in this game");
    if (self->ending_) return self->refuse(reply, ErrorCode::game_over, "the game is over");
    if (self->flag_fell()) return;
    const auto mine = self->own_seat(player);
    if (!mine) return self->refuse(reply, ErrorCode::bad_message, "one device plays both sides: nobody to offer to");
    auto& offers = self->offers_;
    if (kind == OfferKind::takeback) {
      // A takeback would rewind a berserk clock, and the tournament's standings count the game as played.
      if (self->refused_in_tournament(reply, "takeback")) return;
      if (self->rated_) return self->refuse(reply, ErrorCode::bad_message, "takebacks are for casual games only");
      if (offers[index(other(*mine))][static_cast<std::size_t>(kind)]) {
        // The opponent asked: this accepts, and the opponent's last turn goes.
        if (auto from = self->last_turn_of(other(*mine))) {
          spdlog::info("game {}: takeback agreed", self->id_);
          return self->take_back(*from);
        }
      }
      const auto from = self->last_turn_of(*mine);
      if (!from) return self->refuse(reply, ErrorCode::bad_message, "you have no ply to take back");
      if (self->seats_[index(other(*mine))].bot) {
        spdlog::info("game {}: the computer grants {} a takeback", self->id_, to_string(*mine));
        return self->take_back(*from);
      }
    } else if (self->seats_[index(other(*mine))].bot) {
      return self->refuse(reply, ErrorCode::bad_message, "the computer does not take draw offers");
    } else if (self->pos_.ply < 2) {
      return self->refuse(reply, ErrorCode::bad_message, "a draw can be offered from ply 2 on");
    }
    if (kind == OfferKind::draw && offers[index(other(*mine))][static_cast<std::size_t>(kind)]) {
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
    if (self->refused_in_tournament(reply, "moretime")) return;
    if (!self->game_clock_) return self->refuse(reply, ErrorCode::bad_message, "this game has no clock");
    if (self->flag_fell()) return;
    const Side to = other(*mine);
    if (self->game_clock_->giftable_ms(to, PlayClock::now()) >= self->game_clock_->may_receive_ms())
      return self->refuse(reply, ErrorCode::bad_message, "your opponent already has as much time as can be given");
    self->game_clock_->give(to, self->correspondence()
                                    ? std::chrono::duration_cast<std::chrono::milliseconds>(more_time_correspondence)
                                    : std::chrono::milliseconds(more_time_fischer));
    self->arm_move_clock();
    spdlog::info("game {}: {} gave {} more time", self->id_, to_string(*mine), to_string(to));
    self->send_snapshots();
  });
}

bool GameRoom::flag_fell() {
  // Time ran out before the timer's handler ran: what comes after the flag does not count.
  if (!game_clock_ || !game_clock_->expired(PlayClock::now())) return false;
  on_clock_expired();
  return true;
}

void GameRoom::clear_offers_of(Side offerer) {
  for (OfferKind kind : {OfferKind::draw, OfferKind::takeback}) {
    if (!offers_[index(offerer)][static_cast<std::size_t>(kind)]) continue;
    offers_[index(offerer)][static_cast<std::size_t>(kind)] = false;
    audience_.send(make_frame(protocol::offer_cleared_message(id_, kind)));
  }
}

std::optional<std::size_t> GameRoom::last_turn_of(Side asker) const {
  // Walking back from the end, `side` is where the asker sat before ply i: a swap at i exchanged the seats.
  Side side = asker;
  std::optional<std::size_t> from;
  for (std::size_t i = moves_.size(); i-- > 0;) {
    if (moves_[i].ply.is_swap()) side = other(side);
    const bool asker_played = moves_[i].side == side;
    if (asker_played)
      from = i;
    else if (from)
      break;  // the opponent's ply before the asker's last turn
  }
  return from;
}

GameClock GameRoom::clock_before(std::size_t from, PlayClock::time_point now) const {
  if (from < clock_history_.size() && clock_history_[from]) return *clock_history_[from];
  // Played before a restart: each side's time as its last kept ply left it (restore.cpp does the same).
  const protocol::TimeControl& tc = *control_;
  const std::int64_t full = tc.correspondence() ? tc.days * 86'400'000LL : tc.limit_s * 1000LL;
  std::array<std::int64_t, 2> left = {full, full};
  std::array<bool, 2> moved = {tc.correspondence(), tc.correspondence()};
  for (std::size_t i = 0; i < from; ++i) {
    const auto& p = moves_[i];
    if (p.clock_ms) left[index(p.side)] = *p.clock_ms;
    moved[index(p.side)] = true;
    if (p.ply.is_swap()) {
      std::swap(left[0], left[1]);
      std::swap(moved[0], moved[1]);
    }
  }
  const Side to_move = from < moves_.size() ? moves_[from].side : pos_.to_move;
  if (tc.correspondence()) left[index(to_move)] = full;
  return GameClock::restored(tc, std::chrono::milliseconds(ctx_.config.first_move_ms), left, moved, to_move, now);
}

void GameRoom::take_back(std::size_t from) {
  const auto now = PlayClock::now();
  if (live_) live_->computer->cancel();
  const bool swap_undone = std::count_if(moves_.begin() + static_cast<std::ptrdiff_t>(from), moves_.end(),
                                         [](const protocol::RecordedPly& p) { return p.ply.is_swap(); }) %
                               2 ==
                           1;
  if (game_clock_) {
    // The lag quotas spent stay with their players (rewind keeps them), so they cross back first.
    if (swap_undone) game_clock_->swap_sides();
    game_clock_->rewind(clock_before(from, now), now);
  }
  spdlog::info("game {}: plies {} to {} taken back", id_, from, moves_.size() - 1);
  moves_.resize(from);
  if (clock_history_.size() > from) clock_history_.resize(from);
  pos_ = rules_->start();
  for (const auto& m : moves_) rules_->play(pos_, m.ply);
  if (swap_undone) {
    // As apply() does for a swap: the players go back to the seats they had before it.
    std::swap(seats_[0], seats_[1]);
    audience_.swap_seats();
    if (live_) live_->presence.swap_seats();
    std::swap(offers_[0], offers_[1]);
  }
  clear_offers_of(Side::south);
  clear_offers_of(Side::north);
  arm_move_clock();
  publish_summary();
  // As a ply: everyone hears of it once the store has forgotten the plies.
  std::vector<std::pair<PeerRef, Frame>> out;
  for (const Recipient& r : audience_.seats()) {
    const Seat& seat = seats_[index(*r.seat)];
    out.emplace_back(r.peer, make_frame(snapshot_for(seat.bot ? "" : seat.player, std::nullopt)));
  }
  auto watchers = audience_.spectator_list();
  auto watched = make_frame(snapshot_for("", std::nullopt));
  ++uncommitted_;
  ctx_.store.take_back(
      id_, static_cast<int>(from),
      [self = shared_from_this(), out = std::move(out), watchers = std::move(watchers), watched = std::move(watched)] {
        for (const auto& [ref, f] : out)
          if (auto peer = ref.lock()) peer->send(f);
        if (watchers) self->audience_.fanout().push(watchers, watched);
        --self->uncommitted_;
      });
  schedule_computer();
}

void GameRoom::send_snapshots() {
  for (const Recipient& r : audience_.seats()) {
    const Seat& seat = seats_[index(*r.seat)];
    if (auto peer = r.peer.lock()) peer->send(snapshot_for(seat.bot ? "" : seat.player, std::nullopt));
  }
  audience_.send_to_spectators(make_frame(snapshot_for("", std::nullopt)));
}

}  // namespace mancala::server

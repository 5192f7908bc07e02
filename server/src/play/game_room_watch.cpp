// GameRoom, part four: the people who watch — spectators, their count, and what /api/live shows.
#include <boost/asio/post.hpp>

#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

namespace {
// PROTOCOL.md §Watching: the count goes out at most once a second a game.
constexpr auto watchers_interval = std::chrono::seconds(1);
}  // namespace

void GameRoom::watch(Reply reply, std::string player) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player)] {
    if (self->closed_) return reply.error(ErrorCode::game_not_found, "no game " + self->id_);
    // A seated player hears the game as a seat already: their snapshot, not a second copy of each frame.
    if (self->seated(player)) {
      reply.send(self->snapshot_for(player, reply.id));
      if (self->kind_ == RoomKind::human) self->send_chat_history(reply.peer, player, protocol::ChatRoomKind::players);
      return;
    }
    const bool added = self->audience_.add_spectator(reply.peer);
    reply.send(self->snapshot_for("", reply.id));
    // A spectator with an account reads the spectators' chat (a guest hears none of it).
    if (reply.peer->identity().account) {
      self->add_chat_spectator(reply.peer, player);
      self->send_chat_history(reply.peer, player, protocol::ChatRoomKind::spectators);
    }
    if (added) self->watchers_changed();
  });
}

void GameRoom::unwatch(PeerPtr peer) {
  net::post(strand_, [self = shared_from_this(), peer = std::move(peer)] {
    std::erase_if(self->chat_spectators_, [&](const auto& r) { return r.first.expired() || r.first.lock() == peer; });
    if (self->audience_.remove_spectator(peer) && !self->closed_) self->watchers_changed();
  });
}

void GameRoom::watchers_changed() {
  publish_summary();
  if (watchers_pending_) return;  // the timer sends the count as it is then
  const auto next = watchers_sent_at_ + watchers_interval;
  if (PlayClock::now() >= next) return send_watchers();
  watchers_pending_ = true;
  watchers_timer_.expires_at(next);
  watchers_timer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    self->watchers_pending_ = false;
    if (!ec && !self->closed_) self->send_watchers();
  });
}

void GameRoom::send_watchers() {
  const std::size_t count = audience_.spectators();
  if (count == watchers_sent_) return;
  watchers_sent_ = count;
  watchers_sent_at_ = PlayClock::now();
  audience_.send(make_frame(protocol::watchers_message(id_, count)));
}

void GameRoom::tell_presence(Side s, bool connected, std::optional<std::int64_t> grace_ms) {
  if (kind_ == RoomKind::local) return;
  const auto f = make_frame(protocol::opponent_message(id_, s, connected, grace_ms));
  if (kind_ == RoomKind::human) audience_.send_to(other(s), f);
  audience_.send_to_spectators(f);
}

void GameRoom::publish_summary() {
  {
    std::lock_guard lock(summary_mutex_);
    copy_summary();
  }
  if (listed_) rooms_.live_changed();
}

void GameRoom::copy_summary() {
  summary_.south = {seats_[0].name, seats_[0].bot, seats_[0].account, std::nullopt, seats_[0].account_bot};
  summary_.north = {seats_[1].name, seats_[1].bot, seats_[1].account, std::nullopt, seats_[1].account_bot};
  summary_.players = {seats_[0].player, seats_[1].player};
  summary_.ply = pos_.ply;
  summary_.watchers = audience_.spectators();
  const Seat& mover = seats_[index(pos_.to_move)];
  summary_.to_move = ending_ || mover.bot || kind_ == RoomKind::local ? std::string() : mover.player;
  summary_.deadline.reset();
  if (game_clock_ && !ending_)
    summary_.deadline = PlayClock::wall_now() + std::chrono::duration_cast<std::chrono::system_clock::duration>(
                                                    game_clock_->deadline() - PlayClock::now());
}

RoomSummary GameRoom::summary() const {
  std::lock_guard lock(summary_mutex_);
  return summary_;
}

}  // namespace mancala::server

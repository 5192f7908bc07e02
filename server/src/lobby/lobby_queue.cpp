// Lobby, the public queue (PROTOCOL.md §Matching): joining and leaving a pool, the queue's
// pairings (one of them possibly another node's player) and its computer fallback.
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>

#include "mancala/protocol/server_message.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

namespace {

/// How long a cross-node pairing waits for the other node to hand its player over.
constexpr std::chrono::seconds hand_over_wait{3};

}  // namespace

void Lobby::queue_join(Reply reply, std::string player, Variant v, protocol::ClockChoice clock) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), v, clock]() mutable {
    queue_ask(player, {std::move(reply), true, v, clock});
  });
}

void Lobby::queue_ask(const std::string& player, QueueAsk ask) {
  auto& asks = queue_asks_[player];
  asks.push_back(std::move(ask));
  if (asks.size() == 1) next_queue_ask(player);
}

void Lobby::next_queue_ask(const std::string& player) {
  auto it = queue_asks_.find(player);
  if (it == queue_asks_.end()) return;
  if (it->second.empty()) {
    queue_asks_.erase(it);
    return;
  }
  const QueueAsk& ask = it->second.front();
  const auto done = [this, &player] {
    queue_asks_[player].pop_front();
    next_queue_ask(player);
  };
  if (!ask.join) {
    leave_queue(player);
    ask.reply.send(protocol::queue_left_message(ask.reply.id));
    return done();
  }
  // The queue pairs people (PROTOCOL.md §Bots): a bot plays challenges, seeks and bot tournaments.
  if (auto me = players_.find(player); me != players_.end() && me->second.bot) {
    ask.reply.error(ErrorCode::bad_message, "bots do not join the queue: play challenges and seeks");
    return done();
  }
  if (rooms_.in_live_queue_game(player)) {
    ask.reply.error(ErrorCode::bad_message, "finish your game from the queue first");
    return done();
  }
  if (!may_open_game(ask.reply, player)) return done();
  try {
    Rules check(ask.variant);
  } catch (const std::exception& e) {
    ask.reply.error(ErrorCode::bad_message, std::string("variant: ") + e.what());
    return done();
  }
  // A play ban refuses the join (fair play): read off the strand; the asks after this one wait.
  net::post(ctx_.pools.reads, [this, player] {
    auto ban = running_ban(player);
    net::post(strand_, [this, player, ban = std::move(ban)] {
      auto it = queue_asks_.find(player);
      if (it == queue_asks_.end() || it->second.empty()) return;
      join_after_ban_check(player, it->second.front(), ban);
      it->second.pop_front();
      next_queue_ask(player);
    });
  });
}

void Lobby::join_after_ban_check(const std::string& player, const QueueAsk& ask, const std::optional<RunningBan>& ban) {
  if (ban) return refuse_banned(ask.reply, *ban);
  // Gone, or on a newer connection, meanwhile: nobody to queue (the newer one asks for itself).
  auto me = players_.find(player);
  if (me == players_.end() || me->second.peer.lock() != ask.reply.peer) return;
  const Variant& v = ask.variant;
  const std::optional<protocol::TimeControl> tc = ask.clock ? *ask.clock : ctx_.config.default_clock;
  // Always answered first, so `queue.joined` comes before a `game` that follows at once.
  ask.reply.send(protocol::queue_joined_message(ask.reply.id, v, ctx_.config.bot_after_ms, tc));
  const std::string key = pool_key(v, tc);
  if (auto it = queued_.find(player); it != queued_.end() && it->second.key == key) return;  // already waiting
  queued_[player] = {key, v, tc};
  join_rated(player, v, tc);
}

void Lobby::join_rated(const std::string& player, const Variant& v, const std::optional<protocol::TimeControl>& clock) {
  // The queue pairs by rating (kept per variant): it is read off the strand, and the entry joins
  // once it is known, unless the player left or asked for another pool meanwhile.
  const std::string key = pool_key(v, clock);
  net::post(ctx_.pools.reads, [this, player, v, clock, key] {
    StoredRating rating;
    std::vector<std::string> avoid;
    try {
      rating = ctx_.store.rating(player, rating_key(variant_key(v), rating_speed(clock)));
      avoid = ctx_.store.blocks_around(player);
    } catch (const std::exception& e) {
      spdlog::error("queue: cannot read the rating or blocks of {}: {}; pairing as a newcomer", player, e.what());
    }
    net::post(strand_, [this, player, v, clock, key, rating, avoid = std::move(avoid)] {
      if (auto it = queued_.find(player); it != queued_.end() && it->second.key == key)
        queue_.join({player, v, clock, std::nullopt, rating, {}, avoid});
    });
  });
}

void Lobby::queue_leave(Reply reply, std::string player) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player)]() mutable {
    queue_ask(player, {std::move(reply), false, Variant::kalah(), std::nullopt});
  });
}

void Lobby::leave_queue(const std::string& player) {
  if (queued_.erase(player)) queue_.leave(player);
}

bool Lobby::still_queued(const QueueEntry& e) const {
  auto it = queued_.find(e.player);
  return it != queued_.end() && it->second.key == pool_key(e);
}

void Lobby::on_pairing(Pairing pair) {
  // A pairing with another node's player: `second` is theirs (RedisQueue), and that node judges it.
  const bool remote = !pair.second.node.empty();
  const bool first_ok = still_queued(pair.first), second_ok = remote || still_queued(pair.second);
  if (!first_ok || !second_ok) {
    // One of them left (or moved, or dropped) while the queue paired them: the other waits on,
    // in their place and with their computer timer (QueueEntry::since).
    if (first_ok) queue_.join(pair.first);
    if (second_ok && remote)
      link_->publish(pair.second.node, nlohmann::json{{"t", "requeue"}, {"player", pair.second.player}}.dump());
    else if (second_ok)
      queue_.join(pair.second);
    return;
  }
  for (const QueueEntry* e : {&pair.first, &pair.second}) {
    if (!e->node.empty()) continue;
    // Still asked for while the other node answers: a leave meanwhile is heard, a join again is a no-op.
    if (!remote) queued_.erase(e->player);
    // A join sent again while this pairing was on its way left an entry behind: it goes too.
    queue_.leave(e->player);
  }
  if (!remote) return open_pairing(pair);
  // The game is this node's; the other player's connection is handed over first, and the game
  // opens once it is here (adopt), or the player here waits on (declined, or no answer).
  const std::string id = new_id();
  auto timer = std::make_unique<PlayTimer>(strand_, hand_over_wait);
  timer->async_wait([this, id](boost::system::error_code ec) {
    if (!ec) declined(id);
  });
  const std::string player = pair.second.player, node = pair.second.node;
  pending_.emplace(id, PendingPairing{std::move(pair), std::move(timer)});
  link_->publish(node,
                 nlohmann::json{{"t", "hand_over"}, {"player", player}, {"to", link_->node()}, {"pairing", id}}.dump());
}

void Lobby::open_pairing(const Pairing& pair) {
  GameSetup s;
  s.variant = pair.first.variant;
  s.clock = pair.first.clock;  // one pool: the same as second's
  s.kind = RoomKind::human;
  s.from_queue = true;
  s.public_game = true;
  s.listed = true;
  const bool first_south = (rng_() & 1) == 0;
  s.rated = true;
  SeatSetup a = seat_of(pair.first.player, players_[pair.first.player].peer);
  SeatSetup b = seat_of(pair.second.player, players_[pair.second.player].peer);
  a.rating = pair.first.rating;
  b.rating = pair.second.rating;
  s.seats[0] = first_south ? a : b;
  s.seats[1] = first_south ? b : a;
  open_game(std::move(s), nullptr);
}

void Lobby::on_fallback(ComputerFallback f) {
  if (!still_queued(f.entry)) return;
  queued_.erase(f.entry.player);
  queue_.leave(f.entry.player);
  GameSetup s;
  s.variant = f.entry.variant;
  s.clock = f.entry.clock;  // the computer keeps the pool's clock
  s.kind = RoomKind::bot;
  s.from_queue = true;
  s.listed = true;
  const ai::Level level = ctx_.config.bot_level;
  // The waiting player takes South, the seat that moves first, as a person expects after waiting.
  s.seats[0] = seat_of(f.entry.player, players_[f.entry.player].peer);
  s.seats[1] = computer_seat(level);
  open_game(std::move(s), nullptr);
}

}  // namespace mancala::server

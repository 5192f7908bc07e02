#include "mancala/server/lobby.hpp"

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include "mancala/protocol/server_message.hpp"
#include "mancala/server/ids.hpp"
#include "mancala/server/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

namespace {

std::string computer_name(ai::Level l) { return "Computer (" + std::string(ai::to_string(l)) + ")"; }

}  // namespace

Lobby::Lobby(ServerContext& ctx)
    : ctx_(ctx),
      strand_(net::make_strand(ctx.ioc)),
      matchmaker_(
          strand_, ctx.config.bot_after_ms, ctx.metrics,
          [this](QueueEntry a, QueueEntry b) { on_match(std::move(a), std::move(b)); },
          [this](QueueEntry e) { on_queue_timeout(std::move(e)); }),
      rng_(std::random_device{}()) {}

void Lobby::error(const PeerPtr& peer, const Id& id, ErrorCode code, const std::string& message) {
  ctx_.metrics.errors_sent.fetch_add(1, std::memory_order_relaxed);
  peer->send(protocol::error_message(id, code, message));
}

void Lobby::hello(PeerPtr peer, protocol::Hello h, Id id) {
  net::post(strand_, [this, peer = std::move(peer), h = std::move(h), id = std::move(id)] {
    std::string player_id, token, hash;
    if (h.token) {
      hash = token_hash(*h.token);
      if (auto it = by_hash_.find(hash); it != by_hash_.end()) {
        player_id = it->second;
      } else if (auto stored = ctx_.store.find_player(hash)) {
        player_id = stored->id;
        by_hash_[hash] = player_id;
        players_[player_id].name = stored->name;
      }
      if (!player_id.empty()) token = *h.token;
    }
    if (player_id.empty()) {
      // New (or unknown token): a fresh player with a fresh token; only the hash is kept.
      token = new_token();
      hash = token_hash(token);
      player_id = new_id();
      by_hash_[hash] = player_id;
      players_[player_id].name = h.name ? *h.name : "Guest " + new_id(4);
      ctx_.store.save_player(player_id, players_[player_id].name, hash);
    } else if (h.name && *h.name != players_[player_id].name) {
      players_[player_id].name = *h.name;
      ctx_.store.save_player(player_id, *h.name, hash);
    }
    Player& p = players_[player_id];
    p.hash = hash;
    if (auto old = p.peer.lock(); old && old != peer) {
      spdlog::info("player {}: a new connection replaces the old one", player_id);
      matchmaker_.leave(player_id);
      old->close_with(close_replaced, "replaced");
    }
    p.peer = peer;
    peer->send(protocol::welcome_message(id, player_id, p.name, token));
    peer->greeted(player_id);
    for (auto& room : ctx_.rooms->rooms_of(player_id)) room->attach(peer, player_id);
    spdlog::debug("player {} said hello", player_id);
  });
}

void Lobby::queue_join(PeerPtr peer, std::string player, Variant v, Id id) {
  net::post(strand_, [this, peer = std::move(peer), player = std::move(player), v, id = std::move(id)] {
    if (ctx_.rooms->in_live_queue_game(player))
      return error(peer, id, ErrorCode::bad_message, "finish your game from the queue first");
    try {
      Rules check(v);
    } catch (const std::exception& e) {
      return error(peer, id, ErrorCode::bad_message, std::string("variant: ") + e.what());
    }
    // Always answered first, so `queue.joined` comes before a `game` that follows at once.
    peer->send(protocol::queue_joined_message(id, v, ctx_.config.bot_after_ms));
    matchmaker_.join(player, peer, v);
  });
}

void Lobby::queue_leave(PeerPtr peer, std::string player, Id id) {
  net::post(strand_, [this, peer = std::move(peer), player = std::move(player), id = std::move(id)] {
    matchmaker_.leave(player);
    peer->send(protocol::queue_left_message(id));
  });
}

bool Lobby::may_open_game(const PeerPtr& peer, const std::string& player, const Id& id) {
  if (ctx_.rooms->live_games_of(player) < ctx_.config.max_games_per_player) return true;
  error(peer, id, ErrorCode::bad_message,
        "at most " + std::to_string(ctx_.config.max_games_per_player) + " games in progress at once");
  return false;
}

void Lobby::open_game(GameSetup setup, const PeerPtr& requester, const Id& id) {
  try {
    ctx_.rooms->open(std::move(setup));
  } catch (const std::exception& e) {
    if (requester) error(requester, id, ErrorCode::bad_message, std::string("variant: ") + e.what());
  }
}

void Lobby::bot_play(PeerPtr peer, std::string player, protocol::BotPlay b, Id id) {
  net::post(strand_, [this, peer = std::move(peer), player = std::move(player), b, id = std::move(id)] {
    if (!may_open_game(peer, player, id)) return;
    GameSetup s;
    s.variant = b.variant;
    s.kind = RoomKind::bot;
    s.seats[index(b.side)] = {player, players_[player].name, std::nullopt, peer};
    s.seats[index(other(b.side))] = {"", computer_name(b.level), b.level, {}};
    s.reply_id = id;
    s.reply_player = player;
    open_game(std::move(s), peer, id);
  });
}

void Lobby::local_play(PeerPtr peer, std::string player, Variant v, Id id) {
  net::post(strand_, [this, peer = std::move(peer), player = std::move(player), v, id = std::move(id)] {
    if (!may_open_game(peer, player, id)) return;
    GameSetup s;
    s.variant = v;
    s.kind = RoomKind::local;
    s.seats[0] = {player, players_[player].name, std::nullopt, peer};
    s.seats[1] = s.seats[0];
    s.reply_id = id;
    s.reply_player = player;
    open_game(std::move(s), peer, id);
  });
}

void Lobby::on_match(QueueEntry a, QueueEntry b) {
  GameSetup s;
  s.variant = a.variant;
  s.kind = RoomKind::human;
  s.from_queue = true;
  const bool a_south = (rng_() & 1) == 0;
  SeatSetup sa{a.player, players_[a.player].name, std::nullopt, a.peer};
  SeatSetup sb{b.player, players_[b.player].name, std::nullopt, b.peer};
  s.seats[0] = a_south ? sa : sb;
  s.seats[1] = a_south ? sb : sa;
  open_game(std::move(s), nullptr, std::nullopt);
}

void Lobby::on_queue_timeout(QueueEntry e) {
  GameSetup s;
  s.variant = e.variant;
  s.kind = RoomKind::bot;
  s.from_queue = true;
  const ai::Level level = ctx_.config.bot_level;
  // The waiting player takes South, the seat that moves first, as a person expects after waiting.
  s.seats[0] = {e.player, players_[e.player].name, std::nullopt, e.peer};
  s.seats[1] = {"", computer_name(level), level, {}};
  open_game(std::move(s), nullptr, std::nullopt);
}

void Lobby::disconnected(PeerPtr peer, std::string player) {
  net::post(strand_, [this, peer = std::move(peer), player = std::move(player)] {
    auto it = players_.find(player);
    if (it == players_.end() || it->second.peer.lock() != peer) return;  // replaced earlier
    it->second.peer.reset();
    matchmaker_.leave(player);
    for (auto& room : ctx_.rooms->rooms_of(player)) room->detach(peer, player);
    // Only connected players stay in memory: a later hello finds the player in the database and
    // the registry still knows their rooms.
    by_hash_.erase(it->second.hash);
    players_.erase(it);
  });
}

}  // namespace mancala::server

#include "mancala/server/lobby/lobby.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>

#include "mancala/protocol/challenge_message.hpp"
#include "mancala/protocol/server_message.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

namespace {

/// WebSocket close code when the server cannot answer now (RFC 6455 1011); the client retries.
constexpr std::uint16_t close_internal_error = 1011;

/// Open seeks one player may have (lichess's limit for correspondence seeks), and on one node.
constexpr int max_seeks_per_player = 5;
constexpr std::size_t max_seeks = 2000;

}  // namespace

Lobby::Lobby(PlayContext& ctx, RoomRegistry& rooms, MatchQueue& queue, NodeLink* link)
    : ctx_(ctx),
      rooms_(rooms),
      queue_(queue),
      strand_(net::make_strand(ctx.ioc)),
      token_reads_(net::make_strand(ctx.pools.reads)),
      rng_(std::random_device{}()),
      invites_(std::chrono::milliseconds(ctx.config.invite_ttl_ms), ctx.config.max_open_invites),
      challenges_(strand_, std::chrono::milliseconds(ctx.config.challenge_ttl_ms), ctx.config.max_open_challenges,
                  [this](std::vector<Challenge> expired) { on_challenges_expired(std::move(expired)); }),
      seeks_(max_seeks_per_player, max_seeks),
      link_(link) {
  queue_.subscribe(strand_, [this](QueueEvent e) {
    std::visit(
        [this](auto& event) {
          using T = std::decay_t<decltype(event)>;
          if constexpr (std::is_same_v<T, Pairing>)
            on_pairing(std::move(event));
          else
            on_fallback(std::move(event));
        },
        e);
  });
}

void Lobby::hello(Reply reply, protocol::Hello h) {
  net::post(strand_, [this, reply = std::move(reply), h = std::move(h)] {
    const std::string hash = h.token ? token_hash(*h.token) : std::string();
    if (!h.token || by_hash_.count(hash)) return greet(reply, h, hash, std::nullopt);
    // A token this lobby does not hold: the store is asked off the strand, and the answer comes
    // back to it; in the order the hellos came, so the newest connection of a player is the one kept.
    net::post(token_reads_, [this, reply, h, hash] {
      std::optional<StoredPlayer> stored;
      try {
        stored = ctx_.store.find_player(hash);
      } catch (const std::exception& e) {
        spdlog::error("hello: cannot read players: {}", e.what());
        return reply.peer->close_with(close_internal_error, "try again");
      }
      net::post(strand_, [this, reply, h, hash, stored = std::move(stored)] { greet_at_home(reply, h, hash, stored); });
    });
  });
}

void Lobby::greet(const Reply& reply, const protocol::Hello& h, const std::string& token_hash_in,
                  std::optional<StoredPlayer> stored) {
  std::string player_id, token, hash = token_hash_in;
  if (h.token) {
    if (auto it = by_hash_.find(hash); it != by_hash_.end()) {
      player_id = it->second;  // known, or greeted while the store was read
    } else if (stored && !forgotten_.count(stored->id)) {
      player_id = stored->id;
      by_hash_[hash] = player_id;
      players_[player_id].name = stored->name;
      players_[player_id].account = stored->account;
      players_[player_id].bot = stored->bot;
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
    players_[player_id].hashes.push_back(hash);
    ctx_.store.save_player(player_id, players_[player_id].name, hash);
    // The token goes out once the store holds it: another node (or this one after a restart)
    // must know it whenever the client comes back with it.
    ctx_.store.after_queued([this, reply, player_id, token] {
      net::post(strand_, [this, reply, player_id, token] { admit(reply, player_id, token); });
    });
    return;
  }
  if (h.name && *h.name != players_[player_id].name && !players_[player_id].account) {
    players_[player_id].name = *h.name;
    ctx_.store.save_player(player_id, *h.name, hash);
  }
  Player& p = players_[player_id];
  if (std::find(p.hashes.begin(), p.hashes.end(), hash) == p.hashes.end()) p.hashes.push_back(hash);
  admit(reply, player_id, token);
}

void Lobby::admit(const Reply& reply, const std::string& player_id, const std::string& token) {
  Player& p = players_[player_id];
  if (auto old = p.peer.lock(); old && old != reply.peer) {
    spdlog::info("player {}: a new connection replaces the old one", player_id);
    leave_queue(player_id);
    old->close_with(close_replaced, "replaced");
  }
  p.peer = reply.peer;
  if (p.bot) online_bots_.arrived(player_id, p.name);
  reply.send(protocol::welcome_message(reply.id, player_id, p.name, token, p.account));
  reply.peer->identify({p.name, p.account, p.bot, p.bot ? player_id : std::string()});
  reply.peer->greeted(player_id);
  for (auto& room : rooms_.rooms_of(player_id)) room->attach(reply.peer, player_id);
  show_challenges(player_id, reply.peer);
  if (link_) link_->settle(player_id);
  spdlog::debug("player {} said hello", player_id);
}

bool Lobby::may_open_game(const Reply& reply, const std::string& player) {
  if (rooms_.live_games_of(player) < ctx_.config.max_games_per_player) return true;
  reply.error(ErrorCode::bad_message,
              "at most " + std::to_string(ctx_.config.max_games_per_player) + " games in progress at once");
  return false;
}

void Lobby::open_game(GameSetup setup, const Reply* requester) {
  try {
    rooms_.open(std::move(setup));
  } catch (const std::exception& e) {
    if (requester) requester->error(ErrorCode::bad_message, std::string("variant: ") + e.what());
  }
}

void Lobby::bot_play(Reply reply, std::string player, protocol::BotPlay b) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), b] {
    if (!may_open_game(reply, player)) return;
    GameSetup s;
    s.variant = b.variant;
    s.kind = RoomKind::bot;
    s.listed = true;
    s.clock = b.clock;
    s.seats[index(b.side)] = seat_of(player, reply.peer);
    s.seats[index(other(b.side))] = computer_seat(b.level);
    s.reply_id = reply.id;
    s.reply_player = player;
    open_game(std::move(s), &reply);
  });
}

void Lobby::local_play(Reply reply, std::string player, Variant v) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), v] {
    if (!may_open_game(reply, player)) return;
    GameSetup s;
    s.variant = v;
    s.kind = RoomKind::local;
    s.seats[0] = seat_of(player, reply.peer);
    s.seats[1] = s.seats[0];
    s.reply_id = reply.id;
    s.reply_player = player;
    open_game(std::move(s), &reply);
  });
}

void Lobby::friend_create(Reply reply, std::string player, protocol::FriendCreate f) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), f] {
    try {
      Rules check(f.variant);
    } catch (const std::exception& e) {
      return reply.error(ErrorCode::bad_message, std::string("variant: ") + e.what());
    }
    const std::optional<protocol::TimeControl> clock = f.clock ? *f.clock : ctx_.config.default_clock;
    auto inv = invites_.create(player, players_[player].name, f.variant, f.side, clock);
    if (!inv)
      return reply.error(ErrorCode::rate_limited, "at most " + std::to_string(ctx_.config.max_open_invites) +
                                                      " open invitations at once: cancel one or wait");
    reply.send(protocol::friend_created_message(reply.id, inv->code, "/#friend=" + inv->code, inv->variant,
                                                ctx_.config.invite_ttl_ms,
                                                inv->side ? std::string(to_string(*inv->side)) : "random", inv->clock));
  });
}

void Lobby::friend_join(Reply reply, std::string player, std::string code) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), code = std::move(code)] {
    auto inv = invites_.find(code);
    if (!inv) return reply.error(ErrorCode::invite_not_found, "this invitation has expired, was cancelled or used");
    if (inv->creator == player)
      return reply.error(ErrorCode::bad_message, "this is your own invitation: send its link to a friend");
    Proposal p{inv->creator, inv->creator_name, player, inv->variant, inv->clock, false, inv->side, {}, "your friend"};
    if (open_proposal(reply, p)) invites_.take(code);  // used once
  });
}

void Lobby::friend_cancel(Reply reply, std::string player, std::string code) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), code = std::move(code)] {
    if (!invites_.cancel(code, player))
      return reply.error(ErrorCode::invite_not_found, "you have no open invitation with this code");
    reply.send(protocol::friend_cancelled_message(reply.id, code));
  });
}

bool Lobby::open_proposal(const Reply& reply, const Proposal& p) {
  const Side host_side = p.host_side ? *p.host_side : ((rng_() & 1) == 0 ? Side::south : Side::north);
  GameSetup s;
  s.variant = p.variant;
  s.kind = RoomKind::human;
  s.clock = p.clock;
  s.rated = p.rated;
  s.public_game = p.public_game;
  // The host may be away (a reload): their seat starts away, with its grace (GameRoom::start).
  SeatSetup host{p.host, p.host_name, std::nullopt, PeerRef{}, std::nullopt, false};
  if (auto it = players_.find(p.host); it != players_.end()) host = seat_of(p.host, it->second.peer);
  // The guest's answer may have waited for the store: they may have left meanwhile, or said hello
  // on a newer connection, which is the one their seat gets.
  auto guest_it = players_.find(p.guest);
  if (guest_it == players_.end()) {
    reply.error(ErrorCode::bad_message, "your connection closed before the game opened");
    return false;
  }
  SeatSetup guest = seat_of(p.guest, guest_it->second.peer);
  host.rating = p.ratings[0];
  guest.rating = p.ratings[1];
  s.seats[index(host_side)] = std::move(host);
  s.seats[index(other(host_side))] = std::move(guest);
  s.reply_id = reply.id;
  s.reply_player = p.guest;
  try {
    rooms_.open(std::move(s), ctx_.config.max_games_per_player);
  } catch (const RoomRegistry::LimitReached& e) {
    reply.error(ErrorCode::bad_message, e.player == p.guest
                                            ? std::string(e.what())
                                            : std::string(p.host_words) + " already has " + std::to_string(e.limit) +
                                                  " games in progress, the most at once");
    return false;
  } catch (const std::exception& e) {
    reply.error(ErrorCode::bad_message, std::string("variant: ") + e.what());
    return false;
  }
  // A real-time game holds both players: neither waits on in the queue for another.
  if (!(p.clock && p.clock->correspondence())) {
    leave_queue(p.host);
    leave_queue(p.guest);
  }
  return true;
}

void Lobby::disconnected(PeerPtr peer, std::string player) {
  net::post(strand_, [this, peer = std::move(peer), player = std::move(player)] {
    auto it = players_.find(player);
    if (it == players_.end() || it->second.peer.lock() != peer) return;  // replaced earlier
    leave_queue(player);
    drop_seeks(player, true, false, false);  // a guest's correspondence seek goes too
    for (auto& room : rooms_.rooms_of(player)) room->detach(peer, player);
    // Only connected players stay in memory: a later hello finds the player in the store and
    // the registry still knows their rooms.
    for (const std::string& hash : it->second.hashes) by_hash_.erase(hash);
    players_.erase(it);
    online_bots_.left(player);
    // A player with a game here keeps this node as home, so that a reconnection anywhere comes back to it.
    if (link_ && rooms_.live_games_of(player) == 0) link_->unsettle(player);
  });
}

void Lobby::forget_player(std::string player, std::uint16_t code, std::string reason, std::function<void()> done) {
  net::post(strand_, [this, player = std::move(player), code, reason = std::move(reason), done = std::move(done)] {
    forgotten_.insert(player);  // a hello whose token the store still finds makes a new guest
    withdraw(player);
    for (const auto& room : rooms_.all()) room->forget_chat_author(player);  // their lines leave every history
    if (auto it = players_.find(player); it != players_.end()) {
      for (const std::string& hash : it->second.hashes) by_hash_.erase(hash);
      it->second.hashes.clear();
      if (auto peer = it->second.peer.lock()) peer->close_with(code, reason);
    }
    if (done) done();
  });
}

void Lobby::bar_from_play(std::string player) {
  net::post(strand_, [this, player = std::move(player)] { withdraw(player); });
}

void Lobby::withdraw(const std::string& player) {
  leave_queue(player);
  drop_seeks(player, false, false, true);  // a correspondence seek too: it would open a game
  invites_.cancel_all_of(player);
  for (const Challenge& c : challenges_.take_all_of(player)) {
    const std::string frame = protocol::challenge_cancelled_message(std::nullopt, c.id);
    if (c.challenger != player) send_to(c.challenger, frame);
    if (c.target != player && c.shown) send_to(c.target, frame);
  }
}

SeatSetup Lobby::computer_seat(ai::Level l) {
  SeatSetup seat;
  seat.name = "Computer (" + std::string(ai::to_string(l)) + ")";
  seat.bot = l;
  return seat;
}

SeatSetup Lobby::seat_of(const std::string& player, PeerRef peer) {
  const Player& p = players_[player];
  return {player, p.name, std::nullopt, std::move(peer), std::nullopt, p.account, p.bot};
}

void Lobby::account_created(std::string player, std::string username) {
  net::post(strand_, [this, player = std::move(player), username = std::move(username)] {
    auto it = players_.find(player);
    if (it == players_.end()) return;  // not connected: the next hello reads the store
    it->second.name = username;
    it->second.account = true;
    if (auto peer = it->second.peer.lock()) peer->identify({username, true});
  });
}

}  // namespace mancala::server

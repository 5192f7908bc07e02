#include "mancala/server/kgp/kgp_pool.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/server/kgp/kgp_session.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

namespace net = boost::asio;

KgpPool::KgpPool(PlayContext& ctx, RoomRegistry& rooms)
    : ctx_(ctx), rooms_(rooms), strand_(net::make_strand(ctx.ioc)), rng_(std::random_device{}()) {}

void KgpPool::identify(std::optional<std::string> token, std::optional<std::string> name,
                       std::function<void(std::optional<KgpIdentity>)> done) {
  net::post(ctx_.pools.reads, [this, token = std::move(token), name = std::move(name), done = std::move(done)] {
    // No token: a player of this connection alone, under a token nobody is told.
    const std::string hash = token_hash(token ? *token : new_token());
    std::optional<StoredPlayer> stored;
    try {
      if (token) stored = ctx_.store.find_player(hash);
    } catch (const std::exception& e) {
      spdlog::error("kgp: cannot read players: {}", e.what());
      return done(std::nullopt);
    }
    KgpIdentity who;
    if (stored && !stored->bot) {
      who.refused = "this token names a person, not a bot";
      return done(who);
    }
    if (stored) {
      who = {stored->id, stored->name, {}, true, stored->account};
      // A new name is kept, as hello keeps one; an account's username stays.
      if (name && *name != stored->name && !stored->account) {
        who.name = *name;
        ctx_.store.save_player(who.player, who.name, hash);
      }
      return done(who);
    }
    who = {new_id(), name ? *name : "KGP agent " + new_id(4), {}, token.has_value()};
    ctx_.store.create_bot_player(who.player, who.name, hash);
    // The player is stored before any game names them.
    ctx_.store.after_queued([who, done] { done(who); });
  });
}

void KgpPool::join(const std::shared_ptr<KgpSession>& agent, KgpIdentity who) {
  net::post(strand_, [this, agent = std::weak_ptr<KgpSession>(agent), who = std::move(who)]() mutable {
    const auto a = agent.lock();
    // Seated: its game's `game` is on its way (a join asked before it came changes nothing).
    if (!a || !a->is_open() || a->seated()) return;
    for (const Waiting& w : waiting_)
      if (w.agent.lock() == a) return;
    pair_or_wait({std::move(agent), std::move(who), nullptr});
  });
}

void KgpPool::leave(const std::shared_ptr<KgpSession>& agent) {
  net::post(strand_, [this, agent = agent.get()] {
    std::erase_if(waiting_, [agent](const Waiting& w) {
      const auto a = w.agent.lock();
      return !a || a.get() == agent;
    });
  });
}

void KgpPool::holds(const std::string& player, std::function<void(bool)> done) const {
  if (!hold_check_) return done(false);
  hold_check_(player, std::move(done));
}

void KgpPool::hold(const std::shared_ptr<KgpSession>& agent, const std::string& player) {
  leave(agent);
  const std::lock_guard lock(held_mutex_);
  held_[player] = agent;
}

void KgpPool::release(const KgpSession* agent, const std::string& player) {
  const std::lock_guard lock(held_mutex_);
  const auto it = held_.find(player);
  if (it == held_.end()) return;
  const auto held = it->second.lock();
  if (!held || held.get() == agent) held_.erase(it);
}

PeerPtr KgpPool::held_agent(const std::string& player) const {
  const std::lock_guard lock(held_mutex_);
  const auto it = held_.find(player);
  if (it == held_.end()) return nullptr;
  auto agent = it->second.lock();
  if (!agent || !agent->is_open() || agent->seated()) return nullptr;
  return agent;
}

void KgpPool::pair_or_wait(Waiting w) {
  std::erase_if(waiting_, [](const Waiting& x) {
    const auto a = x.agent.lock();
    return !a || !a->is_open();
  });
  // The longest waiting agent of another player: one player never sits on both sides of a room.
  const auto other =
      std::find_if(waiting_.begin(), waiting_.end(), [&](const Waiting& x) { return x.who.player != w.who.player; });
  if (other != waiting_.end()) {
    Waiting o = std::move(*other);
    waiting_.erase(other);
    const bool first_south = (rng_() & 1) == 0;
    const bool rated = o.who.rated && w.who.rated;  // among bots only
    return open({seat_of(first_south ? o : w), seat_of(first_south ? w : o)}, false, rated);
  }
  w.timer = std::make_unique<PlayTimer>(strand_, std::chrono::milliseconds(ctx_.config.kgp_bot_after_ms));
  w.timer->async_wait([this, agent = w.agent.lock().get()](boost::system::error_code ec) {
    if (!ec) fall_back(agent);
  });
  waiting_.push_back(std::move(w));
}

void KgpPool::fall_back(const KgpSession* agent) {
  const auto it = std::find_if(waiting_.begin(), waiting_.end(),
                               [agent](const Waiting& w) { return w.agent.lock().get() == agent; });
  if (it == waiting_.end()) return;
  Waiting w = std::move(*it);
  waiting_.erase(it);
  SeatSetup computer;
  computer.name = "Computer (" + std::string(ai::to_string(ctx_.config.kgp_bot_level)) + ")";
  computer.bot = ctx_.config.kgp_bot_level;
  const bool agent_south = (rng_() & 1) == 0;
  if (agent_south)
    open({seat_of(w), computer}, true, false);
  else
    open({computer, seat_of(w)}, true, false);
}

SeatSetup KgpPool::seat_of(const Waiting& w) const {
  SeatSetup s;
  s.player = w.who.player;
  s.name = w.who.name;
  s.peer = w.agent;
  s.account = w.who.account;
  s.account_bot = true;  // every agent plays as a bot player (identify refuses a person's token)
  return s;
}

void KgpPool::open(std::array<SeatSetup, 2> seats, bool computer, bool rated) {
  GameSetup s;
  s.variant = ctx_.config.kgp_variant;
  s.kind = computer ? RoomKind::bot : RoomKind::human;
  s.listed = true;
  // No clock: each turn has kgp_move_ms, rated in that turn time's speed (docs/bots.md §KGP).
  s.rated = rated;
  s.speed = per_turn_speed(std::chrono::milliseconds(ctx_.config.kgp_move_ms));
  const std::array<PeerRef, 2> peers = {seats[0].peer, seats[1].peer};
  for (const PeerRef& peer : peers)
    if (auto agent = std::static_pointer_cast<KgpSession>(peer.lock())) agent->mark_seated();
  s.seats = std::move(seats);
  try {
    const auto room = rooms_.open(std::move(s));
    spdlog::info("kgp: game {} opened", room->id());
  } catch (const std::exception& e) {
    // The variant was checked at start-up; an agent that stays waits for nothing, so it is told.
    spdlog::error("kgp: cannot open a game: {}", e.what());
    for (const PeerRef& peer : peers)
      if (auto agent = std::static_pointer_cast<KgpSession>(peer.lock())) agent->refused(e.what());
  }
}

}  // namespace mancala::server

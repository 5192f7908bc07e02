// Lobby, part two: players between the nodes of a cluster (docs/architecture.md §Across nodes):
// a returning player relayed to their home, a player handed over to the node of their game, a
// cross-node pairing that did not happen.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;

void Lobby::greet_at_home(const Reply& reply, const protocol::Hello& h, const std::string& hash,
                          std::optional<StoredPlayer> stored) {
  // Known here already (greeted meanwhile), new, or itself relayed from the socket's node: here.
  if (!link_ || !stored || by_hash_.count(hash) || reply.peer->relayed()) return greet(reply, h, hash, stored);
  link_->locate(stored->id, [this, reply, h, hash, stored](std::optional<std::string> home) {
    net::post(strand_, [this, reply, h, hash, stored, home] {
      // No live home (none, or a node that died: it reads no messages) makes this node the home
      // now; the player's game comes when a node takes it (reattach, or a hand_over to that node).
      if (!home || *home == link_->node() || by_hash_.count(hash)) return greet(reply, h, hash, stored);
      // The player's session is on another node: this connection goes there, `hello` and all.
      nlohmann::json hello{{"type", "hello"}, {"protocol", protocol::protocol_version}, {"token", *h.token}};
      if (h.name) hello["name"] = *h.name;
      if (reply.id) hello["id"] = *reply.id;
      reply.peer->relay_to(*home, stored->id, nlohmann::json{{"hello", hello.dump()}}.dump());
    });
  });
}

void Lobby::wait_on(const QueueEntry& e) {
  auto it = players_.find(e.player);
  if (it == players_.end() || !it->second.peer.lock()) return;  // gone meanwhile
  queued_[e.player] = {pool_key(e), e.variant, e.clock};
  queue_.join(e);
}

void Lobby::hand_over(std::string player, std::string to, std::string pairing) {
  net::post(strand_, [this, player = std::move(player), to = std::move(to), pairing = std::move(pairing)] {
    auto it = players_.find(player);
    PeerPtr peer = it == players_.end() ? nullptr : it->second.peer.lock();
    // A player with a game in progress here stays here: their connection cannot serve two nodes.
    const auto queued = queued_.find(player);
    if (!peer || !peer->is_open() || (!pairing.empty() && queued == queued_.end()) ||
        rooms_.live_games_of(player) > 0) {
      if (!pairing.empty()) link_->publish(to, nlohmann::json{{"t", "declined"}, {"pairing", pairing}}.dump());
      return;
    }
    nlohmann::json adopt{{"player", player},
                         {"name", it->second.name},
                         {"account", it->second.account},
                         {"bot", it->second.bot},
                         {"pairing", pairing}};
    // Should the pairing be gone there by the time the player arrives, they wait on in the queue there.
    if (!pairing.empty()) {
      adopt["variant"] = protocol::variant_to_json(queued->second.variant).dump();
      adopt["clock"] = protocol::clock_key(queued->second.clock);
    }
    move_away(it, peer, to, std::move(adopt));
  });
}

void Lobby::move_away(std::unordered_map<std::string, Player>::iterator it, const PeerPtr& peer, const std::string& to,
                      nlohmann::json adopt) {
  const std::string player = it->first;
  leave_queue(player);
  for (auto& room : rooms_.rooms_of(player)) room->detach(peer, player);
  for (const std::string& hash : it->second.hashes) by_hash_.erase(hash);
  players_.erase(it);
  online_bots_.left(player);
  peer->relay_to(to, player, nlohmann::json{{"adopt", std::move(adopt)}}.dump());
}

void Lobby::watch_elsewhere(Reply reply, std::string player, std::string node, std::string game, std::string then) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), node = std::move(node),
                      game = std::move(game), then = std::move(then)] {
    auto it = players_.find(player);
    PeerPtr peer = it == players_.end() ? nullptr : it->second.peer.lock();
    if (!peer || peer != reply.peer || !peer->is_open()) return;  // replaced or gone meanwhile
    const bool pairing = std::any_of(pending_.begin(), pending_.end(),
                                     [&](const auto& p) { return p.second.pair.first.player == player; });
    // One connection serves one node: a game here, or the queue here, keeps it here.
    if (rooms_.live_games_of(player) > 0 || queued_.count(player) || pairing || invites_.open_of(player) > 0)
      return reply.error(protocol::ErrorCode::game_not_found,
                         "game " + game +
                             " is played on another node; this connection plays, waits or invites here: watch " +
                             "it from a connection of its own");
    spdlog::info("player {}: to node {} to watch game {}", player, node, game);
    move_away(it, peer, node,
              {{"player", player},
               {"name", it->second.name},
               {"account", it->second.account},
               {"bot", it->second.bot},
               {"then", then}});
  });
}

void Lobby::adopt(PeerPtr peer, std::string player, std::string name, bool account, bool bot, std::string pairing,
                  std::optional<Variant> queued, std::optional<protocol::TimeControl> queued_clock) {
  net::post(strand_, [this, peer = std::move(peer), player = std::move(player), name = std::move(name), account, bot,
                      pairing = std::move(pairing), queued = std::move(queued), queued_clock] {
    Player& p = players_[player];
    if (auto old = p.peer.lock(); old && old != peer && old->is_open()) {
      // For a pairing, the connection handed over is the one that joined the queue: the newest.
      // Called here for a game this node took, it may be an old one of a node that was away,
      // while an open socket of this node is surely alive (a relayed session may be stale).
      if (pairing.empty() && !old->relayed()) return peer->close_with(close_replaced, "replaced");
      spdlog::info("player {}: a connection handed over from another node replaces the old one", player);
      leave_queue(player);
      old->close_with(close_replaced, "replaced");
    }
    p.peer = peer;
    if (!p.account) p.name = name;
    p.account = p.account || account;
    p.bot = p.bot || bot;
    peer->identify({p.name, p.account, p.bot, p.bot ? player : std::string()});
    if (link_) link_->settle(player);
    for (auto& room : rooms_.rooms_of(player)) room->attach(peer, player);
    if (pairing.empty()) return;
    auto it = pending_.find(pairing);
    if (it == pending_.end()) {
      // Arrived after this node gave up on the pairing: the player waits on here.
      if (queued) wait_on({player, *queued, queued_clock});
      return;
    }
    PendingPairing pending = std::move(it->second);
    pending_.erase(it);
    pending.timer->cancel();
    pending.pair.second.node.clear();
    const std::string& first = pending.pair.first.player;
    if (still_queued(pending.pair.first) && players_.count(first) && players_[first].peer.lock()) {
      queued_.erase(first);
      return open_pairing(pending.pair);
    }
    // The player of this node left or went meanwhile: the one handed over waits on here.
    wait_on(pending.pair.second);
  });
}

void Lobby::declined(std::string pairing) {
  net::post(strand_, [this, pairing = std::move(pairing)] {
    auto it = pending_.find(pairing);
    if (it == pending_.end()) return;
    const QueueEntry first = it->second.pair.first;
    pending_.erase(it);
    if (still_queued(first)) wait_on(first);  // unless they left meanwhile
  });
}

void Lobby::requeue(std::string player) {
  net::post(strand_, [this, player = std::move(player)] {
    auto it = queued_.find(player);
    if (it == queued_.end()) return;
    // The queue may still hold the entry the pairing answered: it goes, and a new one joins.
    queue_.leave(player);
    join_rated(player, it->second.variant, it->second.clock);
  });
}

void Lobby::reattach(std::string player) {
  net::post(strand_, [this, player = std::move(player)] {
    auto it = players_.find(player);
    if (it == players_.end()) return;
    if (PeerPtr peer = it->second.peer.lock())
      for (auto& room : rooms_.rooms_of(player)) room->attach(peer, player);
  });
}

}  // namespace mancala::server

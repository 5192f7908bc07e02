// A node's lease in Redis, and the games of a node whose lease lapsed.
#pragma once

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "mancala/server/cluster/redis_client.hpp"
#include "mancala/server/lobby/node_link.hpp"
#include "mancala/server/play/play_context.hpp"

namespace mancala::server {

class RoomRegistry;

/// Renews this node's lease (`mancala:lease:<node>`, `node_lease_ms`) every third of it and
/// lists the node in `mancala:nodes`. Every tick it also looks for nodes whose lease lapsed and
/// takes their games: Store::claim_games moves them to this node in one statement (two nodes
/// that look at once: one gets each game) and fences their old owner; each is rebuilt from its
/// stored plies (restore_stored) and each of its players is called here (`adopt_all`). It looks
/// only once it has held its own lease for two lease times without a gap: after Redis was away
/// (or restarted empty) every node needs time to renew before a missing lease means a dead node.
class NodeLease {
 public:
  /// `node_dead` is called with each node found dead, `reconnected` when this node's Redis
  /// connection was made again (frames it sent meanwhile may be lost); both on the network threads.
  NodeLease(PlayContext& play, RoomRegistry& rooms, RedisClient& redis, NodeLink& link,
            std::function<void(const std::string&)> node_dead, std::function<void()> reconnected);
  /// Takes this node's lease, claims the games it owned before a restart and reopens them
  /// (blocks on Redis and the store; call before listening), then starts the renewals. Returns
  /// the games reopened.
  int start();
  /// Calls the players of this node's games in progress here again, after this node's channel
  /// was read again: meanwhile another node may have greeted them itself (NodeLink::locate names
  /// no home that reads nothing). Thread-safe.
  void recall();

 private:
  using Clock = std::chrono::steady_clock;
  void arm();
  void tick();
  /// The lease's renewal in Redis; `done` gets whether Redis took it (on the client's thread).
  void renew(std::function<void(bool)> done);
  void on_renewed(bool ok);
  void look_for_dead();
  /// On the reads pool: the games of `dead` claimed, then reopened on the network threads.
  void take_over(const std::string& dead);
  /// Reopens claimed games and calls their players here; the number reopened.
  int reopen(std::vector<StoredGame> games);
  /// Each player of this node's games in progress: home here, and their connections called here.
  void call_players(const std::vector<std::string>& players);

  PlayContext& play_;
  RoomRegistry& rooms_;
  RedisClient& redis_;
  NodeLink& link_;
  std::function<void(const std::string&)> node_dead_;
  std::function<void()> reconnected_;
  const std::chrono::milliseconds lease_;
  const std::string incarnation_;  // this process's lease value
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  boost::asio::steady_timer timer_;
  // On strand_.
  Clock::time_point renewed_{};     // the latest renewal Redis took
  Clock::time_point held_since_{};  // the lease held without a gap since
  std::uint64_t connections_seen_ = 0;
  bool taking_ = false;  // a take-over is being read from the store
};

}  // namespace mancala::server

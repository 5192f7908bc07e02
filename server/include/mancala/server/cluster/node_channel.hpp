// A node's channel in Redis: messages to and from the other nodes, and the players' homes.
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <thread>

#include "mancala/server/cluster/redis_client.hpp"
#include "mancala/server/lobby/node_link.hpp"

namespace mancala::server {

/// The NodeLink of a cluster's node, over Redis. Messages go out with PUBLISH on the RedisClient
/// (one connection, in order) to `mancala:node:<name>` or `mancala:all`; this node's two channels
/// are read by a subscriber connection on a thread of its own, which hands each message to
/// `handler` (on that thread) and, after it had to reconnect, calls `reconnected`. A player's
/// home is `mancala:home:<player>` (a day, renewed at each hello); it counts while its node's lease
/// `mancala:lease:<node>` exists (NodeLease) and the node's channel has a subscriber (Redis drops a
/// killed process's at once, its lease only when it lapses).
class NodeChannel final : public NodeLink {
 public:
  NodeChannel(RedisAddress address, RedisClient& redis, std::string node);
  ~NodeChannel() override;
  NodeChannel(const NodeChannel&) = delete;
  NodeChannel& operator=(const NodeChannel&) = delete;

  /// Starts reading this node's channels. Call once.
  void start(std::function<void(std::string)> handler, std::function<void()> reconnected);

  const std::string& node() const override { return node_; }
  void publish(const std::string& to, std::string message) override;
  void broadcast(std::string message) override;
  void locate(const std::string& player, std::function<void(std::optional<std::string>)> done) override;
  void settle(const std::string& player) override;
  void unsettle(const std::string& player) override;

 private:
  void run();

  RedisAddress address_;
  RedisClient& redis_;
  const std::string node_;
  std::function<void(std::string)> handler_;
  std::function<void()> reconnected_;
  std::atomic<bool> stopping_{false};
  std::atomic<int> fd_{-1};  // the subscriber's socket, shut down to stop the thread
  std::thread thread_;
};

}  // namespace mancala::server

// The cluster seam of the play layer: what a node tells the other nodes, and where a player's
// session lives. A node of a cluster implements it over Redis (cluster/node_channel.hpp); a
// server that runs alone has none (a null NodeLink*).
#pragma once

#include <functional>
#include <optional>
#include <string>

namespace mancala::server {

/// Messages between the nodes of a cluster, and the players' homes: the node that hosts a
/// player's session (the lobby's Player and its connection, docs/architecture.md §Cluster).
/// Thread-safe; callbacks run on a thread of the link and post their work elsewhere.
class NodeLink {
 public:
  virtual ~NodeLink() = default;
  /// This node's name (`node`).
  virtual const std::string& node() const = 0;
  /// Sends `message`, a JSON object's text, to node `to`. Messages from one node to another
  /// arrive in the order they were sent, or not at all (Redis away).
  virtual void publish(const std::string& to, std::string message) = 0;
  /// Sends `message` to every node, this one included.
  virtual void broadcast(std::string message) = 0;
  /// `done` gets the home of `player` when it is a node whose lease is alive and that reads its
  /// messages, else nullopt: a node killed a moment ago is no home, although its lease lives on.
  virtual void locate(const std::string& player, std::function<void(std::optional<std::string> home)> done) = 0;
  /// This node is `player`'s home from now on.
  virtual void settle(const std::string& player) = 0;
  /// `player` has no session and no game here any more: their next connection, wherever it
  /// is, may be their home (unless another node is their home by then).
  virtual void unsettle(const std::string& player) = 0;
};

}  // namespace mancala::server

// The public queues of a cluster: one pool per (variant, clock) in Redis, shared by every node.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/strand.hpp>
#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <unordered_map>

#include "mancala/server/cluster/redis_client.hpp"
#include "mancala/server/config/config.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/queue/match_queue.hpp"

namespace mancala::server {

/// A `MatchQueue` whose entries live in Redis: each step (join and pair, a wave, the computer
/// fallback, leave) is one Lua script (queue_scripts.hpp), so a join and a timer that meet, or two
/// nodes that reach for one entry, get exactly one answer, and a player has one entry in the whole
/// cluster. The node keeps its own entries too, on a strand, with their computer timers: what
/// Redis refused while it was away, or lost in a restart, is sent again once it answers, and until
/// then nobody is paired. Entries of different nodes are paired too: the game is the node's of the
/// longer wait, which gets the Pairing (its `second` another node's player, handed over by the
/// lobbies); a node that pairs two entries of other nodes sends the pairing to the first's node.
class RedisQueue final : public MatchQueue {
 public:
  RedisQueue(boost::asio::io_context& ioc, RedisClient& redis, const Config& config, Metrics& metrics);

  void subscribe(boost::asio::any_io_executor executor, Handler handler) override;
  void join(QueueEntry entry) override;
  void leave(const std::string& player) override;
  /// A pairing another node made, of this node's entry first (the node channel's `pair` message:
  /// {first, second}, each {player, ticket, node, rating}). Any thread.
  void remote_pair(const nlohmann::json& message);

 private:
  struct Mine {
    QueueEntry entry;
    std::string key;  // pool_key(entry)
    std::string ticket;
    std::int64_t since_ms = 0;   // Unix time, the score every node compares
    std::int64_t joined_ms = 0;  // Unix time of this join: of two joins of one player, the later wins
    std::unique_ptr<PlayTimer> timer;
    bool stored = false;  // Redis holds it (as far as this node knows)
    bool due = false;     // its computer timer fired while Redis did not answer
  };
  using Reply = std::optional<RedisReply>;
  struct Half {  // one entry of a pairing, as Redis answered it
    std::string player, ticket, node;
    double rating = 0;
  };

  // On strand_.
  void do_join(QueueEntry entry);
  void do_leave(const std::string& player);
  void send_join(const Mine& m);
  void send_fallback(const std::string& player, const std::string& ticket);
  void send_leave(const std::string& player, const std::string& ticket);
  void on_pairs(const Reply& reply);
  /// This node's entry, if it still holds it under that ticket (its timer stopped).
  std::optional<QueueEntry> take(const Half& h);
  /// A pairing of this node's entry with another node's: the lobby gets it, else the other waits on.
  void on_cross_pair(const Half& mine, const Half& theirs);
  void publish_pair(const Half& first, const Half& second);
  void on_fallback(const std::string& player, const std::string& ticket, const Reply& reply);
  void tick();
  void arm_tick();
  /// Runs a script with the arguments after it; `done` gets the reply on strand_.
  void eval(const char* script, std::vector<std::string> args, std::function<void(Reply)> done);
  std::vector<std::string> pair_args(const std::string& key) const;
  void emit(QueueEvent event);
  void update_gauge();

  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  RedisClient& redis_;
  const Config& config_;
  Metrics& metrics_;
  boost::asio::any_io_executor handler_executor_;
  Handler handler_;
  std::unordered_map<std::string, Mine> mine_;            // player → this node's entry
  std::unordered_map<std::string, std::string> leaving_;  // player → ticket: leaves Redis did not take
  std::uint64_t next_ticket_ = 1;
  std::uint64_t connections_seen_ = 0;
  std::int64_t counted_ = 0;  // what this queue added to metrics_.queue
  PlayTimer tick_timer_;
  bool tick_armed_ = false;
};

}  // namespace mancala::server

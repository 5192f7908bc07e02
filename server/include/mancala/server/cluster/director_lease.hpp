// Which node of a cluster directs the tournaments: a lease in Redis.
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <string>

#include "mancala/server/cluster/redis_client.hpp"
#include "mancala/server/tournament/director.hpp"

namespace mancala::server {

/// The director's lease, `mancala:tournaments:director`: the name of the node that holds it, for
/// `lease` at a time. Every third of it each node asks Redis for it; the holder renews it, the
/// others learn who holds it, and one of them gets it once the holder stopped renewing (it died,
/// or lost Redis). A node directs while its latest renewal is younger than the lease, so a node cut
/// off from Redis stops directing before another can start.
class DirectorLease : public TournamentLease {
 public:
  DirectorLease(boost::asio::io_context& ioc, RedisClient& redis, std::string node, std::chrono::milliseconds lease);
  /// Asks for the lease once (waits up to 3 s for Redis), then every third of the lease.
  void start();
  /// Stops asking (shutdown); the lease then lapses by itself.
  void stop();
  bool directing() const override;
  std::optional<std::string> director_node() const override;

 private:
  using Clock = std::chrono::steady_clock;
  /// Asks Redis for the lease; `then` gets the holder (nothing: Redis away) and when it was
  /// asked, on Redis's thread.
  void ask(std::function<void(std::optional<std::string>, Clock::time_point)> then);
  void arm();
  /// Thread-safe: the strand's, or Redis's thread at start().
  void on_answer(std::optional<std::string> holder, Clock::time_point asked);

  RedisClient& redis_;
  const std::string node_;
  const std::chrono::milliseconds lease_;
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  boost::asio::steady_timer timer_;
  std::atomic<Clock::rep> held_at_{0};  // when the latest renewal Redis took was asked (0: never)
  mutable std::mutex mutex_;
  std::optional<std::string> holder_;  // as Redis last said; under mutex_
  bool stopped_ = false;               // on strand_
};

}  // namespace mancala::server

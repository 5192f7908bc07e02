// The cluster's Redis, reached from a thread of its own so that no network thread waits on it.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "mancala/server/config/config.hpp"

namespace mancala::server {

/// What every key and channel of ours in Redis starts with (docs/operations.md §Cluster).
inline constexpr const char* redis_key_prefix = "mancala:";

/// One Redis reply, copied out of hiredis's.
struct RedisReply {
  enum class Kind { nil, integer, text, array, status, error };
  Kind kind = Kind::nil;
  long long integer = 0;
  std::string text;  // a bulk string, a status or an error's message
  std::vector<RedisReply> items;
};

/// One connection to Redis on its own thread: commands run one at a time, in the order given,
/// and each callback gets the reply, or nothing when Redis could not be reached (then, and while
/// it stays unreachable, commands fail at once). The thread reconnects with backoff, pings when
/// idle, logs once when Redis goes and once when it is back, and says whether it answers (`up`).
/// Callbacks run on the client's thread: they post their work elsewhere.
class RedisClient {
 public:
  using Callback = std::function<void(std::optional<RedisReply>)>;

  explicit RedisClient(RedisAddress address);
  ~RedisClient();
  RedisClient(const RedisClient&) = delete;
  RedisClient& operator=(const RedisClient&) = delete;

  void command(std::vector<std::string> args, Callback done);
  /// Counts the connections made: a caller that sees it change knows Redis may have been
  /// restarted and lost what it held.
  std::uint64_t connections() const { return connections_.load(std::memory_order_acquire); }
  /// Whether Redis answered the latest command or ping (/healthz reads it).
  const std::atomic<bool>& up() const { return answering_; }

 private:
  struct Pending {
    std::vector<std::string> args;
    Callback done;
  };
  struct Link;  // the hiredis connection, private to redis_client.cpp

  void run();
  /// Runs one command on `link`; nothing when the connection failed (it is then dropped).
  std::optional<RedisReply> execute(Link& link, const std::vector<std::string>& args);
  void set_up(bool up, const std::string& why);

  RedisAddress address_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Pending> pending_;
  bool stopping_ = false;
  bool up_ = false;      // on the client's thread
  bool logged_ = false;  // the first failure is logged even before any connection
  std::atomic<std::uint64_t> connections_{0};
  std::atomic<bool> answering_{false};
  std::thread thread_;
};

}  // namespace mancala::server

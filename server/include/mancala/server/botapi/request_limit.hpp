// The HTTP bot API's request limit: a token bucket per bearer token.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace mancala::server::botapi {

/// Requests per key (a token's hash): `per_s` sustained, `burst` at once. Thread-safe (a mutex
/// around the count; nothing else happens under it). Time is a parameter, so tests choose it.
class RequestLimit {
 public:
  using time_point = std::chrono::steady_clock::time_point;
  RequestLimit(double per_s, double burst) : per_s_(per_s), burst_(burst) {}
  /// Takes one request of `key` at `now`: 0 when it may go on, else the whole seconds (at least 1)
  /// until it may, for `Retry-After`.
  int take(const std::string& key, time_point now);

 private:
  struct Bucket {
    double tokens;
    time_point at;
  };
  /// Buckets that have refilled are dropped when the map grows past this: they equal a new one.
  static constexpr std::size_t prune_above = 10000;
  double per_s_, burst_;
  std::mutex mutex_;
  std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace mancala::server::botapi

// Failed logins counted per username and per client address (POST /api/sessions).
#pragma once

#include <chrono>
#include <cstddef>
#include <deque>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace mancala::server {

/// Counts failed logins in a sliding window, keyed by username (in lower case) and by client
/// address. A key that failed `max_failures` times within `window` is refused until the oldest of
/// those failures leaves the window. Thread-safe: one mutex, held only to count.
class LoginLimiter {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr int default_max_failures = 5;
  static constexpr Clock::duration default_window = std::chrono::minutes(1);

  explicit LoginLimiter(int max_failures = default_max_failures, Clock::duration window = default_window);

  /// Whole seconds (at least 1) until a login for `username` from `address` may be tried again;
  /// 0 when it may be tried now.
  std::chrono::seconds retry_after(std::string_view username, std::string_view address,
                                   Clock::time_point now = Clock::now());
  /// A login for `username` from `address` failed.
  void failed(std::string_view username, std::string_view address, Clock::time_point now = Clock::now());
  /// Keys held now; every `sweep_every` failures, those whose failures all left the window go.
  std::size_t keys() const;

 private:
  using Key = std::string;  // "u:" + lower-case username, or "a:" + address
  /// Drops the failures of `times` older than the window; under mutex_.
  void expire(std::deque<Clock::time_point>& times, Clock::time_point now) const;
  /// Forgets every key whose failures have all left the window, once every `sweep_every` failures.
  void sweep(Clock::time_point now);
  static constexpr std::size_t sweep_every = 1024;

  const int max_failures_;
  const Clock::duration window_;
  mutable std::mutex mutex_;
  std::unordered_map<Key, std::deque<Clock::time_point>> failures_;
  std::size_t since_sweep_ = 0;
};

}  // namespace mancala::server

#include "mancala/server/api/login_limiter.hpp"

#include <algorithm>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

LoginLimiter::LoginLimiter(int max_failures, Clock::duration window) : max_failures_(max_failures), window_(window) {}

void LoginLimiter::expire(std::deque<Clock::time_point>& times, Clock::time_point now) const {
  while (!times.empty() && times.front() <= now - window_) times.pop_front();
}

std::chrono::seconds LoginLimiter::retry_after(std::string_view username, std::string_view address,
                                               Clock::time_point now) {
  std::lock_guard lock(mutex_);
  Clock::duration wait{0};
  for (const Key& key : {"u:" + username_key(std::string(username)), "a:" + std::string(address)}) {
    auto it = failures_.find(key);
    if (it == failures_.end()) continue;
    expire(it->second, now);
    if (static_cast<int>(it->second.size()) < max_failures_) continue;
    // Free once the failures in the window are one fewer than the limit.
    const auto freed = it->second[it->second.size() - static_cast<std::size_t>(max_failures_)] + window_;
    wait = std::max(wait, freed - now);
  }
  if (wait <= Clock::duration::zero()) return std::chrono::seconds(0);
  const auto secs = std::chrono::ceil<std::chrono::seconds>(wait);
  return std::max(secs, std::chrono::seconds(1));
}

void LoginLimiter::failed(std::string_view username, std::string_view address, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  for (const Key& key : {"u:" + username_key(std::string(username)), "a:" + std::string(address)}) {
    auto& times = failures_[key];
    expire(times, now);
    times.push_back(now);
    // Only the last max_failures_ failures decide when a key is free again.
    while (static_cast<int>(times.size()) > max_failures_) times.pop_front();
  }
  if (++since_sweep_ >= sweep_every) sweep(now);
}

void LoginLimiter::sweep(Clock::time_point now) {
  since_sweep_ = 0;
  for (auto it = failures_.begin(); it != failures_.end();) {
    expire(it->second, now);
    it = it->second.empty() ? failures_.erase(it) : std::next(it);
  }
}

std::size_t LoginLimiter::keys() const {
  std::lock_guard lock(mutex_);
  return failures_.size();
}

}  // namespace mancala::server

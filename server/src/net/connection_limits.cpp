#include "mancala/server/net/connection_limits.hpp"

namespace mancala::server {

std::shared_ptr<void> ConnectionLimits::acquire(const std::string& ip, Refusal& why) {
  {
    std::lock_guard lock(mutex_);
    if (total_ >= max_total_) {
      why = Refusal::total;
      return nullptr;
    }
    int& mine = by_ip_[ip];
    if (mine >= max_per_ip_) {
      why = Refusal::per_ip;
      return nullptr;
    }
    ++mine;
    ++total_;
  }
  why = Refusal::none;
  // Points at the counter (non-null, so the slot tests true); the deleter gives the slot back.
  // `this` outlives every connection: main owns it.
  return std::shared_ptr<void>(this, [this, ip](void*) { release(ip); });
}

void ConnectionLimits::release(const std::string& ip) {
  std::lock_guard lock(mutex_);
  --total_;
  if (auto it = by_ip_.find(ip); it != by_ip_.end() && --it->second <= 0) by_ip_.erase(it);
}

int ConnectionLimits::total() const {
  std::lock_guard lock(mutex_);
  return total_;
}

int ConnectionLimits::of(const std::string& ip) const {
  std::lock_guard lock(mutex_);
  auto it = by_ip_.find(ip);
  return it == by_ip_.end() ? 0 : it->second;
}

}  // namespace mancala::server

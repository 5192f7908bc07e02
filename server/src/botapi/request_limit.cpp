#include "mancala/server/botapi/request_limit.hpp"

#include <algorithm>
#include <cmath>

namespace mancala::server::botapi {

int RequestLimit::take(const std::string& key, time_point now) {
  std::lock_guard lock(mutex_);
  const auto refilled = [&](const Bucket& b) {
    const double elapsed = std::chrono::duration<double>(now - b.at).count();
    return std::min(burst_, b.tokens + std::max(0.0, elapsed) * per_s_);
  };
  if (buckets_.size() > prune_above)
    std::erase_if(buckets_, [&](const auto& entry) { return refilled(entry.second) >= burst_; });
  auto [it, fresh] = buckets_.try_emplace(key, Bucket{burst_, now});
  Bucket& b = it->second;
  b.tokens = fresh ? burst_ : refilled(b);
  b.at = now;
  if (b.tokens >= 1) {
    b.tokens -= 1;
    return 0;
  }
  return std::max(1, static_cast<int>(std::ceil((1 - b.tokens) / per_s_)));
}

}  // namespace mancala::server::botapi

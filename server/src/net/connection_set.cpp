#include "mancala/server/net/connection_set.hpp"

#include <algorithm>

namespace mancala::server {

void ConnectionSet::add(const PeerPtr& peer) {
  std::lock_guard lock(mutex_);
  peers_.push_back(peer);
  if (peers_.size() >= prune_at_) {
    // Amortised O(1) per add: prune when the vector doubled since the last prune.
    std::erase_if(peers_, [](const PeerRef& p) { return p.expired(); });
    prune_at_ = std::max<std::size_t>(64, peers_.size() * 2);
  }
}

std::vector<PeerPtr> ConnectionSet::open() const {
  std::vector<PeerPtr> out;
  std::lock_guard lock(mutex_);
  out.reserve(peers_.size());
  for (const auto& ref : peers_)
    if (auto p = ref.lock(); p && p->is_open()) out.push_back(std::move(p));
  return out;
}

}  // namespace mancala::server

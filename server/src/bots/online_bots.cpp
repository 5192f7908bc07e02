#include "mancala/server/bots/online_bots.hpp"

#include <algorithm>

namespace mancala::server {

void OnlineBots::arrived(const std::string& id, const std::string& name) {
  std::lock_guard lock(mutex_);
  names_[id] = name;
}

void OnlineBots::left(const std::string& id) {
  std::lock_guard lock(mutex_);
  names_.erase(id);
}

std::vector<OnlineBot> OnlineBots::list(std::size_t limit) const {
  std::vector<OnlineBot> out;
  {
    std::lock_guard lock(mutex_);
    out.reserve(names_.size());
    for (const auto& [id, name] : names_) out.push_back({id, name});
  }
  std::sort(out.begin(), out.end(),
            [](const OnlineBot& a, const OnlineBot& b) { return a.name != b.name ? a.name < b.name : a.id < b.id; });
  if (out.size() > limit) out.resize(limit);
  return out;
}

}  // namespace mancala::server

#include "mancala/server/seek/seek_book.hpp"

#include <algorithm>

#include "mancala/server/play/ids.hpp"

namespace mancala::server {

std::optional<Seek> SeekBook::create(Seek s) {
  std::lock_guard lock(mutex_);
  if (open_of(s.player) >= max_per_player_ || by_id_.size() >= max_total_) return std::nullopt;
  do {
    s.id = new_id();
  } while (by_id_.count(s.id));
  s.order = ++made_;
  by_id_.emplace(s.id, s);
  return s;
}

std::optional<Seek> SeekBook::find(const std::string& id) const {
  std::lock_guard lock(mutex_);
  auto it = by_id_.find(id);
  if (it == by_id_.end()) return std::nullopt;
  return it->second;
}

std::optional<Seek> SeekBook::take(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto node = by_id_.extract(id);
  if (node.empty()) return std::nullopt;
  return std::move(node.mapped());
}

std::vector<Seek> SeekBook::take_of(const std::string& player, bool keep_correspondence) {
  std::lock_guard lock(mutex_);
  std::vector<Seek> out;
  for (auto it = by_id_.begin(); it != by_id_.end();) {
    if (it->second.player == player && !(keep_correspondence && it->second.correspondence())) {
      out.push_back(std::move(it->second));
      it = by_id_.erase(it);
    } else {
      ++it;
    }
  }
  return out;
}

std::vector<Seek> SeekBook::list(std::size_t limit) const {
  std::vector<Seek> out;
  {
    std::lock_guard lock(mutex_);
    out.reserve(by_id_.size());
    for (const auto& [id, s] : by_id_) out.push_back(s);
  }
  std::sort(out.begin(), out.end(), [](const Seek& a, const Seek& b) { return a.order < b.order; });
  if (out.size() > limit) out.resize(limit);
  return out;
}

int SeekBook::open_of(const std::string& player) const {
  return static_cast<int>(
      std::count_if(by_id_.begin(), by_id_.end(), [&](const auto& entry) { return entry.second.player == player; }));
}

}  // namespace mancala::server

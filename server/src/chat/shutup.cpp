#include "mancala/server/chat/shutup.hpp"

#include <algorithm>

namespace mancala::server::chat {

void ShutupRecord::add(double ratio) {
  ratios_.push_back(ratio);
  while (ratios_.size() > kLinesKept) ratios_.pop_front();
}

std::size_t ShutupRecord::bad_lines() const {
  return static_cast<std::size_t>(std::count_if(ratios_.begin(), ratios_.end(), [](double r) { return r > kBadLine; }));
}

bool ShutupRecord::should_report() const {
  std::size_t n = ratios_.size();
  return n >= kMinLines && bad_lines() > std::max(kMinBadLines, n / 10);
}

Shutup::Shutup(std::size_t max_players) : max_players_(std::max<std::size_t>(max_players, 1)) {}

bool Shutup::record(const std::string& player, double ratio) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(player);
  if (it == entries_.end()) {
    if (entries_.size() >= max_players_) {
      entries_.erase(recency_.back());
      recency_.pop_back();
    }
    recency_.push_front(player);
    it = entries_.emplace(player, Entry{{}, recency_.begin()}).first;
  } else {
    recency_.splice(recency_.begin(), recency_, it->second.recency);
  }
  ShutupRecord& rec = it->second.record;
  rec.add(ratio);
  if (!rec.should_report()) return false;
  rec = ShutupRecord{};
  return true;
}

void Shutup::forget(const std::string& player) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(player);
  if (it == entries_.end()) return;
  recency_.erase(it->second.recency);
  entries_.erase(it);
}

std::size_t Shutup::lines_of(const std::string& player) const {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(player);
  return it == entries_.end() ? 0 : it->second.record.lines();
}

std::size_t Shutup::players() const {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

}  // namespace mancala::server::chat

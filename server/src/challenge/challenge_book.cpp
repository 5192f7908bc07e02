#include "mancala/server/challenge/challenge_book.hpp"

#include <algorithm>

#include "mancala/server/play/ids.hpp"

namespace mancala::server {

ChallengeBook::ChallengeBook(Executor executor, std::chrono::milliseconds ttl, int max_per_challenger,
                             std::function<void(std::vector<Challenge>)> on_expired)
    : ttl_(ttl), max_per_challenger_(max_per_challenger), on_expired_(std::move(on_expired)), timer_(executor) {}

std::optional<Challenge> ChallengeBook::create(Challenge c) {
  if (open_of(c.challenger) >= max_per_challenger_) return std::nullopt;
  do {
    c.id = new_id();
  } while (by_id_.count(c.id));
  c.expires = PlayClock::now() + ttl_;
  c.shown = false;
  by_id_.emplace(c.id, c);
  arm();
  return c;
}

const Challenge* ChallengeBook::find(const std::string& id) const {
  auto it = by_id_.find(id);
  // Expired but not yet swept (the timer's handler is queued): gone already.
  if (it == by_id_.end() || it->second.expires <= PlayClock::now()) return nullptr;
  return &it->second;
}

std::optional<Challenge> ChallengeBook::take(const std::string& id) {
  if (!find(id)) return std::nullopt;
  auto node = by_id_.extract(id);
  return std::move(node.mapped());
}

std::vector<Challenge> ChallengeBook::take_all_of(const std::string& player) {
  std::vector<Challenge> out;
  for (auto it = by_id_.begin(); it != by_id_.end();) {
    if (it->second.challenger == player || it->second.target == player) {
      out.push_back(std::move(it->second));
      it = by_id_.erase(it);
    } else {
      ++it;
    }
  }
  return out;
}

std::vector<Challenge> ChallengeBook::to(const std::string& target) const {
  std::vector<Challenge> out;
  const auto now = PlayClock::now();
  for (const auto& [id, c] : by_id_)
    if (c.target == target && c.expires > now) out.push_back(c);
  std::sort(out.begin(), out.end(), [](const Challenge& a, const Challenge& b) { return a.expires < b.expires; });
  return out;
}

void ChallengeBook::mark_shown(const std::string& id) {
  if (auto it = by_id_.find(id); it != by_id_.end()) it->second.shown = true;
}

int ChallengeBook::open_of(const std::string& challenger) const {
  const auto now = PlayClock::now();
  return static_cast<int>(std::count_if(by_id_.begin(), by_id_.end(), [&](const auto& e) {
    return e.second.challenger == challenger && e.second.expires > now;
  }));
}

void ChallengeBook::sweep() {
  const auto now = PlayClock::now();
  std::vector<Challenge> expired;
  for (auto it = by_id_.begin(); it != by_id_.end();) {
    if (it->second.expires > now) {
      ++it;
      continue;
    }
    expired.push_back(std::move(it->second));
    it = by_id_.erase(it);
  }
  armed_for_.reset();
  arm();
  if (!expired.empty()) on_expired_(std::move(expired));
}

void ChallengeBook::arm() {
  if (by_id_.empty()) return;
  auto soonest = std::min_element(by_id_.begin(), by_id_.end(), [](const auto& a, const auto& b) {
                   return a.second.expires < b.second.expires;
                 })->second.expires;
  if (armed_for_ && *armed_for_ <= soonest) return;  // the timer is due no later already
  armed_for_ = soonest;
  timer_.expires_at(soonest);  // cancels the wait for a later expiry: its handler sees operation_aborted
  timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) sweep();
  });
}

}  // namespace mancala::server

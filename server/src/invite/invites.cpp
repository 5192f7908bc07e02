#include "mancala/server/invite/invites.hpp"

#include <algorithm>

#include "mancala/server/play/ids.hpp"

namespace mancala::server {

namespace {
constexpr std::size_t code_chars = 26;  // log2(36) * 26 ≈ 134 bits
}

std::optional<Invite> InviteBook::create(const std::string& creator, const std::string& name, const Variant& v,
                                         std::optional<Side> side, std::optional<protocol::TimeControl> clock,
                                         Clock::time_point now) {
  std::lock_guard lock(mutex_);
  // Each creation looks at every open invitation, so none outlives its time by more than the
  // next creation, and the count below is of open ones only.
  sweep(now);
  const auto held =
      std::count_if(by_code_.begin(), by_code_.end(), [&](const auto& e) { return e.second.creator == creator; });
  if (held >= max_per_player_) return std::nullopt;
  Invite inv{new_id(code_chars), creator, name, v, side, clock, now + ttl_};
  while (by_code_.count(inv.code)) inv.code = new_id(code_chars);
  by_code_.emplace(inv.code, inv);
  return inv;
}

std::optional<Invite> InviteBook::find(const std::string& code, Clock::time_point now) const {
  std::lock_guard lock(mutex_);
  auto it = by_code_.find(code);
  if (it == by_code_.end() || it->second.expires <= now) return std::nullopt;
  return it->second;
}

void InviteBook::take(const std::string& code) {
  std::lock_guard lock(mutex_);
  by_code_.erase(code);
}

bool InviteBook::cancel(const std::string& code, const std::string& player, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  auto it = by_code_.find(code);
  if (it == by_code_.end() || it->second.creator != player || it->second.expires <= now) return false;
  by_code_.erase(it);
  return true;
}

void InviteBook::cancel_all_of(const std::string& player) {
  std::lock_guard lock(mutex_);
  std::erase_if(by_code_, [&](const auto& e) { return e.second.creator == player; });
}

int InviteBook::open_of(const std::string& player, Clock::time_point now) const {
  std::lock_guard lock(mutex_);
  return static_cast<int>(std::count_if(by_code_.begin(), by_code_.end(), [&](const auto& e) {
    return e.second.creator == player && e.second.expires > now;
  }));
}

void InviteBook::sweep(Clock::time_point now) {
  std::erase_if(by_code_, [now](const auto& e) { return e.second.expires <= now; });
}

}  // namespace mancala::server

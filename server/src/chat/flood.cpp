#include "mancala/server/chat/flood.hpp"

#include <algorithm>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/chat/chat_text.hpp"

namespace mancala::server::chat {
namespace {

// lichess's "similar": the distance below max(2, the shorter length / 8).
bool near_copy_of(std::string_view line, const std::string& before) {
  if (before.empty()) return false;
  const std::size_t shorter = std::min(protocol::code_points(line), protocol::code_points(before));
  return edit_distance(line, before) < std::max<std::size_t>(2, shorter / 8);
}

// Admits between two sweeps of the silent players.
constexpr std::uint32_t flood_sweep_every = 1024;

}  // namespace

FloodVerdict FloodGuard::admit(const std::string& player, std::string_view text, std::chrono::milliseconds now) {
  std::lock_guard lock(mutex_);
  if (++since_sweep_ >= flood_sweep_every) forget_silent(now);
  Recent& r = players_[player];
  while (!r.accepted.empty() && now - r.accepted.front() >= kWindow) r.accepted.pop_front();
  if (r.accepted.size() >= static_cast<std::size_t>(kLines)) return FloodVerdict::too_fast;
  if (!is_preset(text) && (near_copy_of(text, r.last[0]) || near_copy_of(text, r.last[1])))
    return FloodVerdict::near_copy;
  r.accepted.push_back(now);
  r.last[1] = std::move(r.last[0]);
  r.last[0] = std::string(text);
  r.latest = now;
  return FloodVerdict::ok;
}

std::size_t FloodGuard::players() const {
  std::lock_guard lock(mutex_);
  return players_.size();
}

void FloodGuard::forget_silent(std::chrono::milliseconds now) {
  since_sweep_ = 0;
  std::erase_if(players_, [&](const auto& entry) { return now - entry.second.latest >= kForgetAfter; });
}

}  // namespace mancala::server::chat

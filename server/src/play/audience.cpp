#include "mancala/server/play/audience.hpp"

#include <algorithm>

namespace mancala::server {

bool Audience::add_spectator(const PeerPtr& peer) {
  // Connections that closed leave their place here; they are dropped as new ones come.
  std::erase_if(spectators_, [](const PeerRef& p) { return p.expired(); });
  for (const auto& p : spectators_)
    if (p.lock() == peer) return false;
  spectators_.push_back(peer);
  return true;
}

bool Audience::remove_spectator(const PeerPtr& peer) {
  return std::erase_if(spectators_, [&](const PeerRef& p) { return p.expired() || p.lock() == peer; }) > 0;
}

bool Audience::watching(const PeerPtr& peer) const {
  return std::any_of(spectators_.begin(), spectators_.end(), [&](const PeerRef& p) { return p.lock() == peer; });
}

std::size_t Audience::spectators() const {
  return static_cast<std::size_t>(
      std::count_if(spectators_.begin(), spectators_.end(), [](const PeerRef& p) { return !p.expired(); }));
}

std::vector<Recipient> Audience::seats() const {
  std::vector<Recipient> out;
  out.push_back({seats_[0], Side::south});
  if (!shared_) out.push_back({seats_[1], Side::north});
  return out;
}

std::shared_ptr<const std::vector<PeerRef>> Audience::spectator_list() const {
  if (spectators_.empty()) return nullptr;
  return std::make_shared<const std::vector<PeerRef>>(spectators_);
}

void Audience::send(const Frame& f) const {
  for (const auto& r : seats())
    if (auto peer = r.peer.lock()) peer->send(f);
  fanout_->push(spectator_list(), f);
}

void Audience::send_to(Side s, const Frame& f) const {
  if (auto peer = seats_[index(s)].lock()) peer->send(f);
}

void Audience::send_to_spectators(const Frame& f) const { fanout_->push(spectator_list(), f); }

}  // namespace mancala::server

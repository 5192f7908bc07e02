#include "mancala/server/play/audience.hpp"

#include <algorithm>

namespace mancala::server {

void Audience::add_spectator(PeerRef peer) {
  // Connections that closed leave their place here; they are dropped as new ones come.
  std::erase_if(spectators_, [](const PeerRef& p) { return p.expired(); });
  spectators_.push_back(std::move(peer));
}

std::vector<Recipient> Audience::everyone() const {
  std::vector<Recipient> out;
  out.reserve(2 + spectators_.size());
  out.push_back({seats_[0], Side::south});
  if (!shared_) out.push_back({seats_[1], Side::north});
  for (const auto& p : spectators_) out.push_back({p, std::nullopt});
  return out;
}

void Audience::send(const Frame& f) const {
  for (const auto& r : everyone())
    if (auto peer = r.peer.lock()) peer->send(f);
}

void Audience::send_to(Side s, const Frame& f) const {
  if (auto peer = seats_[index(s)].lock()) peer->send(f);
}

}  // namespace mancala::server

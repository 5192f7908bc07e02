// Who hears a room's frames: the seated people's connections and the spectators.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mancala/engine/types.hpp"
#include "mancala/server/play/peer.hpp"

namespace mancala::server {

using Frame = std::shared_ptr<const std::string>;

/// A frame serialized once, to be shared by every recipient.
inline Frame make_frame(std::string text) { return std::make_shared<const std::string>(std::move(text)); }

/// One connection that hears the room, and the seat it speaks for (none for a spectator).
struct Recipient {
  PeerRef peer;
  std::optional<Side> seat;
};

/// The one list every sender of a room uses. A seat of the computer, or of a player who is away,
/// has no connection and hears nothing. In a same-device game one connection holds both seats
/// and hears each frame once (as South). Not thread-safe: the room's strand owns it.
class Audience {
 public:
  explicit Audience(bool one_connection_for_both) : shared_(one_connection_for_both) {}

  void seat(Side s, PeerRef peer) { seats_[index(s)] = std::move(peer); }
  const PeerRef& at(Side s) const { return seats_[index(s)]; }
  /// Pie rule: the players exchange seats, connections and all.
  void swap_seats() { std::swap(seats_[0], seats_[1]); }
  /// Adds a spectator; false when that connection already watches.
  bool add_spectator(const PeerPtr& peer);
  /// Removes a spectator; false when that connection did not watch.
  bool remove_spectator(const PeerPtr& peer);
  /// Spectators whose connection is open.
  std::size_t spectators() const;

  /// Everyone who hears a room-wide frame, each connection once: the seats, then the spectators.
  std::vector<Recipient> everyone() const;
  void send(const Frame& f) const;
  void send_to(Side s, const Frame& f) const;
  void send_to_spectators(const Frame& f) const;

 private:
  bool shared_;
  std::array<PeerRef, 2> seats_;
  std::vector<PeerRef> spectators_;
};

}  // namespace mancala::server

// Who hears a room's frames: the seated people's connections and the spectators.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mancala/engine/types.hpp"
#include "mancala/server/play/fanout.hpp"
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
/// and hears each frame once (as South). The seats get a frame first, directly; the spectators
/// get it after them through the room's Fanout, a chunk at a time, so that many spectators never
/// hold up a player. Not thread-safe: the room's strand owns it (fanout() is thread-safe).
class Audience {
 public:
  Audience(bool one_connection_for_both, boost::asio::any_io_executor network)
      : shared_(one_connection_for_both), fanout_(std::make_shared<Fanout>(std::move(network))) {}

  void seat(Side s, PeerRef peer) { seats_[index(s)] = std::move(peer); }
  const PeerRef& at(Side s) const { return seats_[index(s)]; }
  /// Pie rule: the players exchange seats, connections and all.
  void swap_seats() { std::swap(seats_[0], seats_[1]); }
  /// Adds a spectator; false when that connection already watches.
  bool add_spectator(const PeerPtr& peer);
  /// Removes a spectator; false when that connection did not watch.
  bool remove_spectator(const PeerPtr& peer);
  /// True when `peer` watches.
  bool watching(const PeerPtr& peer) const;
  /// Spectators whose connection is open.
  std::size_t spectators() const;

  /// The seats' connections that hear a room-wide frame, each once.
  std::vector<Recipient> seats() const;
  /// The spectators' connections now, for a frame to be fanned out later (GameRoom::apply).
  std::shared_ptr<const std::vector<PeerRef>> spectator_list() const;
  Fanout& fanout() const { return *fanout_; }
  void send(const Frame& f) const;
  void send_to(Side s, const Frame& f) const;
  void send_to_spectators(const Frame& f) const;

 private:
  bool shared_;
  std::array<PeerRef, 2> seats_;
  std::vector<PeerRef> spectators_;
  std::shared_ptr<Fanout> fanout_;
};

}  // namespace mancala::server

// What rooms and the lobby see of a connection: no Beast here, so they compile without it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace mancala::server {

/// One client connection. Every member may be called from any thread: each posts to the
/// connection's own strand.
class Peer {
 public:
  virtual ~Peer() = default;
  /// Queues one text frame; frames go out in the order they were queued.
  virtual void send(std::shared_ptr<const std::string> frame) = 0;
  /// Closes the connection with a WebSocket close code (e.g. 4001 "replaced").
  virtual void close_with(std::uint16_t code, std::string reason) = 0;
  /// False once the connection is closing or closed, or the peer's close frame has arrived.
  virtual bool is_open() const = 0;
  /// The lobby accepted `hello`: later messages act as `player_id`; reading resumes.
  virtual void greeted(std::string player_id) = 0;

  void send(std::string frame) { send(std::make_shared<const std::string>(std::move(frame))); }
};

using PeerPtr = std::shared_ptr<Peer>;
using PeerRef = std::weak_ptr<Peer>;

/// WebSocket close code for a connection replaced by a newer one of the same player.
inline constexpr std::uint16_t close_replaced = 4001;

}  // namespace mancala::server

// What rooms and the lobby see of a connection: no Beast here, so they compile without it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace boost::asio {
class io_context;
}

namespace mancala::server {

/// Who the lobby greeted on a connection, as the chat shows them (PROTOCOL.md §Chat): the name
/// shown and whether it is an account's username (spectators chat only with an account); a bot's
/// connection also says so, with the bot's player id (its errors are kept for its owner).
struct PeerIdentity {
  std::string name;
  bool account = false;
  bool bot = false;
  std::string player{};  // set for a bot only
};

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
  /// The lobby says who this connection is (at `hello`, a hand-over, an account created).
  virtual void identify(PeerIdentity who) { (void)who; }
  /// What identify() said last; a connection never identified is a guest without a name.
  virtual PeerIdentity identity() const { return {}; }
  /// A cluster: hands this connection over to `player`'s session on node `node`. From then on
  /// the connection's messages go there and that session's frames come back through it; this
  /// node's lobby no longer holds the player. `open` is the JSON text that starts the session
  /// there (RelayHub, docs/architecture.md §Cluster). A connection that cannot move ignores it.
  virtual void relay_to(const std::string& node, const std::string& player, std::string open) {
    (void)node, (void)player, (void)open;
  }
  /// True for a session whose connection is held by another node: it is never handed on again.
  virtual bool relayed() const { return false; }
  /// The network thread's context this connection runs on, where a room it is seated in first
  /// lives (thread_contexts.hpp); nullptr when it runs elsewhere (a relayed or watching connection).
  virtual boost::asio::io_context* home() const { return nullptr; }
  /// The connection's network round trip in ms as the server's pings measured it (a smoothed
  /// figure), 0 while unmeasured: a timed game credits it to the mover's clock (game_clock.hpp).
  virtual std::int64_t lag_ms() const { return 0; }
  /// True for the stand-in of one HTTP bot API request (botapi/request_answer.hpp): it carries
  /// that request's answer only, and the player's current connection counts as the one that asked.
  virtual bool stands_in() const { return false; }

  void send(std::string frame) { send(std::make_shared<const std::string>(std::move(frame))); }
};

using PeerPtr = std::shared_ptr<Peer>;
using PeerRef = std::weak_ptr<Peer>;

/// WebSocket close code for a connection replaced by a newer one of the same player.
inline constexpr std::uint16_t close_replaced = 4001;

}  // namespace mancala::server

// A client's session on its home node while its WebSocket sits on another node of the cluster.
#pragma once

#include <boost/asio/strand.hpp>
#include <deque>

#include "net/client_session.hpp"

namespace mancala::server {

class RelayHub;

/// The Peer of a player whose socket is on node `node` (connection `conn` there): the client's
/// messages arrive through the hub (`incoming`) and run here as a WsSession's would, one at a
/// time, and every frame goes back numbered, in order.
class RelaySession final : public ClientSession {
 public:
  /// Messages waiting for `hello`'s answer before the connection is closed (1008).
  static constexpr std::size_t max_pending = 256;

  RelaySession(NetContext& ctx, RelayHub& hub, std::string node, std::string conn);

  /// Starts with the client's `hello` (its text), answered here.
  void start_hello(std::string text);
  /// Starts greeted as `player`, handed over by the socket's node (Lobby::adopt); `pairing`
  /// names the cross-node pairing that asked for it, if any; `queued` and `queued_clock` the
  /// pool the player waits in should that pairing be gone here; `bot`: the player is a bot.
  void start_adopted(std::string player, std::string name, bool account, bool bot, std::string pairing,
                     std::optional<Variant> queued, std::optional<protocol::TimeControl> queued_clock);
  /// A message from the client.
  void incoming(std::string text);
  /// The client's socket closed.
  void gone();

  void send(std::shared_ptr<const std::string> frame) override;
  using Peer::send;
  void close_with(std::uint16_t code, std::string reason) override;
  bool is_open() const override { return open_.load(std::memory_order_relaxed); }
  bool relayed() const override { return true; }
  /// Asks the socket's node to relay the socket to `node` instead, and ends here.
  void relay_to(const std::string& node, const std::string& player, std::string open) override;

 private:
  boost::asio::any_io_executor executor() override { return strand_; }
  void read_next() override;
  void close_now(std::uint16_t code, std::string reason) override;
  void end();

  RelayHub& hub_;
  const std::string node_, conn_;
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  std::deque<std::string> pending_;  // messages not yet handled (at most max_pending)
  bool reading_ = false;             // the next message may be handled
  bool draining_ = false;            // read_next is handling messages (no recursion)
  bool ended_ = false;
  std::uint64_t next_seq_ = 0;
  std::atomic<bool> open_{true};
};

}  // namespace mancala::server

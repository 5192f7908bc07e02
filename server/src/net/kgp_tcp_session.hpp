// A KGP agent over raw TCP (the `kgp_port` listener): bytes in, lines out.
#pragma once

#include <array>
#include <deque>
#include <memory>
#include <string>

#include "mancala/server/kgp/kgp_session.hpp"
#include "mancala/server/net/net_context.hpp"
#include "net/connection_stream.hpp"

namespace mancala::server {

/// Lines queued for an agent that reads too slowly before it is dropped.
inline constexpr std::size_t kgp_max_queued_lines = 1024;

/// One agent's TCP connection: a KgpSession whose bytes come from the socket.
class KgpTcpSession final : public KgpSession {
 public:
  /// A connection accepted on `kgp_port` (Listener's Serve): a session within the connection
  /// limits, else `error` and `goodbye` written as far as the socket takes them at once, and closed.
  static void serve(NetContext& ctx, ConnectionSocket&& socket);
  /// `slot`: its place in ConnectionLimits, held for the connection's life.
  KgpTcpSession(ConnectionSocket&& socket, KgpPool& pool, std::shared_ptr<void> slot);
  void run();
  bool is_open() const override { return open_; }
  boost::asio::io_context* home() const override { return home_; }

 private:
  std::shared_ptr<KgpTcpSession> self() { return std::static_pointer_cast<KgpTcpSession>(shared_from_this()); }
  void write_line(std::shared_ptr<const std::string> line) override;
  void close_transport() override;
  void do_read();
  void do_write();
  void shut();

  ConnectionSocket socket_;
  boost::asio::io_context* home_;  // the network thread's context the socket runs on
  std::array<char, 4096> buffer_{};
  std::deque<std::shared_ptr<const std::string>> queue_;
  bool close_after_writes_ = false;
  std::atomic<bool> open_{true};
  std::shared_ptr<void> slot_;
};

}  // namespace mancala::server

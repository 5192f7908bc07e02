// Accepts KGP agents on raw TCP (`kgp_port`): each connection a KgpTcpSession.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <memory>

#include "mancala/server/net/net_context.hpp"
#include "net/connection_stream.hpp"

namespace mancala::server {

/// The KGP port's listener. The connection limits of the WebSocket connections apply to it too.
class KgpListener : public std::enable_shared_from_this<KgpListener> {
 public:
  /// Binds and listens; throws boost::system::system_error when the address is taken or bad.
  KgpListener(NetContext& ctx, const boost::asio::ip::tcp::endpoint& endpoint);
  void run();
  /// The bound port (the real one when 0 was asked for).
  unsigned short port() const;
  void stop();

 private:
  void do_accept();
  void on_accept(boost::system::error_code ec, ConnectionSocket socket);

  NetContext& ctx_;
  boost::asio::ip::tcp::acceptor acceptor_;
};

}  // namespace mancala::server

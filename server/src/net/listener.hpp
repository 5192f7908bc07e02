// Accepts TCP connections on one port and hands each to an HTTP session (or, on the KGP port, to
// what the owner says).
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <functional>
#include <memory>

#include "mancala/server/net/net_context.hpp"
#include "net/connection_stream.hpp"

namespace mancala::server {

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  /// What becomes of an accepted connection.
  using Serve = std::function<void(NetContext&, ConnectionSocket&&)>;
  /// Binds and listens; throws boost::system::system_error when the address is taken or bad.
  /// `serve`: each connection's session; empty: an HttpSession.
  /// `home`: the context of the accepted connections' strands; nullptr: the network threads'.
  Listener(NetContext& ctx, const boost::asio::ip::tcp::endpoint& endpoint, Serve serve = {},
           boost::asio::io_context* home = nullptr);
  void run();
  /// The bound port (the real one when 0 was asked for).
  unsigned short port() const;
  void stop();

 private:
  void do_accept();
  void on_accept(boost::system::error_code ec, ConnectionSocket socket);

  NetContext& ctx_;
  boost::asio::ip::tcp::acceptor acceptor_;
  Serve serve_;
  boost::asio::io_context* home_;
};

}  // namespace mancala::server

#include "net/listener.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/strand.hpp>

#include "mancala/server/play/thread_contexts.hpp"
#include "net/http_session.hpp"

namespace mancala::server {

namespace net = boost::asio;

Listener::Listener(NetContext& ctx, const net::ip::tcp::endpoint& endpoint, Serve serve, net::io_context* home)
    : ctx_(ctx), acceptor_(net::make_strand(ctx.ioc)), serve_(std::move(serve)), home_(home) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
}

void Listener::run() { do_accept(); }

unsigned short Listener::port() const { return acceptor_.local_endpoint().port(); }

void Listener::stop() {
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    boost::system::error_code ec;
    self->acceptor_.close(ec);
  });
}

void Listener::do_accept() {
  // Each connection gets its own strand, on its home or the next network thread's context.
  acceptor_.async_accept(net::make_strand(home_          ? *home_
                                          : ctx_.threads ? ctx_.threads->next()
                                                         : ctx_.ioc),
                         [self = shared_from_this()](boost::system::error_code ec, ConnectionSocket socket) {
                           self->on_accept(ec, std::move(socket));
                         });
}

void Listener::on_accept(boost::system::error_code ec, ConnectionSocket socket) {
  if (ec == net::error::operation_aborted || !acceptor_.is_open()) return;
  if (ec) {
    // Running out of descriptors must not stop the server: log, and go on accepting.
    spdlog::warn("accept failed: {}", ec.message());
  } else {
    socket.set_option(net::ip::tcp::no_delay(true), ec);
    if (serve_)
      serve_(ctx_, std::move(socket));
    else
      std::make_shared<HttpSession>(std::move(socket), ctx_)->run();
  }
  do_accept();
}

}  // namespace mancala::server

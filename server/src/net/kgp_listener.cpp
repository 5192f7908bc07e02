#include "net/kgp_listener.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>

#include "mancala/protocol/kgp_command.hpp"
#include "mancala/server/net/connection_limits.hpp"
#include "mancala/server/net/connection_set.hpp"
#include "mancala/server/play/thread_contexts.hpp"
#include "net/kgp_tcp_session.hpp"

namespace mancala::server {

namespace net = boost::asio;

KgpListener::KgpListener(NetContext& ctx, const net::ip::tcp::endpoint& endpoint)
    : ctx_(ctx), acceptor_(net::make_strand(ctx.ioc)) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
}

void KgpListener::run() { do_accept(); }

unsigned short KgpListener::port() const { return acceptor_.local_endpoint().port(); }

void KgpListener::stop() {
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    boost::system::error_code ec;
    self->acceptor_.close(ec);
  });
}

void KgpListener::do_accept() {
  acceptor_.async_accept(net::make_strand(ctx_.threads ? ctx_.threads->next() : ctx_.ioc),
                         [self = shared_from_this()](boost::system::error_code ec, ConnectionSocket socket) {
                           self->on_accept(ec, std::move(socket));
                         });
}

void KgpListener::on_accept(boost::system::error_code ec, ConnectionSocket socket) {
  if (ec == net::error::operation_aborted || !acceptor_.is_open()) return;
  if (ec) {
    spdlog::warn("kgp: accept failed: {}", ec.message());
    return do_accept();
  }
  const std::string ip = socket.remote_endpoint(ec).address().to_string();
  ConnectionLimits::Refusal why{};
  auto slot = ec || ctx_.metrics.draining ? nullptr : ctx_.limits.acquire(ip, why);
  if (!slot) {
    spdlog::warn("kgp: connection from {} refused: too many connections", ip);
    // Told in KGP, as far as the socket takes it at once (a refused client never holds up anything).
    const std::string text =
        protocol::kgp_line(std::nullopt, std::nullopt, "error", protocol::kgp_quote("too many connections")) +
        protocol::kgp_line(std::nullopt, std::nullopt, "goodbye");
    socket.non_blocking(true, ec);
    if (!ec) socket.write_some(net::buffer(text), ec);
    socket.close(ec);
    return do_accept();
  }
  auto session = std::make_shared<KgpTcpSession>(std::move(socket), *ctx_.kgp, std::move(slot));
  ctx_.connections.add(session);
  session->run();
  do_accept();
}

}  // namespace mancala::server

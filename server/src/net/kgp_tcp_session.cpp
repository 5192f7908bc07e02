#include "net/kgp_tcp_session.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/write.hpp>

#include "mancala/server/net/connection_limits.hpp"
#include "mancala/server/net/connection_set.hpp"

namespace mancala::server {

namespace net = boost::asio;

KgpTcpSession::KgpTcpSession(ConnectionSocket&& socket, KgpPool& pool, std::shared_ptr<void> slot)
    : KgpSession(pool, socket.get_executor()),
      socket_(std::move(socket)),
      home_(&socket_.get_executor().get_inner_executor().context()),
      slot_(std::move(slot)) {}

void KgpTcpSession::serve(NetContext& ctx, ConnectionSocket&& socket) {
  boost::system::error_code ec;
  const std::string ip = socket.remote_endpoint(ec).address().to_string();
  ConnectionLimits::Refusal why{};
  auto slot = ec || ctx.metrics.draining ? nullptr : ctx.limits.acquire(ip, why);
  if (!slot) {
    spdlog::warn("kgp: connection from {} refused: too many connections", ip);
    const std::string text =
        protocol::kgp_line(std::nullopt, std::nullopt, "error", protocol::kgp_quote("too many connections")) +
        protocol::kgp_line(std::nullopt, std::nullopt, "goodbye");
    // As far as the socket takes it at once: a refused client never holds anything up.
    socket.non_blocking(true, ec);
    if (!ec) socket.write_some(net::buffer(text), ec);
    socket.close(ec);
    return;
  }
  auto session = std::make_shared<KgpTcpSession>(std::move(socket), *ctx.kgp, std::move(slot));
  ctx.connections.add(session);
  session->run();
}

void KgpTcpSession::run() {
  net::dispatch(socket_.get_executor(), [self = self()] {
    boost::system::error_code ec;
    self->socket_.set_option(net::socket_base::keep_alive(true), ec);
    self->socket_.set_option(net::ip::tcp::no_delay(true), ec);
    self->start();
    self->do_read();
  });
}

void KgpTcpSession::do_read() {
  socket_.async_read_some(net::buffer(buffer_), [self = self()](boost::system::error_code ec, std::size_t n) {
    if (ec) return self->shut();
    self->on_bytes(std::string_view(self->buffer_.data(), n));
    if (!self->closing_) self->do_read();
  });
}

void KgpTcpSession::write_line(std::shared_ptr<const std::string> line) {
  if (!open_ || close_after_writes_) return;
  if (queue_.size() >= kgp_max_queued_lines) {
    spdlog::warn("kgp: an agent reads too slowly; closing it");
    return shut();
  }
  queue_.push_back(std::move(line));
  if (queue_.size() == 1) do_write();
}

void KgpTcpSession::do_write() {
  net::async_write(socket_, net::buffer(*queue_.front()), [self = self()](boost::system::error_code ec, std::size_t) {
    if (ec) return self->shut();
    self->queue_.pop_front();
    if (!self->queue_.empty()) return self->do_write();
    if (self->close_after_writes_) self->shut();
  });
}

void KgpTcpSession::close_transport() {
  close_after_writes_ = true;
  if (queue_.empty()) shut();
}

void KgpTcpSession::shut() {
  if (open_.exchange(false)) {
    boost::system::error_code ec;
    socket_.shutdown(net::socket_base::shutdown_both, ec);
    socket_.close(ec);
  }
  on_closed();
}

}  // namespace mancala::server

#include "net/kgp_ws_session.hpp"

#include <spdlog/spdlog.h>

#include "net/kgp_tcp_session.hpp"
#include "net/security_headers.hpp"

namespace mancala::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

KgpWsSession::KgpWsSession(ConnectionStream&& stream, KgpPool& pool, std::shared_ptr<void> slot)
    : KgpSession(pool, stream.get_executor()),
      ws_(std::move(stream)),
      home_(&ws_.get_executor().get_inner_executor().context()),
      slot_(std::move(slot)) {}

void KgpWsSession::run(http::request<http::string_body> req, std::int64_t hsts_max_age_s) {
  beast::get_lowest_layer(ws_).expires_never();
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.set_option(websocket::stream_base::decorator([hsts_max_age_s](websocket::response_type& res) {
    res.set(http::field::server, "mancala-server");
    add_security_headers(res, hsts_max_age_s);
  }));
  ws_.read_message_max(kgp_max_ws_message);
  ws_.async_accept(req, [self = self()](beast::error_code ec) {
    if (ec) {
      self->open_ = false;
      return spdlog::debug("kgp: websocket accept failed: {}", ec.message());
    }
    self->start();
    self->do_read();
  });
}

void KgpWsSession::do_read() {
  ws_.async_read(buffer_, [self = self()](beast::error_code ec, std::size_t) {
    if (ec) return self->gone();
    if (!self->ws_.got_text()) {
      // KGP is text: a binary message is no line of it.
      self->buffer_.consume(self->buffer_.size());
      self->close_sent_ = true;
      self->open_ = false;
      self->ws_.async_close(websocket::close_reason(websocket::close_code::unknown_data, "text messages only"),
                            [self](beast::error_code) { self->gone(); });
      return;
    }
    const auto data = self->buffer_.cdata();
    self->on_bytes(std::string_view(static_cast<const char*>(data.data()), data.size()));
    self->buffer_.consume(self->buffer_.size());
    if (!self->closing_) self->do_read();
  });
}

void KgpWsSession::write_line(std::shared_ptr<const std::string> line) {
  if (!open_ || close_after_writes_) return;
  if (queue_.size() >= kgp_max_queued_lines) {
    spdlog::warn("kgp: an agent reads too slowly; closing it");
    beast::error_code ec;
    beast::get_lowest_layer(ws_).socket().close(ec);
    return gone();
  }
  queue_.push_back(std::move(line));
  if (queue_.size() == 1) do_write();
}

void KgpWsSession::do_write() {
  ws_.text(true);
  ws_.async_write(net::buffer(*queue_.front()), [self = self()](beast::error_code ec, std::size_t) {
    if (ec) return self->gone();
    self->queue_.pop_front();
    if (!self->queue_.empty()) return self->do_write();
    if (self->close_after_writes_) self->close_transport();
  });
}

void KgpWsSession::close_transport() {
  close_after_writes_ = true;
  if (!queue_.empty() || close_sent_) return;
  close_sent_ = true;
  open_ = false;
  ws_.async_close(websocket::close_code::normal, [self = self()](beast::error_code) { self->gone(); });
}

void KgpWsSession::gone() {
  open_ = false;
  on_closed();
}

}  // namespace mancala::server

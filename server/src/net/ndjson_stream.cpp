#include "net/ndjson_stream.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/write.hpp>
#include <cstdio>

#include "net/security_headers.hpp"

namespace mancala::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

namespace {

/// A write still in flight after this many keep-alive intervals ends the stream: the client stopped reading.
constexpr int max_stalled_ticks = 4;

/// One chunk of the chunked transfer coding: its size in hex, the data, CRLFs.
std::string chunk_of(const std::string& data) {
  char size[20];
  const int n = std::snprintf(size, sizeof size, "%zx\r\n", data.size());
  std::string out(size, static_cast<std::size_t>(n));
  out += data;
  out += "\r\n";
  return out;
}

}  // namespace

NdjsonStream::NdjsonStream(ConnectionStream&& stream, NetContext& ctx, unsigned http_version,
                           std::shared_ptr<void> slot)
    : stream_(std::move(stream)),
      ctx_(ctx),
      slot_(std::move(slot)),
      header_(http::status::ok, http_version),
      keepalive_(stream_.get_executor()) {
  header_.set(http::field::content_type, "application/x-ndjson");
  header_.set(http::field::cache_control, "no-store");
  header_.keep_alive(false);
  header_.chunked(true);
  add_security_headers(header_, ctx_.config.hsts_max_age_s);
}

void NdjsonStream::start() {
  net::post(stream_.get_executor(), [self = shared_from_this()] {
    // The stream lasts as long as the client keeps it: only a stalled write ends it (the keep-alive's check).
    self->stream_.expires_never();
    self->serializer_.emplace(self->header_);
    http::async_write_header(self->stream_, *self->serializer_,
                             beast::bind_front_handler(&NdjsonStream::on_header, self));
    self->do_watch();
    self->arm_keepalive();
  });
}

void NdjsonStream::on_header(beast::error_code ec, std::size_t) {
  if (ec) return end();
  header_done_ = true;
  do_write();
}

void NdjsonStream::write_line(std::string line) {
  net::post(stream_.get_executor(), [self = shared_from_this(), line = std::move(line)]() mutable {
    if (self->ended_ || self->finishing_) return;
    if (self->queue_.size() >= max_queued_lines) return self->end();
    self->queue_.push_back(std::move(line) + "\n");
    self->do_write();
  });
}

void NdjsonStream::finish() {
  net::post(stream_.get_executor(), [self = shared_from_this()] {
    if (self->ended_ || self->finishing_) return;
    self->finishing_ = true;
    self->do_write();
  });
}

void NdjsonStream::on_close(std::function<void()> f) {
  net::post(stream_.get_executor(), [self = shared_from_this(), f = std::move(f)]() mutable {
    if (self->ended_) return f();
    self->closed_ = std::move(f);
  });
}

void NdjsonStream::do_write() {
  if (writing_ || ended_ || !header_done_) return;
  if (queue_.empty() && !finishing_) return;
  // After the queued lines, the last chunk: an empty one.
  chunk_ = queue_.empty() ? std::string("0\r\n\r\n") : chunk_of(queue_.front());
  writing_ = true;
  stalled_ticks_ = 0;
  // Each write starts the keep-alive's interval again: a blank line comes bot_keepalive_ms after
  // the last line of any kind, never later.
  arm_keepalive();
  net::async_write(stream_, net::buffer(chunk_),
                   beast::bind_front_handler(&NdjsonStream::on_write, shared_from_this()));
}

void NdjsonStream::on_write(beast::error_code ec, std::size_t) {
  writing_ = false;
  if (ec) return end();
  if (queue_.empty()) return end();  // the last chunk went out
  queue_.pop_front();
  do_write();
}

void NdjsonStream::do_watch() {
  // The client sends nothing more; a read that ends tells that it closed.
  stream_.socket().async_read_some(net::buffer(watch_byte_),
                                   [self = shared_from_this()](beast::error_code ec, std::size_t) {
                                     if (ec) return self->end();
                                     self->do_watch();
                                   });
}

void NdjsonStream::arm_keepalive() {
  keepalive_.expires_after(std::chrono::milliseconds(ctx_.config.bot_keepalive_ms));
  keepalive_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (!ec) self->on_keepalive();
  });
}

void NdjsonStream::on_keepalive() {
  if (ended_) return;
  if (writing_ && ++stalled_ticks_ >= max_stalled_ticks) return end();
  // A blank line when the interval passed with nothing written (lichess's keep-alive); its write
  // arms the next interval.
  if (!writing_ && queue_.empty() && !finishing_ && header_done_) {
    queue_.push_back("\n");
    return do_write();
  }
  arm_keepalive();
}

void NdjsonStream::end() {
  if (ended_) return;
  ended_ = true;
  open_.store(false, std::memory_order_relaxed);
  keepalive_.cancel();
  beast::error_code ec;
  stream_.socket().shutdown(net::ip::tcp::socket::shutdown_both, ec);
  stream_.socket().close(ec);
  if (auto f = std::exchange(closed_, nullptr)) f();
}

}  // namespace mancala::server

// A long-lived NDJSON answer of the HTTP bot API: a chunked response on the connection's
// strand, one write in flight, blank lines as keep-alives.
#pragma once

#include <atomic>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "mancala/server/botapi/line_sink.hpp"
#include "mancala/server/net/net_context.hpp"
#include "net/connection_stream.hpp"

namespace mancala::server {

/// Lines queued for a client that reads too slowly before its stream is closed.
inline constexpr std::size_t max_queued_lines = 512;

/// The connection after an HTTP session handed it over: a 200 with `Content-Type:
/// application/x-ndjson` and chunked transfer coding, then each line written as one chunk. A
/// blank line goes out when nothing else did for `bot_keepalive_ms`; a write that has not
/// finished after four of those intervals, or a client that closes, ends the stream. The
/// connection closes after the stream (the answer says `Connection: close`).
class NdjsonStream final : public botapi::LineSink, public std::enable_shared_from_this<NdjsonStream> {
 public:
  /// `slot`: the connection limits' place (ConnectionLimits::acquire), held until the stream is gone.
  NdjsonStream(ConnectionStream&& stream, NetContext& ctx, unsigned http_version, std::shared_ptr<void> slot);
  /// Writes the header and starts the keep-alive and the watch for the client's close.
  void start();

  void write_line(std::string line) override;
  void finish() override;
  bool is_open() const override { return open_.load(std::memory_order_relaxed); }
  void on_close(std::function<void()> f) override;

 private:
  void on_header(boost::beast::error_code ec, std::size_t bytes);
  void do_write();
  void on_write(boost::beast::error_code ec, std::size_t bytes);
  void do_watch();
  void arm_keepalive();
  void on_keepalive();
  /// Ends the stream: the socket closes and on_close's callback runs, once.
  void end();

  ConnectionStream stream_;
  NetContext& ctx_;
  std::shared_ptr<void> slot_;
  boost::beast::http::response<boost::beast::http::empty_body> header_;
  std::optional<boost::beast::http::response_serializer<boost::beast::http::empty_body>> serializer_;
  std::deque<std::string> queue_;  // lines with their newline; the front one is being written
  std::string chunk_;              // the chunk being written (the front line, or the last chunk)
  bool header_done_ = false;
  bool writing_ = false;
  bool finishing_ = false;  // finish() came: the last chunk follows the queued lines
  bool ended_ = false;
  int stalled_ticks_ = 0;  // keep-alive ticks with the same write in flight
  char watch_byte_[64];    // what the client sends after its request is read and dropped
  ConnectionTimer keepalive_;
  std::function<void()> closed_;
  std::atomic<bool> open_{true};
};

}  // namespace mancala::server

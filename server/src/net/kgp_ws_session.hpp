// A KGP agent over a WebSocket at /kgp: text messages in (a stream: a line may span several),
// one line per text message out.
#pragma once

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "mancala/server/kgp/kgp_session.hpp"
#include "net/connection_stream.hpp"

namespace mancala::server {

/// Largest WebSocket message an agent may send (a line is cut at kgp_max_line on its own; this
/// only bounds one message's buffer); larger closes with 1009.
inline constexpr std::size_t kgp_max_ws_message = 64 * 1024;

/// One agent's WebSocket: a KgpSession whose bytes are its text messages.
class KgpWsSession final : public KgpSession {
 public:
  /// `slot`: its place in ConnectionLimits, held for the connection's life.
  KgpWsSession(ConnectionStream&& stream, KgpPool& pool, std::shared_ptr<void> slot);
  /// Accepts the upgrade request already read by the HTTP session.
  void run(boost::beast::http::request<boost::beast::http::string_body> req, std::int64_t hsts_max_age_s);
  bool is_open() const override { return open_; }
  boost::asio::io_context* home() const override { return home_; }

 private:
  std::shared_ptr<KgpWsSession> self() { return std::static_pointer_cast<KgpWsSession>(shared_from_this()); }
  void write_line(std::shared_ptr<const std::string> line) override;
  void close_transport() override;
  void do_read();
  void do_write();
  void gone();

  boost::beast::websocket::stream<ConnectionStream> ws_;
  boost::asio::io_context* home_;  // the network thread's context the stream runs on
  boost::beast::flat_buffer buffer_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  bool close_after_writes_ = false;
  bool close_sent_ = false;
  std::atomic<bool> open_{true};
  std::shared_ptr<void> slot_;
};

}  // namespace mancala::server

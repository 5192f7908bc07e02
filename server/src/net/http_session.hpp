// One plain-HTTP connection: answers requests until it upgrades to a WebSocket at /ws.
#pragma once

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>

#include "api/http_routes.hpp"
#include "mancala/server/net/net_context.hpp"
#include "net/connection_stream.hpp"

namespace mancala::server {

/// Largest HTTP request body accepted (only the POSTs of accounts and logins have one): 413 past it.
inline constexpr std::size_t max_http_body_bytes = 8 * 1024;

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(ConnectionSocket&& socket, NetContext& ctx);
  void run();

 private:
  void do_read();
  void on_read(boost::beast::error_code ec, std::size_t bytes);
  /// Answers `req` on the reads pool when it reads the store or the disk, else at once; a
  /// tournament POST once the director has answered (answers_later).
  void answer(Request req, std::string ip);
  /// A bot API request (api/bot_routes.hpp): answered from the reads pool, or the connection
  /// handed to an NdjsonStream for a stream.
  void answer_bot(Request req, std::string ip);
  /// The stream the WebSocket session of `req` takes: this one, or for `/ws?watch` (when the
  /// server has watch threads) the same socket moved onto a strand of the watch threads.
  ConnectionStream stream_for(const Request& req);
  /// This connection's socket moved onto a new strand of `home` (`moved` set), or, when the move
  /// fails, this stream as it is (logged).
  ConnectionStream moved_to(boost::asio::io_context& home, bool& moved);
  template <class Message>
  void write(Message&& msg);
  void on_write(bool close, boost::beast::error_code ec, std::size_t bytes);
  void do_close();
  void do_close_drain();  // reads and drops until the client closes or the stream's deadline

  ConnectionStream stream_;
  boost::beast::flat_buffer buffer_;
  NetContext& ctx_;
  std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
  std::shared_ptr<void> response_;  // keeps the response alive until its write completes
};

}  // namespace mancala::server

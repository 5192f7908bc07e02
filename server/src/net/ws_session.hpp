// One WebSocket connection: reads frames, decodes them, routes them to the lobby or a room,
// and writes what they send back through a queue with one write in flight.
#pragma once

#include <algorithm>
#include <atomic>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <memory>
#include <vector>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/net/net_context.hpp"
#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/reply.hpp"

namespace mancala::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

/// Largest message a client may send (PROTOCOL.md §Transport); larger closes with 1009.
inline constexpr std::size_t max_frame_bytes = 4096;
/// Frames queued for a client that reads too slowly before it is disconnected.
inline constexpr std::size_t max_queued_frames = 1024;

/// One client connection: the Peer that rooms and the lobby send to.
class WsSession : public Peer, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(beast::tcp_stream&& stream, NetContext& ctx);
  ~WsSession() override;
  /// Accepts the upgrade request already read by the HTTP session.
  void run(http::request<http::string_body> req);

  void send(std::shared_ptr<const std::string> frame) override;
  using Peer::send;
  void close_with(std::uint16_t code, std::string reason) override;
  bool is_open() const override { return open_.load(std::memory_order_relaxed); }
  void greeted(std::string player_id) override;
  /// Keeps the connection-limit slot (admit_upgrade) until the session ends.
  void hold(std::shared_ptr<void> slot) { slot_ = std::move(slot); }

 private:
  void on_accept(beast::error_code ec);
  void do_read();
  void on_read(beast::error_code ec, std::size_t bytes);
  void handle(std::string_view text);
  /// Hands a message to the lobby or its room; false when reading must wait (for `hello`'s answer).
  bool route(protocol::ClientMessage msg);
  /// The room of a game message, or nullptr after answering not_in_game.
  std::shared_ptr<GameRoom> room_of(const std::string& game, const Reply& reply);
  /// `watch` and `unwatch`, with this connection's limit of max_watch_per_connection games.
  void watch(Reply reply, const std::string& game);
  void unwatch(Reply reply, const std::string& game);
  Reply reply_to(RequestId id) { return Reply{shared_from_this(), std::move(id), &ctx_.metrics}; }
  /// Tells the lobby this connection is gone, once (at the peer's close frame, or when it ends).
  void say_goodbye();
  bool take_token();
  static bool frame_ends_with_type(const std::string& frame, std::string_view type) {
    return frame.ends_with("\"type\":\"" + std::string(type) + "\"}");
  }
  void do_write();
  void on_write(beast::error_code ec, std::size_t bytes);
  void do_close(websocket::close_reason reason);
  void on_closed();
  void arm_hello_timer();

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  NetContext& ctx_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::string player_;                 // set once `hello` is accepted
  std::vector<std::string> watching_;  // games this connection watches
  bool greeted_ = false;
  bool closing_ = false;
  bool closed_ = false;        // on_closed has run
  bool said_goodbye_ = false;  // the lobby was told the connection closed
  bool counted_ = false;       // included in metrics.connections
  // A hint is being worked on for this connection; shared, as the room releases it on a worker.
  std::shared_ptr<std::atomic<bool>> hint_busy_ = std::make_shared<std::atomic<bool>>(false);
  std::atomic<bool> open_{true};
  double tokens_;  // rate limit bucket
  std::chrono::steady_clock::time_point refilled_;
  std::optional<std::chrono::steady_clock::time_point> move_read_at_;  // a move awaits its `moved` (metrics)
  int dropped_in_a_row_ = 0;               // messages the rate limit dropped since the last one it let through
  boost::asio::steady_timer hello_timer_;  // handshake_timeout_ms to say hello after the upgrade
  std::shared_ptr<void> slot_;             // this connection's place in ConnectionLimits
};

}  // namespace mancala::server

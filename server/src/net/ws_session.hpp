// One WebSocket connection: reads frames and hands their text to the ClientSession (or, in a
// cluster, relays it to the player's home node), and writes what comes back through a queue
// with one write in flight.
#pragma once

#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <optional>

#include "net/client_session.hpp"
#include "net/connection_stream.hpp"

namespace mancala::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

/// Largest message a client may send (PROTOCOL.md §Transport); larger closes with 1009.
inline constexpr std::size_t max_frame_bytes = 4096;
/// Frames queued for a client that reads too slowly before it is disconnected.
inline constexpr std::size_t max_queued_frames = 1024;

/// One client connection of this process.
class WsSession final : public ClientSession {
 public:
  WsSession(ConnectionStream&& stream, NetContext& ctx);
  ~WsSession() override;
  /// Accepts the upgrade request already read by the HTTP session.
  void run(http::request<http::string_body> req);

  void send(std::shared_ptr<const std::string> frame) override;
  using Peer::send;
  void close_with(std::uint16_t code, std::string reason) override;
  bool is_open() const override { return open_.load(std::memory_order_relaxed); }
  boost::asio::io_context* home() const override;
  std::int64_t lag_ms() const override { return rtt_ms_.load(std::memory_order_relaxed); }
  void relay_to(const std::string& node, const std::string& player, std::string open) override;
  /// Keeps the connection-limit slot (admit_upgrade) until the session ends.
  void hold(std::shared_ptr<void> slot) { slot_ = std::move(slot); }

  /// Frame `seq` of the session on `node` this connection relays to (RelayHub). A duplicate is
  /// dropped; a gap (frames lost while Redis was away) closes the connection with 1012, and the
  /// client reconnects to a fresh snapshot.
  void relayed_frame(const std::string& node, std::uint64_t seq, std::shared_ptr<const std::string> frame);
  /// That session closed the connection.
  void relayed_close(const std::string& node, std::uint16_t code, std::string reason);

 private:
  struct Relay {
    std::string node, conn;
    std::uint64_t next_seq = 0;  // the next frame expected from the session
  };
  std::shared_ptr<WsSession> self() { return std::static_pointer_cast<WsSession>(shared_from_this()); }
  boost::asio::any_io_executor executor() override { return ws_.get_executor(); }
  void read_next() override { do_read(); }
  void close_now(std::uint16_t code, std::string reason) override;
  void on_accept(beast::error_code ec);
  void do_read();
  void on_read(beast::error_code ec, std::size_t bytes);
  /// The connection is gone: the lobby is told, or the home node when relaying.
  void gone();
  static bool frame_ends_with_type(std::string_view frame, std::string_view type) {
    constexpr std::string_view head = "\"type\":\"", tail = "\"}";
    if (!frame.ends_with(tail)) return false;
    frame.remove_suffix(tail.size());
    if (!frame.ends_with(type)) return false;
    frame.remove_suffix(type.size());
    return frame.ends_with(head);
  }
  void do_write();
  void on_write(beast::error_code ec, std::size_t bytes);
  void do_close(websocket::close_reason reason);
  void on_closed();
  void arm_hello_timer();
  /// Keep-alive: every quarter of idle_timeout_ms, a connection heard nothing from since half of it
  /// is pinged, and one silent for all of it is dropped, also while a close this side began waits.
  void arm_idle_check();
  void on_idle_check();
  /// A pong: the round trip of the ping it answers, if it answers the latest.
  void on_pong(beast::string_view payload);

  websocket::stream<ConnectionStream> ws_;
  boost::asio::io_context* home_;  // the network thread's context ws_ runs on; nullptr on the watch threads'
  beast::flat_buffer buffer_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::optional<Relay> relay_;  // a cluster: this connection's session is on another node
  std::string relay_conn_;      // its id in RelayHub, kept across hand-overs
  bool closed_ = false;         // on_closed has run
  bool counted_ = false;        // included in metrics.connections
  std::atomic<bool> open_{true};
  ConnectionTimer hello_timer_;  // handshake_timeout_ms to say hello after the upgrade
  ConnectionTimer idle_timer_;   // the keep-alive's checks
  bool heard_ = false;           // a message or control frame arrived since the last check
  int quiet_checks_ = 0;         // checks in a row with nothing heard
  bool pinging_ = false;         // a ping is being written
  // The round trip: a greeted connection is pinged at every check; the pong that echoes the
  // latest ping's number gives one figure, smoothed into rtt_ms_.
  std::uint32_t ping_number_ = 0;
  std::chrono::steady_clock::time_point ping_sent_at_{};
  std::atomic<std::int64_t> rtt_ms_{0};
  std::shared_ptr<void> slot_;  // this connection's place in ConnectionLimits
};

}  // namespace mancala::server

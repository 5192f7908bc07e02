#include "net/ws_session.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/server/live/live_feed.hpp"
#include "mancala/server/net/connection_set.hpp"
#include "net/relay_hub.hpp"
#include "net/security_headers.hpp"

namespace mancala::server {

namespace net = boost::asio;

WsSession::WsSession(ConnectionStream&& stream, NetContext& ctx)
    : ClientSession(ctx),
      ws_(std::move(stream)),
      home_(&ws_.get_executor().get_inner_executor().context()),
      hello_timer_(ws_.get_executor()),
      idle_timer_(ws_.get_executor()) {
  if (home_ == ctx.watch_ioc) home_ = nullptr;  // a room never lives on the watch threads
}

boost::asio::io_context* WsSession::home() const { return home_; }

WsSession::~WsSession() {
  if (counted_) ctx_.metrics.connections.fetch_sub(1, std::memory_order_relaxed);
}

void WsSession::run(http::request<http::string_body> req) {
  beast::get_lowest_layer(ws_).expires_never();
  // Beast times the handshakes; the keep-alive is ours (arm_idle_check): Beast's re-arms a timer
  // on every message read, which costs each move a timer cancel, a new wait and a handler.
  auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeouts.idle_timeout = websocket::stream_base::none();
  timeouts.keep_alive_pings = false;
  ws_.set_option(timeouts);
  // The handshake's answer, and Beast's own refusal of a bad handshake, carry the headers of
  // every other answer.
  ws_.set_option(websocket::stream_base::decorator([hsts = ctx_.config.hsts_max_age_s](websocket::response_type& res) {
    res.set(http::field::server, "mancala-server");
    add_security_headers(res, hsts);
  }));
  ws_.read_message_max(max_frame_bytes);
  ws_.auto_fragment(false);
  // The peer's close frame ends the connection for the lobby and the rooms at once: Beast answers
  // it and only then waits for the TCP close before on_read sees the end, and in that window a
  // queued player who already left must not be matched (tests/server/test_matchmaking.py).
  ws_.control_callback([this](websocket::frame_type kind, beast::string_view payload) {
    heard_ = true;  // a pong (or the peer's own ping) shows it is alive
    if (kind == websocket::frame_type::pong) return on_pong(payload);
    if (kind != websocket::frame_type::close) return;
    open_ = false;
    gone();
  });
  ctx_.metrics.connections.fetch_add(1, std::memory_order_relaxed);
  counted_ = true;
  ws_.async_accept(req, beast::bind_front_handler(&WsSession::on_accept, self()));
}

void WsSession::on_accept(beast::error_code ec) {
  if (ec) {
    open_ = false;
    return spdlog::debug("websocket accept failed: {}", ec.message());
  }
  spdlog::info("connection open from {}",
               beast::get_lowest_layer(ws_).socket().remote_endpoint(ec).address().to_string());
  ctx_.connections.add(shared_from_this());
  arm_hello_timer();
  arm_idle_check();
  do_read();
}

void WsSession::arm_idle_check() {
  idle_timer_.expires_after(std::chrono::milliseconds(ctx_.config.idle_timeout_ms) / 4);
  idle_timer_.async_wait([self = self()](beast::error_code ec) {
    if (!ec && !self->closed_) self->on_idle_check();
  });
}

void WsSession::on_idle_check() {
  quiet_checks_ = heard_ ? 0 : quiet_checks_ + 1;
  heard_ = false;
  // Checks come every quarter of idle_timeout_ms. Two quiet ones in a row: silent for at least half
  // of it (under ¾), pinged. Four: silent for all of it (under 1¼), dropped.
  if (quiet_checks_ >= 4) {
    spdlog::debug("connection of player {} silent for {} ms; dropping it", player_, ctx_.config.idle_timeout_ms);
    beast::error_code ec;
    beast::get_lowest_layer(ws_).socket().close(ec);  // the pending read ends, and on_read says goodbye
    return;
  }
  // A close this side began goes on being checked: it waits for the write in flight, which a
  // peer that reads nothing blocks for good, and Beast times the close only once it has begun.
  // A greeted connection is pinged at every check: its round trip is the lag a timed game credits.
  // Not while the last ping's answer is awaited (a round trip longer than the checks' interval
  // would otherwise never be measured), unless that ping is older than idle_timeout_ms: lost.
  const auto now = std::chrono::steady_clock::now();
  const bool awaited = ping_sent_at_ != std::chrono::steady_clock::time_point{} &&
                       now - ping_sent_at_ < std::chrono::milliseconds(ctx_.config.idle_timeout_ms);
  if ((quiet_checks_ >= 2 || greeted_) && !pinging_ && !closing_ && !awaited) {
    pinging_ = true;
    ping_sent_at_ = now;
    const std::string number = std::to_string(++ping_number_);
    ws_.async_ping(websocket::ping_data(number.c_str()),
                   [self = self()](beast::error_code) { self->pinging_ = false; });
  }
  arm_idle_check();
}

void WsSession::on_pong(beast::string_view payload) {
  // Only the answer to the latest ping counts: an unasked pong or a stale one measures nothing.
  if (payload != std::to_string(ping_number_) || ping_sent_at_ == std::chrono::steady_clock::time_point{}) return;
  const auto rtt =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - ping_sent_at_).count();
  ping_sent_at_ = {};
  const std::int64_t before = rtt_ms_.load(std::memory_order_relaxed);
  rtt_ms_.store(before == 0 ? rtt : (3 * before + rtt) / 4, std::memory_order_relaxed);
}

void WsSession::arm_hello_timer() {
  // A connection that never says hello holds a slot for nothing: it gets handshake_timeout_ms.
  hello_timer_.expires_after(std::chrono::milliseconds(ctx_.config.handshake_timeout_ms));
  hello_timer_.async_wait([self = self()](beast::error_code ec) {
    if (ec || self->greeted_ || self->closing_ || self->relay_) return;
    // A client that did say hello waits on the server (its database slow or away), not the reverse.
    if (self->hello_sent_)
      return self->do_close(websocket::close_reason(websocket::close_code::internal_error, "try again"));
    self->do_close(websocket::close_reason(websocket::close_code::policy_error, "hello expected"));
  });
}

void WsSession::do_read() { ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, self())); }

void WsSession::on_read(beast::error_code ec, std::size_t) {
  if (ec) {
    // Beast has already answered a too-large message (1009) or bad UTF-8 (1007) with a close frame.
    if (ec != websocket::error::closed && ec != net::error::eof && ec != net::error::operation_aborted)
      spdlog::debug("connection read ended: {}", ec.message());
    return on_closed();
  }
  if (!ws_.got_text()) {
    buffer_.consume(buffer_.size());
    return do_close(websocket::close_reason(websocket::close_code::unknown_data, "text frames only"));
  }
  ctx_.metrics.messages_in.fetch_add(1, std::memory_order_relaxed);
  heard_ = true;
  const std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  if (!relay_) return handle(text);
  // The session on the home node judges it, as it would a message of its own; the rate limit
  // here too, so that a flood never reaches Redis.
  if (admit(std::nullopt)) ctx_.relay->forward(relay_->node, relay_->conn, text);
  if (!closing_) do_read();
}

void WsSession::relay_to(const std::string& node, const std::string& player, std::string open) {
  net::post(ws_.get_executor(), [self = self(), node, player, open = std::move(open)] {
    if (self->closing_ || !self->ctx_.relay) return;
    const bool reading = self->relay_ || self->greeted_;  // else reading waits for `hello`'s answer
    // The session it relayed to before (a node that was away, or one that handed the player on) ends.
    if (self->relay_) self->ctx_.relay->socket_gone(self->relay_->node, self->relay_->conn);
    // The player's home answers this connection's messages from now on, `live.unwatch` among
    // them: this node's pushes stop here (a `live.watch` sent from now on is the home's).
    if (self->watched_live_ && self->ctx_.live) self->ctx_.live->forget(self);
    self->relay_conn_ = self->ctx_.relay->open(self, self->relay_conn_, node, player, open);
    self->relay_ = Relay{node, self->relay_conn_, 0};
    spdlog::info("connection of player {} relayed to node {}", player, node);
    if (!reading) self->do_read();
  });
}

void WsSession::relayed_frame(const std::string& node, std::uint64_t seq, std::shared_ptr<const std::string> frame) {
  net::post(ws_.get_executor(), [self = self(), node, seq, frame = std::move(frame)]() mutable {
    if (!self->relay_ || self->relay_->node != node || seq < self->relay_->next_seq) return;  // not ours, or again
    if (seq > self->relay_->next_seq) {
      spdlog::warn("connection of player {}: frames from node {} were lost; reconnecting", self->player_, node);
      return self->do_close(websocket::close_reason(websocket::close_code::service_restart, "try again"));
    }
    ++self->relay_->next_seq;
    self->send(std::move(frame));
  });
}

void WsSession::relayed_close(const std::string& node, std::uint16_t code, std::string reason) {
  net::post(ws_.get_executor(), [self = self(), node, code, reason = std::move(reason)]() mutable {
    if (!self->relay_ || self->relay_->node != node) return;
    self->close_now(code, std::move(reason));
  });
}

void WsSession::send(std::shared_ptr<const std::string> frame) {
  net::post(ws_.get_executor(), [self = self(), frame = std::move(frame)]() mutable {
    if (self->closing_) return;
    // The first `moved` after this connection sent a move answers it (json keys are sorted: type is last).
    if (self->move_read_at_ && self->frame_ends_with_type(*frame, "moved")) {
      const auto since = std::chrono::steady_clock::now() - *self->move_read_at_;
      self->ctx_.metrics.move_round_trip_seconds.observe(std::chrono::duration<double>(since).count());
      self->move_read_at_.reset();
    }
    if (self->queue_.size() >= max_queued_frames) {
      spdlog::warn("connection of player {} reads too slowly; closing it", self->player_);
      return self->do_close(websocket::close_reason(websocket::close_code::policy_error, "too slow"));
    }
    self->queue_.push_back(std::move(frame));
    if (self->queue_.size() == 1) self->do_write();
  });
}

void WsSession::do_write() {
  ws_.text(true);
  ws_.async_write(net::buffer(*queue_.front()), beast::bind_front_handler(&WsSession::on_write, self()));
}

void WsSession::on_write(beast::error_code ec, std::size_t) {
  if (ec) {
    queue_.clear();
    return;  // the read side sees the failure too and says goodbye once
  }
  queue_.pop_front();
  if (!queue_.empty() && !closing_) do_write();
}

void WsSession::close_with(std::uint16_t code, std::string reason) {
  net::post(ws_.get_executor(),
            [self = self(), code, reason = std::move(reason)]() mutable { self->close_now(code, std::move(reason)); });
}

void WsSession::close_now(std::uint16_t code, std::string reason) {
  websocket::close_reason r;
  r.code = code;
  r.reason = std::move(reason);
  do_close(r);
}

void WsSession::do_close(websocket::close_reason reason) {
  if (closing_) return;
  closing_ = true;
  open_ = false;
  // The front frame may be in flight: its buffer must live until the write completes.
  if (queue_.size() > 1) queue_.erase(queue_.begin() + 1, queue_.end());
  ws_.async_close(reason, [self = self()](beast::error_code) { self->on_closed(); });
}

void WsSession::on_closed() {
  open_ = false;
  closing_ = true;
  if (closed_) return;
  closed_ = true;
  hello_timer_.cancel();
  idle_timer_.cancel();
  spdlog::info("connection closed{}{}", player_.empty() ? "" : " for player ", player_);
  gone();
}

void WsSession::gone() {
  if (!relay_) return say_goodbye();
  ctx_.relay->socket_gone(relay_->node, relay_->conn);
  relay_.reset();  // once
  closing_ = true;
}

}  // namespace mancala::server

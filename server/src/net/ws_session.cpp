#include "net/ws_session.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>

#include "mancala/protocol/server_message.hpp"
#include "mancala/server/net/connection_set.hpp"
#include "mancala/server/play/lobby.hpp"
#include "mancala/server/play/overloaded.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

WsSession::WsSession(beast::tcp_stream&& stream, NetContext& ctx)
    : ws_(std::move(stream)),
      ctx_(ctx),
      tokens_(ctx.config.rate_limit_burst),
      refilled_(std::chrono::steady_clock::now()),
      hello_timer_(ws_.get_executor()) {}

WsSession::~WsSession() {
  if (counted_) ctx_.metrics.connections.fetch_sub(1, std::memory_order_relaxed);
}

void WsSession::run(http::request<http::string_body> req) {
  beast::get_lowest_layer(ws_).expires_never();
  auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeouts.idle_timeout = std::chrono::milliseconds(ctx_.config.idle_timeout_ms);
  timeouts.keep_alive_pings = true;
  ws_.set_option(timeouts);
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(http::field::server, "mancala-server"); }));
  ws_.read_message_max(max_frame_bytes);
  ws_.auto_fragment(false);
  // The peer's close frame ends the connection for the lobby and the rooms at once: Beast answers
  // it and only then waits for the TCP close before on_read sees the end, and in that window a
  // queued player who already left must not be matched (tests/server/test_matchmaking.py).
  ws_.control_callback([this](websocket::frame_type kind, beast::string_view) {
    if (kind != websocket::frame_type::close) return;
    open_ = false;
    say_goodbye();
  });
  ctx_.metrics.connections.fetch_add(1, std::memory_order_relaxed);
  counted_ = true;
  ws_.async_accept(req, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
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
  do_read();
}

void WsSession::arm_hello_timer() {
  // A connection that never says hello holds a slot for nothing: it gets handshake_timeout_ms.
  hello_timer_.expires_after(std::chrono::milliseconds(ctx_.config.handshake_timeout_ms));
  hello_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (ec || self->greeted_ || self->closing_) return;
    self->do_close(websocket::close_reason(websocket::close_code::policy_error, "hello expected"));
  });
}

void WsSession::do_read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
}

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
  const std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  handle(text);
}

bool WsSession::take_token() {
  const auto now = std::chrono::steady_clock::now();
  const double elapsed = std::chrono::duration<double>(now - refilled_).count();
  refilled_ = now;
  tokens_ = std::min<double>(ctx_.config.rate_limit_burst, tokens_ + elapsed * ctx_.config.rate_limit_per_s);
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

void WsSession::handle(std::string_view text) {
  auto decoded = protocol::decode_client_message(text, greeted_);
  if (!take_token()) {
    // Sustained abuse (nothing let through for rate_limit_close_after messages) ends the connection.
    if (++dropped_in_a_row_ >= ctx_.config.rate_limit_close_after) {
      spdlog::warn("connection of player {} closed: rate limit exceeded {} times in a row", player_, dropped_in_a_row_);
      return do_close(websocket::close_reason(websocket::close_code::policy_error, "rate limit"));
    }
    const auto* msg = std::get_if<protocol::ClientMessage>(&decoded);
    reply_to(msg ? msg->id : std::nullopt).error(ErrorCode::rate_limited, "too many messages; slow down");
    return do_read();
  }
  dropped_in_a_row_ = 0;
  if (auto* e = std::get_if<protocol::ProtocolError>(&decoded)) {
    reply_to(e->id).error(e->code, e->message);
    return do_read();
  }
  if (route(std::move(std::get<protocol::ClientMessage>(decoded)))) do_read();
}

std::shared_ptr<GameRoom> WsSession::room_of(const std::string& game, const Reply& reply) {
  auto room = ctx_.rooms.find(game);
  if (!room) reply.error(ErrorCode::not_in_game, "no game " + game);
  return room;
}

bool WsSession::route(protocol::ClientMessage msg) {
  // One handler per message type and no catch-all: a new type without a handler does not compile.
  return std::visit(overloaded{
                        [&](protocol::Hello& m) {
                          // Reading pauses until the lobby answers, so no later message is judged before `hello`.
                          ctx_.lobby.hello(reply_to(std::move(msg.id)), std::move(m));
                          return false;
                        },
                        [&](protocol::QueueJoin& m) {
                          ctx_.lobby.queue_join(reply_to(std::move(msg.id)), player_, m.variant);
                          return true;
                        },
                        [&](protocol::QueueLeave&) {
                          ctx_.lobby.queue_leave(reply_to(std::move(msg.id)), player_);
                          return true;
                        },
                        [&](protocol::BotPlay& m) {
                          ctx_.lobby.bot_play(reply_to(std::move(msg.id)), player_, m);
                          return true;
                        },
                        [&](protocol::LocalPlay& m) {
                          ctx_.lobby.local_play(reply_to(std::move(msg.id)), player_, m.variant);
                          return true;
                        },
                        [&](protocol::Move& m) {
                          move_read_at_ = std::chrono::steady_clock::now();
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->move(std::move(reply), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::Resign& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->resign(std::move(reply), player_);
                          return true;
                        },
                        [&](protocol::HintRequest& m) {
                          auto reply = reply_to(std::move(msg.id));
                          // One hint at a time a connection: each is up to bot_think_ms of a worker's search.
                          if (hint_busy_->load()) {
                            reply.error(ErrorCode::rate_limited, "one hint at a time: wait for the answer");
                          } else if (auto room = room_of(m.game, reply)) {
                            hint_busy_->store(true);
                            room->hint(
                                std::move(reply), player_,
                                std::shared_ptr<void>(nullptr, [busy = hint_busy_](void*) { busy->store(false); }));
                          }
                          return true;
                        },
                        [&](protocol::RematchRequest& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->rematch(std::move(reply), player_);
                          return true;
                        },
                        [&](protocol::FriendCreate& m) {
                          ctx_.lobby.friend_create(reply_to(std::move(msg.id)), player_, m);
                          return true;
                        },
                        [&](protocol::FriendJoin& m) {
                          ctx_.lobby.friend_join(reply_to(std::move(msg.id)), player_, std::move(m.code));
                          return true;
                        },
                        [&](protocol::FriendCancel& m) {
                          ctx_.lobby.friend_cancel(reply_to(std::move(msg.id)), player_, std::move(m.code));
                          return true;
                        },
                        [&](protocol::Watch& m) {
                          watch(reply_to(std::move(msg.id)), m.game);
                          return true;
                        },
                        [&](protocol::Unwatch& m) {
                          unwatch(reply_to(std::move(msg.id)), m.game);
                          return true;
                        },
                    },
                    msg.body);
}

void WsSession::watch(Reply reply, const std::string& game) {
  // Games closed since do not hold a place.
  std::erase_if(watching_, [this](const std::string& g) { return !ctx_.rooms.find(g); });
  auto room = ctx_.rooms.find(game);
  if (!room) return reply.error(ErrorCode::game_not_found, "no game " + game + " to watch");
  const bool known = std::find(watching_.begin(), watching_.end(), game) != watching_.end();
  if (!known && watching_.size() >= static_cast<std::size_t>(ctx_.config.max_watch_per_connection))
    return reply.error(ErrorCode::rate_limited, "at most " + std::to_string(ctx_.config.max_watch_per_connection) +
                                                    " games watched at once: unwatch one first");
  if (!known) watching_.push_back(game);
  room->watch(std::move(reply), player_);
}

void WsSession::unwatch(Reply reply, const std::string& game) {
  std::erase(watching_, game);
  if (auto room = ctx_.rooms.find(game)) room->unwatch(shared_from_this());
  reply.send(protocol::unwatched_message(reply.id, game));
}

void WsSession::greeted(std::string player_id) {
  net::post(ws_.get_executor(), [self = shared_from_this(), player_id = std::move(player_id)]() mutable {
    self->player_ = std::move(player_id);
    self->greeted_ = true;
    self->hello_timer_.cancel();
    // Closed while the lobby worked on `hello`: say goodbye now (a second goodbye is ignored).
    if (self->closing_) return self->say_goodbye();
    self->do_read();
  });
}

void WsSession::send(std::shared_ptr<const std::string> frame) {
  net::post(ws_.get_executor(), [self = shared_from_this(), frame = std::move(frame)]() mutable {
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
  ws_.async_write(net::buffer(*queue_.front()), beast::bind_front_handler(&WsSession::on_write, shared_from_this()));
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
  net::post(ws_.get_executor(), [self = shared_from_this(), code, reason = std::move(reason)] {
    websocket::close_reason r;
    r.code = code;
    r.reason = reason;
    self->do_close(r);
  });
}

void WsSession::do_close(websocket::close_reason reason) {
  if (closing_) return;
  closing_ = true;
  open_ = false;
  // The front frame may be in flight: its buffer must live until the write completes.
  if (queue_.size() > 1) queue_.erase(queue_.begin() + 1, queue_.end());
  ws_.async_close(reason, [self = shared_from_this()](beast::error_code) { self->on_closed(); });
}

void WsSession::on_closed() {
  open_ = false;
  closing_ = true;
  if (closed_) return;
  closed_ = true;
  hello_timer_.cancel();
  spdlog::info("connection closed{}{}", player_.empty() ? "" : " for player ", player_);
  say_goodbye();
}

void WsSession::say_goodbye() {
  // Not before `hello` was answered: greeted() says it then if the connection closed meanwhile.
  if (!greeted_ || said_goodbye_) return;
  said_goodbye_ = true;
  for (const auto& game : watching_)
    if (auto room = ctx_.rooms.find(game)) room->unwatch(shared_from_this());
  watching_.clear();
  ctx_.lobby.disconnected(shared_from_this(), player_);
}

}  // namespace mancala::server

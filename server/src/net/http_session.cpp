#include "http_session.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <boost/asio/dispatch.hpp>
#include <boost/beast/websocket.hpp>

#include "api/bot_routes.hpp"
#include "api/http_routes.hpp"
#include "mancala/server/net/connection_limits.hpp"
#include "mancala/server/net/connection_set.hpp"
#include "net/kgp_ws_session.hpp"
#include "net/ndjson_stream.hpp"
#include "net/security_headers.hpp"
#include "net/upgrade_guard.hpp"
#include "net/ws_session.hpp"

namespace mancala::server {

namespace net = boost::asio;

HttpSession::HttpSession(ConnectionSocket&& socket, NetContext& ctx) : stream_(std::move(socket)), ctx_(ctx) {}

void HttpSession::run() {
  net::dispatch(stream_.get_executor(), beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
}

void HttpSession::do_read() {
  parser_.emplace();
  parser_->body_limit(max_http_body_bytes);
  // A request that never finishes (slowloris) loses its socket after handshake_timeout_ms.
  stream_.expires_after(std::chrono::milliseconds(ctx_.config.handshake_timeout_ms));
  http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
}

void HttpSession::on_read(beast::error_code ec, std::size_t) {
  if (ec == http::error::end_of_stream) return do_close();
  // A request the parser refuses gets a status before the connection closes, not a bare reset.
  if (ec && ec.category() == beast::http::make_error_code(http::error::bad_target).category()) {
    const auto status = ec == http::error::body_limit     ? http::status::payload_too_large
                        : ec == http::error::header_limit ? http::status::request_header_fields_too_large
                                                          : http::status::bad_request;
    StringResponse res{status, 11};
    res.set(http::field::content_type, "application/json");
    res.set(http::field::cache_control, "no-store");
    res.keep_alive(false);
    res.body() = R"({"error":"bad_request","message":")" + ec.message() + "\"}";
    res.prepare_payload();
    return write(std::move(res));
  }
  if (ec) return;
  Request req = parser_->release();
  beast::error_code ip_ec;
  const std::string ip = stream_.socket().remote_endpoint(ip_ec).address().to_string();
  // A POST, PUT or DELETE changes something (an account, a login, a block, a language): a page of
  // another site may not send one in a player's browser, as it may not open their WebSocket.
  const auto method = req.method();
  if ((method == http::verb::post || method == http::verb::put || method == http::verb::delete_) &&
      !origin_allowed(ctx_.config.allowed_origins, req[http::field::origin], req[http::field::host])) {
    spdlog::warn("{} from {} refused: origin {} is not allowed", std::string(req.method_string()), ip,
                 std::string(req[http::field::origin]));
    auto res = json_response(req, http::status::forbidden, api_error("origin_not_allowed", "origin not allowed"));
    res.keep_alive(false);
    return write(std::move(res));
  }
  if (websocket::is_upgrade(req)) {
    const std::string_view path = std::string_view(req.target()).substr(0, req.target().find('?'));
    const bool kgp = path == "/kgp" && ctx_.kgp;
    if (path != "/ws" && !kgp) return write(json_response(req, http::status::not_found, R"({"error":"not_found"})"));
    auto admitted = admit_upgrade(ctx_, req, ip);
    if (auto* refusal = std::get_if<StringResponse>(&admitted)) return write(std::move(*refusal));
    if (kgp) {
      // An agent and its games run on the KGP threads, which yield the CPU to the players' threads.
      bool moved = false;
      auto stream = ctx_.kgp_ioc ? moved_to(*ctx_.kgp_ioc, moved) : std::move(stream_);
      auto agent = std::make_shared<KgpWsSession>(std::move(stream), *ctx_.kgp,
                                                  std::move(std::get<std::shared_ptr<void>>(admitted)));
      ctx_.connections.add(agent);
      return agent->run(std::move(req), ctx_.config.hsts_max_age_s);
    }
    // The WebSocket session takes the stream; this HTTP session ends here.
    auto ws = std::make_shared<WsSession>(stream_for(req), ctx_);
    ws->hold(std::move(std::get<std::shared_ptr<void>>(admitted)));
    return ws->run(std::move(req));
  }
  const std::string_view path = std::string_view(req.target()).substr(0, req.target().find('?'));
  if (is_bot_path(path)) return answer_bot(std::move(req), ip);
  answer(std::move(req), ip);
}

void HttpSession::answer_bot(Request req, std::string ip) {
  // The token is looked up on the reads pool; a plain answer comes back to this strand, and a
  // stream takes the connection there.
  net::post(ctx_.api.reads, [self = shared_from_this(), req = std::move(req), ip = std::move(ip)] {
    const auto strand = self->stream_.get_executor();
    BotSession session{
        [self, strand](StringResponse res) {
          net::post(strand, [self, res = std::move(res)]() mutable { self->write(std::move(res)); });
        },
        [self, strand, head = Request{req.method(), req.target(), req.version()},
         ip](std::function<void(std::shared_ptr<botapi::LineSink>)> then) {
          net::post(strand, [self, head, ip, then = std::move(then)] {
            // A stream is held open as a WebSocket is: it takes a slot of the same connection limits.
            ConnectionLimits::Refusal why{};
            auto slot = self->ctx_.limits.acquire(ip, why);
            if (!slot) {
              spdlog::warn("bot stream from {} refused: too many connections", ip);
              auto res = json_response(head, http::status::service_unavailable,
                                       api_error("too_many_connections", "too many connections from here or in all"));
              res.keep_alive(false);
              return self->write(std::move(res));
            }
            auto stream =
                std::make_shared<NdjsonStream>(std::move(self->stream_), self->ctx_, head.version(), std::move(slot));
            stream->start();
            then(stream);
          });
        }};
    bot_request(self->ctx_.api, req, session);
  });
}

ConnectionStream HttpSession::stream_for(const Request& req) {
  if (!ctx_.watch_ioc || !query_param(req.target(), "watch")) return std::move(stream_);
  // A connection that comes to watch moves to the watch threads before its handshake, so that its
  // reads and writes never queue in front of a player's on the network threads.
  bool moved = false;
  auto stream = moved_to(*ctx_.watch_ioc, moved);
  if (moved) ctx_.metrics.watch_connections.fetch_add(1, std::memory_order_relaxed);
  return stream;
}

ConnectionStream HttpSession::moved_to(net::io_context& home, bool& moved) {
  auto socket = stream_.release_socket();
  beast::error_code ec;
  const auto protocol = socket.local_endpoint(ec).protocol();
  if (!ec) {
    const auto fd = socket.release(ec);
    ConnectionStream there(net::make_strand(home));
    if (!ec) there.socket().assign(protocol, fd, ec);
    if (!ec) {
      moved = true;
      return there;
    }
    ::close(fd);
  }
  spdlog::warn("a connection could not move to its threads: {}", ec.message());
  return ConnectionStream(std::move(socket));
}

void HttpSession::answer(Request req, std::string ip) {
  if (answers_later(req)) {
    // The reads pool reads the store and hands the request on (to the tournament director); the
    // answer comes back from the director's strand to this session's.
    return net::post(ctx_.api.reads, [self = shared_from_this(), req = std::move(req)] {
      answer_later(self->ctx_.api, req, [self](StringResponse res) {
        net::post(self->stream_.get_executor(),
                  [self, res = std::move(res)]() mutable { self->write(std::move(res)); });
      });
    });
  }
  if (!needs_reader(req))
    return std::visit([this](auto&& res) { write(std::move(res)); }, route_http(ctx_.api, req, ip));
  // The store and the disk are read on the reads pool (and passwords hashed there), analyses on
  // their own; the answer is written back on this session's strand.
  auto& pool = pool_for(ctx_.api, req);  // before `req` moves into the handler
  net::post(pool, [self = shared_from_this(), req = std::move(req), ip = std::move(ip)]() mutable {
    auto res = route_http(self->ctx_.api, req, ip);
    net::post(self->stream_.get_executor(), [self, res = std::move(res)]() mutable {
      std::visit([&self](auto&& r) { self->write(std::move(r)); }, std::move(res));
    });
  });
}

template <class Message>
void HttpSession::write(Message&& msg) {
  // Every answer, the refusals and errors included, goes out here.
  add_security_headers(msg, ctx_.config.hsts_max_age_s);
  const bool close = msg.need_eof();
  auto sp = std::make_shared<std::decay_t<Message>>(std::forward<Message>(msg));
  response_ = sp;
  http::async_write(stream_, *sp, beast::bind_front_handler(&HttpSession::on_write, shared_from_this(), close));
}

void HttpSession::on_write(bool close, beast::error_code ec, std::size_t) {
  if (ec) return;
  if (close) return do_close();
  response_.reset();
  do_read();
}

void HttpSession::do_close() {
  beast::error_code ec;
  stream_.socket().shutdown(net::ip::tcp::socket::shutdown_send, ec);
  // Lingering close: read (and drop) what the client still sends until it closes too, for at
  // most a second. Closing with unread bytes would reset the connection, and the client could
  // lose the response it has not read yet (a 413 sent before the rest of a large body).
  stream_.expires_after(std::chrono::seconds(1));
  do_close_drain();
}

void HttpSession::do_close_drain() {
  buffer_.clear();
  stream_.async_read_some(buffer_.prepare(4096), [self = shared_from_this()](beast::error_code e, std::size_t) {
    if (!e) self->do_close_drain();
  });
}

}  // namespace mancala::server

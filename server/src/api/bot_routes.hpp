// The HTTP bot API's routes (docs/bots.md, docs/protocol.md §HTTP bot API): the bearer token,
// the request limit, the path; the work is botapi::BotApi's.
#pragma once

#include <functional>
#include <memory>
#include <string_view>

#include "http_routes.hpp"
#include "mancala/server/botapi/line_sink.hpp"

namespace mancala::server {

/// True for /api/stream/event, /api/bot/… and /api/challenge/…, whatever the method.
bool is_bot_path(std::string_view path);

/// How a bot API request is answered by its session; both may be called from any thread, and
/// one of them is called once.
struct BotSession {
  Respond respond;  // a plain JSON answer
  // The connection becomes an NDJSON stream; the sink is handed to the function given.
  std::function<void(std::function<void(std::shared_ptr<botapi::LineSink>)>)> stream;
};

/// Answers a bot API request: 401 `unauthorized` without a known bearer token, 403 `not_a_bot`
/// for a person's token, 429
/// `rate_limited` with Retry-After past the token's limit, 404 for an unknown path, 405 for
/// another method, else the route's answer or stream. Reads the store: run it on ctx.reads.
/// Never throws: a failure inside becomes a 500.
void bot_request(ApiContext& ctx, const Request& req, const BotSession& session);

}  // namespace mancala::server

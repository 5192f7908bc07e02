// The plain-HTTP answers: /healthz, /readyz, /metrics, /api/games/{id} (and its /notation, /replay, /analysis),
// /api/games?limit=N, /api/live, /api/players/{id}/games, /api/invites/{code}, POST /api/accounts and
// /api/sessions (account_routes.hpp), /api/tournaments (tournament_routes.hpp), and static files.
#pragma once

#include <boost/beast/http.hpp>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "mancala/server/api/api_context.hpp"

namespace mancala::server {

namespace beast = boost::beast;
namespace http = boost::beast::http;

using Request = http::request<http::string_body>;
using StringResponse = http::response<http::string_body>;
using FileResponse = http::response<http::file_body>;
using Response = std::variant<StringResponse, FileResponse>;

/// True when answering `req` reads the store or the disk (the API, static files): the caller
/// runs route_http on ctx.reads, never on a network thread. The ops answers read only memory.
bool needs_reader(const Request& req);

/// The pool that answers `req` when needs_reader(req): position analyses have their own
/// (analysis_threads), so a slow one never holds up a stored game's read.
boost::asio::thread_pool& pool_for(ApiContext& ctx, const Request& req);

/// Answers one request; `client` is the address it came from (the login limiter counts by it).
/// Never throws: a failure inside becomes a 500 with a JSON body.
Response route_http(ApiContext& ctx, const Request& req, const std::string& client = {});

/// An answer given later, from any thread: called once with the response.
using Respond = std::function<void(StringResponse)>;

/// True when `req` is answered through answer_later, not route_http: a POST under
/// /api/tournaments, which the tournament director answers from its own strand.
bool answers_later(const Request& req);

/// Answers `req` (answers_later) through `respond`. Reads the store first: run it on ctx.reads.
/// Never throws: a failure inside becomes a 500 with a JSON body.
void answer_later(ApiContext& ctx, const Request& req, const Respond& respond);

/// A JSON answer with the request's HTTP version and keep-alive.
StringResponse json_response(const Request& req, http::status status, std::string body);

/// The JSON body of an API error: {"error": code, "message": message}.
std::string api_error(const std::string& code, const std::string& message);

/// The value of `key` in the target's query string, if present (not percent-decoded).
std::optional<std::string> query_param(std::string_view target, std::string_view key);

/// `text` with its %XX escapes decoded; nullopt for a malformed escape or a NUL byte.
std::optional<std::string> percent_decode(std::string_view text);

/// The `limit` query parameter: 1..100, `fallback` when absent; nullopt when malformed or out of range.
std::optional<int> limit_param(const Request& req, int fallback);

/// True when the request's Content-Type is application/json (parameters such as charset allowed).
bool json_body(const Request& req);

/// The token of `Authorization: Bearer TOKEN` (the scheme in any case, the token at most 128
/// characters and without spaces), or nullopt.
std::optional<std::string> bearer_token(const Request& req);

/// 400 {"error":"bad_request","message": message}.
StringResponse bad_request(const Request& req, const std::string& message);

/// 400 {"error":"bad_request"} for a malformed `limit`.
StringResponse bad_limit(const Request& req);

/// A file under `web_root` (index.html for a folder) from `cache`, with its content type, ETag and
/// Cache-Control, in the coding the request's Accept-Encoding takes (br, gzip or as it is); 304
/// when If-None-Match names its ETag; 404 page for a missing file; 400 for a path that leaves
/// the root. GET and HEAD.
Response serve_static(StaticCache& cache, const std::string& web_root, const Request& req);

}  // namespace mancala::server

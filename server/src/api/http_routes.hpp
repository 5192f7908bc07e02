// The plain-HTTP answers: /healthz, /readyz, /metrics, /api/games/{id} (and its /notation and /replay),
// /api/games?limit=N, and static files.
#pragma once

#include <boost/beast/http.hpp>
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

/// Answers one request. Never throws: a failure inside becomes a 500 with a JSON body.
Response route_http(ApiContext& ctx, const Request& req);

/// A JSON answer with the request's HTTP version and keep-alive.
StringResponse json_response(const Request& req, http::status status, std::string body);

/// A file under `web_root` (index.html for a folder), with its content type and caching headers;
/// 404 page for a missing file; 400 for a path that leaves the root. GET and HEAD.
Response serve_static(const std::string& web_root, const Request& req);

}  // namespace mancala::server

// Who may open a WebSocket: the Origin allow-list, then the connection limits.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "api/http_routes.hpp"
#include "mancala/server/net/net_context.hpp"

namespace mancala::server {

/// True when a browser page from `origin` may open a WebSocket on `host` (the request's Host
/// header). An empty `allowed` list means the page must come from `host` itself; "*" allows
/// every origin. A request without an Origin header (not a browser) is let in: the check guards
/// players' browsers against other sites' pages, not the server against scripts.
bool origin_allowed(const std::vector<std::string>& allowed, std::string_view origin, std::string_view host);

/// The slot to hold for the connection's life, or the refusal to send instead of upgrading:
/// 403 `origin_not_allowed`, 503 `too_many_connections` (in total or from `ip`).
std::variant<std::shared_ptr<void>, StringResponse> admit_upgrade(NetContext& ctx, const Request& req,
                                                                  const std::string& ip);

}  // namespace mancala::server

#include "net/upgrade_guard.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>

#include "mancala/server/net/connection_limits.hpp"

namespace mancala::server {
namespace {

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

StringResponse refuse(const Request& req, http::status status, const char* body) {
  auto res = json_response(req, status, body);
  res.keep_alive(false);
  return res;
}

}  // namespace

bool origin_allowed(const std::vector<std::string>& allowed, std::string_view origin, std::string_view host) {
  if (origin.empty()) return true;
  if (allowed.empty()) {
    // "scheme://host[:port]" must name the Host the request came to.
    const auto sep = origin.find("://");
    return sep != std::string_view::npos && !host.empty() && iequals(origin.substr(sep + 3), host);
  }
  return std::any_of(allowed.begin(), allowed.end(),
                     [&](const std::string& a) { return a == "*" || iequals(a, origin); });
}

std::variant<std::shared_ptr<void>, StringResponse> admit_upgrade(NetContext& ctx, const Request& req,
                                                                  const std::string& ip) {
  const std::string_view origin = req[http::field::origin];
  if (!origin_allowed(ctx.config.allowed_origins, origin, req[http::field::host])) {
    spdlog::warn("WebSocket from {} refused: origin {} is not allowed", ip, std::string(origin));
    return refuse(req, http::status::forbidden, R"({"error":"origin_not_allowed"})");
  }
  ConnectionLimits::Refusal why{};
  auto slot = ctx.limits.acquire(ip, why);
  if (!slot) {
    spdlog::warn(
        "WebSocket from {} refused: {}", ip,
        why == ConnectionLimits::Refusal::per_ip ? "too many connections from this address" : "too many connections");
    return refuse(req, http::status::service_unavailable, R"({"error":"too_many_connections"})");
  }
  return slot;
}

}  // namespace mancala::server

// Readiness is stricter than /healthz's liveness: a draining or read-only server is alive but
// must get no new players, so a load balancer takes it out of rotation.
#include "ops_routes.hpp"

#include <nlohmann/json.hpp>

#include "mancala/server/ops/metrics_text.hpp"
#include "mancala/server/ops/prometheus_text.hpp"

namespace mancala::server {

StringResponse readyz(ApiContext& ctx, const Request& req) {
  nlohmann::json reasons = nlohmann::json::array();
  if (ctx.metrics.draining.load()) reasons.push_back("draining");
  if (!ctx.metrics.db_ok.load(std::memory_order_relaxed)) reasons.push_back("db_write_failed");
  if (!ctx.metrics.db_writable.load(std::memory_order_relaxed)) reasons.push_back("db_not_writable");
  if (reasons.empty()) return json_response(req, http::status::ok, R"({"status":"ready"})");
  return json_response(req, http::status::service_unavailable,
                       nlohmann::json{{"status", "not_ready"}, {"reasons", reasons}}.dump());
}

StringResponse metrics(ApiContext& ctx, const Request& req) {
  StringResponse res{http::status::ok, req.version()};
  res.set(http::field::content_type, prometheus_content_type);
  res.set(http::field::cache_control, "no-store");
  res.keep_alive(req.keep_alive());
  res.body() = render_metrics(ctx.metrics);
  res.prepare_payload();
  return res;
}

}  // namespace mancala::server

// The operators' HTTP answers: GET /readyz and GET /metrics.
#pragma once

#include "http_routes.hpp"

namespace mancala::server {

/// 200 {"status":"ready"} while the server accepts games: not draining, the latest store
/// transaction committed, and the database file and its folder writable (as the store last saw
/// them: it checks once a second, off the network threads). Otherwise 503
/// {"status":"not_ready","reasons":[...]} with one of "draining", "db_write_failed",
/// "db_not_writable" per failed check.
StringResponse readyz(ApiContext& ctx, const Request& req);

/// 200 with render_metrics() in the Prometheus text format (metrics_text.hpp).
StringResponse metrics(ApiContext& ctx, const Request& req);

}  // namespace mancala::server

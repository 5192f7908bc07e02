// The body of GET /metrics.
#pragma once

#include <string>

#include "mancala/server/ops/metrics.hpp"

namespace mancala::server {

/// Every metric of the server in the Prometheus text format (prometheus_text.hpp), names
/// prefixed `mancala_`: gauges of connections, games by kind and queue by variant; totals of
/// plies, finished games by result and reason, queue→computer games; histograms of the
/// computer's think time, move round trip and SQLite writes (seconds); build info.
std::string render_metrics(const Metrics& m);

}  // namespace mancala::server

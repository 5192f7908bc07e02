// Writes the Prometheus text exposition format (version 0.0.4), the body of GET /metrics.
#pragma once

#include <string>
#include <string_view>

#include "mancala/server/ops/histogram.hpp"

namespace mancala::server {

/// The Content-Type of a /metrics answer.
inline constexpr std::string_view prometheus_content_type = "text/plain; version=0.0.4; charset=utf-8";

/// Appends metric families to one text body. Callers write each family's samples right after its
/// `family` line, as the format requires; label values and help texts are escaped here.
class PrometheusText {
 public:
  /// `# HELP` and `# TYPE` lines. `type`: "counter", "gauge" or "histogram".
  void family(std::string_view name, std::string_view type, std::string_view help);
  /// One sample line: `name{labels} value`.
  void sample(std::string_view name, const Labels& labels, double value);
  /// A whole histogram family: `_bucket` lines (cumulative, `le` last), `_sum` and `_count`.
  void histogram(std::string_view name, std::string_view help, const Histogram::Snapshot& s, const Labels& labels = {});

  const std::string& str() const noexcept { return out_; }

 private:
  std::string out_;
};

/// A sample value as the format spells it: integers without a fraction, "+Inf", "-Inf", "NaN",
/// otherwise the shortest text that reads back as the same double.
std::string prometheus_value(double v);

}  // namespace mancala::server

// The exposition format as Prometheus reads it: escaping, number spelling, histogram shape.
#include "mancala/server/ops/prometheus_text.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "mancala/server/ops/histogram.hpp"

using namespace mancala::server;

TEST_CASE("sample values are spelled as Prometheus parses them") {
  CHECK(prometheus_value(0) == "0");
  CHECK(prometheus_value(42) == "42");
  CHECK(prometheus_value(-3) == "-3");
  CHECK(prometheus_value(0.25) == "0.25");
  CHECK(prometheus_value(1e-4) == "0.0001");
  CHECK(prometheus_value(std::numeric_limits<double>::infinity()) == "+Inf");
  CHECK(prometheus_value(-std::numeric_limits<double>::infinity()) == "-Inf");
  CHECK(prometheus_value(std::nan("")) == "NaN");
  CHECK(prometheus_value(18446744073709551616.0) == "18446744073709551616");
  CHECK(prometheus_value(1.5e-9) == "1.5e-09");
  CHECK(prometheus_value(0.1 + 0.2) == "0.30000000000000004");
}

TEST_CASE("label values escape backslash, quote and newline, and help escapes backslash and newline") {
  PrometheusText out;
  out.family("m_total", "counter", "a \\ b\nc \"q\"");
  out.sample("m_total", {{"variant", R"({"game":"kalah"})"}, {"odd", "a\\b\nc"}}, 3);
  CHECK(out.str() ==
        "# HELP m_total a \\\\ b\\nc \"q\"\n"
        "# TYPE m_total counter\n"
        "m_total{variant=\"{\\\"game\\\":\\\"kalah\\\"}\",odd=\"a\\\\b\\nc\"} 3\n");
}

TEST_CASE("a histogram is written with cumulative buckets, +Inf last, then sum and count") {
  Histogram h{0.1, 1};
  h.observe(0.05);
  h.observe(0.1);  // on a bound: counted in that bucket ("le")
  h.observe(0.5);
  h.observe(7);
  PrometheusText out;
  out.histogram("t_seconds", "T.", h.snapshot(), {{"kind", "x"}});
  CHECK(out.str() ==
        "# HELP t_seconds T.\n"
        "# TYPE t_seconds histogram\n"
        "t_seconds_bucket{kind=\"x\",le=\"0.1\"} 2\n"
        "t_seconds_bucket{kind=\"x\",le=\"1\"} 3\n"
        "t_seconds_bucket{kind=\"x\",le=\"+Inf\"} 4\n"
        "t_seconds_sum{kind=\"x\"} 7.65\n"
        "t_seconds_count{kind=\"x\"} 4\n");
}

TEST_CASE("histogram bounds must ascend strictly") {
  CHECK_THROWS_AS(Histogram({1, 0.5}), std::invalid_argument);
  CHECK_THROWS_AS(Histogram({0.5, 0.5}), std::invalid_argument);
}

TEST_CASE("labelled values keep a series at zero once it existed") {
  LabeledValues v;
  v.ensure({{"kind", "online"}});
  v.add({{"kind", "computer"}}, 1);
  v.add({{"kind", "computer"}}, -1);
  const auto snap = v.snapshot();
  REQUIRE(snap.size() == 2);
  CHECK(snap[0].first == Labels{{"kind", "computer"}});
  CHECK(snap[0].second == 0);
  CHECK(snap[1].first == Labels{{"kind", "online"}});
}

// The exposition format's escaping and number spelling.
#include "mancala/server/ops/prometheus_text.hpp"

#include <charconv>
#include <cmath>

namespace mancala::server {
namespace {

// HELP text escapes backslash and newline; label values also escape the double quote.
void append_escaped(std::string& out, std::string_view text, bool quote) {
  for (char c : text) {
    if (c == '\\')
      out += "\\\\";
    else if (c == '\n')
      out += "\\n";
    else if (c == '"' && quote)
      out += "\\\"";
    else
      out += c;
  }
}

void append_labels(std::string& out, const Labels& labels) {
  if (labels.empty()) return;
  out += '{';
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (i) out += ',';
    out += labels[i].first;
    out += "=\"";
    append_escaped(out, labels[i].second, true);
    out += '"';
  }
  out += '}';
}

}  // namespace

std::string prometheus_value(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "+Inf" : "-Inf";
  char buf[64];
  // Exact integers (counts) read best without an exponent: 1234567 rather than 1.234567e+06.
  if (v == std::trunc(v) && std::fabs(v) < 9.007199254740992e15) {
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, static_cast<long long>(v));
    return std::string(buf, end);
  }
  // Fixed notation where it stays short (bucket bounds read "0.0001", as Prometheus' own clients
  // write them), the shortest round-trip form elsewhere.
  const double a = std::fabs(v);
  auto [end, ec] = (a >= 1e-6 && a < 1e21) ? std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed)
                                           : std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, end);
}

void PrometheusText::family(std::string_view name, std::string_view type, std::string_view help) {
  out_ += "# HELP ";
  out_ += name;
  out_ += ' ';
  append_escaped(out_, help, false);
  out_ += "\n# TYPE ";
  out_ += name;
  out_ += ' ';
  out_ += type;
  out_ += '\n';
}

void PrometheusText::sample(std::string_view name, const Labels& labels, double value) {
  out_ += name;
  append_labels(out_, labels);
  out_ += ' ';
  out_ += prometheus_value(value);
  out_ += '\n';
}

void PrometheusText::histogram(std::string_view name, std::string_view help, const Histogram::Snapshot& s,
                               const Labels& labels) {
  family(name, "histogram", help);
  const std::string base(name);
  for (std::size_t i = 0; i < s.cumulative.size(); ++i) {
    Labels with_le = labels;
    with_le.emplace_back("le", i < s.bounds.size() ? prometheus_value(s.bounds[i]) : "+Inf");
    sample(base + "_bucket", with_le, static_cast<double>(s.cumulative[i]));
  }
  sample(base + "_sum", labels, s.sum);
  sample(base + "_count", labels, static_cast<double>(s.count));
}

}  // namespace mancala::server

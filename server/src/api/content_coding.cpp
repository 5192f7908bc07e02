#include "content_coding.hpp"

#include <algorithm>
#include <cctype>

namespace mancala::server {
namespace {

bool same_coding_token(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

// The q (in thousandths) the header gives `coding`, by name or else by "*"; -1 when it names neither.
int coding_weight_of(std::string_view header, std::string_view coding) {
  int by_name = -1, by_star = -1;
  while (!header.empty()) {
    const auto comma = header.find(',');
    const std::string_view entry = header.substr(0, comma);
    header = comma == std::string_view::npos ? "" : header.substr(comma + 1);
    const auto semi = entry.find(';');
    const std::string_view name = trim_ows(entry.substr(0, semi));
    const auto q = q_weight(semi == std::string_view::npos ? "" : entry.substr(semi + 1));
    if (!q) continue;
    if (same_coding_token(name, coding)) by_name = std::max(by_name, *q);
    if (name == "*") by_star = std::max(by_star, *q);
  }
  return by_name >= 0 ? by_name : by_star;
}

}  // namespace

std::string_view trim_ows(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::optional<int> q_weight(std::string_view params) {
  while (!params.empty()) {
    const auto semi = params.find(';');
    const std::string_view param = trim_ows(params.substr(0, semi));
    params = semi == std::string_view::npos ? "" : params.substr(semi + 1);
    if (param.size() < 2 || !same_coding_token(param.substr(0, 2), "q=")) continue;
    const std::string_view q = param.substr(2);
    if (q.empty() || (q[0] != '0' && q[0] != '1')) return std::nullopt;
    if (q.size() == 1) return q[0] == '1' ? 1000 : 0;
    if (q[1] != '.' || q.size() > 5) return std::nullopt;
    int thousandths = 0;
    const std::string_view digits = q.substr(2);
    for (std::size_t i = 0; i < 3; ++i) {
      const char c = i < digits.size() ? digits[i] : '0';
      if (c < '0' || c > '9') return std::nullopt;
      thousandths = thousandths * 10 + (c - '0');
    }
    if (q[0] == '1') return thousandths == 0 ? std::optional<int>(1000) : std::nullopt;
    return thousandths;
  }
  return 1000;
}

ContentCoding choose_coding(std::string_view accept_encoding, bool has_gzip, bool has_brotli) {
  const int br = has_brotli ? coding_weight_of(accept_encoding, "br") : -1;
  const int gz = has_gzip ? coding_weight_of(accept_encoding, "gzip") : -1;
  if (br > 0 && br >= gz) return ContentCoding::brotli;
  if (gz > 0) return ContentCoding::gzip;
  return ContentCoding::identity;
}

bool etag_matches(std::string_view if_none_match, std::string_view etag) {
  if (trim_ows(if_none_match) == "*") return true;
  while (!if_none_match.empty()) {
    const auto comma = if_none_match.find(',');
    std::string_view tag = trim_ows(if_none_match.substr(0, comma));
    if_none_match = comma == std::string_view::npos ? "" : if_none_match.substr(comma + 1);
    if (tag.starts_with("W/")) tag.remove_prefix(2);
    if (tag == etag) return true;
  }
  return false;
}

}  // namespace mancala::server

#include "notation_text.hpp"

#include <charconv>
#include <cstdio>

#include "mancala/engine/variant.hpp"

namespace mancala::protocol::notation_text {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t'; }

bool all_digits(std::string_view s) {
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return !s.empty();
}

void append_utf8(std::string& out, unsigned cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

}  // namespace

std::string quoted(std::string_view value) {
  std::string out = "\"";
  for (char c : value) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20 || u == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04X", u);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string header(std::string_view key, std::string_view value) {
  std::string out = "[";
  out += key;
  out += ' ';
  out += quoted(value);
  out += "]\n";
  return out;
}

std::variant<Header, std::string> read_header(std::string_view line) {
  Header h;
  std::size_t i = 1;
  while (i < line.size() && ((line[i] >= 'A' && line[i] <= 'Z') || (line[i] >= 'a' && line[i] <= 'z')))
    h.key += line[i++];
  if (h.key.empty()) return std::string("a header is [Key \"value\"]: no key after '['");
  if (i + 1 >= line.size() || line[i] != ' ' || line[i + 1] != '"')
    return "header " + h.key + ": the key must be followed by one space and a quoted value";
  for (i += 2;; ++i) {
    if (i >= line.size()) return "header " + h.key + ": the value has no closing quote";
    const char c = line[i];
    if (c == '"') break;
    if (static_cast<unsigned char>(c) < 0x20) return "header " + h.key + ": a control character in the value";
    if (c != '\\') {
      h.value += c;
      continue;
    }
    if (++i >= line.size()) return "header " + h.key + ": the value ends in a lone backslash";
    if (line[i] == '"' || line[i] == '\\') {
      h.value += line[i];
    } else if (line[i] == 'u' && i + 4 < line.size()) {
      unsigned cp = 0;
      auto [end, ec] = std::from_chars(line.data() + i + 1, line.data() + i + 5, cp, 16);
      if (ec != std::errc() || end != line.data() + i + 5)
        return "header " + h.key + ": \\u must be followed by four hex digits";
      append_utf8(h.value, cp);
      i += 4;
    } else {
      return "header " + h.key + ": unknown escape \\" + std::string(1, line[i]) + " (only \\\", \\\\, \\uXXXX)";
    }
  }
  if (++i >= line.size() || line[i] != ']') return "header " + h.key + ": no ']' after the value";
  const std::string_view rest = trim(line.substr(i + 1));
  if (!rest.empty() && rest.front() != '#') return "header " + h.key + ": text after ']'";
  return h;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && is_space(s[i])) ++i;
    const std::size_t start = i;
    while (i < s.size() && !is_space(s[i])) ++i;
    if (i > start) out.push_back(s.substr(start, i - start));
  }
  return out;
}

std::optional<std::array<int, 2>> read_stores(const std::string& text) {
  // Every seed of the largest board (12 pits of 12 seeds a side) in one store.
  constexpr int max_store = 2 * Variant::max_pits * Variant::max_seeds;
  const auto dash = text.find('-');
  if (dash == std::string::npos) return std::nullopt;
  std::array<int, 2> s{};
  for (int k = 0; k < 2; ++k) {
    const std::string_view part =
        k == 0 ? std::string_view(text).substr(0, dash) : std::string_view(text).substr(dash + 1);
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), s[k]);
    if (part.empty() || ec != std::errc() || end != part.data() + part.size() || s[k] < 0 || s[k] > max_store)
      return std::nullopt;
  }
  return s;
}

std::string clock_text(std::int64_t ms) {
  ms = ms < 0 ? 0 : ms;  // time left; a side's flag falls at zero
  char buf[32];
  std::snprintf(buf, sizeof buf, "@%lld.%03lld", static_cast<long long>(ms / 1000), static_cast<long long>(ms % 1000));
  return buf;
}

std::optional<std::int64_t> read_clock(std::string_view text) {
  const auto dot = text.find('.');
  const std::string_view whole = text.substr(0, dot);
  const std::string_view fraction = dot == std::string_view::npos ? std::string_view() : text.substr(dot + 1);
  if (!all_digits(whole) || whole.size() > 10) return std::nullopt;
  if (dot != std::string_view::npos && (!all_digits(fraction) || fraction.size() > 3)) return std::nullopt;
  std::int64_t ms = 0;
  for (char c : whole) ms = ms * 10 + (c - '0');
  std::int64_t frac = 0;
  for (std::size_t k = 0; k < 3; ++k) frac = frac * 10 + (k < fraction.size() ? fraction[k] - '0' : 0);
  return ms * 1000 + frac;
}

}  // namespace mancala::protocol::notation_text

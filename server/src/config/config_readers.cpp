// The readers of config.cpp's settings: each turns one JSON value into a setting's type, or throws
// ConfigError naming the key and the rule it broke.
#include "config_readers.hpp"

#include <libpq-fe.h>
#include <unistd.h>

#include <cctype>
#include <charconv>
#include <cstdint>

namespace mancala::server::config_readers {

// The integer in `v`, or ConfigError(key, not_integer). One beyond int64 reads as INT64_MAX, so
// that every range check refuses it instead of seeing it wrap.
std::int64_t integer(const std::string& key, const json& v, const std::string& not_integer) {
  if (!v.is_number_integer()) throw ConfigError(key, not_integer);
  return v.is_number_unsigned() && v.get<std::uint64_t>() > INT64_MAX ? INT64_MAX : v.get<std::int64_t>();
}

ai::Level read_level(const std::string& key, const json& v) {
  auto l = v.is_string() ? ai::level_from_string(v.get<std::string>()) : std::nullopt;
  if (!l) throw ConfigError(key, "must be \"easy\", \"medium\" or \"hard\"");
  return *l;
}

std::int64_t read_int(const std::string& key, const json& v, std::int64_t lo, std::int64_t hi) {
  const auto x = integer(key, v, "must be an integer " + std::to_string(lo) + ".." + std::to_string(hi));
  if (x < lo || x > hi)
    throw ConfigError(key, "must be " + std::to_string(lo) + ".." + std::to_string(hi) + ", got " + std::to_string(x));
  return x;
}

std::string read_string(const std::string& key, const json& v, bool allow_empty) {
  if (!v.is_string()) throw ConfigError(key, "must be a string");
  if (!allow_empty && v.get<std::string>().empty()) throw ConfigError(key, "must not be empty");
  // "\u0000" in a path would cut it short where the OS reads it.
  if (v.get_ref<const std::string&>().find('\0') != std::string::npos)
    throw ConfigError(key, "must not contain a NUL character");
  return v.get<std::string>();
}

// A time control as JSON ({"limit_s","inc_s"}, {"days"}, null) or as a key ("3+2", "1d", "none": what
// a variable or flag holds).
std::optional<protocol::TimeControl> read_clock(const std::string& key, const json& v) {
  auto parsed =
      v.is_string() ? protocol::time_control_from_key(v.get<std::string>()) : protocol::time_control_from_json(v);
  if (auto* why = std::get_if<std::string>(&parsed)) throw ConfigError(key, *why);
  return std::get<std::optional<protocol::TimeControl>>(parsed);
}

// A libpq connection string ("host=... dbname=..." or "postgresql://..."), or empty; checked by libpq's own
// parser. The message never repeats the text: it may hold a password.
std::string read_conninfo(const json& v) {
  const std::string s = read_string("postgres", v, true);
  if (s.empty()) return s;  // unset: only an error when store is "postgres"
  char* error = nullptr;
  PQconninfoOption* options = PQconninfoParse(s.c_str(), &error);
  const std::string why = error ? error : "";
  PQfreemem(error);
  PQconninfoFree(options);
  if (options == nullptr) {
    const bool names_option = why.starts_with("invalid connection option");
    throw ConfigError("postgres", "is not a libpq connection string (\"host=... dbname=...\" or \"postgresql://...\")" +
                                      (names_option ? ": " + why.substr(0, why.find('\n')) : std::string()));
  }
  return s;
}

std::string read_redis_url(const json& v) {
  const std::string s = read_string("redis", v, true);
  if (!s.empty() && !parse_redis_url(s))
    throw ConfigError("redis", "must be redis://host[:port] (a host name or IPv4 address)");
  return s;
}

// A node's name travels in Redis keys and log lines: letters, digits, '.', '_' and '-' only.
std::string read_node_name(const json& v) {
  const std::string s = read_string("node", v, true);
  const bool ok = s.size() <= 64 && s.find_first_not_of(
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                        "0123456789._-") == std::string::npos;
  if (!ok) throw ConfigError("node", "must be at most 64 letters, digits, '.', '_' or '-'");
  return s;
}

std::string host_name() {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0 || name[0] == '\0') return "node";
  std::string s = name;
  for (char& ch : s)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '.' && ch != '-') ch = '_';
  return s.substr(0, 64);
}

// An Origin as browsers send it: http or https, a lower-case host name or [IPv6], an optional
// port 1..65535, nothing else (no path, user, query or wildcard).
bool is_origin(std::string_view o) {
  std::string_view rest;
  if (o.starts_with("http://"))
    rest = o.substr(7);
  else if (o.starts_with("https://"))
    rest = o.substr(8);
  else
    return false;
  // The host ends at "]" for [IPv6] (no "]": at 0, an empty host), else at the port's ":"; what
  // follows is empty or ":port".
  const auto host_end = rest.starts_with('[') ? rest.find(']') + 1 : rest.find(':');
  const std::string_view host = rest.substr(0, host_end);
  const std::string_view after = host_end == std::string_view::npos ? "" : rest.substr(host_end);
  const bool host_ok =
      host.starts_with('[')
          ? host.size() > 3 &&
                host.substr(1, host.size() - 2).find_first_not_of("0123456789abcdef:.") == std::string_view::npos
          : !host.empty() && host.front() != '.' && host.front() != '-' &&
                host.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789.-") == std::string_view::npos;
  if (!host_ok || (!after.empty() && after.front() != ':')) return false;
  if (after.empty()) return true;
  const std::string_view port = after.substr(1);
  int value = 0;
  const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), value);
  return ec == std::errc() && end == port.data() + port.size() && value >= 1 && value <= 65535;
}

}  // namespace mancala::server::config_readers

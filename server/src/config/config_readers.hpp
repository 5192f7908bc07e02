// The readers config.cpp builds its settings from (config_readers.cpp). Each takes the setting's
// key (named in the error) and its JSON value; each throws ConfigError on a value it refuses.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "mancala/engine/ai.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/config/config.hpp"

namespace mancala::server::config_readers {

using nlohmann::json;

/// The integer in `v`, or ConfigError(key, not_integer); beyond int64 reads as INT64_MAX.
std::int64_t integer(const std::string& key, const json& v, const std::string& not_integer);
/// "easy", "medium" or "hard".
ai::Level read_level(const std::string& key, const json& v);
/// An integer in lo..hi (both included).
std::int64_t read_int(const std::string& key, const json& v, std::int64_t lo, std::int64_t hi);
/// A string without NUL, empty only when `allow_empty`.
std::string read_string(const std::string& key, const json& v, bool allow_empty = false);
/// A time control: JSON ({"limit_s","inc_s"}, {"days"}, null) or a key ("3+2", "1d", "none").
std::optional<protocol::TimeControl> read_clock(const std::string& key, const json& v);
/// A libpq connection string, or empty; the error never repeats the text (it may hold a password).
std::string read_conninfo(const json& v);
/// redis://host[:port], or empty.
std::string read_redis_url(const json& v);
/// A node's name: at most 64 letters, digits, '.', '_' or '-', or empty.
std::string read_node_name(const json& v);
/// This machine's host name made a valid node name ("node" when it has none).
std::string host_name();
/// An Origin as browsers send it: http(s)://host[:port], nothing else.
bool is_origin(std::string_view o);

}  // namespace mancala::server::config_readers

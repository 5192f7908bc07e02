// The games in progress as they change (docs/protocol.md §Live games): the client's `live.watch`
// and `live.unwatch`, read from JSON, and the server's `live.changed` and `live.unwatched`.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace mancala::protocol {

/// The longest list a client may ask for, and the one it gets when it names none (as /api/live).
inline constexpr int max_live_limit = 100;
inline constexpr int default_live_limit = 20;

/// `live.watch` {limit?}: the connection gets `live.changed` frames until it unwatches.
struct LiveWatch {
  int limit = default_live_limit;
};
/// `live.unwatch`: answered `live.unwatched`.
struct LiveUnwatch {};
using LiveBody = std::variant<LiveWatch, LiveUnwatch>;

/// True for `live.watch` and `live.unwatch`.
bool is_live_type(std::string_view type) noexcept;
/// Reads the fields of a message of one of those types; the error names the field at fault.
std::variant<LiveBody, std::string> live_from_json(std::string_view type, const nlohmann::json& j);

/// `live.changed` {games}: `games` a JSON array of /api/live's objects; echoes `id` when given.
std::string live_changed_message(const std::optional<std::string>& id, const nlohmann::json& games);
/// `live.unwatched` {}, echoing `id`.
std::string live_unwatched_message(const std::optional<std::string>& id);

}  // namespace mancala::protocol

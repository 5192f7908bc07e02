// The moderators' HTTP answers (docs/protocol.md §Moderation): the reports queue, a player's
// record, the actions on a player and the moderation log, each for a moderator only.
#pragma once

#include <chrono>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>

#include "http_routes.hpp"

namespace mancala::server {

/// True for a path under /api/mod/, whatever the method.
bool is_mod_path(std::string_view path);

/// /api/mod/…, the caller named by `Authorization: Bearer TOKEN`, who must be a moderator
/// (Store::standing): GET /api/mod/reports, GET /api/mod/players/{id}, POST
/// /api/mod/players/{id}/actions, GET /api/mod/log. 401 `unauthorized` without a known token, 403
/// `forbidden` for anyone but a moderator, 404 `not_found` for an unknown player or path, 405 for
/// another method, 503 `unavailable` when the store fails.
StringResponse mod_route(ApiContext& ctx, const Request& req, std::string_view path);

// The parts mod_route is made of (mod_routes.cpp, mod_actions.cpp).

/// Players as the moderation answers name them, {"id","name"} (name null for a player the store
/// no longer knows, and for "system", the fair-play rules); each read once per answer.
class ModNames {
 public:
  explicit ModNames(Store& store) : store_(store) {}
  nlohmann::json ref(const std::string& id);

 private:
  Store& store_;
  std::unordered_map<std::string, nlohmann::json> names_;
};

/// One entry of the moderation log: {"id","moderator":{id,name},"player":{id,name},"action",
/// "reason","until","at"} (`until` null when the action has no end).
nlohmann::json mod_action_json(const ModAction& a, ModNames& names);

/// The actions a moderator may take, as POST /api/mod/players/{id}/actions names them.
inline constexpr std::string_view mod_action_names[] = {"chat_timeout",  "shadow_ban",    "lift_shadow_ban", "play_ban",
                                                        "lift_play_ban", "close_account", "dismiss_reports"};
/// A chat timeout's length; a play ban's bounds and default, in minutes; a reason's most code points.
inline constexpr std::chrono::minutes chat_timeout_length{15};
inline constexpr int min_ban_minutes = 1, max_ban_minutes = 2880, default_ban_minutes = 60;
inline constexpr std::size_t max_mod_reason = 200;

/// The action a request's JSON body asks for on `player` by `moderator` at `now` (id, at and
/// until filled in), or what is wrong with the body (a 400's message).
std::variant<ModAction, std::string> parse_mod_action(const nlohmann::json& body, const std::string& moderator,
                                                      const std::string& player,
                                                      std::chrono::system_clock::time_point now);

/// WebSocket close code for the connection of a player whose account a moderator closed.
inline constexpr std::uint16_t close_account_closed = 4003;

/// POST /api/mod/players/{player}/actions by moderator `me`: checked, stored, answered 201 with
/// the log entry once durable; close_account also closes the player's connections on this node.
StringResponse mod_act(ApiContext& ctx, const Request& req, const StoredPlayer& me, const std::string& player);

}  // namespace mancala::server

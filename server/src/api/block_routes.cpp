#include "block_routes.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>

#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::string_view players_prefix = "/api/players/", block_suffix = "/block";
constexpr std::size_t max_block_id = 64;

StringResponse block_answer(const Request& req, const std::string& player, bool blocked) {
  return json_response(req, http::status::ok, json{{"player", player}, {"blocked", blocked}}.dump());
}

}  // namespace

bool is_block_path(std::string_view path) {
  return path.starts_with(players_prefix) && path.ends_with(block_suffix) &&
         path.size() > players_prefix.size() + block_suffix.size();
}

StringResponse block_route(ApiContext& ctx, const Request& req, std::string_view path) {
  const auto method = req.method();
  if (method != http::verb::get && method != http::verb::head && method != http::verb::post &&
      method != http::verb::delete_) {
    auto res = json_response(req, http::status::method_not_allowed,
                             api_error("method_not_allowed", "GET, HEAD, POST or DELETE only"));
    res.set(http::field::allow, "GET, HEAD, POST, DELETE");
    return res;
  }
  const std::string target(
      path.substr(players_prefix.size(), path.size() - players_prefix.size() - block_suffix.size()));
  const auto token = bearer_token(req);
  try {
    const auto me = token ? ctx.store.find_player(token_hash(*token)) : std::nullopt;
    if (!me)
      return json_response(req, http::status::unauthorized,
                           api_error("unauthorized", "send Authorization: Bearer with your player token"));
    if (target.size() > max_block_id || target.find('/') != std::string::npos || !ctx.store.player_profile(target))
      return json_response(req, http::status::not_found, api_error("not_found", "no such player"));
    if (target == me->id) return bad_request(req, "you cannot block yourself");
    if (method == http::verb::post || method == http::verb::delete_) {
      ctx.store.set_block(me->id, target, method == http::verb::delete_);
      ctx.store.flush();  // answered once stored: a challenge right after it is refused
      // The rooms' kept lines of the blocked player leave the blocker's histories too.
      if (method == http::verb::post)
        for (const auto& room : ctx.rooms.all()) room->chat_block(target, me->id);
    }
    return block_answer(req, target, ctx.store.blocks(me->id, target));
  } catch (const std::exception& e) {
    spdlog::error("block: the store failed: {}", e.what());
    return json_response(req, http::status::service_unavailable,
                         api_error("unavailable", "the server cannot read or store this now: try again"));
  }
}

}  // namespace mancala::server

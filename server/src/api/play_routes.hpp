// The HTTP answers about play: the live games, a player's games, an open invitation and the open seeks.
#pragma once

#include <nlohmann/json.hpp>

#include "http_routes.hpp"

namespace mancala::server {

/// GET /api/live?limit=N: {"games":[{"game","variant","players","ply","watchers","started_at"}]},
/// the listed games in progress (live/live_list.hpp); 400 for a bad limit.
StringResponse live_games(ApiContext& ctx, const Request& req);

/// GET /api/players/{id}/games?status=your_turn: the games in progress on this node where `player`
/// is to move, soonest deadline first (untimed ones last): {"game","variant","players","ply","clock",
/// "deadline","started_at"}.
nlohmann::json your_turn(const RoomRegistry& rooms, const std::string& player, std::size_t limit);

/// GET /api/players/{id}: {"id","name","games","ratings":[{"variant","rating","rd","vol","games"}],
/// "history":[{"game","variant","rating","rd","at"}],"account"}; 404 for an unknown player.
/// GET /api/players/{id}/games?limit=N (`rest` is "{id}/games"): {"games":[...]}, the objects of
/// /api/games plus "you" (the player's seat at the end: "south", "north" or "both"), newest first.
StringResponse player_by_id(ApiContext& ctx, const Request& req, std::string_view rest);

/// GET /api/leaderboard?variant=JSON&limit=N: {"variant","players":[{"id","name","rating","rd","games"}]},
/// highest rating first, RD ≤ leaderboard_max_rd; the standard board without `variant`; 400 for
/// a bad variant or limit.
StringResponse leaderboard(ApiContext& ctx, const Request& req);

/// GET /api/invites/{code}: {"code","from":{"name"},"variant","side","expires_ms","clock"} (`side` the
/// creator's, or "random"; `expires_ms` left); 404 {"error":"invite_not_found"} when not open.
StringResponse invite_by_code(ApiContext& ctx, const Request& req, std::string_view code);

/// GET /api/seeks?limit=N: {"seeks":[{"seek","player":{"id","name","rating"},"variant","clock","rated",
/// "side","rating_range"}]}, this node's open seeks, oldest first (100 without `limit`); 400 for a bad limit.
StringResponse open_seeks(ApiContext& ctx, const Request& req);

}  // namespace mancala::server

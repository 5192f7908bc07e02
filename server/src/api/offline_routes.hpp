// The HTTP answer that stores a game played offline (docs/protocol.md §Offline games).
#pragma once

#include "http_routes.hpp"

namespace mancala::server {

/// POST /api/games/offline {"id", "variant", "opponent", "side"?, "plies"} by the player of
/// `Authorization: Bearer TOKEN`: the game replayed through the engine and stored, unrated, as
/// that player's computer game (or local game): 201 {"game": id}, or 200 {"game": id,
/// "already_stored": true} for an id this player sent before. 401 `unauthorized`; 415 a body that is
/// not application/json; 400 `bad_request` (bad JSON or fields); 422 `illegal_game` (a ply the
/// rules refuse, or a game not over), nothing stored; 503 `unavailable`.
StringResponse upload_offline_game(ApiContext& ctx, const Request& req);

}  // namespace mancala::server

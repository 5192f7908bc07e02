// The HTTP answers about bot accounts for their owners (PROTOCOL.md §Bots): a bot's recent games
// and the errors the server answered it, and the owner's part of a bot's player page.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "http_routes.hpp"

namespace mancala::server {

/// True for /api/bots/{id}, whatever the method.
bool is_bots_path(std::string_view path);

/// GET /api/bots/{id} with `Authorization: Bearer TOKEN` of the bot's owner (or of the bot
/// itself): 200 {"bot":{"id","name","account"},"owner":{"id","name"} or null,"games":[the objects
/// of /api/games, newest start first, at most 20],"errors":[{"at" (ISO 8601),"where" ("ws",
/// "http" or "kgp"),"code","detail"}, newest first, at most 50]}. 401 `unauthorized` without a
/// known token; 403 `forbidden` for anyone else's; 404 `not_found` for an unknown id or a player
/// who is no bot; 405 for another method. Reads the store: run it on the reads pool.
StringResponse bots_route(ApiContext& ctx, const Request& req, std::string_view path);

/// The owner's part of bot `p`'s player page when the request's bearer token is its owner's (or
/// the bot's own): {"owner": id or null, "errors": [as bots_route]}; nullopt for anyone else.
/// Reads the store: run it on the reads pool.
std::optional<nlohmann::json> bot_owner_view(ApiContext& ctx, const Request& req, const PlayerProfile& p);

}  // namespace mancala::server

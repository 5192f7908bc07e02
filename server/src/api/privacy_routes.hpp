// The HTTP answers about a player's own data (docs/protocol.md §Privacy): what the server holds
// about them, all of it as one download, and the deletion of their player.
#pragma once

#include <string_view>

#include "http_routes.hpp"

namespace mancala::server {

/// True for /api/account and /api/account/export, whatever the method.
bool is_account_path(std::string_view path);

/// /api/account and /api/account/export, the player named by `Authorization: Bearer TOKEN`:
/// - GET /api/account: {"id","name","account" (the username, or null for a guest),"moderator",
///   "created_at","play_ban":{"until","reason"} or null,"chat_until" or null} (a ban or a timeout
///   only while it lasts);
/// - GET /api/account/export: one JSON document of everything held about the player, as a file
///   (`Content-Disposition: attachment; filename="mancala-ID.json"`);
/// - DELETE /api/account: Store::delete_player, then 200 {"deleted":true}; the lobby forgets the
///   player's tokens and closes their connection on this node.
/// 401 `unauthorized` without a known token; 405 for another method; 503 `unavailable` when the
/// store cannot read or delete.
StringResponse account_route(ApiContext& ctx, const Request& req, std::string_view path);

}  // namespace mancala::server

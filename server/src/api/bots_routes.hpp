// GET /api/bots/online: the bot players connected now (docs/protocol.md §HTTP).
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "http_routes.hpp"
#include "mancala/server/bots/online_bots.hpp"

namespace mancala::server {

/// The bots connected to this node now, at most `limit`: the lobby's (a WebSocket or the bot
/// API's event stream). The one source of the list: another kind of bot connection adds its own here.
std::vector<OnlineBot> bots_online_here(ApiContext& ctx, std::size_t limit);

/// GET /api/bots/online?limit=N: {"bots":[{"id","name","rating"?}]}, by name; `rating` is the
/// bot's at the standard board and the default clock's speed once it has a rated game there.
/// `limit` 1..100, default 100; 400 for a bad one.
StringResponse bots_online(ApiContext& ctx, const Request& req);

}  // namespace mancala::server

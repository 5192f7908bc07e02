// The games in progress as /api/live and the `live.changed` frames list them.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>

#include "mancala/protocol/server_message.hpp"

namespace mancala::server {

class LiveBoard;
class RoomRegistry;

/// A seat as the lists of games show it: {name, bot, account, account_bot?}.
nlohmann::json seat_view_json(const protocol::SeatView& s);

/// This node's listed games in progress, at most `limit`, as /api/live's `games` array:
/// [{game, variant, players, ply, watchers, started_at, clock}], RoomRegistry::live's order.
nlohmann::json live_games_here(const RoomRegistry& rooms, std::size_t limit);

/// Every node's listed games: this node's and, when `board` is given (a cluster's node), the
/// other nodes' latest lists, each game once (its owner here, or the first node that tells it),
/// most watched first, then newest (listed_before), at most `limit`.
nlohmann::json live_games(const RoomRegistry& rooms, const LiveBoard* board, std::size_t limit);

}  // namespace mancala::server

// Start-up: the games that were in progress when the server stopped (or died) come back.
#pragma once

#include <vector>

#include "mancala/server/play/play_context.hpp"

namespace mancala::server {

class RoomRegistry;

/// Reopens every unfinished game of the store in `rooms`: the position replayed from its stored
/// plies (a ply the engine refuses ends the replay there, with a warning), seats as stored, the
/// move timer restarted from the last ply's stored time plus restart_grace_ms. Players get their
/// games back by saying `hello` with their token. Call before the listener accepts. Returns the
/// number of games restored; throws std::runtime_error when the store cannot be read.
int restore_games(PlayContext& ctx, RoomRegistry& rooms);
/// Reopens `games` as restore_games does (a cluster's node takes a dead node's games with it,
/// Store::claim_games); the number restored.
int restore_stored(PlayContext& ctx, RoomRegistry& rooms, std::vector<StoredGame> games);

}  // namespace mancala::server

// Start-up: the games that were in progress when the server stopped (or died) come back.
#pragma once

#include "mancala/server/context.hpp"

namespace mancala::server {

/// Reopens every unfinished game of the database in ctx.rooms: the position replayed from its
/// stored plies (a ply the engine refuses ends the replay there, with a warning), seats as stored,
/// the move timer restarted from the last ply's stored time plus restart_grace_ms. Players get
/// their games back by saying `hello` with their token. Call after ctx.rooms and ctx.lobby are
/// set and before the listener accepts. Returns the number of games restored; throws
/// std::runtime_error when the database cannot be read.
int restore_games(ServerContext& ctx);

}  // namespace mancala::server

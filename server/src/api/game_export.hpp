// `mancala-server --export-games FILE`: the stored games, for tools that read them offline
// (`mancala puzzles mine --games FILE`, docs/puzzles.md).
#pragma once

#include <ostream>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// The most games one export writes: the newest this many finished games.
inline constexpr int max_exported_games = 1000000;

/// Writes every finished game of `store` (up to max_exported_games, the newest), oldest first, as
/// GET /api/games/{id} answers it (game_json with its moves), one JSON object a line. Returns how
/// many were written. Throws as the store's reads do.
int export_games(Store& store, std::ostream& out);

}  // namespace mancala::server

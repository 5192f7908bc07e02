// A stored game as the text notation of docs/notation.md (GET /api/games/{id}/notation).
#pragma once

#include <string>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// The notation of `g`: the players where they ended, as `GET /api/games/{id}` shows them.
std::string game_notation(const GameRecord& g);

}  // namespace mancala::server

// The bot API's game stream of a game that has ended (GET /api/bot/game/stream/{id} after the
// end): the one `gameFull` a live stream would have ended with, from the stored record.
#pragma once

#include <optional>
#include <string>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// `g`'s `gameFull` line (docs/bots.md §A game stream) as `player` sees it: the plies played,
/// the final `state` with `over`, `result` and `reason`, `status` the reason, `clock` the time
/// control (or null), and no `rated` (the record does not say). nullopt when `g` has not ended
/// or `player` has no seat in it.
std::optional<std::string> finished_game_full(const GameRecord& g, const std::string& player);

}  // namespace mancala::server

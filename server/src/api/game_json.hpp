// Stored games in the shape of PROTOCOL.md §Stored games.
#pragma once

#include <nlohmann/json.hpp>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// {"game","variant","players":{"south":{"name","bot"},"north":…},"result","reason","stores",
/// "started_at","ended_at","clock"} and, with `with_moves`, "moves" (each with its "clock_ms" when
/// the ply has one). After a pie swap the players are shown where they ended (as the live `game`
/// snapshot shows them); result and stores are the seats'. `result` is null in progress and for
/// an aborted game; `clock` is the time control, null when untimed.
nlohmann::json game_json(const GameRecord& g, bool with_moves);

}  // namespace mancala::server

// A tournament as JSON: GET /api/tournaments/{id}, the list, and the `tournament` frame.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "mancala/server/store/tournament_rows.hpp"

namespace mancala::server {

/// The object of GET /api/tournaments/{id} (docs/protocol.md §Tournaments) from the stored rows:
/// the event's fields, its standings (standings.hpp) and, once finished, its podium.
/// `names`: each entrant's name is taken from their row.
nlohmann::json tournament_json(const StoredTournament& t, const std::vector<StoredEntrant>& players,
                               const std::vector<StoredTournamentGame>& games);

/// One entry of GET /api/tournaments: {"tournament","kind","name","variant","clock","status",
/// "players","starts_at","ends_at","rated","minutes"|"rounds"}.
nlohmann::json tournament_summary_json(const StoredTournament& t, int players);

}  // namespace mancala::server

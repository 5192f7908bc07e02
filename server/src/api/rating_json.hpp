// A player's ratings and rating history in the shape of GET /api/players/{id} (PROTOCOL.md
// §Ratings), shared by the player page and the account export.
#pragma once

#include <nlohmann/json.hpp>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// `ratings`: [{"variant","speed","rating","rd","vol","games"}], one per variant and speed;
/// `history`: [{"game","variant","speed","rating","rd","at"}], oldest first. Keys this server
/// does not write (no speed) are left out.
struct RatingsJson {
  nlohmann::json ratings = nlohmann::json::array(), history = nlohmann::json::array();
};
RatingsJson ratings_json(const PlayerProfile& p);

}  // namespace mancala::server

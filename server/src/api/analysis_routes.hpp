// GET /api/analysis: one position's perfect-play values (PROTOCOL.md §Analysis).
#pragma once

#include "http_routes.hpp"

namespace mancala::server {

/// GET /api/analysis?variant=JSON&state=JSON&moves=2,5,swap,... (the moves played from the state, or
/// from the start without one): {"value","exact","best":[{"pit"} or {"swap":true}],"plies":[{"pit" or
/// "swap":true,"value","exact"(,"depth" when an estimate)}],"line","ms","state"} (`state`: the position
/// analysed, as a state object; values: South's final store minus North's, seeds); 400
/// {"error":"bad_request","message"} for a bad variant, state or moves. Runs on the analysis pool
/// for up to analysis_ms.
StringResponse position_analysis(ApiContext& ctx, const Request& req);

/// GET /api/games/{id}/analysis: the game's review (docs/analysis.md) when stored, else
/// {"status":"pending",…,"progress":{"done","total"}} while it runs (the first request starts it,
/// on the analysis pool); 404 not_found for an unknown game, 409 game_in_progress for one not
/// ended. Reads the store: runs on the reads pool.
StringResponse game_analysis(ApiContext& ctx, const Request& req, const std::string& id);

}  // namespace mancala::server

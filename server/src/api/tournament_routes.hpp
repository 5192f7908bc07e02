// The tournaments' HTTP answers (docs/protocol.md §Tournaments): the list and one event, read
// from the store, and the POSTs (create, join, withdraw, pause), which the tournament director
// answers from its strand.
#pragma once

#include <string_view>

#include "http_routes.hpp"

namespace mancala::server {

/// The longest list GET /api/tournaments gives of each status (its `limit`'s default and most).
inline constexpr int max_listed_tournaments = 100;

/// True for /api/tournaments and every path under it, whatever the method.
bool is_tournament_path(std::string_view path);

/// GET or HEAD of /api/tournaments?status=S&limit=N (`status` "created", "started" or
/// "finished", or several joined by commas; default all three, started first, then created,
/// then finished, each as Store::tournaments orders it; `limit` 1..100 of each, default 100):
/// {"tournaments":[tournament_summary_json]}; and of /api/tournaments/{id}: tournament_json.
/// Reads the store: run it on the reads pool. 400 `bad_request` {"field"} for a bad status or
/// limit; 404 `not_found` for an unknown id or path; 405 for a method other than GET and HEAD
/// (POST takes tournament_post); 503 `unavailable` when the store fails.
StringResponse tournament_get(ApiContext& ctx, const Request& req, std::string_view path);

/// POST /api/tournaments (body per parse_tournament_request) and POST
/// /api/tournaments/{id}/join, /withdraw and /pause, by the account named by `Authorization:
/// Bearer TOKEN`. Reads the store (run it on the reads pool), then hands the request to the
/// director, whose answer (201 with the event; 200 {"ok":true}; 404, 409, 403) reaches `respond`
/// from its strand. Refused here, through `respond` at once: 401 `account_required` (no token,
/// a token naming nobody, a guest), 405 (a POST to /api/tournaments/{id}), 404 `not_found`
/// (another path), 415 `unsupported_media_type`, 400 `bad_request` (bad JSON; a bad field, named
/// by "field"), 429 `rate_limited` (config max_tournaments_per_day in 24 hours), 503
/// `unavailable` (the store failed, or no director runs here).
void tournament_post(ApiContext& ctx, const Request& req, std::string_view path, Respond respond);

}  // namespace mancala::server

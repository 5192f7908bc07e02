// The puzzle answers (docs/protocol.md §Puzzles): the next puzzle, the day's, one by id, and an
// attempt. They read the store: run on the reads pool.
#pragma once

#include <string_view>

#include "http_routes.hpp"

namespace mancala::server {

/// True for /api/puzzles and everything under it.
bool is_puzzle_path(std::string_view path);

/// GET /api/puzzles/next?game=kalah|oware, /api/puzzles/daily, /api/puzzles/{id}:
/// {"puzzle","variant","state","goal","rating","rd","themes","attempts","solved"} (+ "you":{"rating","rd"}
/// with a known bearer token; the daily one + "day"); POST /api/puzzles/{id}/attempt {"plies":[{"pit"} or
/// {"swap":true}, …]} (the solver's plies from the start): a right prefix {"correct":true,"complete":false,
/// "reply":[moves]}; else {"correct","complete":true,"solution":[moves],"refutation"?,"rating_change"?,"rating"?}.
/// 400 bad_request (nothing changes), 401 for an unknown token, 404 for an unknown puzzle or an empty set, 405,
/// 415 for a body that is not JSON, 503 when the store fails.
StringResponse puzzle_route(ApiContext& ctx, const Request& req, std::string_view path);

}  // namespace mancala::server

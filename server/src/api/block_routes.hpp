// The HTTP answers about blocking (PROTOCOL.md §Chat): a player blocks or unblocks another.
#pragma once

#include <string_view>

#include "http_routes.hpp"

namespace mancala::server {

/// True for /api/players/{id}/block, whatever the method.
bool is_block_path(std::string_view path);

/// /api/players/{id}/block, the blocker named by `Authorization: Bearer TOKEN`:
/// GET {"player": id, "blocked": bool}, whether they block `id`; POST blocks `id`, DELETE lifts
/// the block, each answered as GET once the write is stored (blocking twice is one block).
/// A blocked pair may neither challenge each other nor take each other's seek.
/// 401 `unauthorized` without a known token; 404 `not_found` for an unknown `id`; 400
/// `bad_request` for oneself; 405 for another method; 503 `unavailable` when the store fails.
StringResponse block_route(ApiContext& ctx, const Request& req, std::string_view path);

}  // namespace mancala::server

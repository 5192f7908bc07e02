// The HTTP answer that files a report (PROTOCOL.md §Chat): a player reports another to the moderators.
#pragma once

#include "http_routes.hpp"

namespace mancala::server {

/// The reasons a report may give, as lichess has them.
inline constexpr std::string_view report_reasons[] = {"cheat", "insult", "spam", "boost", "username", "other"};
/// Reports one player may file in a day; one more is 429.
inline constexpr int max_reports_a_day = 10;

/// POST /api/reports {"player", "game"?, "reason", "text"?} by the player of `Authorization:
/// Bearer TOKEN`: 201 {"report": id} once stored. `reason` one of report_reasons; `text` at most
/// 500 code points; `game` a game id of at most 64 characters. 401 `unauthorized`; 415 a body
/// that is not application/json; 400 `bad_request` (bad JSON or fields, oneself); 404 `not_found`
/// (an unknown player); 429 `rate_limited` past max_reports_a_day; 503 `unavailable`.
StringResponse create_report(ApiContext& ctx, const Request& req);

}  // namespace mancala::server

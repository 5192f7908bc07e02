// The body of POST /api/tournaments, checked (docs/protocol.md §Tournaments): each field's rule,
// and the event it asks for. Pure: `now` is passed in. The schedule's entries (config) follow the
// same rules for their name and clock (protocol/tournament_rules.hpp).
#pragma once

#include <chrono>
#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "mancala/protocol/time_control.hpp"
#include "mancala/protocol/tournament_rules.hpp"
#include "mancala/server/store/tournament_rows.hpp"

namespace mancala::server {

/// `starts_at` may lie this far in the past (a client's clock a little behind ours)...
inline constexpr std::chrono::seconds starts_at_slack{5};
/// ...and at most this far ahead.
inline constexpr std::chrono::hours max_tournament_lead{24 * 30};
/// An event that names no `starts_at` starts this long after it is created.
inline constexpr std::chrono::seconds default_tournament_lead{60};

/// What is wrong with a request: `field` as the body names it ("kind", "clock", ...), and why.
struct TournamentFieldError {
  std::string field, message;
};

/// A checked request: the event (kind, name, variant, clock, rated, bots, minutes or rounds,
/// games_per_round; status "created"; no id, times or creator yet) and when it starts.
struct TournamentRequest {
  StoredTournament event;
  std::chrono::system_clock::time_point starts_at;
};

/// Checks a request's body (a JSON object) field by field, in the order kind, name, variant,
/// clock, minutes, rounds, games_per_round, starts_at, rated, bots; the first bad one is the
/// error. Defaults: name default_tournament_name(), variant Kalah(6,4), games_per_round 1,
/// starts_at now + default_tournament_lead, rated true, bots false. A field of the other kind
/// (`minutes` for a Swiss event, `rounds` or `games_per_round` for an arena) is an error; other
/// unknown fields are ignored; null is as absent.
std::variant<TournamentRequest, TournamentFieldError> parse_tournament_request(
    const nlohmann::json& body, std::chrono::system_clock::time_point now);

/// "YYYY-MM-DDTHH:MM:SS", an optional fraction (kept to the millisecond), then "Z" or "±HH:MM";
/// nullopt for anything else, or a date or time that does not exist.
std::optional<std::chrono::system_clock::time_point> parse_iso8601(std::string_view text);

}  // namespace mancala::server

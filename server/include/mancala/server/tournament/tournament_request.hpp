// The body of POST /api/tournaments, checked (docs/protocol.md §Tournaments): each field's rule,
// and the event it asks for. Pure: `now` is passed in. The schedule's entries (config) follow the
// same rules for their name and clock.
#pragma once

#include <chrono>
#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "mancala/protocol/time_control.hpp"
#include "mancala/server/store/tournament_rows.hpp"

namespace mancala::server {

/// A tournament's name, in code points after trimming.
inline constexpr std::size_t min_tournament_name = 2, max_tournament_name = 60;
/// An arena's length in minutes, and a Swiss event's rounds.
inline constexpr int min_arena_minutes = 5, max_arena_minutes = 720;
inline constexpr int min_swiss_rounds = 2, max_swiss_rounds = 15;
/// A tournament game's estimated length, limit_s + 40 × inc_s seconds, is at least this.
inline constexpr int min_tournament_estimate_s = 15;
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

/// A tournament's clock: a Fischer {"limit_s","inc_s"} within PROTOCOL.md's ranges whose estimate
/// is at least min_tournament_estimate_s; never {"days"} nor null. The error says why.
std::variant<protocol::TimeControl, std::string> tournament_clock_from_json(const nlohmann::json& j);

/// A tournament's name trimmed and checked as a player's name is (protocol::normalize_name), of
/// min_tournament_name..max_tournament_name code points; nullopt when not acceptable.
std::optional<std::string> tournament_name(std::string_view raw);

/// "YYYY-MM-DDTHH:MM:SS", an optional fraction (kept to the millisecond), then "Z" or "±HH:MM";
/// nullopt for anything else, or a date or time that does not exist.
std::optional<std::chrono::system_clock::time_point> parse_iso8601(std::string_view text);

}  // namespace mancala::server

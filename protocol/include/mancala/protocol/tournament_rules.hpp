// The rules of a tournament's fields that both the HTTP request (POST /api/tournaments) and the
// server's schedule (config `tournament_schedule`) follow: the name, the clock, the length, and
// the name an event gets when none is given.
#pragma once

#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::protocol {

/// A tournament's name, in code points after trimming.
inline constexpr std::size_t min_tournament_name = 2, max_tournament_name = 60;
/// An arena's length in minutes, and a Swiss event's rounds.
inline constexpr int min_arena_minutes = 5, max_arena_minutes = 720;
inline constexpr int min_swiss_rounds = 2, max_swiss_rounds = 15;
/// A tournament game's estimated length, limit_s + 40 × inc_s seconds, is at least this.
inline constexpr int min_tournament_estimate_s = 15;

/// A tournament's clock: a Fischer {"limit_s","inc_s"} within PROTOCOL.md's ranges whose estimate
/// is at least min_tournament_estimate_s; never {"days"} nor null. The error says why.
std::variant<TimeControl, std::string> tournament_clock_from_json(const nlohmann::json& j);

/// A tournament's name trimmed and checked as a player's name is (normalize_name), of
/// min_tournament_name..max_tournament_name code points; nullopt when not acceptable.
std::optional<std::string> tournament_name(std::string_view raw);

/// A clock as players read it: minutes, then the increment in seconds ("3+2", "½+0", "1.5+1");
/// a limit that is not a quarter minute in seconds ("100s+0").
std::string clock_label(const TimeControl& clock);

/// The name of an event that was given none: the game ("Kalah", "Oware"; a Kalah board other than
/// 6 pits of 4 seeds as "Kalah(4,3)"), clock_label and "Arena" or "Swiss": "Kalah 3+2 Arena".
/// `kind` "arena" or "swiss".
std::string default_tournament_name(const std::string& kind, const Variant& variant, const TimeControl& clock);

}  // namespace mancala::protocol

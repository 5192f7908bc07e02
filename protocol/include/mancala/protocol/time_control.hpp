// Time controls (PROTOCOL.md §Clocks and time controls): Fischer clocks and correspondence days,
// their speeds, and a game's clocks as `game` and `moved` show them.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "mancala/engine/types.hpp"

namespace mancala::protocol {

/// One time control. Fischer: `limit_s` 0..10800 s to start with and `inc_s` 0..180 s added a
/// turn (limit_s + inc_s > 0), `days` 0. Correspondence: `days` one of 1, 2, 3, 5, 7, 10, 14 for
/// each ply, `limit_s` and `inc_s` 0. A game without a clock has no TimeControl (nullopt).
struct TimeControl {
  int limit_s = 0;
  int inc_s = 0;
  int days = 0;

  bool correspondence() const noexcept { return days > 0; }
  friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

/// Lichess's speeds: est = limit_s + 40 × inc_s seconds; bullet < 180, blitz < 480, rapid < 1500,
/// classical otherwise; correspondence for `days`.
enum class Speed : std::uint8_t { bullet, blitz, rapid, classical, correspondence };
Speed speed_of(const TimeControl& tc) noexcept;
std::string_view to_string(Speed s) noexcept;
/// The speed of a spelling, or nullopt for anything else.
std::optional<Speed> speed_from(std::string_view text) noexcept;

/// `{"limit_s","inc_s"}` or `{"days"}`; `null` for nullopt.
nlohmann::json time_control_to_json(const std::optional<TimeControl>& tc);
/// A `clock` field's value: an object as above or null (untimed). The error names what is wrong
/// ("clock.limit_s must be 0..10800", ...).
std::variant<std::optional<TimeControl>, std::string> time_control_from_json(const nlohmann::json& j);
/// A short stable key for pools and storage: "3+2", "1d", "none".
std::string clock_key(const std::optional<TimeControl>& tc);
/// The time control of a key clock_key() wrote, or an error message; "none" is nullopt.
std::variant<std::optional<TimeControl>, std::string> time_control_from_key(std::string_view key);

/// A timed game's clocks as `game` and `moved` carry them. Fischer: each side's remaining time in
/// ms now and the side whose time runs (nullopt before it starts and after the end);
/// `first_move_ms`: while the side to move has not made its first ply, the ms left on its
/// first-move timer. Correspondence: the side to move's `deadline` (ISO 8601 UTC).
struct ClockView {
  TimeControl control;
  std::int64_t south_ms = 0, north_ms = 0;
  std::optional<Side> running;
  std::optional<std::int64_t> first_move_ms;
  std::optional<std::string> deadline;
};

/// The `clock` object: `{"limit_s","inc_s","south_ms","north_ms","running","first_move_ms"}` or
/// `{"days","deadline"}`; null for nullopt.
nlohmann::json clock_view_to_json(const std::optional<ClockView>& c);

}  // namespace mancala::protocol

// The schedule's arithmetic (config `tournament_schedule`): when a recurring tournament starts
// next, and the name an event gets when none is given. Pure: `now` is passed in.
#pragma once

#include <chrono>
#include <string>

#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/config/config.hpp"

namespace mancala::server {

/// The first start of `entry` strictly after `now`, in UTC: hourly at minute `at_minute`; daily
/// at `at_hour`:`at_minute`; weekly on `weekday` (0 = Sunday) at `at_hour`:`at_minute`. A start
/// that falls exactly on `now` is the next period's.
std::chrono::system_clock::time_point next_occurrence(const ScheduleEntry& entry,
                                                      std::chrono::system_clock::time_point now);

/// A clock as players read it: minutes, then the increment in seconds ("3+2", "½+0", "1.5+1");
/// a limit that is not a quarter minute in seconds ("100s+0").
std::string clock_label(const protocol::TimeControl& clock);

/// The name of an event that was given none: the game ("Kalah", "Oware"; a Kalah board other than
/// 6 pits of 4 seeds as "Kalah(4,3)"), clock_label and "Arena" or "Swiss": "Kalah 3+2 Arena".
/// `kind` "arena" or "swiss".
std::string default_tournament_name(const std::string& kind, const Variant& variant,
                                    const protocol::TimeControl& clock);

}  // namespace mancala::server

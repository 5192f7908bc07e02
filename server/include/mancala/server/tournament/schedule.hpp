// The schedule's arithmetic (config `tournament_schedule`): when a recurring tournament starts
// next. Pure: `now` is passed in.
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

}  // namespace mancala::server

// The tournament settings as config.cpp reads them: `tournament_schedule` and its entries.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "mancala/server/config/config.hpp"

namespace mancala::server {

/// Most entries `tournament_schedule` may hold.
inline constexpr std::size_t max_schedule_entries = 50;

/// `tournament_schedule`: a JSON array of entries (or, from a variable or a flag, its text), each
/// {"kind","name"?,"variant"?,"clock","minutes"|"rounds","games_per_round"?,"every","at_minute"?,
/// "at_hour","weekday"} as docs/configuration.md says. Throws ConfigError naming the entry's key
/// ("tournament_schedule[1].clock") and why.
std::vector<ScheduleEntry> read_tournament_schedule(const nlohmann::json& v);

}  // namespace mancala::server

#include "mancala/server/tournament/schedule.hpp"

namespace mancala::server {

std::chrono::system_clock::time_point next_occurrence(const ScheduleEntry& entry,
                                                      std::chrono::system_clock::time_point now) {
  using namespace std::chrono;
  // The start within the period that holds `now` (this hour, today, this week from Sunday's
  // weekday on), or else one period later.
  sys_time<minutes> start;
  minutes period{};
  const auto at = hours(entry.at_hour) + minutes(entry.at_minute);
  switch (entry.every) {
    case ScheduleEntry::Every::hourly:
      start = floor<hours>(now) + minutes(entry.at_minute);
      period = hours(1);
      break;
    case ScheduleEntry::Every::daily:
      start = floor<days>(now) + at;
      period = days(1);
      break;
    case ScheduleEntry::Every::weekly: {
      const sys_days today = floor<days>(now);
      // A weekday difference counts forward: 0..6 days from today.
      start = today + (weekday(static_cast<unsigned>(entry.weekday)) - weekday(today)) + at;
      period = days(7);
      break;
    }
  }
  if (start <= now) start += period;
  return start;
}

}  // namespace mancala::server

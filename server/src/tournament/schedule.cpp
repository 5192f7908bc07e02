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

std::string clock_label(const protocol::TimeControl& clock) {
  const int s = clock.limit_s;
  std::string minutes;
  if (s % 60 == 0)
    minutes = std::to_string(s / 60);
  else if (s == 15)
    minutes = "\u00BC";
  else if (s == 30)
    minutes = "\u00BD";
  else if (s == 45)
    minutes = "\u00BE";
  else if (s % 30 == 0)
    minutes = std::to_string(s / 60) + ".5";
  else
    minutes = std::to_string(s) + "s";
  return minutes + "+" + std::to_string(clock.inc_s);
}

std::string default_tournament_name(const std::string& kind, const Variant& variant,
                                    const protocol::TimeControl& clock) {
  std::string game = variant.game == GameKind::oware ? "Oware" : "Kalah";
  if (variant.game == GameKind::kalah && (variant.pits != 6 || variant.seeds != 4))
    game += "(" + std::to_string(variant.pits) + "," + std::to_string(variant.seeds) + ")";
  return game + " " + clock_label(clock) + (kind == "swiss" ? " Swiss" : " Arena");
}

}  // namespace mancala::server

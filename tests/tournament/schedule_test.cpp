// The schedule's arithmetic (tournament/schedule.hpp): the next start of an hourly, daily or
// weekly entry strictly after a given time, and the names of events given none.
#include "mancala/server/tournament/schedule.hpp"

#include <doctest/doctest.h>

#include <chrono>

#include "mancala/protocol/tournament_rules.hpp"

using namespace mancala;
using namespace mancala::server;
using namespace std::chrono;

namespace {

system_clock::time_point sched_at(int y, unsigned mo, unsigned d, int h, int mi, int s = 0, int ms = 0) {
  return sys_days(year(y) / month(mo) / day(d)) + hours(h) + minutes(mi) + seconds(s) + milliseconds(ms);
}

ScheduleEntry sched_entry(ScheduleEntry::Every every, int at_minute, int at_hour = 0, int weekday = 0) {
  ScheduleEntry e;
  e.every = every;
  e.at_minute = at_minute;
  e.at_hour = at_hour;
  e.weekday = weekday;
  return e;
}

constexpr auto sched_hourly = ScheduleEntry::Every::hourly;
constexpr auto sched_daily = ScheduleEntry::Every::daily;
constexpr auto sched_weekly = ScheduleEntry::Every::weekly;

}  // namespace

TEST_CASE("an hourly entry starts at its minute of this hour, or of the next once it has passed") {
  CHECK(next_occurrence(sched_entry(sched_hourly, 0), sched_at(2026, 11, 29, 12, 30)) == sched_at(2026, 11, 29, 13, 0));
  CHECK(next_occurrence(sched_entry(sched_hourly, 45), sched_at(2026, 11, 29, 12, 30)) ==
        sched_at(2026, 11, 29, 12, 45));
  CHECK(next_occurrence(sched_entry(sched_hourly, 15), sched_at(2026, 11, 29, 12, 30)) ==
        sched_at(2026, 11, 29, 13, 15));
}

TEST_CASE("a start exactly at now is the next period's, a millisecond before it is this one") {
  CHECK(next_occurrence(sched_entry(sched_hourly, 0), sched_at(2026, 11, 29, 13, 0)) == sched_at(2026, 11, 29, 14, 0));
  CHECK(next_occurrence(sched_entry(sched_hourly, 0), sched_at(2026, 11, 29, 12, 59, 59, 999)) ==
        sched_at(2026, 11, 29, 13, 0));
  CHECK(next_occurrence(sched_entry(sched_daily, 0, 18), sched_at(2026, 11, 29, 18, 0)) ==
        sched_at(2026, 11, 30, 18, 0));
  CHECK(next_occurrence(sched_entry(sched_weekly, 0, 18, 6), sched_at(2026, 11, 28, 18, 0)) ==
        sched_at(2026, 12, 5, 18, 0));
  CHECK(next_occurrence(sched_entry(sched_weekly, 0, 18, 6), sched_at(2026, 11, 28, 17, 59, 59)) ==
        sched_at(2026, 11, 28, 18, 0));
}

TEST_CASE("an hourly entry crosses midnight and the year's end") {
  CHECK(next_occurrence(sched_entry(sched_hourly, 0), sched_at(2026, 12, 31, 23, 10)) == sched_at(2027, 1, 1, 0, 0));
  CHECK(next_occurrence(sched_entry(sched_hourly, 5), sched_at(2026, 12, 31, 23, 5)) == sched_at(2027, 1, 1, 0, 5));
}

TEST_CASE("a daily entry starts today at its hour and minute, or tomorrow") {
  CHECK(next_occurrence(sched_entry(sched_daily, 30, 9), sched_at(2026, 11, 29, 8, 0)) ==
        sched_at(2026, 11, 29, 9, 30));
  CHECK(next_occurrence(sched_entry(sched_daily, 30, 9), sched_at(2026, 11, 29, 9, 31)) ==
        sched_at(2026, 11, 30, 9, 30));
  CHECK(next_occurrence(sched_entry(sched_daily, 0, 0), sched_at(2026, 11, 30, 12, 0)) == sched_at(2026, 12, 1, 0, 0));
  CHECK(next_occurrence(sched_entry(sched_daily, 59, 23), sched_at(2026, 12, 31, 23, 59, 1)) ==
        sched_at(2027, 1, 1, 23, 59));
  CHECK(next_occurrence(sched_entry(sched_daily, 0, 12), sched_at(2028, 2, 28, 13, 0)) == sched_at(2028, 2, 29, 12, 0));
}

TEST_CASE("a weekly entry starts on its weekday counted from Sunday as 0") {
  // 2026-11-28 is a Saturday, 2026-11-29 a Sunday.
  const auto saturday_six = sched_entry(sched_weekly, 0, 18, 6);
  CHECK(next_occurrence(saturday_six, sched_at(2026, 11, 23, 10, 0)) == sched_at(2026, 11, 28, 18, 0));  // Monday
  CHECK(next_occurrence(saturday_six, sched_at(2026, 11, 28, 9, 0)) == sched_at(2026, 11, 28, 18, 0));  // that Saturday
  CHECK(next_occurrence(saturday_six, sched_at(2026, 11, 29, 9, 0)) == sched_at(2026, 12, 5, 18, 0));   // Sunday after
  const auto sunday_noon = sched_entry(sched_weekly, 15, 12, 0);
  CHECK(next_occurrence(sunday_noon, sched_at(2026, 11, 28, 23, 0)) == sched_at(2026, 11, 29, 12, 15));
  CHECK(next_occurrence(sunday_noon, sched_at(2026, 11, 29, 12, 16)) == sched_at(2026, 12, 6, 12, 15));
  // Thursday 2026-12-31 to Friday 2027-01-01: across the year.
  CHECK(next_occurrence(sched_entry(sched_weekly, 0, 8, 5), sched_at(2026, 12, 31, 9, 0)) ==
        sched_at(2027, 1, 1, 8, 0));
}

TEST_CASE("the built-in schedule is an hourly Kalah arena and a weekly Oware arena on Saturday evening") {
  const auto schedule = default_tournament_schedule();
  REQUIRE(schedule.size() == 2);
  CHECK(schedule[0].kind == "arena");
  CHECK(schedule[0].variant == Variant::kalah());
  CHECK(schedule[0].clock == protocol::TimeControl{180, 2, 0});
  CHECK(schedule[0].minutes == 57);
  CHECK(next_occurrence(schedule[0], sched_at(2026, 11, 29, 12, 30)) == sched_at(2026, 11, 29, 13, 0));
  CHECK(schedule[1].variant == Variant::oware());
  CHECK(schedule[1].minutes == 55);
  CHECK(next_occurrence(schedule[1], sched_at(2026, 11, 24, 0, 0)) == sched_at(2026, 11, 28, 18, 0));
}

TEST_CASE("an event given no name is named by its game, clock and kind") {
  CHECK(protocol::default_tournament_name("arena", Variant::kalah(), {180, 2, 0}) == "Kalah 3+2 Arena");
  CHECK(protocol::default_tournament_name("swiss", Variant::oware(), {600, 5, 0}) == "Oware 10+5 Swiss");
  Variant small = Variant::kalah();
  small.pits = 4;
  small.seeds = 3;
  CHECK(protocol::default_tournament_name("arena", small, {60, 0, 0}) == "Kalah(4,3) 1+0 Arena");
  CHECK(protocol::clock_label({30, 0, 0}) == "\u00BD+0");
  CHECK(protocol::clock_label({90, 1, 0}) == "1.5+1");
  CHECK(protocol::clock_label({100, 0, 0}) == "100s+0");
  CHECK(protocol::clock_label({0, 3, 0}) == "0+3");
}

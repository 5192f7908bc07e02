// Time controls: their JSON, their keys, their speeds and the refusals that name the field.
#include "mancala/protocol/time_control.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

namespace {

std::optional<TimeControl> parsed(const json& j) {
  auto r = time_control_from_json(j);
  REQUIRE_MESSAGE(std::holds_alternative<std::optional<TimeControl>>(r), j.dump());
  return std::get<std::optional<TimeControl>>(r);
}

std::string refusal(const json& j) {
  auto r = time_control_from_json(j);
  REQUIRE_MESSAGE(std::holds_alternative<std::string>(r), j.dump());
  return std::get<std::string>(r);
}

}  // namespace

TEST_CASE("a Fischer clock, a correspondence clock and null read back as written") {
  CHECK(parsed(json{{"limit_s", 180}, {"inc_s", 2}}) == TimeControl{180, 2, 0});
  CHECK(parsed(json{{"days", 3}}) == TimeControl{0, 0, 3});
  CHECK_FALSE(parsed(json(nullptr)).has_value());
  CHECK(time_control_to_json(TimeControl{180, 2, 0}) == json{{"limit_s", 180}, {"inc_s", 2}});
  CHECK(time_control_to_json(TimeControl{0, 0, 7}) == json{{"days", 7}});
  CHECK(time_control_to_json(std::nullopt).is_null());
  CHECK(parsed(json{{"limit_s", 0}, {"inc_s", 1}}) == TimeControl{0, 1, 0});
  CHECK(parsed(json{{"limit_s", 10800}, {"inc_s", 180}}) == TimeControl{10800, 180, 0});
}

TEST_CASE("a bad clock is refused with a message naming the field") {
  CHECK(refusal(json{{"limit_s", 10801}, {"inc_s", 0}}) == "clock.limit_s must be 0..10800");
  CHECK(refusal(json{{"limit_s", -1}, {"inc_s", 0}}) == "clock.limit_s must be 0..10800");
  CHECK(refusal(json{{"limit_s", 60}, {"inc_s", 181}}) == "clock.inc_s must be 0..180");
  CHECK(refusal(json{{"limit_s", 0}, {"inc_s", 0}}) == "clock.limit_s + clock.inc_s must be more than 0");
  CHECK(refusal(json{{"limit_s", 60}}) == "clock needs limit_s and inc_s, or days");
  CHECK(refusal(json{{"limit_s", 1.5}, {"inc_s", 0}}) == "clock.limit_s must be an integer");
  CHECK(refusal(json{{"days", 4}}) == "clock.days must be one of 1, 2, 3, 5, 7, 10, 14");
  CHECK(refusal(json{{"days", 0}}) == "clock.days must be one of 1, 2, 3, 5, 7, 10, 14");
  CHECK(refusal(json{{"days", 1}, {"limit_s", 60}}) == "clock has either days or limit_s and inc_s");
  CHECK(refusal(json{{"limit_s", 60}, {"inc_s", 0}, {"x", 1}}) == "clock has an unknown field \"x\"");
  CHECK(refusal(json("3+2")) == "clock must be an object or null");
  CHECK(refusal(json{{"limit_s", 1e30}, {"inc_s", 0}}) == "clock.limit_s must be an integer");
}

TEST_CASE("speeds follow est = limit + 40 x increment") {
  CHECK(speed_of({60, 0, 0}) == Speed::bullet);
  CHECK(speed_of({60, 2, 0}) == Speed::bullet);   // 140
  CHECK(speed_of({120, 1, 0}) == Speed::bullet);  // 160
  CHECK(speed_of({180, 0, 0}) == Speed::blitz);   // 180: the first blitz
  CHECK(speed_of({180, 2, 0}) == Speed::blitz);   // 260
  CHECK(speed_of({300, 4, 0}) == Speed::blitz);   // 460
  CHECK(speed_of({480, 0, 0}) == Speed::rapid);
  CHECK(speed_of({600, 5, 0}) == Speed::rapid);        // 800
  CHECK(speed_of({1200, 10, 0}) == Speed::classical);  // 1600
  CHECK(speed_of({1500, 0, 0}) == Speed::classical);
  CHECK(speed_of({0, 0, 3}) == Speed::correspondence);
  for (Speed s : {Speed::bullet, Speed::blitz, Speed::rapid, Speed::classical, Speed::correspondence})
    CHECK(speed_from(to_string(s)) == s);
  CHECK_FALSE(speed_from("ultrabullet").has_value());
}

TEST_CASE("keys round-trip and bad keys are refused") {
  for (const std::optional<TimeControl>& tc :
       {std::optional<TimeControl>{}, std::optional<TimeControl>{TimeControl{180, 2, 0}},
        std::optional<TimeControl>{TimeControl{0, 0, 14}}}) {
    auto back = time_control_from_key(clock_key(tc));
    REQUIRE(std::holds_alternative<std::optional<TimeControl>>(back));
    CHECK(std::get<std::optional<TimeControl>>(back) == tc);
  }
  CHECK(clock_key(TimeControl{180, 2, 0}) == "180+2");
  CHECK(clock_key(TimeControl{0, 0, 1}) == "1d");
  CHECK(clock_key(std::nullopt) == "none");
  for (const char* bad : {"", "3", "+2", "3+", "3+2+1", "4d", "d", "-1+2", "0+0", "x+y", "99999+0"})
    CHECK_MESSAGE(std::holds_alternative<std::string>(time_control_from_key(bad)), bad);
}

TEST_CASE("the clock view is written per kind") {
  const json fischer = clock_view_to_json(ClockView{{180, 2, 0}, 1000, 2000, Side::south, 5000, std::nullopt});
  CHECK(fischer == json{{"limit_s", 180},
                        {"inc_s", 2},
                        {"south_ms", 1000},
                        {"north_ms", 2000},
                        {"running", "south"},
                        {"first_move_ms", 5000}});
  const json days =
      clock_view_to_json(ClockView{{0, 0, 3}, 0, 0, std::nullopt, std::nullopt, "2026-12-08T10:00:00.000Z"});
  CHECK(days == json{{"days", 3}, {"deadline", "2026-12-08T10:00:00.000Z"}});
  CHECK(clock_view_to_json(std::nullopt).is_null());
}

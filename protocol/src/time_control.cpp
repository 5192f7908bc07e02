#include "mancala/protocol/time_control.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <nlohmann/json.hpp>

namespace mancala::protocol {
namespace {

using nlohmann::json;

constexpr std::array<int, 7> allowed_days = {1, 2, 3, 5, 7, 10, 14};
constexpr int max_limit_s = 10800;
constexpr int max_inc_s = 180;

std::optional<std::string> check(const TimeControl& tc) {
  if (tc.correspondence()) {
    if (std::find(allowed_days.begin(), allowed_days.end(), tc.days) == allowed_days.end())
      return "clock.days must be one of 1, 2, 3, 5, 7, 10, 14";
    return std::nullopt;
  }
  if (tc.limit_s < 0 || tc.limit_s > max_limit_s) return "clock.limit_s must be 0..10800";
  if (tc.inc_s < 0 || tc.inc_s > max_inc_s) return "clock.inc_s must be 0..180";
  if (tc.limit_s + tc.inc_s == 0) return "clock.limit_s + clock.inc_s must be more than 0";
  return std::nullopt;
}

// An integer field of `j`; nullopt with `error` set when it is there but not an integer.
std::optional<int> int_field(const json& j, const char* key, std::string& error) {
  auto it = j.find(key);
  if (it == j.end()) return std::nullopt;
  if (!it->is_number_integer()) {
    error = std::string("clock.") + key + " must be an integer";
    return std::nullopt;
  }
  const auto v = it->get<std::int64_t>();
  return static_cast<int>(std::clamp<std::int64_t>(v, -1, 1'000'000));
}

}  // namespace

Speed speed_of(const TimeControl& tc) noexcept {
  if (tc.correspondence()) return Speed::correspondence;
  const int est = tc.limit_s + 40 * tc.inc_s;
  if (est < 180) return Speed::bullet;
  if (est < 480) return Speed::blitz;
  if (est < 1500) return Speed::rapid;
  return Speed::classical;
}

std::string_view to_string(Speed s) noexcept {
  switch (s) {
    case Speed::bullet:
      return "bullet";
    case Speed::blitz:
      return "blitz";
    case Speed::rapid:
      return "rapid";
    case Speed::classical:
      return "classical";
    case Speed::correspondence:
      return "correspondence";
  }
  return "?";
}

std::optional<Speed> speed_from(std::string_view text) noexcept {
  for (Speed s : {Speed::bullet, Speed::blitz, Speed::rapid, Speed::classical, Speed::correspondence})
    if (to_string(s) == text) return s;
  return std::nullopt;
}

json time_control_to_json(const std::optional<TimeControl>& tc) {
  if (!tc) return nullptr;
  if (tc->correspondence()) return {{"days", tc->days}};
  return {{"limit_s", tc->limit_s}, {"inc_s", tc->inc_s}};
}

std::variant<std::optional<TimeControl>, std::string> time_control_from_json(const json& j) {
  if (j.is_null()) return std::optional<TimeControl>{};
  if (!j.is_object()) return std::string("clock must be an object or null");
  for (const auto& [key, value] : j.items())
    if (key != "limit_s" && key != "inc_s" && key != "days") return "clock has an unknown field \"" + key + "\"";
  std::string error;
  const auto limit = int_field(j, "limit_s", error);
  const auto inc = int_field(j, "inc_s", error);
  const auto days = int_field(j, "days", error);
  if (!error.empty()) return error;
  TimeControl tc;
  if (days) {
    if (limit || inc) return std::string("clock has either days or limit_s and inc_s");
    tc.days = *days;
    if (tc.days <= 0) return std::string("clock.days must be one of 1, 2, 3, 5, 7, 10, 14");
  } else {
    if (!limit || !inc) return std::string("clock needs limit_s and inc_s, or days");
    tc.limit_s = *limit;
    tc.inc_s = *inc;
  }
  if (auto why = check(tc)) return *why;
  return std::optional<TimeControl>(tc);
}

std::string clock_key(const std::optional<TimeControl>& tc) {
  if (!tc) return "none";
  if (tc->correspondence()) return std::to_string(tc->days) + "d";
  return std::to_string(tc->limit_s) + "+" + std::to_string(tc->inc_s);
}

std::variant<std::optional<TimeControl>, std::string> time_control_from_key(std::string_view key) {
  if (key == "none") return std::optional<TimeControl>{};
  const auto number = [](std::string_view text, int& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && !text.empty();
  };
  TimeControl tc;
  if (!key.empty() && key.back() == 'd') {
    if (!number(key.substr(0, key.size() - 1), tc.days)) return "\"" + std::string(key) + "\" is not a clock";
  } else {
    const auto plus = key.find('+');
    if (plus == std::string_view::npos || !number(key.substr(0, plus), tc.limit_s) ||
        !number(key.substr(plus + 1), tc.inc_s))
      return "\"" + std::string(key) + "\" is not a clock (write it as 3+2, 1d or none)";
  }
  if (auto why = check(tc)) return *why;
  return std::optional<TimeControl>(tc);
}

json clock_view_to_json(const std::optional<ClockView>& c) {
  if (!c) return nullptr;
  if (c->control.correspondence())
    return {{"days", c->control.days}, {"deadline", c->deadline ? json(*c->deadline) : json(nullptr)}};
  return {{"limit_s", c->control.limit_s},
          {"inc_s", c->control.inc_s},
          {"south_ms", c->south_ms},
          {"north_ms", c->north_ms},
          {"running", c->running ? json(std::string(to_string(*c->running))) : json(nullptr)},
          {"first_move_ms", c->first_move_ms ? json(*c->first_move_ms) : json(nullptr)}};
}

}  // namespace mancala::protocol

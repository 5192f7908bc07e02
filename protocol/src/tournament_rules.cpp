#include "mancala/protocol/tournament_rules.hpp"

#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"

namespace mancala::protocol {

std::variant<TimeControl, std::string> tournament_clock_from_json(const nlohmann::json& j) {
  if (!j.is_object() || j.contains("days"))
    return std::string("a Fischer clock {\"limit_s\",\"inc_s\"}: tournaments are not played by correspondence");
  auto parsed = time_control_from_json(j);
  if (auto* why = std::get_if<std::string>(&parsed)) return *why;
  const TimeControl tc = *std::get<std::optional<TimeControl>>(parsed);
  if (tc.limit_s + 40 * tc.inc_s < min_tournament_estimate_s)
    return "clock.limit_s + 40 × clock.inc_s must be at least " + std::to_string(min_tournament_estimate_s);
  return tc;
}

std::optional<std::string> tournament_name(std::string_view raw) {
  auto name = normalize_name(raw, max_tournament_name);
  if (!name || code_points(*name) < min_tournament_name) return std::nullopt;
  return name;
}

std::string clock_label(const TimeControl& clock) {
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

std::string default_tournament_name(const std::string& kind, const Variant& variant, const TimeControl& clock) {
  std::string game = variant.game == GameKind::oware ? "Oware" : "Kalah";
  if (variant.game == GameKind::kalah && (variant.pits != 6 || variant.seeds != 4))
    game += "(" + std::to_string(variant.pits) + "," + std::to_string(variant.seeds) + ")";
  return game + " " + clock_label(clock) + (kind == "swiss" ? " Swiss" : " Arena");
}

}  // namespace mancala::protocol

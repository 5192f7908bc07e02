#include "game_terms.hpp"

#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"

namespace mancala::protocol {

std::optional<std::string> read_game_terms(const nlohmann::json& j, Variant& variant,
                                           std::optional<std::optional<TimeControl>>& clock, bool& rated,
                                           std::optional<Side>& side) {
  if (auto v = j.find("variant"); v != j.end()) {
    auto parsed = variant_from_json(*v);
    if (auto* why = std::get_if<std::string>(&parsed)) return *why;
    variant = std::get<Variant>(parsed);
  }
  if (auto t = j.find("clock"); t != j.end()) {
    auto parsed = time_control_from_json(*t);
    if (auto* why = std::get_if<std::string>(&parsed)) return *why;
    clock = std::get<std::optional<TimeControl>>(parsed);
  }
  if (auto r = j.find("rated"); r != j.end()) {
    if (!r->is_boolean()) return "rated must be true or false";
    rated = r->get<bool>();
  }
  if (auto s = j.find("side"); s != j.end()) {
    const bool random = s->is_string() && s->get_ref<const std::string&>() == "random";
    side = s->is_string() ? side_from_string(s->get<std::string>()) : std::nullopt;
    if (!side && !random) return "side must be \"south\", \"north\" or \"random\"";
  }
  return std::nullopt;
}

}  // namespace mancala::protocol

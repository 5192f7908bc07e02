#include "mancala/protocol/puzzle_json.hpp"

#include <cstdio>

#include "mancala/engine/zobrist.hpp"
#include "mancala/protocol/json_game.hpp"

namespace mancala::protocol {
namespace {

using nlohmann::json;

json plies_json(const std::vector<Ply>& plies) {
  json out = json::array();
  for (Ply p : plies) out.push_back(ply_object(p));
  return out;
}

std::optional<std::vector<Ply>> plies_from(const json& j) {
  if (!j.is_array()) return std::nullopt;
  std::vector<Ply> out;
  for (const json& e : j) {
    const auto p = ply_from_object(e);
    if (!p) return std::nullopt;
    out.push_back(*p);
  }
  return out;
}

bool is_int(const json& j, const char* key) { return j.contains(key) && j[key].is_number_integer(); }

}  // namespace

json ply_object(Ply ply) { return ply.is_swap() ? json{{"swap", true}} : json{{"pit", ply.pit_index()}}; }

std::optional<Ply> ply_from_object(const json& j) {
  if (!j.is_object() || j.size() != 1) return std::nullopt;
  if (j.contains("swap")) return j["swap"] == true ? std::optional<Ply>(Ply::swap()) : std::nullopt;
  if (!is_int(j, "pit")) return std::nullopt;
  const auto pit = j["pit"].get<std::int64_t>();
  if (pit < 0 || pit >= Variant::max_pits) return std::nullopt;
  return Ply::pit(static_cast<int>(pit));
}

std::string puzzle_id(const Variant& v, const Position& p) {
  // The variant's text mixed in, so that one board in two variants gets two ids.
  std::uint64_t h = zobrist_hash(p);
  for (char c : variant_to_json(v).dump()) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

json puzzle_to_json(const PuzzleEntry& e) {
  const ai::Puzzle& z = e.puzzle;
  json refutations = json::array();
  for (const ai::Refutation& f : z.refutations)
    refutations.push_back({{"at", f.at}, {"ply", ply_object(f.ply)}, {"value", f.value}, {"line", plies_json(f.line)}});
  json state = state_to_json(z.start, e.variant.pits);
  return {{"id", e.id},         {"variant", variant_to_json(e.variant)},
          {"state", state},     {"goal", std::string(ai::to_string(z.goal))},
          {"value", z.value},   {"solution", plies_json(z.line)},
          {"themes", z.themes}, {"rating", e.rating},
          {"source", e.source}, {"refutations", refutations}};
}

std::variant<PuzzleEntry, std::string> puzzle_from_json(const json& j) {
  if (!j.is_object()) return std::string("a puzzle must be an object");
  PuzzleEntry e;
  if (!j.contains("id") || !j["id"].is_string()) return std::string("id must be a string");
  e.id = j["id"].get<std::string>();
  if (!j.contains("variant")) return std::string("variant is missing");
  auto v = variant_from_json(j["variant"]);
  if (auto* err = std::get_if<std::string>(&v)) return *err;
  e.variant = std::get<Variant>(v);
  const Rules rules(e.variant);
  if (!j.contains("state")) return std::string("state is missing");
  auto p = state_from_json(j["state"], rules);
  if (auto* err = std::get_if<std::string>(&p)) return "state: " + *err;
  e.puzzle.start = std::get<Position>(p);
  const auto goal =
      j.contains("goal") && j["goal"].is_string() ? ai::goal_from_string(j["goal"].get<std::string>()) : std::nullopt;
  if (!goal) return std::string("goal must be \"win\" or \"draw\"");
  e.puzzle.goal = *goal;
  if (!is_int(j, "value")) return std::string("value must be an integer");
  e.puzzle.value = j["value"].get<int>();
  auto line = j.contains("solution") ? plies_from(j["solution"]) : std::nullopt;
  if (!line || line->empty()) return std::string("solution must be a list of plies");
  e.puzzle.line = std::move(*line);
  if (j.contains("themes") && j["themes"].is_array())
    for (const json& t : j["themes"])
      if (t.is_string()) e.puzzle.themes.push_back(t.get<std::string>());
  if (j.contains("rating") && j["rating"].is_number()) e.rating = j["rating"].get<double>();
  if (j.contains("source") && j["source"].is_string()) e.source = j["source"].get<std::string>();
  if (j.contains("refutations") && j["refutations"].is_array())
    for (const json& f : j["refutations"]) {
      const auto ply = f.contains("ply") ? ply_from_object(f["ply"]) : std::nullopt;
      auto rest = f.contains("line") ? plies_from(f["line"]) : std::nullopt;
      if (!is_int(f, "at") || !ply || !is_int(f, "value") || !rest) return std::string("a refutation is malformed");
      e.puzzle.refutations.push_back({f["at"].get<int>(), *ply, f["value"].get<int>(), std::move(*rest)});
    }
  return e;
}

}  // namespace mancala::protocol

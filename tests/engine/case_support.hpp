// Reads ../shared/cases into engine values, without the protocol library.
#pragma once

#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "mancala/engine/rules.hpp"

namespace mancala::test {

inline nlohmann::json load_case_file(const std::string& name) {
  std::ifstream in(std::string(MANCALA_SHARED_DIR) + "/cases/" + name);
  if (!in) throw std::runtime_error("cannot open shared case file " + name);
  return nlohmann::json::parse(in);
}

inline Variant variant_of(const nlohmann::json& j) {
  Variant v;
  if (j.value("game", "kalah") == "oware") return Variant::oware();
  v.pits = j.value("pits", 6);
  v.seeds = j.value("seeds", 4);
  const std::string cap = j.value("capture", "standard");
  v.capture = cap == "empty" ? CaptureRule::empty : cap == "none" ? CaptureRule::none : CaptureRule::standard;
  v.pie = j.value("pie", false);
  const std::string sc = j.value("scoring", "store");
  v.scoring = sc == "captured" ? Scoring::captured : sc == "outlast" ? Scoring::outlast : Scoring::store;
  v.early_end = j.value("early_end", false);
  return v;
}

inline Ply ply_of(const nlohmann::json& j) { return j.is_string() ? Ply::swap() : Ply::pit(j.get<int>()); }

inline Position position_of(const nlohmann::json& state, const Rules& rules) {
  Position p;
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < rules.pits(); ++i) p.cells[Position::cell(s, i)] = state["pits"][s][i].get<std::uint8_t>();
  p.cells[Position::store_cell(0)] = state["stores"][0].get<std::uint8_t>();
  p.cells[Position::store_cell(1)] = state["stores"][1].get<std::uint8_t>();
  p.to_move = state["to_move"] == "north" ? Side::north : Side::south;
  return p;
}

/// The fields of a PROTOCOL.md state object that a case compares, as JSON for readable diffs.
inline nlohmann::json comparable(const Position& p, int pits, bool with_ply) {
  nlohmann::json j;
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < pits; ++i) j["pits"][s][i] = p.pit(static_cast<Side>(s), i);
  j["stores"] = {p.store(Side::south), p.store(Side::north)};
  j["over"] = p.over();
  j["result"] = p.over() ? nlohmann::json(std::string(to_string(p.result))) : nlohmann::json(nullptr);
  if (!p.over()) j["to_move"] = std::string(to_string(p.to_move));
  if (with_ply) j["ply"] = p.ply;
  return j;
}

inline nlohmann::json comparable(const nlohmann::json& expect, bool with_ply) {
  nlohmann::json j;
  j["pits"] = expect["pits"];
  j["stores"] = expect["stores"];
  j["over"] = expect["over"];
  j["result"] = expect["result"];
  if (!expect["over"].get<bool>()) j["to_move"] = expect["to_move"];
  if (with_ply) j["ply"] = expect["ply"];
  return j;
}

}  // namespace mancala::test

// A puzzle as JSON: one entry of the shipped puzzle set (puzzles/puzzles.json) and the values the
// server reads from it (docs/protocol.md §Puzzles).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "mancala/engine/ai/puzzle.hpp"

namespace mancala::protocol {

/// A puzzle with what the set keeps beside the proof: its id, variant, rating guess and source.
struct PuzzleEntry {
  std::string id;  // 16 hex digits: the start's Zobrist key mixed with the variant's
  Variant variant;
  ai::Puzzle puzzle;
  double rating = 1500;  // the first rating the store gives it
  std::string source;    // "self-play" or "game:ID"
};

/// A ply as the analysis API spells it: {"pit":2} or {"swap":true}.
nlohmann::json ply_object(Ply ply);
/// {"pit":n} (0..12) or {"swap":true}; nullopt for anything else.
std::optional<Ply> ply_from_object(const nlohmann::json& j);

/// The id of a puzzle starting at `p` in `v` (stable: the same position gets the same id).
std::string puzzle_id(const Variant& v, const Position& p);

nlohmann::json puzzle_to_json(const PuzzleEntry& e);
/// Parses one entry; the reason names the bad field. The plies are read, not proven.
std::variant<PuzzleEntry, std::string> puzzle_from_json(const nlohmann::json& j);

}  // namespace mancala::protocol

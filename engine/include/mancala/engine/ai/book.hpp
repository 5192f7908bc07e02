// The opening book: exact values of positions near the start, computed by our own solver
// (`mancala book`, see docs/ai.md) and compiled into the engine.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "mancala/engine/position.hpp"
#include "mancala/engine/rules.hpp"
#include "mancala/engine/variant.hpp"

namespace mancala::ai {

/// One solved position: its Zobrist hash (zobrist_hash, stores and pie stage included), a ply
/// that keeps the game value, and that value (South's final store minus North's, seeds).
struct BookEntry {
  std::uint64_t key;
  std::uint8_t ply;  // Ply::value
  std::int8_t value;
};

/// A perfect-play ply for `p` when the book of `v` holds it, else nullopt.
struct BookHit {
  Ply ply;
  int value;  // South's final store minus North's under perfect play (seeds)
};
std::optional<BookHit> book_lookup(const Variant& v, const Position& p);

/// Each legal ply of `p` (in Rules::legal_plies order) and its exact value, when the book of
/// `rules`' variant holds every child that is not over (a ply that ends the game is worth its
/// final stores): the positions one ply above the book's deepest answer with no search. nullopt
/// otherwise, and for a finished `p`.
std::optional<std::vector<std::pair<Ply, int>>> book_moves(const Rules& rules, const Position& p);

/// The compiled-in book of `v`, sorted by key (empty when there is none).
std::span<const BookEntry> book_entries(const Variant& v);

}  // namespace mancala::ai

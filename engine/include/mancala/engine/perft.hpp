// perft: the number of distinct ply sequences of a given length (shared/cases/README.md §Perft).
#pragma once

#include <cstdint>

#include "mancala/engine/position.hpp"

namespace mancala {

/// Counts ply sequences of exactly `depth` plies from `p` for a concrete game G (Kalah, Oware).
/// A finished game contributes nothing; the last level is counted without playing it.
template <class G>
std::uint64_t perft(const G& game, const Position& p, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return static_cast<std::uint64_t>(game.count_plies(p));
  std::uint64_t nodes = 0;
  for (Ply ply : game.legal_plies(p)) {
    Position next = p;
    game.play(next, ply);
    nodes += perft(game, next, depth - 1);
  }
  return nodes;
}

}  // namespace mancala

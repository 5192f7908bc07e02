// The search's view of Oware: keys that include the no-capture count, win-aware game values,
// a static evaluation and a move order (weights measured by bench/oware_arena.cpp, docs/oware.md).
#pragma once

#include <algorithm>
#include <cstdint>

#include "mancala/engine/ai/game_traits.hpp"
#include "mancala/engine/oware.hpp"
#include "mancala/engine/zobrist.hpp"

namespace mancala::ai {

/// Weights of the Oware evaluation, in 1/16 seed per unit of each feature. Measured with
/// bench/oware_arena at 7 and 8 plies (docs/oware.md): a bonus for pits of 12+ seeds did not help,
/// and small pits count for their owner (short plies that keep seeds home and wait), not
/// against them as capture targets, which `threat` already sees.
struct OwareWeights {
  int row = 4;      // per seed on the mover's row minus the opponent's (kept at the no-capture end)
  int threat = 10;  // per seed the mover could capture with one ply right now
  int small = 16;   // per mover's pit holding 1 or 2 seeds minus the opponent's
};

/// Oware values are in captured seeds, from the player to move, as for Kalah. A game won at 25
/// counts the seeds still on the board for the winner, so every win scores above every draw or
/// loss (seeds: the winner's captures plus the board, minus the loser's captures).
template <>
struct GameTraits<Oware> {
  explicit GameTraits(const Oware& g, OwareWeights w = {}) : game_(g), w_(w) {}

  /// The no-capture count changes the outcome near the limit, so it is part of the key.
  std::uint64_t key(const Position& p) const noexcept {
    return zobrist_hash(p) ^ (static_cast<std::uint64_t>(p.quiet_plies) * 0x9E3779B97F4A7C15ULL);
  }
  /// store_diff() on Oware's (always narrow) cells, without the layout test.
  int base(const Position& p) const noexcept {
    const int d = p.cells[Position::store_cell(0)] - p.cells[Position::store_cell(1)];
    return p.to_move == Side::south ? d : -d;
  }

  int terminal(const Position& p) const noexcept {
    int board = 0;
    for (int i = 0; i < Oware::pit_count; ++i) board += p.cells[Position::cell(0, i)] + p.cells[Position::cell(1, i)];
    int south = p.cells[Position::store_cell(0)], north = p.cells[Position::store_cell(1)];
    if (p.result == Outcome::south)
      south += board;
    else if (p.result == Outcome::north)
      north += board;
    const int d = south - north;
    return (p.to_move == Side::south ? d : -d) - base(p);
  }

  /// The largest |value| any future can reach: every seed still on the board (a win credits the
  /// board to the winner, see terminal()).
  int value_bound(const Position& p) const noexcept {
    int board = 0;
    for (int i = 0; i < Oware::pit_count; ++i) board += p.cells[Position::cell(0, i)] + p.cells[Position::cell(1, i)];
    return board;
  }

  /// Expected future captures of the mover beyond base() (seeds).
  int evaluate(const Position& p) const noexcept {
    const Side me = p.to_move, them = other(me);
    int row = 0, small = 0;
    for (int i = 0; i < Oware::pit_count; ++i) {
      const int a = p.cells[Position::cell(index(me), i)], b = p.cells[Position::cell(index(them), i)];
      row += a - b;
      small += (a == 1 || a == 2) - (b == 1 || b == 2);
    }
    const int threat = w_.threat ? best_capture(p) : 0;
    return (w_.row * row + w_.threat * threat + w_.small * small) / 16;
  }

  /// Transposition move first, then plies by the seeds they capture, then from the right.
  void order(const Position& p, OrderedPlies& o, std::uint8_t tt_move) const noexcept {
    for (int k = 0; k < o.plies.count; ++k) {
      const Ply ply = o.plies[k];
      if (ply.value == tt_move) {
        o.score[k] = OrderedPlies::table_move;
        continue;
      }
      o.score[k] = 16 * capture_of(p, ply) + ply.pit_index();
    }
  }

 private:
  // Seeds the mover captures with `ply` (0 for a grand slam).
  int capture_of(const Position& p, Ply ply) const noexcept {
    Position q = p;
    game_.play(q, ply);
    return q.cells[Position::store_cell(index(p.to_move))] - p.cells[Position::store_cell(index(p.to_move))];
  }
  int best_capture(const Position& p) const noexcept {
    int best = 0;
    for (Ply ply : game_.legal_plies(p)) best = std::max(best, capture_of(p, ply));
    return best;
  }

  const Oware& game_;
  OwareWeights w_;
};

}  // namespace mancala::ai

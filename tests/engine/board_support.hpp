// Hand-made positions for the engine tests: two rows of six pits, the stores and the side to move.
#pragma once

#include <array>

#include "mancala/engine/position.hpp"

namespace engine_test {

using Row = std::array<int, 6>;

/// A position with South's and North's pits (index 0..5 each), the stores and the side to move.
inline mancala::Position board(Row south, Row north, int south_store = 0, int north_store = 0,
                               mancala::Side to_move = mancala::Side::south) {
  mancala::Position p;
  for (int i = 0; i < 6; ++i) {
    p.set_pit(mancala::Side::south, i, south[i]);
    p.set_pit(mancala::Side::north, i, north[i]);
  }
  p.set_store(mancala::Side::south, south_store);
  p.set_store(mancala::Side::north, north_store);
  p.to_move = to_move;
  return p;
}

}  // namespace engine_test

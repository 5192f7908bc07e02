// What a ply did, for the server and the browser (PROTOCOL.md `moved`).
#pragma once

#include <vector>

#include "mancala/engine/types.hpp"

namespace mancala {

/// The detailed result of one ply.
struct PlyReport {
  Side side = Side::south;       // who played it
  Ply ply;                       // the pit or the swap
  std::vector<Hollow> path;      // hollows sown, in sowing order (one entry per seed)
  std::vector<Hollow> captured;  // hollows emptied into a store, landing hollow included
  bool extra_turn = false;       // Kalah: the same side moves again
  bool grand_slam = false;       // Oware: the capture was cancelled by the grand slam rule
};

}  // namespace mancala

// Perfect-play analysis of one position (PROTOCOL.md §Analysis): each legal ply's value, exact
// where the opening book or a solve within the budget proves it, else hard's estimate.
#pragma once

#include <optional>
#include <vector>

#include "mancala/engine/rules.hpp"

namespace mancala::ai {
class EndgameTable;
}

namespace mancala::server {

/// Values are South's final store minus North's under perfect play (seeds), whoever is to move.
struct PlyValue {
  Ply ply;
  int value = 0;
  bool exact = false;
  int depth = 0;  // plies of hard's deepest search when not exact
};

struct PositionAnalysis {
  int value = 0;
  bool exact = false;
  std::vector<Ply> best;        // every ply that keeps `value` (empty when the game is over)
  std::vector<PlyValue> plies;  // each legal ply, in pit order (the swap last)
  double ms = 0;                // wall time spent
};

/// What one analysis may use: `budget_ms` of one thread in all; `endgame` a table of the same
/// variant (the server's HardTable) or nullptr.
struct AnalysisLimits {
  int budget_ms = 1000;
  const ai::EndgameTable* endgame = nullptr;
};

/// Analyses `p` (which must follow `rules`): a finished game has its final value and no plies;
/// the opening book answers at once; else one exact solve of every ply within half the budget;
/// else, ply by ply, an exact answer for a ply that ends the game and hard's search with an
/// even share of the rest. Blocks for up to about `budget_ms`: call it off the network threads.
PositionAnalysis analyse_position(const Rules& rules, const Position& p, const AnalysisLimits& limits);

}  // namespace mancala::server

// Perfect-play analysis of one position (PROTOCOL.md §Analysis): each legal ply's value, exact
// where the opening book or a solve within the budget proves it, else hard's estimate.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "mancala/engine/rules.hpp"
#include "mancala/server/ops/metrics.hpp"

namespace mancala::ai {
class EndgameTable;
}

namespace mancala::server {

class ProvenPositions;

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
  std::vector<Ply> line;        // a principal line from `p`, its first ply one of `best` (at most max_line plies)
  double ms = 0;                // wall time spent
};

/// The longest principal line an analysis gives (PositionAnalysis::line).
inline constexpr std::size_t max_line = 10;

/// What one analysis may use: `budget_ms` of one thread in all, `solve_share` of it first on an
/// exact solve; `endgame` a table of the same variant (the server's HardTable) or nullptr.
struct AnalysisLimits {
  int budget_ms = 1000;
  const ai::EndgameTable* endgame = nullptr;
  double solve_share = 0.5;
  bool line = true;  // also find PositionAnalysis::line (a search of the best ply's child when no search ran)
  ProvenPositions* proven = nullptr;  // read first, and given each position a solve proves; or none
};

/// Analyses `p` (which must follow `rules`): a finished game has its final value and no plies;
/// the proven positions (`limits.proven`) and the opening book answer at once; else one exact solve of every ply within
/// `solve_share` of the budget; else, ply by ply, an exact answer for a ply that ends the game and hard's search with
/// an even share of the rest. The line (when asked for) is the first best ply and its child's principal variation: from
/// that search, or after the book or a solve from a search of the child with a quarter of the budget left. Blocks for
/// up to about `budget_ms`: call it off the network threads.
PositionAnalysis analyse_position(const Rules& rules, const Position& p, const AnalysisLimits& limits);

/// What `plies` (each legal ply of `p`, not over, and its value; not empty) say of `p`: its value
/// (the mover's best), exact when every ply is, and its best plies; no line, no time.
PositionAnalysis analysis_of(const Position& p, std::vector<PlyValue> plies);

/// Each ply of a complete solve (ai::SolveResult::moves: ply and value) as an exact PlyValue.
std::vector<PlyValue> exact_plies(const std::vector<std::pair<Ply, int>>& moves);

/// analyse_position, counted in `metrics`: analysis_running while it runs (and its peak), then
/// analyses.
PositionAnalysis analyse_counted(Metrics& metrics, const Rules& rules, const Position& p, const AnalysisLimits& limits);

}  // namespace mancala::server

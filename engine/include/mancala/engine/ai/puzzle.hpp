// Puzzles: positions whose side to move has exactly one ply that keeps its best outcome, each
// proven by the solver, and the forced line that follows (docs/puzzles.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mancala/engine/rules.hpp"

namespace mancala::ai {

class Solver;

/// The best outcome the solver's side keeps: a win, or (when no ply wins) a draw.
enum class PuzzleGoal : std::uint8_t { win, draw };

std::string_view to_string(PuzzleGoal g) noexcept;
std::optional<PuzzleGoal> goal_from_string(std::string_view s) noexcept;

/// +1, 0 or -1: a win, draw or loss for `side` of a value (South's final store minus North's).
int outcome_for(Side side, int value) noexcept;

/// A wrong ply at one of the solver's turns and what answers it: its exact value and the best
/// line after it, both sides playing perfectly.
struct Refutation {
  int at = 0;             // index in Puzzle::line of the solver's ply it replaces
  Ply ply;                // the wrong ply
  int value = 0;          // its value (South minus North)
  std::vector<Ply> line;  // the plies after it, perfect play by both (at most PuzzleLimits::refutation_plies)
};

/// A proven puzzle from `start`.
struct Puzzle {
  Position start;
  PuzzleGoal goal = PuzzleGoal::win;
  int value = 0;                        // the start's value (South minus North)
  std::vector<Ply> line;                // the solution: the solver's plies and the replies, first and last the solver's
  std::vector<std::string> themes;      // from the solution: pie, capture, extra_turn, chain, sweep, endgame, quiet
  std::vector<Refutation> refutations;  // every other legal ply at each of the solver's turns
};

struct PuzzleLimits {
  int max_solver_plies = 5;  // the solver's plies in a line at most
  int refutation_plies = 4;  // a refutation's line at most
  int min_legal_plies = 2;   // a solver's turn with fewer legal plies ends the line (nothing to find)
  int endgame_seeds = 16;    // the theme `endgame`: at most this many seeds left in the pits
};

/// The puzzle starting at `p` (not over) when its side to move has exactly one ply keeping its
/// best outcome, a win or a draw, and at least `min_legal_plies` plies; the line goes on while
/// the solver's ply stays the only one keeping that outcome, the opponent answering with its
/// best ply (its lowest pit among equals). nullopt when `p` is no puzzle or a solve did not
/// finish within the solver's budget.
std::optional<Puzzle> find_puzzle(const Rules& rules, Solver& solver, const Position& p, const PuzzleLimits& limits);

/// Proves `line` from `p` again: at each of the solver's turns (the side to move at `p`) the goal
/// is the best outcome and the line's ply is the only one that keeps it, the opponent's plies are
/// legal, and the line ends with a solver's ply. Returns an empty string when proven, else why not.
std::string check_puzzle(const Rules& rules, Solver& solver, const Position& p, PuzzleGoal goal,
                         const std::vector<Ply>& line);

/// The themes a line from `p` shows (the solver being the side to move at `p`).
std::vector<std::string> puzzle_themes(const Rules& rules, const Position& p, const std::vector<Ply>& line,
                                       const PuzzleLimits& limits);

}  // namespace mancala::ai

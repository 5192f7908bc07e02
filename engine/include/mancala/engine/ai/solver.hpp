// Exact solving: the game-theoretic value of a position and of each of its legal plies.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "mancala/engine/rules.hpp"

namespace mancala::ai {

class EndgameTable;

/// A solve's progress after one MTD(f) pass: bounds on a value, in the units of SolveResult.
struct SolvePass {
  std::optional<Ply> ply;       // the root ply being solved; nullopt: the position itself
  std::optional<int> at_least;  // proven lower bound; nullopt while still open
  std::optional<int> at_most;   // proven upper bound; nullopt while still open
  double ms = 0;                // wall time since the solve started
};

/// What a solve may use. Zero time_ms means no time limit.
struct SolveOptions {
  int threads = 2;                                // search threads sharing one table (1..16)
  int time_ms = 0;                                // wall-clock budget, ms; 0: until solved
  std::size_t table_mb = 512;                     // transposition table size, MB
  bool with_moves = true;                         // also solve every legal ply
  int endgame_seeds = 14;                         // Kalah: endgame table up to this many pit seeds (0: none)
  std::shared_ptr<const EndgameTable> endgame;    // a table built before (same rules): used instead of building one
  const std::atomic<bool>* stop = nullptr;        // set from another thread to give up
  std::function<void(const SolvePass&)> on_pass;  // progress, from a search thread; empty: none
  // Nodes a thread searches before a solve's passes start again just above a deeper guess at the
  // value (docs/ai.md §Endgame table and the solver); smaller solves never make that guess.
  std::uint64_t quick_nodes = 2'000'000;
};

/// Values are South's final store minus North's under perfect play by both (seeds), whoever is
/// to move; under `outlast` scoring +1 / -1 / 0 for a South win, loss or draw.
struct SolveResult {
  bool complete = false;                   // false: stopped, or a game too long to prove
  int value = 0;                           // the position's value
  Ply best;                                // a ply that keeps the value (without with_moves: the table's guess)
  std::vector<std::pair<Ply, int>> moves;  // each legal ply and its value, in pit order
  std::uint64_t nodes = 0;                 // positions visited, all threads
  double value_ms = 0;                     // wall time until `value` was known
  double ms = 0;                           // wall time in all
};

class TranspositionTable;

/// A solver that keeps its table between positions of one variant, so solving many related
/// positions (the opening book) reuses earlier proofs. One solve at a time per Solver.
class Solver {
 public:
  Solver(const Rules& rules, const SolveOptions& options);
  ~Solver();
  Solver(const Solver&) = delete;  // the endgame table refers to rules_
  Solver& operator=(const Solver&) = delete;
  /// Solves `p` exactly (MTD(f) with a lock-free shared table; helper threads search the same
  /// tree with a perturbed move order, Lazy SMP). A finished game gets its final value.
  SolveResult solve(const Position& p);
  /// Whether p's value (South's final store minus North's under perfect play) is at least
  /// `value`: one null-window search to the end of the game instead of a whole solve (with the
  /// pie rule's swap open, a whole solve). nullopt when stopped. Same threads, tables and budget.
  std::optional<bool> value_at_least(const Position& p, int value);

 private:
  Rules rules_;
  SolveOptions options_;
  std::unique_ptr<TranspositionTable> tt_;
  std::shared_ptr<const EndgameTable> endgame_;  // options.endgame, or built by the constructor where the rules allow
  double endgame_ms_ = 0;

 public:
  /// Time spent building the endgame table (ms), and its size (bytes, 0 when none).
  double endgame_ms() const noexcept { return endgame_ms_; }
  std::size_t endgame_bytes() const noexcept;
};

/// One-off Solver(rules, options).solve(p).
SolveResult solve(const Rules& rules, const Position& p, const SolveOptions& options);

}  // namespace mancala::ai

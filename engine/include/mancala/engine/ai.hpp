// The computer opponent: levels, budgets and the search entry point. No I/O; pure functions.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "mancala/engine/rules.hpp"

namespace mancala::ai {

class EndgameTable;

/// The three levels offered to players; the hint is always `hard`'s choice.
enum class Level : std::uint8_t { easy, medium, hard };

std::string_view to_string(Level l) noexcept;
std::optional<Level> level_from_string(std::string_view s) noexcept;

/// What a search may spend. Zero means "no limit" for time_ms and nodes.
struct Limits {
  int time_ms = 1000;                       // wall-clock budget, ms
  std::uint64_t nodes = 0;                  // node budget
  std::uint64_t seed = 0;                   // makes easy's mistakes and tie-breaks reproducible
  const std::atomic<bool>* stop = nullptr;  // set from another thread to stop early
  /// hard only: an endgame table (e.g. the server's, larger than the built-in one) used instead
  /// of the built-in one when it was built for the same variant with at least
  /// `hard_endgame_seeds` seeds; nullptr: the built-in one. Must stay alive and unchanged
  /// during the call.
  const EndgameTable* endgame = nullptr;
};

/// The answer of a search.
struct SearchResult {
  Ply ply;                  // the chosen ply (legal in the searched position)
  int score = 0;            // South's store minus North's at the end, as far as the search sees (seeds)
  bool exact = false;       // true when the search reached every game end: score is the game value
  int depth = 0;            // plies of the deepest completed iteration
  std::uint64_t nodes = 0;  // positions visited
  double ms = 0;            // wall time spent
  std::vector<Ply> pv;      // principal variation, starting with `ply`
  int endgame_seeds = 0;    // pit seeds of the endgame table the search read (0: none)
};

/// Chooses a ply for the side to move at `level`. Precondition: the game is not over.
/// Thread-safe: each call owns its state, so the server may run many at once on a worker pool.
/// easy: every ply searched `easy_depth` plies, then a seeded mistake with probability `easy_slip`;
/// medium: iterative deepening to `medium_depth` plies within `medium_nodes` and `medium_time_ms`
/// (or the caller's tighter limits); hard: the opening book, else (Kalah with an endgame table of
/// at least `hard_proof_min_seeds`, and a budget of no limit or at least `hard_proof_min_ms` and
/// `hard_proof_min_nodes`) first a proof: MTD(f) to every game end within `hard_proof_share` of
/// the budget, and if the value is proven a ply that keeps it (`exact`, depth `unlimited_depth`
/// of searcher.hpp); else iterative deepening with the rest of the budget until the value is
/// proven (`exact`). Both phases read the endgame table (`limits.endgame` or the built-in one;
/// `endgame_seeds` says which). Same position, level and seed with a node budget (no time
/// budget) give the same result.
SearchResult choose(const Rules& rules, const Position& p, Level level, const Limits& limits);

/// The hint for the side to move: exactly hard's choice with the same limits.
SearchResult hint(const Rules& rules, const Position& p, const Limits& limits);

/// Builds hard's built-in endgame table for the live board (Kalah(6,4), `hard_endgame_seeds`;
/// about half a second of one core, 2.7 MB) now, instead of during the first hard move of the
/// process. Thread-safe; later calls return at once.
void prepare_hard();

// Level settings (measured against each other in docs/ai.md).
inline constexpr int easy_depth = 3;      // plies
inline constexpr double easy_slip = 0.2;  // probability of a deliberate mistake
inline constexpr int easy_slack = 6;      // a mistake costs at most this many seeds (by easy's search)
inline constexpr int easy_time_ms = 15;   // safety cap, ms
inline constexpr int medium_depth = 4;    // plies
inline constexpr std::uint64_t medium_nodes = 100000;
inline constexpr int medium_time_ms = 80;         // safety cap, ms
inline constexpr std::size_t hard_table_mb = 32;  // transposition table of one hard search, MB
inline constexpr int hard_endgame_seeds =
    12;  // the built-in table: exact values up to this many pit seeds (live board)
inline constexpr double hard_proof_share = 0.5;  // of hard's time and node budget, first spent on a proof (docs/ai.md)
inline constexpr int hard_proof_min_seeds = 16;  // ... when its endgame table has at least this many pit seeds
inline constexpr int hard_proof_min_ms = 20;     // ... and its budget is no less than this (or none)
inline constexpr std::uint64_t hard_proof_min_nodes = 10000;

}  // namespace mancala::ai

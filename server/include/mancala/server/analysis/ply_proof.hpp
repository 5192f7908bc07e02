// A review ply proven with the fewest searches (docs/analysis.md §Proofs): what a review shows of
// a position is its value, the played ply's value, which plies keep the value and whether any
// does not. Exact values of the other plies are not shown, and a bad ply's exact margin is the
// costliest thing to prove, so they are never searched for.
#pragma once

#include <optional>

#include "mancala/engine/ai/solver.hpp"
#include "mancala/engine/rules.hpp"
#include "mancala/server/analysis/game_review.hpp"

namespace mancala::server {

/// The review of ply `n`, `played` from `p`, every value proven: `p`'s value by one solve without
/// its plies (`solver` made with `with_moves` false), the played ply's from `played_value` when
/// the caller knows it (the next position's proven value) or else by solving or scoring the
/// position it leads to, and each other ply only tested: one null-window search says whether it
/// keeps the value. nullopt when a search stopped (the solver's budget or stop flag). A position
/// where the pie rule's swap is open, at `p` or after a ply, needs every ply's value (whose seat
/// is whose): nullopt at once, for the caller's whole solve.
std::optional<PlyReview> prove_ply(ai::Solver& solver, const Rules& rules, int n, const Position& p, Ply played,
                                   std::optional<int> played_value);

}  // namespace mancala::server

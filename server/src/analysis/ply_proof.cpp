#include "mancala/server/analysis/ply_proof.hpp"

#include <vector>

namespace mancala::server {
namespace {

// The exact value (South's final store minus North's) of the position `ply` leads to from `p`.
std::optional<int> child_value(ai::Solver& solver, const Rules& rules, const Position& p, Ply ply) {
  Position child = p;
  rules.play(child, ply);
  const ai::SolveResult r = solver.solve(child);
  if (!r.complete) return std::nullopt;
  return r.value;
}

// Whether `ply` keeps `value` for p's mover: its position is worth at least `value` to South, or
// at most `value` when North moves (no ply is worth more to its mover than the position).
std::optional<bool> keeps(ai::Solver& solver, const Rules& rules, const Position& p, Ply ply, int value) {
  Position child = p;
  rules.play(child, ply);
  if (child.over()) {
    const int final_value = solver.solve(child).value;  // scored, not searched
    return p.to_move == Side::south ? final_value >= value : final_value <= value;
  }
  if (p.to_move == Side::south) return solver.value_at_least(child, value);
  const std::optional<bool> more = solver.value_at_least(child, value + 1);
  if (!more) return std::nullopt;
  return !*more;
}

bool swap_anywhere(const Rules& rules, const Position& p, const PlyList& legal) {
  if (p.swap_available()) return true;
  for (Ply ply : legal) {
    Position child = p;
    rules.play(child, ply);
    if (!child.over() && child.swap_available()) return true;
  }
  return false;
}

}  // namespace

std::optional<PlyReview> prove_ply(ai::Solver& solver, const Rules& rules, int n, const Position& p, Ply played,
                                   std::optional<int> played_value) {
  const PlyList legal = rules.legal_plies(p);
  if (legal.size() == 0 || swap_anywhere(rules, p, legal)) return std::nullopt;
  PlyReview r;
  r.n = n;
  r.side = p.to_move;
  r.ply = played;
  r.forced = legal.size() == 1;
  if (!played_value) played_value = child_value(solver, rules, p, played);
  if (!played_value) return std::nullopt;
  r.value_after = *played_value;
  if (r.forced) {
    r.value_before = r.value_after;
  } else {
    const ai::SolveResult root = solver.solve(p);
    if (!root.complete) return std::nullopt;
    r.value_before = root.value;
  }
  for (Ply ply : legal) {
    std::optional<bool> best = ply == played ? std::optional<bool>(r.value_after == r.value_before)
                                             : keeps(solver, rules, p, ply, r.value_before);
    if (!best) return std::nullopt;
    if (*best) r.best.push_back(ply);
  }
  // Proven: the value kept by some ply (a root and its plies that disagree mean a broken search).
  if (r.best.empty()) return std::nullopt;
  r.counted = r.best.size() < static_cast<std::size_t>(legal.size());
  return r;
}

}  // namespace mancala::server

// Puzzles: finding a forced line from a position and proving one again, solve by solve.
#include "mancala/engine/ai/puzzle.hpp"

#include <algorithm>

#include "mancala/engine/ai/solver.hpp"

namespace mancala::ai {
namespace {

int seeds_in_pits(const Rules& rules, const Position& p) {
  int n = 0;
  for (Side s : {Side::south, Side::north})
    for (int i = 0; i < rules.pits(); ++i) n += p.pit(s, i);
  return n;
}

// The mover's view of a value: larger is better for `side`.
int for_side(Side side, int value) { return side == Side::south ? value : -value; }

// The ply of `r` best for `side` (the first in pit order among equals).
Ply best_for(Side side, const SolveResult& r) {
  const auto at = std::max_element(r.moves.begin(), r.moves.end(), [side](const auto& a, const auto& b) {
    return for_side(side, a.second) < for_side(side, b.second);
  });
  return at->first;
}

// What a solver's turn offers: the best outcome and the plies that keep it.
struct Turn {
  int best = -1;
  std::vector<Ply> keepers;
};

Turn turn_of(Side side, const SolveResult& r) {
  Turn t;
  for (const auto& [ply, value] : r.moves) t.best = std::max(t.best, outcome_for(side, value));
  for (const auto& [ply, value] : r.moves)
    if (outcome_for(side, value) == t.best) t.keepers.push_back(ply);
  return t;
}

std::optional<SolveResult> solved(Solver& solver, const Position& p) {
  SolveResult r = solver.solve(p);
  if (!r.complete || r.moves.empty()) return std::nullopt;
  return r;
}

// Perfect play by both after `wrong`, up to `plies` plies; nullopt when a solve did not finish.
std::optional<Refutation> refute(const Rules& rules, Solver& solver, Position p, int at, Ply wrong, int value,
                                 int plies) {
  Refutation f{at, wrong, value, {}};
  rules.play(p, wrong);
  while (!p.over() && static_cast<int>(f.line.size()) < plies) {
    const auto r = solved(solver, p);
    if (!r) return std::nullopt;
    const Ply ply = best_for(p.to_move, *r);
    f.line.push_back(ply);
    rules.play(p, ply);
  }
  return f;
}

}  // namespace

std::string_view to_string(PuzzleGoal g) noexcept { return g == PuzzleGoal::win ? "win" : "draw"; }

std::optional<PuzzleGoal> goal_from_string(std::string_view s) noexcept {
  if (s == "win") return PuzzleGoal::win;
  if (s == "draw") return PuzzleGoal::draw;
  return std::nullopt;
}

int outcome_for(Side side, int value) noexcept {
  const int v = for_side(side, value);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

std::optional<Puzzle> find_puzzle(const Rules& rules, Solver& solver, const Position& p, const PuzzleLimits& limits) {
  if (p.over() || rules.legal_plies(p).size() < std::max(2, limits.min_legal_plies)) return std::nullopt;
  auto r = solved(solver, p);
  if (!r) return std::nullopt;
  const Side side = p.to_move;
  Turn turn = turn_of(side, *r);
  if (turn.best < 0 || turn.keepers.size() != 1) return std::nullopt;
  Puzzle z;
  z.start = p;
  z.goal = turn.best > 0 ? PuzzleGoal::win : PuzzleGoal::draw;
  z.value = r->value;
  Position at = p;
  for (int solver_plies = 0;;) {
    const Ply ply = turn.keepers.front();
    for (const auto& [other, value] : r->moves) {
      if (other == ply) continue;
      auto f = refute(rules, solver, at, static_cast<int>(z.line.size()), other, value, limits.refutation_plies);
      if (!f) return std::nullopt;
      z.refutations.push_back(std::move(*f));
    }
    z.line.push_back(ply);
    rules.play(at, ply);
    if (at.over() || ++solver_plies == limits.max_solver_plies) break;
    // The opponent's best replies, until the solver moves again.
    Position next = at;
    std::vector<Ply> replies;
    bool open = true;
    while (open && !next.over() && next.to_move != side) {
      const auto rr = solved(solver, next);
      if (!rr)
        open = false;
      else {
        replies.push_back(best_for(next.to_move, *rr));
        rules.play(next, replies.back());
      }
    }
    if (!open || next.over() || rules.legal_plies(next).size() < limits.min_legal_plies) break;
    r = solved(solver, next);
    if (!r) break;
    turn = turn_of(side, *r);
    if (turn.keepers.size() != 1) break;
    z.line.insert(z.line.end(), replies.begin(), replies.end());
    at = next;
  }
  z.themes = puzzle_themes(rules, p, z.line, limits);
  return z;
}

std::string check_puzzle(const Rules& rules, Solver& solver, const Position& p, PuzzleGoal goal,
                         const std::vector<Ply>& line) {
  if (line.empty()) return "the line is empty";
  if (p.over()) return "the game is over at the start";
  const Side side = p.to_move;
  const int want = goal == PuzzleGoal::win ? 1 : 0;
  Position at = p;
  bool last_solver = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const std::string where = "ply " + std::to_string(i);
    if (at.over()) return where + ": the game is already over";
    if (rules.check(at, line[i]) != MoveError::none) return where + ": illegal";
    last_solver = at.to_move == side;
    if (last_solver) {
      const auto r = solved(solver, at);
      if (!r) return where + ": the solve did not finish";
      const Turn t = turn_of(side, *r);
      if (t.best != want) return where + ": the goal is not the best outcome";
      if (t.keepers.size() != 1) return where + ": " + std::to_string(t.keepers.size()) + " plies keep the goal";
      if (!(t.keepers.front() == line[i])) return where + ": another ply keeps the goal";
    }
    rules.play(at, line[i]);
  }
  return last_solver ? "" : "the line ends with an opponent's ply";
}

std::vector<std::string> puzzle_themes(const Rules& rules, const Position& p, const std::vector<Ply>& line,
                                       const PuzzleLimits& limits) {
  bool capture = false, extra = false, chain = false;
  int run = 0;
  Position at = p;
  for (Ply ply : line) {
    const bool mine = at.to_move == p.to_move;
    const PlyReport report = rules.play_detailed(at, ply);
    if (!mine) {
      run = 0;
      continue;
    }
    capture = capture || !report.captured.empty();
    run = report.extra_turn ? run + 1 : 0;
    extra = extra || report.extra_turn;
    chain = chain || run >= 2;
  }
  std::vector<std::string> themes;
  if (p.swap_available()) themes.emplace_back("pie");
  if (capture) themes.emplace_back("capture");
  if (chain)
    themes.emplace_back("chain");
  else if (extra)
    themes.emplace_back("extra_turn");
  if (at.over()) themes.emplace_back("sweep");
  if (seeds_in_pits(rules, p) <= limits.endgame_seeds) themes.emplace_back("endgame");
  // A line with none of the above is a quiet ply that only the count finds.
  if (themes.empty()) themes.emplace_back("quiet");
  return themes;
}

}  // namespace mancala::ai

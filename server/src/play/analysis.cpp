#include "mancala/server/play/analysis.hpp"

#include <algorithm>
#include <chrono>
#include <memory>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/book.hpp"
#include "mancala/engine/ai/endgame_table.hpp"
#include "mancala/engine/ai/solver.hpp"

namespace mancala::server {
namespace {

using Clock = std::chrono::steady_clock;

int final_value(const Position& p) { return p.store(Side::south) - p.store(Side::north); }

// Values of every ply from the book, when it holds each child (the positions near the start).
std::optional<std::vector<PlyValue>> from_book(const Rules& rules, const Position& p, const PlyList& legal) {
  std::vector<PlyValue> out;
  for (Ply ply : legal) {
    Position child = p;
    rules.play(child, ply);
    if (child.over()) {
      out.push_back({ply, final_value(child), true, 0});
      continue;
    }
    const auto hit = ai::book_lookup(rules.variant(), child);
    if (!hit) return std::nullopt;
    out.push_back({ply, hit->value, true, 0});
  }
  return out;
}

std::optional<std::vector<PlyValue>> from_solver(const Rules& rules, const Position& p, const AnalysisLimits& limits,
                                                 int time_ms) {
  ai::SolveOptions o;
  o.threads = 1;
  o.time_ms = std::max(1, time_ms);
  o.table_mb = 64;
  o.with_moves = true;
  o.endgame_seeds = 0;  // never build a table per request: the server's, when it fits, or none
  if (limits.endgame && limits.endgame->variant() == rules.variant())
    o.endgame = std::shared_ptr<const ai::EndgameTable>(std::shared_ptr<void>(), limits.endgame);
  const ai::SolveResult r = ai::solve(rules, p, o);
  if (!r.complete || r.moves.empty()) return std::nullopt;
  std::vector<PlyValue> out;
  for (const auto& [ply, value] : r.moves) out.push_back({ply, value, true, 0});
  return out;
}

std::vector<PlyValue> from_search(const Rules& rules, const Position& p, const PlyList& legal,
                                  const AnalysisLimits& limits, Clock::time_point deadline) {
  std::vector<PlyValue> out;
  for (int i = 0; i < legal.size(); ++i) {
    Position child = p;
    rules.play(child, legal[i]);
    if (child.over()) {
      out.push_back({legal[i], final_value(child), true, 0});
      continue;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    ai::Limits l;
    l.time_ms = static_cast<int>(std::max<std::int64_t>(10, left / (legal.size() - i)));
    l.endgame = limits.endgame;
    const ai::SearchResult r = ai::choose(rules, child, ai::Level::hard, l);
    out.push_back({legal[i], r.score, r.exact, r.depth});
  }
  return out;
}

}  // namespace

PositionAnalysis analyse_position(const Rules& rules, const Position& p, const AnalysisLimits& limits) {
  const auto start = Clock::now();
  PositionAnalysis a;
  if (p.over()) {
    a.value = final_value(p);
    a.exact = true;
    return a;
  }
  const PlyList legal = rules.legal_plies(p);
  auto values = from_book(rules, p, legal);
  if (!values) values = from_solver(rules, p, limits, limits.budget_ms / 2);
  if (!values) values = from_search(rules, p, legal, limits, start + std::chrono::milliseconds(limits.budget_ms));
  a.plies = std::move(*values);
  const bool south = p.to_move == Side::south;
  const auto better = [south](int x, int y) { return south ? x > y : x < y; };
  a.value = a.plies.front().value;
  for (const PlyValue& v : a.plies)
    if (better(v.value, a.value)) a.value = v.value;
  a.exact = std::all_of(a.plies.begin(), a.plies.end(), [](const PlyValue& v) { return v.exact; });
  for (const PlyValue& v : a.plies)
    if (v.value == a.value) a.best.push_back(v.ply);
  a.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  return a;
}

}  // namespace mancala::server

#include "mancala/server/analysis/analysis.hpp"

#include <algorithm>
#include <chrono>
#include <memory>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/book.hpp"
#include "mancala/engine/ai/endgame_table.hpp"
#include "mancala/engine/ai/solver.hpp"
#include "mancala/server/analysis/proven_positions.hpp"

namespace mancala::server {
namespace {

using Clock = std::chrono::steady_clock;

int final_value(const Position& p) { return p.store(Side::south) - p.store(Side::north); }

// Values of every ply from the book, when it holds each child (the positions near the start).
std::optional<std::vector<PlyValue>> from_book(const Rules& rules, const Position& p) {
  const auto moves = ai::book_moves(rules, p);
  if (!moves) return std::nullopt;
  return exact_plies(*moves);
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
  return exact_plies(r.moves);
}

// Hard's estimate of each ply; `lines` gets each ply's principal variation (empty for a ply that ends the game).
std::vector<PlyValue> from_search(const Rules& rules, const Position& p, const PlyList& legal,
                                  const AnalysisLimits& limits, Clock::time_point deadline,
                                  std::vector<std::vector<Ply>>& lines) {
  std::vector<PlyValue> out;
  lines.assign(legal.size(), {});
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
    ai::SearchResult r = ai::choose(rules, child, ai::Level::hard, l);
    out.push_back({legal[i], r.score, r.exact, r.depth});
    lines[i] = std::move(r.pv);
  }
  return out;
}

// The first best ply, then the principal variation after it: `pv` when a search gave one, else
// hard's search of the child within `time_ms`.
std::vector<Ply> principal_line(const Rules& rules, const Position& p, Ply best, std::vector<Ply> pv,
                                const AnalysisLimits& limits, int time_ms) {
  Position child = p;
  rules.play(child, best);
  if (pv.empty() && !child.over()) {
    ai::Limits l;
    l.time_ms = std::max(5, time_ms);
    l.endgame = limits.endgame;
    pv = ai::choose(rules, child, ai::Level::hard, l).pv;
  }
  pv.insert(pv.begin(), best);
  if (pv.size() > max_line) pv.resize(max_line);
  return pv;
}

int left_ms(Clock::time_point deadline) {
  return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count());
}

}  // namespace

std::vector<PlyValue> exact_plies(const std::vector<std::pair<Ply, int>>& moves) {
  std::vector<PlyValue> out;
  for (const auto& [ply, value] : moves) out.push_back({ply, value, true, 0});
  return out;
}

PositionAnalysis analysis_of(const Position& p, std::vector<PlyValue> plies) {
  PositionAnalysis a;
  a.plies = std::move(plies);
  const bool south = p.to_move == Side::south;
  const auto better = [south](int x, int y) { return south ? x > y : x < y; };
  a.value = a.plies.front().value;
  for (const PlyValue& v : a.plies)
    if (better(v.value, a.value)) a.value = v.value;
  a.exact = std::all_of(a.plies.begin(), a.plies.end(), [](const PlyValue& v) { return v.exact; });
  for (const PlyValue& v : a.plies)
    if (v.value == a.value) a.best.push_back(v.ply);
  return a;
}

PositionAnalysis analyse_position(const Rules& rules, const Position& p, const AnalysisLimits& limits) {
  const auto start = Clock::now();
  PositionAnalysis a;
  if (p.over()) {
    a.value = final_value(p);
    a.exact = true;
    return a;
  }
  const PlyList legal = rules.legal_plies(p);
  const auto deadline = start + std::chrono::milliseconds(limits.budget_ms);
  std::vector<std::vector<Ply>> lines;
  std::optional<std::vector<PlyValue>> values;
  if (limits.proven) values = limits.proven->find(rules.variant(), p);
  if (!values) values = from_book(rules, p);
  if (!values) {
    values = from_solver(rules, p, limits, static_cast<int>(limits.budget_ms * limits.solve_share));
    if (values && limits.proven) limits.proven->add(rules.variant(), p, *values);
  }
  if (!values) values = from_search(rules, p, legal, limits, deadline, lines);
  a = analysis_of(p, std::move(*values));
  if (limits.line) {
    const auto at = std::find_if(a.plies.begin(), a.plies.end(), [&](const PlyValue& v) { return v.value == a.value; });
    const auto i = static_cast<std::size_t>(at - a.plies.begin());
    a.line = principal_line(rules, p, a.best.front(), i < lines.size() ? lines[i] : std::vector<Ply>{}, limits,
                            std::max(left_ms(deadline), 0) / 4);
  }
  a.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  return a;
}

PositionAnalysis analyse_counted(Metrics& metrics, const Rules& rules, const Position& p,
                                 const AnalysisLimits& limits) {
  const auto running = metrics.analysis_running.fetch_add(1) + 1;
  for (auto peak = metrics.analysis_running_peak.load(); running > peak;)
    if (metrics.analysis_running_peak.compare_exchange_weak(peak, running)) break;
  struct Done {
    Metrics& m;
    ~Done() { m.analysis_running.fetch_sub(1); }
  } done{metrics};
  PositionAnalysis a = analyse_position(rules, p, limits);
  metrics.analyses.fetch_add(1, std::memory_order_relaxed);
  return a;
}

}  // namespace mancala::server

// Root drivers over Searcher<G>: iterative deepening, per-ply values, and exact solving.
// Private to engine/src/ai; instantiated once per game through Rules::visit.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/searcher.hpp"

namespace mancala::ai::detail {

/// A ply with its value from the root's player, relative to the root (see searcher.hpp).
struct RootMove {
  Ply ply;
  int value = 0;
  bool proven = false;
};

/// South's final store minus North's when the root's player ends up with `total` (their own
/// final difference): a swap seats the chooser South, any other ply leaves the seats alone.
inline int seat_score(const Position& root, Ply ply, int total) {
  if (ply.is_swap()) return total;
  return root.to_move == Side::south ? total : -total;
}

template <class G>
std::vector<Ply> ordered_plies(const Searcher<G>& s, const Position& p) {
  OrderedPlies o;
  o.plies = s.game().legal_plies(p);
  s.traits().order(p, o, 0xFE);
  o.sort();
  return {o.plies.begin(), o.plies.end()};
}

/// Moves `ply` (one of `moves`) to the front, keeping the others' order.
inline void to_front(std::vector<Ply>& moves, Ply ply) {
  const auto at = std::find(moves.begin(), moves.end(), ply);
  if (at != moves.end()) std::rotate(moves.begin(), at, at + 1);
}

/// `ply` followed by the table's best line after it, at most `more` plies more.
template <class G>
std::vector<Ply> line_from(const Searcher<G>& s, const Position& p, Ply ply, int more) {
  Position next = p;
  s.game().play(next, ply);
  std::vector<Ply> line{ply};
  for (Ply q : s.principal_variation(next, more)) line.push_back(q);
  return line;
}

/// A short heuristic search (to `max_depth` plies, stopping after the iteration that brings its
/// nodes past `node_cap`, or at a proof) that gives MTD(f) its first guess and leaves a move order
/// in `s`'s table; 0 if the budget ends before the first iteration.
template <class G>
int first_guess(Searcher<G>& s, const Position& p, int max_depth = 8,
                std::uint64_t node_cap = std::numeric_limits<std::uint64_t>::max()) {
  int guess = 0;
  for (int depth = 1; depth <= max_depth && !s.aborted() && s.nodes() < node_cap; ++depth) {
    const Value v = s.negamax(p, depth, -infinity_score, infinity_score, 0);
    if (!s.aborted()) guess = v.value;
    if (v.proven) break;
  }
  return guess;
}

/// Iterative deepening to `max_depth` plies within the budget; stops early once the value is
/// proven. Keeps the best ply of the last completed iteration, or a ply of an unfinished one
/// that was fully searched and beat the previous best.
template <class G>
SearchResult iterate(Searcher<G>& s, const Position& p, int max_depth) {
  std::vector<Ply> moves = ordered_plies(s, p);
  SearchResult r;
  r.ply = moves.front();
  int rel = 0;
  for (int depth = 1; depth <= max_depth; ++depth) {
    // Depth 1 finishes whatever the clock says: an estimate of depth 0 would be no search at all.
    s.waive_deadline(depth == 1);
    int alpha = -infinity_score, best = -infinity_score, done = 0;
    Ply best_ply = moves.front();
    bool proven = true;
    for (std::size_t k = 0; k < moves.size(); ++k) {
      Value v;
      if (k == 0) {
        v = s.child(p, moves[k], depth, -infinity_score, infinity_score, 0);
      } else {
        v = s.child(p, moves[k], depth, alpha, alpha + 1, 0);
        if (v.value > alpha && !s.aborted()) v = s.child(p, moves[k], depth, alpha, infinity_score, 0);
      }
      if (s.aborted()) break;
      ++done;
      proven = proven && v.proven;
      if (v.value > best) best = v.value, best_ply = moves[k];
      alpha = std::max(alpha, best);
    }
    if (s.aborted()) {
      if (done > 1 && !(best_ply == moves.front())) r.ply = best_ply, rel = best;
      break;
    }
    r.ply = best_ply;
    rel = best;
    r.depth = depth;
    r.exact = proven;
    to_front(moves, best_ply);
    if (proven) break;
  }
  r.score = seat_score(p, r.ply, s.traits().base(p) + rel);
  r.nodes = s.nodes();
  r.pv = line_from(s, p, r.ply, std::max(r.depth - 1, 0));
  return r;
}

/// Hard's first phase: the exact value of `p` by MTD(f) to every game end (a short heuristic
/// search gives the first guess), then a ply proven to keep it, the table's best ply tried
/// first. nullopt when the budget ends first; what was proven stays in the table for the search
/// that follows.
template <class G>
std::optional<SearchResult> prove(Searcher<G>& s, const Position& p) {
  const int guess = first_guess(s, p);
  const Value root = s.aborted() ? Value{} : s.mtdf(p, guess, unlimited_depth);
  if (s.aborted() || !root.proven) return std::nullopt;
  std::vector<Ply> moves = ordered_plies(s, p);
  for (Ply q : s.principal_variation(p, 1)) to_front(moves, q);
  for (Ply ply : moves) {
    // A null window at the root's value: proven >= value means this ply keeps it.
    const Value v = s.child(p, ply, unlimited_depth, root.value - 1, root.value, 0);
    if (s.aborted()) return std::nullopt;
    if (!v.proven || v.value < root.value) continue;
    SearchResult r;
    r.ply = ply;
    r.score = seat_score(p, ply, s.traits().base(p) + root.value);
    r.exact = true;
    r.depth = unlimited_depth;
    r.nodes = s.nodes();
    r.pv = line_from(s, p, ply, 40);
    return r;
  }
  return std::nullopt;  // not reached when the proof holds: some ply keeps the value
}

/// Each legal ply's value searched with a full window to `depth` plies (for easy's choice).
template <class G>
std::vector<RootMove> root_values(Searcher<G>& s, const Position& p, int depth) {
  std::vector<RootMove> out;
  for (Ply ply : ordered_plies(s, p)) {
    const Value v = s.child(p, ply, depth, -infinity_score, infinity_score, 0);
    if (s.aborted()) break;
    out.push_back({ply, v.value, v.proven});
  }
  return out;
}

/// Runs `search(searcher, id)` on `threads` threads sharing `tt`: Lazy SMP, with ABDADA between
/// the threads (BusyTable); the first thread to finish unaborted gives the answer and stops the
/// others. nullopt when the budget or the caller stopped it. Adds every thread's nodes to `nodes`.
template <class G, class Search>
std::optional<Value> race(const G& game, TranspositionTable& tt, Budget budget, int threads, std::uint64_t& nodes,
                          const EndgameTable* endgame, Search&& search) {
  std::atomic<bool> done{false};
  budget.helper_stop = &done;
  std::mutex m;
  std::optional<Value> result;
  BusyTable busy;
  auto work = [&](int id) {
    Searcher<G> s(game, tt, budget, threads > 1 ? id : 0);
    s.set_endgame(endgame);
    s.set_transposition_cutoffs(false);  // a solve is bound by time, not by a node budget
    if (threads > 1) s.set_busy(&busy);
    const Value v = search(s, id);
    std::lock_guard lock(m);
    nodes += s.nodes();
    if (!s.aborted() && !result) {
      result = v;
      done = true;
    }
  };
  std::vector<std::thread> helpers;
  for (int id = 1; id < threads; ++id) helpers.emplace_back(work, id);
  work(0);
  for (auto& t : helpers) t.join();
  return result;
}

/// first_guess to `depth` plies or about `node_cap` nodes, in a table of its own of `bytes`: its
/// heuristic entries in the solve's table would steer the proof's move order badly (Kalah(6,4)'s
/// value: 149.8 M nodes; 203.3 M with the 8-ply guess's entries left in the solve's table, 681.1 M
/// with the 24-ply guess's too). Adds its nodes to `nodes`.
template <class G>
int guess_apart(const G& game, const Position& p, const Budget& budget, const EndgameTable* endgame,
                std::uint64_t& nodes, int depth, std::uint64_t node_cap, std::size_t bytes) {
  TranspositionTable own(bytes);
  Searcher<G> s(game, own, budget);
  s.set_endgame(endgame);
  const int guess = first_guess(s, p, depth, node_cap);
  nodes += s.nodes();
  return guess;
}

/// The exact value of `p` relative to its base, by MTD(f) on `threads` threads sharing `tt`.
/// Returns proven = false when stopped. Adds the nodes of every thread to `nodes`. `on_pass`
/// hears the first thread's open bounds after each of its MTD(f) passes, then the value.
///
/// A solve that outlasts `quick_nodes` (a thread) starts its passes again just above a deep guess
/// at the value: the pass that proves the value *below* v + 1 costs about as much wherever it
/// comes, but when it comes first the pass proving "at least v" after it is nearly free, while
/// climbing to v from below costs as much as that proof again (docs/PERFORMANCE.md §Against
/// CMancala). Small solves never pay for the deep guess.
template <class G>
Value solve_value(const G& game, const Position& p, TranspositionTable& tt, Budget budget, int threads,
                  std::uint64_t& nodes, const EndgameTable* endgame, const typename Searcher<G>::PassFn& on_pass,
                  std::uint64_t quick_nodes) {
  GameTraits<G> traits(game);
  if (p.over()) return {traits.terminal(p), true};
  const int guess =
      guess_apart(game, p, budget, endgame, nodes, 8, std::numeric_limits<std::uint64_t>::max(), 4u << 20);
  // A restart searches without the first run's bounds (a pass may be unproven), but reports
  // only bounds that close in on the value.
  int lower = -infinity_score, upper = infinity_score;
  const typename Searcher<G>::PassFn report = [&](int lo, int hi) {
    const int was_lower = lower, was_upper = upper;
    lower = std::max(lower, lo), upper = std::min(upper, hi);
    if (lower < upper && (lower != was_lower || upper != was_upper)) on_pass(lower, upper);
  };
  auto run = [&](const Budget& b, int start) {
    // Helpers also start from neighbouring guesses, so their windows prove other bounds.
    return race(game, tt, b, threads, nodes, endgame, [&](Searcher<G>& s, int id) {
      return s.mtdf(p, start + (id % 2 ? id : -id), unlimited_depth,
                    id == 0 && on_pass ? report : typename Searcher<G>::PassFn{});
    });
  };
  Budget quick = budget;
  if (!quick.node_limit || quick.node_limit > quick_nodes) quick.node_limit = quick_nodes;
  auto v = run(quick, guess);
  const bool out_of_time = (budget.stop && budget.stop->load()) || Budget::Clock::now() >= budget.deadline ||
                           (budget.node_limit && budget.node_limit <= quick_nodes);
  if (!v && !out_of_time) v = run(budget, guess_apart(game, p, budget, endgame, nodes, 24, 1'000'000, 16u << 20) + 1);
  // Whichever thread finished, the value comes last.
  if (v && v->proven && on_pass) on_pass(v->value, v->value);
  return v.value_or(Value{});
}

/// Whether `p`'s value relative to its base is at least `beta`: one null-window search to the
/// end of the game on `threads` threads, instead of MTD(f)'s several. nullopt when stopped or
/// not proven (a game longer than unlimited_depth).
template <class G>
std::optional<bool> at_least(const G& game, const Position& p, int beta, TranspositionTable& tt, Budget budget,
                             int threads, std::uint64_t& nodes, const EndgameTable* endgame = nullptr) {
  GameTraits<G> traits(game);
  if (p.over()) return traits.terminal(p) >= beta;
  const auto v = race(game, tt, budget, threads, nodes, endgame,
                      [&](Searcher<G>& s, int) { return s.negamax(p, unlimited_depth, beta - 1, beta, 0); });
  if (!v || !v->proven) return std::nullopt;
  return v->value >= beta;
}

}  // namespace mancala::ai::detail

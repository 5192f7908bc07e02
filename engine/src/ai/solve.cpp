// ai::solve: exact values of a position and of each of its plies.
#include "mancala/engine/ai/solver.hpp"

#include <algorithm>

#include "drivers.hpp"

namespace mancala::ai {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

template <class G>
SolveResult solve_game(const G& game, const Position& p, const SolveOptions& o, TranspositionTable& tt,
                       const EndgameTable* endgame) {
  const auto t0 = Clock::now();
  SolveResult r;
  GameTraits<G> traits(game);
  if (p.over()) {
    r.complete = true;
    r.value = final_value(p, game.variant().scoring) * (p.to_move == Side::south ? 1 : -1);
    return r;
  }
  Budget budget;
  if (o.time_ms > 0) budget.deadline = t0 + std::chrono::milliseconds(o.time_ms);
  budget.stop = o.stop;
  const int threads = std::clamp(o.threads, 1, 16);

  const Value root = detail::solve_value(game, p, tt, budget, threads, r.nodes, endgame);
  r.value_ms = ms_since(t0);
  if (!root.proven) {
    r.ms = r.value_ms;
    return r;
  }
  const int total = traits.base(p) + root.value;  // the player to move's final difference
  bool all = true;
  int best_total = -infinity_score;
  // With the pie rule a swap changes seats, so the seat value needs the plies' own values.
  const bool need_moves = o.with_moves || game.legal_plies(p).contains(Ply::swap());
  if (need_moves) {
    for (Ply ply : game.legal_plies(p)) {
      Position c = p;
      game.play(c, ply);
      const Value v = detail::solve_value(game, c, tt, budget, threads, r.nodes, endgame);
      if (!v.proven) {
        all = false;
        break;
      }
      // The child's player to move holds the seat c.to_move, unless their best is to swap:
      // then only the child's own plies tell which seat they end in.
      const int child_total = traits.base(c) + v.value;
      int seat = c.to_move == Side::south ? child_total : -child_total;
      if (!c.over() && c.swap_available()) {
        SolveOptions inner = o;
        inner.with_moves = true;
        const SolveResult sub = solve_game(game, c, inner, tt, endgame);
        if (!sub.complete) {
          all = false;
          break;
        }
        seat = sub.value;
      }
      r.moves.emplace_back(ply, seat);
      const bool same_player = !ply.is_swap() && c.to_move == p.to_move;
      const int mine = same_player ? child_total : -child_total;
      if (mine > best_total) best_total = mine, r.best = ply;
    }
    // The root search and the plies' searches must agree; if not, something is broken.
    if (all && best_total != total) all = false;
  } else {
    TtEntry e;
    if (tt.probe(traits.key(p), e)) r.best = Ply{e.move};
  }
  r.complete = all;
  r.value = detail::seat_score(p, need_moves ? r.best : Ply::pit(0), total);
  if (!o.with_moves) r.moves.clear();
  r.ms = ms_since(t0);
  return r;
}

}  // namespace

Solver::Solver(const Rules& rules, const SolveOptions& options)
    : rules_(rules), options_(options), tt_(std::make_unique<TranspositionTable>(options.table_mb << 20)) {
  const auto t0 = Clock::now();
  endgame_ = options_.endgame;
  rules_.visit([&](const auto& game) {
    if constexpr (std::is_same_v<std::decay_t<decltype(game)>, Kalah>)
      if (!endgame_ && options_.endgame_seeds > 0 && EndgameTable::applies(game))
        endgame_ = std::make_shared<const EndgameTable>(game, std::min(options_.endgame_seeds, 40),
                                                  std::clamp(options_.threads, 1, 16));
  });
  endgame_ms_ = ms_since(t0);
}

Solver::~Solver() = default;

std::size_t Solver::endgame_bytes() const noexcept { return endgame_ ? endgame_->size_bytes() : 0; }

SolveResult Solver::solve(const Position& p) {
  return rules_.visit([&](const auto& game) { return solve_game(game, p, options_, *tt_, endgame_.get()); });
}

SolveResult solve(const Rules& rules, const Position& p, const SolveOptions& options) {
  return Solver(rules, options).solve(p);
}

}  // namespace mancala::ai

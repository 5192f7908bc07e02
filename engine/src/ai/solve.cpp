// ai::solve: exact values of a position and of each of its plies.
#include <algorithm>

#include "drivers.hpp"
#include "mancala/engine/ai/solver.hpp"

namespace mancala::ai {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

Budget budget_for(const SolveOptions& o, Clock::time_point t0) {
  Budget budget;
  if (o.time_ms > 0) budget.deadline = t0 + std::chrono::milliseconds(o.time_ms);
  budget.stop = o.stop;
  return budget;
}

/// Reports the bounds of each MTD(f) pass on `p` (reached by `ply` from the root, or the root)
/// to o.on_pass, turned from the mover's relative values into South minus North.
template <class G>
typename Searcher<G>::PassFn pass_reporter(const GameTraits<G>& traits, const Position& p, std::optional<Ply> ply,
                                           const SolveOptions& o, Clock::time_point t0) {
  if (!o.on_pass) return {};
  return [&o, ply, t0, base = traits.base(p), south = p.to_move == Side::south](int lower, int upper) {
    SolvePass pass;
    pass.ply = ply;
    pass.ms = ms_since(t0);
    std::optional<int> low, high;  // the mover's final difference
    if (lower > -infinity_score) low = base + lower;
    if (upper < infinity_score) high = base + upper;
    pass.at_least = south ? low : (high ? std::optional<int>(-*high) : std::nullopt);
    pass.at_most = south ? high : (low ? std::optional<int>(-*low) : std::nullopt);
    o.on_pass(pass);
  };
}

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
  const Budget budget = budget_for(o, t0);
  const int threads = std::clamp(o.threads, 1, 16);

  const Value root = detail::solve_value(game, p, tt, budget, threads, r.nodes, endgame,
                                         pass_reporter(traits, p, std::nullopt, o, t0), o.quick_nodes);
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
      // Where the child's player may swap, its value alone does not say whose seat it is: no report.
      const bool swap_open = !c.over() && c.swap_available();
      const Value v = detail::solve_value(
          game, c, tt, budget, threads, r.nodes, endgame,
          swap_open ? typename Searcher<G>::PassFn{} : pass_reporter(traits, c, ply, o, t0), o.quick_nodes);
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
        inner.on_pass = nullptr;  // its plies are the child's, not the root's
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

std::optional<bool> Solver::value_at_least(const Position& p, int value) {
  return rules_.visit([&](const auto& game) -> std::optional<bool> {
    if (!p.over() && p.swap_available()) {
      // A swap changes seats: only the plies' own values tell where the chooser ends up.
      SolveOptions o = options_;
      o.with_moves = true;
      const SolveResult r = solve_game(game, p, o, *tt_, endgame_.get());
      if (!r.complete) return std::nullopt;
      return r.value >= value;
    }
    GameTraits<std::decay_t<decltype(game)>> traits(game);
    const Budget budget = budget_for(options_, Clock::now());
    const int threads = std::clamp(options_.threads, 1, 16);
    const int base = traits.base(p);  // the mover's final difference is base + the searched value
    std::uint64_t nodes = 0;
    if (p.to_move == Side::south)
      return detail::at_least(game, p, value - base, *tt_, budget, threads, nodes, endgame_.get());
    // North to move: South's value >= value exactly when North's own final difference <= -value.
    const auto north_more = detail::at_least(game, p, -value - base + 1, *tt_, budget, threads, nodes, endgame_.get());
    if (!north_more) return std::nullopt;
    return !*north_more;
  });
}

SolveResult solve(const Rules& rules, const Position& p, const SolveOptions& options) {
  return Solver(rules, options).solve(p);
}

}  // namespace mancala::ai

// prove_ply (analysis/ply_proof.cpp): a review ply proven by the position's value, the played
// ply's and one null-window test a ply reads the same as one built from every ply's exact value.
#include "mancala/server/analysis/ply_proof.hpp"

#include <doctest/doctest.h>

#include <random>

#include "mancala/engine/ai/solver.hpp"
#include "mancala/server/analysis/analysis.hpp"

using namespace mancala;
using namespace mancala::server;

namespace {

ai::SolveOptions options(bool with_moves) {
  ai::SolveOptions o;
  o.threads = 1;
  o.table_mb = 16;
  o.with_moves = with_moves;
  o.endgame_seeds = 0;
  return o;
}

// The review of ply n from every ply's exact value, as a whole proof gives it.
PlyReview whole(ai::Solver& solver, int n, const Position& p, Ply played) {
  const ai::SolveResult r = solver.solve(p);
  REQUIRE(r.complete);
  return review_ply(n, p, played, analysis_of(p, exact_plies(r.moves)));
}

void check_same(const PlyReview& got, const PlyReview& want) {
  CHECK(got.value_before == want.value_before);
  CHECK(got.value_after == want.value_after);
  CHECK(got.best == want.best);
  CHECK(got.counted == want.counted);
  CHECK(got.forced == want.forced);
  CHECK(got.exact);
  CHECK(got.judged());
}

}  // namespace

TEST_CASE("a ply proven by values and tests reads as one proven by every ply's value, over random games") {
  Variant v = Variant::kalah();
  v.pits = 4;
  v.seeds = 3;
  const Rules rules(v);
  ai::Solver fewest(rules, options(false));
  ai::Solver every(rules, options(true));
  std::mt19937 random(7);
  int plies = 0, with_next = 0, not_best = 0, forced = 0;
  for (int game = 0; game < 12; ++game) {
    Position p = rules.start();
    while (!p.over()) {
      const PlyList legal = rules.legal_plies(p);
      const Ply played = legal[static_cast<int>(random() % static_cast<unsigned>(legal.size()))];
      const PlyReview want = whole(every, plies, p, played);
      // Half the time the caller knows the played ply's value (the next position's proof).
      std::optional<int> next;
      if (plies % 2 == 0) next = want.value_after, ++with_next;
      const std::optional<PlyReview> got = prove_ply(fewest, rules, plies, p, played, next);
      REQUIRE(got.has_value());
      check_same(*got, want);
      not_best += want.value_after != want.value_before;
      forced += want.forced;
      rules.play(p, played);
      ++plies;
    }
  }
  // The games were long and varied enough to try each case.
  CHECK(plies > 100);
  CHECK(with_next > 50);
  CHECK(not_best > 20);
  CHECK(forced > 0);
}

TEST_CASE("with the pie rule a ply is left to the whole proof") {
  Variant v = Variant::kalah();
  v.pits = 4;
  v.seeds = 3;
  v.pie = true;
  const Rules pie(v);
  ai::Solver solver(pie, options(false));
  Position p = pie.start();
  pie.play(p, Ply::pit(0));  // North may swap now
  CHECK_FALSE(prove_ply(solver, pie, 1, p, pie.legal_plies(p)[0], std::nullopt).has_value());
  CHECK_FALSE(prove_ply(solver, pie, 0, pie.start(), Ply::pit(0), std::nullopt).has_value());
}

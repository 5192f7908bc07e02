// The computer on wide boards (9..12 pits a side): legal plies at every level, exact values where
// the game is small enough to check against the plain minimax.
#include <doctest/doctest.h>

#include <random>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/solver.hpp"
#include "minimax.hpp"

using namespace mancala;

namespace {

constexpr ai::Level wide_levels[] = {ai::Level::easy, ai::Level::medium, ai::Level::hard};

Variant wide(int pits, int seeds) {
  Variant v;
  v.pits = pits;
  v.seeds = seeds;
  return v;
}

ai::Limits wide_node_limits(std::uint64_t nodes) {
  ai::Limits l;
  l.time_ms = 0;
  l.nodes = nodes;
  l.seed = 3;
  return l;
}

// A 12-pit position with 8 seeds left in the pits and 277 in the stores.
Position small_wide_endgame() {
  Position p = Position::empty(12);
  const int south[12] = {0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 1, 0};
  const int north[12] = {1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1};
  for (int i = 0; i < 12; ++i) p.set_pit(Side::south, i, south[i]), p.set_pit(Side::north, i, north[i]);
  p.set_store(Side::south, 140);
  p.set_store(Side::north, 137);
  return p;
}

}  // namespace

TEST_CASE("every level and the hint return a legal ply along 12x12 games") {
  const Rules rules(wide(12, 12));
  std::mt19937_64 rng(5);
  for (int game = 0; game < 3; ++game) {
    Position p = rules.start();
    int checked = 0;
    while (!p.over()) {
      if (p.ply % 7 == 0) {
        for (ai::Level level : wide_levels) {
          const auto r = ai::choose(rules, p, level, wide_node_limits(20000));
          CHECK(rules.check(p, r.ply) == MoveError::none);
        }
        CHECK(rules.check(p, ai::hint(rules, p, wide_node_limits(20000)).ply) == MoveError::none);
        ++checked;
      }
      const PlyList legal = rules.legal_plies(p);
      rules.play(p, legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))]);
    }
    CHECK(checked > 2);
  }
}

TEST_CASE("hard on a time budget plays a legal ply on each KGP board") {
  for (int n : {6, 8, 10, 12}) {
    const Rules rules(wide(n, n));
    ai::Limits l;
    l.time_ms = 100;
    for (ai::Level level : wide_levels) {
      const auto r = ai::choose(rules, rules.start(), level, l);
      CHECK(rules.check(rules.start(), r.ply) == MoveError::none);
      CHECK(r.nodes > 0);
    }
  }
}

TEST_CASE("hard proves a small 12x12 endgame's value, as the plain minimax finds it") {
  const Rules rules(wide(12, 12));
  const Position p = small_wide_endgame();
  test::Minimax oracle(rules);
  const int value = oracle.value(p);
  const auto r = ai::choose(rules, p, ai::Level::hard, wide_node_limits(0));
  CHECK(r.exact);
  CHECK(r.score == value);
  Position after = p;
  rules.play(after, r.ply);
  CHECK(oracle.value(after) == value);  // the chosen ply keeps the value
}

TEST_CASE("the solver gives the exact value of a small 12x12 endgame and of each ply") {
  const Rules rules(wide(12, 12));
  const Position p = small_wide_endgame();
  ai::SolveOptions o;
  o.threads = 1;
  o.table_mb = 4;
  o.endgame_seeds = 14;  // no endgame table is built for wide boards; the search reaches every end
  ai::Solver solver(rules, o);
  CHECK(solver.endgame_bytes() == 0);
  const ai::SolveResult r = solver.solve(p);
  test::Minimax oracle(rules);
  REQUIRE(r.complete);
  CHECK(r.value == oracle.value(p));
  for (const auto& [ply, v] : r.moves) {
    Position c = p;
    rules.play(c, ply);
    CHECK(v == oracle.value(c));
  }
}

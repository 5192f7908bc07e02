// Exact values: known results and a plain minimax on small boards.
#include "mancala/engine/ai/solver.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <stdexcept>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/endgame_table.hpp"
#include "minimax.hpp"

using namespace mancala;

namespace {

ai::SolveOptions small_options() {
  ai::SolveOptions o;
  o.table_mb = 16;
  return o;
}

Variant board(int pits, int seeds) {
  Variant v;
  v.pits = pits;
  v.seeds = seeds;
  return v;
}

// A position `plies` random plies from the start (fewer if the game ends).
Position random_position(const Rules& rules, std::mt19937_64& rng, int plies) {
  Position p = rules.start();
  for (int k = 0; k < plies && !p.over(); ++k) {
    const PlyList legal = rules.legal_plies(p);
    rules.play(p, legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))]);
  }
  return p;
}

}  // namespace

TEST_CASE("Kalah(4,3) is a win for South by 6, and the solver gives every first ply's value") {
  const Rules rules(board(4, 3));
  const ai::SolveResult r = ai::solve(rules, rules.start(), small_options());
  REQUIRE(r.complete);
  CHECK(r.value == 6);
  REQUIRE(r.moves.size() == 4);
  // Pits 0..3 (our solver; the position value agrees with the published result).
  const std::vector<std::pair<Ply, int>> expect = {
      {Ply::pit(0), -6}, {Ply::pit(1), 6}, {Ply::pit(2), 2}, {Ply::pit(3), -2}};
  CHECK(r.moves == expect);
  CHECK(r.best == Ply::pit(1));
}

TEST_CASE("Kalah(3,3) under the empty-capture rule matches minimax") {
  Variant v = board(3, 3);
  v.capture = CaptureRule::empty;
  const Rules rules(v);
  const ai::SolveResult r = ai::solve(rules, rules.start(), small_options());
  REQUIRE(r.complete);
  CHECK(r.value == test::Minimax(rules).value(rules.start()));
}

TEST_CASE("exact values equal plain minimax on random small positions of every rule option") {
  std::vector<Variant> variants;
  variants.push_back(board(3, 3));
  variants.push_back(board(4, 2));
  Variant v = board(3, 3);
  v.capture = CaptureRule::empty;
  variants.push_back(v);
  v = board(3, 3), v.capture = CaptureRule::none;
  variants.push_back(v);
  v = board(3, 2), v.pie = true;
  variants.push_back(v);
  v = board(3, 3), v.scoring = Scoring::captured;
  variants.push_back(v);
  v = board(3, 3), v.scoring = Scoring::outlast;
  variants.push_back(v);
  v = board(4, 2), v.early_end = true;
  variants.push_back(v);
  std::mt19937_64 rng(7);
  int compared = 0;
  for (const Variant& var : variants) {
    const Rules rules(var);
    ai::Solver solver(rules, small_options());
    test::Minimax oracle(rules);
    for (int i = 0; i < 12; ++i) {
      const Position p = random_position(rules, rng, static_cast<int>(rng() % 6));
      if (p.over()) continue;
      const int expect = oracle.value(p);
      const ai::SolveResult r = solver.solve(p);
      INFO("variant pits " << var.pits << " seeds " << var.seeds << " position ply " << p.ply);
      REQUIRE(r.complete);
      CHECK(r.value == expect);
      for (auto& [ply, value] : r.moves) {
        Position c = p;
        rules.play(c, ply);
        CHECK(value == oracle.value(c));
      }
      // The hard level with no budget searches until the value is proven.
      // (A node budget far above what these positions need keeps its table small.)
      ai::Limits unlimited;
      unlimited.time_ms = 0;
      unlimited.nodes = 200000;
      const ai::SearchResult h = ai::choose(rules, p, ai::Level::hard, unlimited);
      if (rules.legal_plies(p).size() > 1) {
        CHECK(h.exact);
        CHECK(h.score == expect);
      }
      ++compared;
    }
  }
  CHECK(compared >= 60);
}

TEST_CASE("a solve whose passes start again above a deeper guess gets the same values, its progress closing in") {
  // quick_nodes 1: the first passes stop at once, so every value here comes from the restart.
  std::mt19937_64 rng(11);
  std::vector<Variant> variants{board(3, 3), board(4, 2), board(3, 2)};
  variants.back().pie = true;
  for (const Variant& var : variants) {
    const Rules rules(var);
    test::Minimax oracle(rules);
    for (int threads : {1, 2}) {
      ai::SolveOptions o = small_options();
      o.threads = threads;
      o.quick_nodes = 1;
      o.endgame_seeds = 6;  // small, so that positions above it are searched
      std::vector<ai::SolvePass> passes;
      o.on_pass = [&](const ai::SolvePass& pass) {
        if (!pass.ply) passes.push_back(pass);
      };
      ai::Solver solver(rules, o);
      for (int i = 0; i < 5; ++i) {
        const Position p = random_position(rules, rng, static_cast<int>(rng() % 4));
        if (p.over()) continue;
        passes.clear();
        const ai::SolveResult r = solver.solve(p);
        INFO("pits " << var.pits << " seeds " << var.seeds << " threads " << threads << " position ply " << p.ply);
        REQUIRE(r.complete);
        CHECK(r.value == oracle.value(p));
        for (auto& [ply, value] : r.moves) {
          Position c = p;
          rules.play(c, ply);
          CHECK(value == oracle.value(c));
        }
        // Bounds on South's value only close in, and the last pass states the value.
        if (p.swap_available()) continue;  // a swap's seat comes from the plies, not the passes
        REQUIRE(!passes.empty());
        CHECK(passes.back().at_least == r.value);
        CHECK(passes.back().at_most == r.value);
        for (std::size_t k = 1; k < passes.size(); ++k) {
          if (passes[k - 1].at_least) CHECK((passes[k].at_least && *passes[k].at_least >= *passes[k - 1].at_least));
          if (passes[k - 1].at_most) CHECK((passes[k].at_most && *passes[k].at_most <= *passes[k - 1].at_most));
        }
      }
    }
  }
}

TEST_CASE("a solve given a finished game returns its final value") {
  const Rules rules(board(4, 3));
  Position p = rules.start();
  for (int i = 0; i < 4; ++i) p.set_pit(Side::north, i, 0);
  p.set_store(Side::north, 12);
  rules.check_end(p);
  REQUIRE(p.over());
  const ai::SolveResult r = ai::solve(rules, p, small_options());
  CHECK(r.complete);
  CHECK(r.value == 0);  // South sweeps 12, North holds 12
}

TEST_CASE("the endgame table holds the minimax value of every small position it covers") {
  for (CaptureRule capture : {CaptureRule::standard, CaptureRule::empty}) {
    Variant v = board(4, 2);
    v.capture = capture;
    const Rules rules(v);
    const Kalah game(v);
    const ai::EndgameTable table(game, 9, 2);
    test::Minimax oracle(rules);
    std::mt19937_64 rng(11);
    int checked = 0;
    for (int i = 0; i < 300; ++i) {
      // A random spread of up to 9 seeds, random stores and side to move.
      Position p;
      const int n = static_cast<int>(rng() % 10);
      for (int k = 0; k < n; ++k) {
        const int cell = static_cast<int>(rng() % 8);
        p.cells[Position::cell(cell / 4, cell % 4)]++;
      }
      p.set_store(Side::south, static_cast<int>(rng() % 8));
      p.set_store(Side::north, static_cast<int>(rng() % 8));
      p.to_move = rng() % 2 ? Side::south : Side::north;
      rules.check_end(p);
      if (p.over()) continue;
      const int mover_total = table.value(p) + (p.store(p.to_move) - p.store(other(p.to_move)));
      CHECK(table.pit_seeds(p) == n);
      CHECK((p.to_move == Side::south ? mover_total : -mover_total) == oracle.value(p));
      ++checked;
    }
    CHECK(checked > 150);
  }
}

TEST_CASE("solving with and without the endgame table gives the same values") {
  const Rules rules(board(5, 3));
  ai::SolveOptions with = small_options(), without = small_options();
  with.endgame_seeds = 10;
  without.endgame_seeds = 0;
  Position p = rules.start();
  for (int pit : {2, 4}) rules.play(p, Ply::pit(pit));
  const ai::SolveResult a = ai::solve(rules, p, with), b = ai::solve(rules, p, without);
  REQUIRE(a.complete);
  REQUIRE(b.complete);
  CHECK(a.value == b.value);
  CHECK(a.moves == b.moves);
  CHECK(a.nodes < b.nodes);
}

TEST_CASE("an endgame table rebuilt from its bytes is the same table, and a damaged one fails its check") {
  const Variant v = board(6, 4);
  const Kalah game(v);
  const ai::EndgameTable built(game, 8, 2);
  CHECK(built.consistent(5000, 7));
  const auto bytes = built.data();
  REQUIRE(bytes.size() == built.size_bytes());
  const ai::EndgameTable loaded(game, 8, bytes);
  CHECK(std::equal(bytes.begin(), bytes.end(), loaded.data().begin()));
  CHECK(loaded.consistent(5000, 7));

  // Off by one seed everywhere from the middle on: what a shifted or damaged file looks like.
  std::vector<std::int8_t> damaged(bytes.begin(), bytes.end());
  for (std::size_t i = damaged.size() / 2; i < damaged.size(); ++i) ++damaged[i];
  CHECK_FALSE(ai::EndgameTable(game, 8, damaged).consistent(5000, 7));
  // Another board's table (5 pits) cannot pass for this one: its size differs.
  const Kalah five(board(5, 4));
  CHECK_THROWS_AS(ai::EndgameTable(five, 8, bytes), std::invalid_argument);
  CHECK_THROWS_AS(ai::EndgameTable(game, 7, bytes), std::invalid_argument);
  // A reader that could not give every value (a short file) is refused too.
  CHECK_THROWS_AS(ai::EndgameTable(game, 8, bytes.size(), [](std::span<std::int8_t>) { return false; }),
                  std::invalid_argument);
}

TEST_CASE("a solve given a prebuilt endgame table uses it and gets the same values") {
  const Rules rules(board(4, 3));
  const Kalah game(board(4, 3));
  ai::SolveOptions o = small_options();
  o.endgame = std::make_shared<const ai::EndgameTable>(game, 10, 1);
  ai::Solver solver(rules, o);
  CHECK(solver.endgame_bytes() == o.endgame->size_bytes());
  const ai::SolveResult r = solver.solve(rules.start());
  CHECK(r.complete);
  CHECK(r.value == 6);  // Kalah(4,3): South by 6
}

TEST_CASE("value_at_least holds exactly up to the solved value, for either side to move") {
  Variant pie = board(4, 3);
  pie.pie = true;
  for (const Variant& v : {board(4, 3), pie}) {
    const Rules rules(v);
    ai::Solver solver(rules, small_options());
    std::mt19937_64 rng(5);
    int north = 0, south = 0;
    for (int i = 0; i < 40; ++i) {
      const Position p = random_position(rules, rng, static_cast<int>(rng() % 8));
      const ai::SolveResult r = solver.solve(p);
      REQUIRE(r.complete);
      CHECK(solver.value_at_least(p, r.value) == std::optional<bool>(true));
      CHECK(solver.value_at_least(p, r.value + 1) == std::optional<bool>(false));
      CHECK(solver.value_at_least(p, r.value - 3) == std::optional<bool>(true));
      (p.to_move == Side::north ? north : south)++;
    }
    CHECK(north >= 5);
    CHECK(south >= 5);
  }
}

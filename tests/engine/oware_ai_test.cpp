// The computer on Oware: its own values and evaluation, and the rules respected in search.
// Searches run on node budgets with no time limit where a test compares choices, so they are
// reproducible on a loaded machine.
#include <doctest/doctest.h>

#include <random>

#include "board_support.hpp"
#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/searcher.hpp"

using namespace mancala;
using namespace mancala::ai;
using engine_test::board;

namespace {

Limits nodes_only(std::uint64_t nodes) {
  Limits l;
  l.time_ms = 0;
  l.nodes = nodes;
  return l;
}

const Rules rules{Variant::oware()};

}  // namespace

TEST_CASE("an Oware win at 25 counts the seeds left on the board for the winner") {
  const Oware game(Variant::oware());
  const GameTraits<Oware> traits(game);
  Position p = board({0, 0, 0, 0, 0, 1}, {1, 0, 0, 0, 0, 5}, 23, 10);
  game.play(p, Ply::pit(5));
  REQUIRE(p.result == Outcome::south);
  // North to move after the win: South 25 + 5 on the board, North 10.
  CHECK(traits.base(p) + traits.terminal(p) == -(25 + 5 - 10));
}

TEST_CASE("the Oware evaluation sees the mover's best capture") {
  const Oware game(Variant::oware());
  const GameTraits<Oware> traits(game, OwareWeights{0, 16, 0});
  // S5's seed makes N0 a 3 (3 seeds); S4's three seeds make N1 a 2 and N0 a 3 (a chain of 5).
  CHECK(traits.evaluate(board({0, 0, 0, 0, 3, 1}, {2, 1, 4, 0, 0, 0}, 0, 0)) == 5);
  CHECK(traits.evaluate(board({0, 0, 0, 0, 0, 1}, {4, 4, 4, 0, 0, 0}, 0, 0)) == 0);
}

TEST_CASE("the computer takes the capture that wins at once") {
  // Pit 5 takes N0's 2 and reaches 25; pit 0 captures nothing.
  const Position p = board({3, 0, 0, 0, 0, 1}, {1, 6, 6, 0, 0, 0}, 23, 8);
  for (std::uint64_t nodes : {200ULL, 20000ULL}) {
    const SearchResult r = choose(rules, p, Level::hard, nodes_only(nodes));
    CHECK(r.ply == Ply::pit(5));
    CHECK(r.score > 0);
  }
}

TEST_CASE("the computer does not count a grand slam as a capture") {
  // Pit 4 would take N0 and N1 (5 seeds, North's whole row): a grand slam, so nothing.
  // Pit 5 takes N0's 2 for real. `mancala solve` gives pit 5 -4 and pit 4 -8 (South minus North at
  // the end); a search that counted the grand slam as 5 seeds would play pit 4.
  const Position p = board({0, 0, 0, 0, 3, 1}, {1, 2, 0, 0, 0, 0}, 20, 21);
  const SearchResult r = choose(rules, p, Level::hard, nodes_only(50000));
  CHECK(r.ply == Ply::pit(5));
  CHECK(r.exact);
}

TEST_CASE("every level plays only feeding plies when the opponent's row is empty") {
  // Only pits 4 and 5 reach North; pits 0..2 stay on South's row.
  const Position p = board({1, 2, 1, 0, 3, 6}, {0, 0, 0, 0, 0, 0}, 15, 20);
  REQUIRE(rules.legal_plies(p).size() == 2);
  for (Level level : {Level::easy, Level::medium, Level::hard}) {
    Limits l = nodes_only(5000);
    l.seed = 11;
    const SearchResult r = choose(rules, p, level, l);
    CHECK(rules.check(p, r.ply) == MoveError::none);
  }
}

TEST_CASE("hard plays a whole Oware game against medium from the start, legally") {
  Position p = rules.start();
  int plies = 0;
  while (!p.over() && plies < 400) {
    const Level level = p.to_move == Side::south ? Level::hard : Level::medium;
    Limits l = nodes_only(3000);
    l.seed = static_cast<std::uint64_t>(plies);
    const SearchResult r = choose(rules, p, level, l);
    REQUIRE(rules.check(p, r.ply) == MoveError::none);
    rules.play(p, r.ply);
    ++plies;
  }
  CHECK(p.over());
  CHECK(p.store(Side::south) + p.store(Side::north) >= 25);
}

TEST_CASE("hard on a 2000-node budget wins every one of 10 Oware games against random plies") {
  std::mt19937_64 rng(42);
  int wins = 0;
  for (int game = 0; game < 10; ++game) {
    const Side hard_side = game % 2 == 0 ? Side::south : Side::north;
    Position p = rules.start();
    while (!p.over()) {
      Ply ply;
      if (p.to_move == hard_side) {
        ply = choose(rules, p, Level::hard, nodes_only(2000)).ply;
      } else {
        const PlyList legal = rules.legal_plies(p);
        ply = legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))];
      }
      REQUIRE(rules.check(p, ply) == MoveError::none);
      rules.play(p, ply);
    }
    wins += p.result == (hard_side == Side::south ? Outcome::south : Outcome::north);
  }
  CHECK(wins == 10);
}

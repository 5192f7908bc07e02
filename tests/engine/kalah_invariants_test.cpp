// Invariants over thousands of random games of every option.
#include <doctest/doctest.h>

#include <random>

#include "mancala/engine/rules.hpp"

using namespace mancala;

namespace {

int seeds_on_board(const Position& p, int pits) {
  int n = p.store(Side::south) + p.store(Side::north);
  for (int i = 0; i < pits; ++i) n += p.pit(Side::south, i) + p.pit(Side::north, i);
  return n;
}

Variant random_variant(std::mt19937& rng) {
  Variant v;
  v.pits = std::uniform_int_distribution(1, 8)(rng);
  v.seeds = std::uniform_int_distribution(1, 10)(rng);
  v.capture = static_cast<CaptureRule>(std::uniform_int_distribution(0, 2)(rng));
  v.pie = rng() % 2;
  v.scoring = static_cast<Scoring>(std::uniform_int_distribution(0, 2)(rng));
  v.early_end = rng() % 2;
  return v;
}

}  // namespace

TEST_CASE("random games conserve seeds, end, and leave no ply once over") {
  std::mt19937 rng(12345);
  // Each game's loop ends only once the game is over; REQUIRE(++plies < 2000) fails one that
  // does not end.
  for (int games = 0; games < 3000; ++games) {
    const Variant v = random_variant(rng);
    const Kalah k(v);
    Position p = k.start();
    const int total = v.total_seeds();
    int plies = 0;
    while (!p.over()) {
      const PlyList legal = k.legal_plies(p);
      REQUIRE_FALSE(legal.empty());
      const Ply ply = legal[static_cast<int>(rng() % legal.size())];
      Position fast = p;
      k.play(fast, ply);
      const PlyReport r = k.play_detailed(p, ply);
      REQUIRE(fast == p);  // the fast and the detailed path agree
      if (!ply.is_swap()) REQUIRE(static_cast<int>(r.path.size()) > 0);
      REQUIRE(seeds_on_board(p, v.pits) == total);
      REQUIRE(++plies < 2000);
    }
    CHECK(k.legal_plies(p).empty());
    CHECK(k.count_plies(p) == 0);
    CHECK(k.check(p, Ply::pit(0)) == MoveError::game_over);
  }
}

TEST_CASE("check() refuses exactly the plies legal_plies() leaves out") {
  std::mt19937 rng(777);
  const Kalah k(Variant{});
  for (int g = 0; g < 200; ++g) {
    Position p = k.start();
    while (!p.over()) {
      const PlyList legal = k.legal_plies(p);
      for (int pit = 0; pit < 10; ++pit) {
        const MoveError e = k.check(p, Ply::pit(pit));
        REQUIRE((e == MoveError::none) == legal.contains(Ply::pit(pit)));
        if (pit >= 6)
          REQUIRE(e == MoveError::out_of_range);
        else if (e != MoveError::none)
          REQUIRE(p.pit(p.to_move, pit) == 0);
      }
      k.play(p, legal[static_cast<int>(rng() % legal.size())]);
    }
  }
}

// Every Oware case of ../shared/cases and the Oware perft row of its README.
#include <doctest/doctest.h>

#include <vector>

#include "case_support.hpp"
#include "mancala/engine/perft.hpp"

using namespace mancala;
using namespace mancala::test;

TEST_CASE("every Oware game of random-games.json reproduces its final state") {
  const auto file = load_case_file("random-games.json");
  int checked = 0;
  for (const auto& c : file["cases"]) {
    const Variant v = variant_of(c["variant"]);
    if (v.game != GameKind::oware) continue;
    const Rules rules(v);
    Position p = rules.start();
    INFO("plies " << c["plies"].dump());
    for (const auto& j : c["plies"]) {
      const Ply ply = ply_of(j);
      REQUIRE(rules.check(p, ply) == MoveError::none);
      rules.play(p, ply);
    }
    CHECK(comparable(p, 6, true) == comparable(c["expect"], true));
    // Captures never create or destroy seeds: 48 on the board and beside it.
    int total = p.store(Side::south) + p.store(Side::north);
    for (int i = 0; i < 6; ++i) total += p.pit(Side::south, i) + p.pit(Side::north, i);
    CHECK(total == 48);
    ++checked;
  }
  CHECK(checked == 12);
}

TEST_CASE("the detailed path gives the same positions as the fast path on every Oware case") {
  const auto file = load_case_file("random-games.json");
  for (const auto& c : file["cases"]) {
    const Variant v = variant_of(c["variant"]);
    if (v.game != GameKind::oware) continue;
    const Oware game(v);
    Position fast = game.start(), detailed = game.start();
    for (const auto& j : c["plies"]) {
      const Ply ply = ply_of(j);
      const int seeds = detailed.pit(detailed.to_move, ply.pit_index());
      const int before = detailed.store(detailed.to_move);
      const Side mover = detailed.to_move;
      game.play(fast, ply);
      const PlyReport r = game.play_detailed(detailed, ply);
      REQUIRE(fast == detailed);
      CHECK(static_cast<int>(r.path.size()) == seeds);
      if (detailed.reason == Reason::normal || !detailed.over()) {
        int taken = 0;
        for (Hollow h : r.captured) {
          CHECK(h.side == 1 - index(mover));
          CHECK(detailed.pit(other(mover), h.pit) == 0);
          ++taken;
        }
        CHECK((taken > 0) == (detailed.store(mover) > before));
      }
    }
  }
}

TEST_CASE("perft of Oware matches the published row to depth 6") {
  const Oware game(Variant::oware());
  std::vector<std::uint64_t> row;
  for (int d = 1; d <= 6; ++d) row.push_back(perft(game, game.start(), d));
  CHECK(row == std::vector<std::uint64_t>{6, 36, 190, 1014, 5219, 27332});
}

TEST_CASE("Rules dispatches {game: oware} to the Oware class") {
  const Rules rules(Variant::oware());
  CHECK(rules.visit([](const auto& g) { return std::is_same_v<std::decay_t<decltype(g)>, Oware>; }));
  CHECK(rules.pits() == 6);
  const Position p = rules.start();
  CHECK(p.pit(Side::north, 5) == 4);
  CHECK(rules.check(p, Ply::swap()) == MoveError::swap_not_allowed);
  CHECK(rules.check(p, Ply::pit(6)) == MoveError::out_of_range);
}

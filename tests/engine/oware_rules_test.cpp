// Hand-made positions for each special rule of rules/oware.md.
#include <doctest/doctest.h>

#include <array>
#include <random>

#include "board_support.hpp"
#include "mancala/engine/oware.hpp"

using namespace mancala;

namespace {

using engine_test::board;
using engine_test::Row;

Row row(const Position& p, Side s) {
  Row r{};
  for (int i = 0; i < 6; ++i) r[i] = p.pit(s, i);
  return r;
}

const Oware game{Variant::oware()};

}  // namespace

TEST_CASE("a capture chains backwards and stops at the end of the opponent's row") {
  // S4's 3 seeds reach S5, N0, N1: N1 3, N0 2 are taken; S5 now holds 2 but is South's own pit.
  Position p = board({0, 0, 0, 0, 3, 1}, {1, 2, 0, 0, 0, 4});
  const PlyReport r = game.play_detailed(p, Ply::pit(4));
  CHECK(row(p, Side::south) == Row{0, 0, 0, 0, 0, 2});
  CHECK(row(p, Side::north) == Row{0, 0, 0, 0, 0, 4});
  CHECK(p.store(Side::south) == 5);
  REQUIRE(r.captured.size() == 2);
  CHECK(r.captured[0] == Hollow{1, 1});  // landing pit first, then backwards
  CHECK(r.captured[1] == Hollow{1, 0});
  CHECK_FALSE(r.grand_slam);
  CHECK_FALSE(r.extra_turn);
  CHECK(p.to_move == Side::north);
  CHECK(p.quiet_plies == 0);
}

TEST_CASE("a capture chain stops at a pit holding 4 and never looks past the landing pit") {
  // S5's 3 seeds reach N0 (1->2), N1 (3->4), N2 (1->2): only N2 is taken; N0's 2 lies behind the 4,
  // N3's 2 lies ahead of the landing pit.
  Position p = board({0, 0, 0, 0, 0, 3}, {1, 3, 1, 2, 0, 5});
  const PlyReport r = game.play_detailed(p, Ply::pit(5));
  CHECK(row(p, Side::north) == Row{2, 4, 0, 2, 0, 5});
  CHECK(p.store(Side::south) == 2);
  REQUIRE(r.captured.size() == 1);
  CHECK(r.captured[0] == Hollow{1, 2});
}

TEST_CASE("a last seed on the mover's own row captures nothing") {
  Position p = board({2, 1, 1, 0, 0, 0}, {2, 2, 2, 2, 2, 2});
  game.play(p, Ply::pit(0));
  CHECK(row(p, Side::south) == Row{0, 2, 2, 0, 0, 0});
  CHECK(p.store(Side::south) == 0);
  CHECK(p.quiet_plies == 1);
}

TEST_CASE("a grand slam is legal but captures nothing") {
  // S5's 2 seeds make N0 2 and N1 3: taking both would leave North with no seed at all.
  Position p = board({0, 0, 0, 0, 1, 2}, {1, 2, 0, 0, 0, 0}, 3, 4);
  REQUIRE(game.check(p, Ply::pit(5)) == MoveError::none);
  const PlyReport r = game.play_detailed(p, Ply::pit(5));
  CHECK(r.grand_slam);
  CHECK(r.captured.empty());
  CHECK(row(p, Side::north) == Row{2, 3, 0, 0, 0, 0});
  CHECK(p.store(Side::south) == 3);
  CHECK(p.quiet_plies == 1);
  CHECK_FALSE(p.over());
}

TEST_CASE("a capture that leaves one opponent seed is not a grand slam") {
  Position p = board({0, 0, 0, 0, 1, 2}, {1, 2, 0, 0, 0, 1});
  const PlyReport r = game.play_detailed(p, Ply::pit(5));
  CHECK_FALSE(r.grand_slam);
  CHECK(row(p, Side::north) == Row{0, 0, 0, 0, 0, 1});
  CHECK(p.store(Side::south) == 5);
}

TEST_CASE("a move that does not feed an empty opponent is illegal while a feeding move exists") {
  const Position p = board({1, 0, 0, 2, 0, 1}, {0, 0, 0, 0, 0, 0}, 20, 24);
  CHECK(game.check(p, Ply::pit(0)) == MoveError::must_feed);  // reaches S1 only
  CHECK(game.check(p, Ply::pit(3)) == MoveError::must_feed);  // ends on S5
  const PlyList legal = game.legal_plies(p);
  CHECK(game.count_plies(p) == legal.size());
  CHECK(legal.contains(Ply::pit(5)));
  CHECK_FALSE(legal.contains(Ply::pit(0)));
  CHECK_FALSE(p.over());
}

TEST_CASE("with no feeding move left the mover takes every seed and the game ends (no_feed)") {
  // North sows its last seed into S0; South then holds 3 seeds, none of which can reach North.
  Position p = board({0, 1, 1, 0, 0, 0}, {0, 0, 0, 0, 0, 1}, 22, 23, Side::north);
  game.play(p, Ply::pit(5));
  CHECK(p.over());
  CHECK(p.reason == Reason::no_feed);
  CHECK(p.result == Outcome::south);
  CHECK(p.store(Side::south) == 25);
  CHECK(p.store(Side::north) == 23);
  CHECK(row(p, Side::south) == Row{0, 0, 0, 0, 0, 0});
  CHECK(game.legal_plies(p).empty());
  CHECK(game.check(p, Ply::pit(0)) == MoveError::game_over);
}

TEST_CASE("a loaded position whose mover has no seed ends at once, the seeds going to their owner") {
  Position p = board({0, 0, 0, 0, 0, 0}, {2, 0, 0, 0, 0, 1}, 20, 25 - 3, Side::south);
  game.check_end(p);
  CHECK(p.over());
  CHECK(p.reason == Reason::no_feed);
  CHECK(p.store(Side::north) == 25);
  CHECK(p.result == Outcome::north);
}

TEST_CASE("a 12-seed sowing skips its origin pit") {
  Position p = board({12, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1});
  const PlyReport r = game.play_detailed(p, Ply::pit(0));
  // 11 seeds go round once; the 12th passes over S0 and lands on S1, South's own row.
  CHECK(row(p, Side::south) == Row{0, 2, 1, 1, 1, 1});
  CHECK(row(p, Side::north) == Row{2, 2, 2, 2, 2, 2});
  CHECK(p.store(Side::south) == 0);
  REQUIRE(r.path.size() == 12);
  CHECK(r.path[10] == Hollow{1, 5});
  CHECK(r.path[11] == Hollow{0, 1});
  for (Hollow h : r.path) CHECK_FALSE(h == Hollow{0, 0});
}

TEST_CASE("a 17-seed sowing skips its origin and its chain capture runs to the end of the row") {
  // S3's 17 seeds: one lap of 11 (S4..N5, S0..S2), S3 skipped, then S4, S5, N0, N1, N2, N3.
  Position p = board({0, 0, 0, 17, 0, 0}, {0, 0, 1, 0, 3, 3});
  const PlyReport r = game.play_detailed(p, Ply::pit(3));
  CHECK(row(p, Side::south) == Row{1, 1, 1, 0, 2, 2});
  CHECK(row(p, Side::north) == Row{0, 0, 0, 0, 4, 4});
  CHECK(p.store(Side::south) == 9);
  REQUIRE(r.path.size() == 17);
  CHECK(r.path.back() == Hollow{1, 3});
  CHECK(r.captured == std::vector<Hollow>{{1, 3}, {1, 2}, {1, 1}, {1, 0}});
}

TEST_CASE("25 captured seeds win at once with seeds still on the board") {
  Position p = board({0, 0, 0, 0, 0, 1}, {1, 0, 0, 0, 0, 5}, 23, 10);
  game.play(p, Ply::pit(5));
  CHECK(p.over());
  CHECK(p.result == Outcome::south);
  CHECK(p.reason == Reason::normal);
  CHECK(p.store(Side::south) == 25);
  CHECK(row(p, Side::north) == Row{0, 0, 0, 0, 0, 5});  // no sweep
}

TEST_CASE("24 captured seeds each is a draw") {
  Position p = board({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 24, 24);
  game.check_end(p);
  CHECK(p.over());
  CHECK(p.result == Outcome::draw);
  CHECK(p.reason == Reason::normal);
}

TEST_CASE("after no_capture_limit plies without a capture each side keeps its own row") {
  Variant v = Variant::oware();
  v.no_capture_limit = 1;
  const Oware short_game(v);
  Position p = short_game.start();
  short_game.play(p, Ply::pit(5));  // S5's 4 seeds go to N0..N3: 20 seeds South, 28 North
  CHECK(p.over());
  CHECK(p.reason == Reason::no_capture_limit);
  CHECK(p.result == Outcome::north);
  CHECK(p.store(Side::south) == 20);
  CHECK(p.store(Side::north) == 28);
}

TEST_CASE("the no-capture count resets on a capture and ends the game at the default 100") {
  Position quiet = board({0, 0, 0, 2, 0, 0}, {0, 1, 1, 1, 1, 1});
  quiet.quiet_plies = 99;
  Position capture = board({0, 0, 0, 0, 0, 1}, {1, 1, 1, 1, 1, 1});
  capture.quiet_plies = 99;
  game.play(quiet, Ply::pit(3));
  game.play(capture, Ply::pit(5));
  CHECK(quiet.over());
  CHECK(quiet.reason == Reason::no_capture_limit);
  CHECK(quiet.store(Side::north) == 5);
  CHECK_FALSE(capture.over());
  CHECK(capture.quiet_plies == 0);
  CHECK(capture.store(Side::south) == 2);
}

TEST_CASE("random Oware games keep 48 seeds and agree between legal_plies and check") {
  std::mt19937 rng(7);
  for (int g = 0; g < 300; ++g) {
    Position p = game.start();
    while (!p.over()) {
      const PlyList legal = game.legal_plies(p);
      REQUIRE_FALSE(legal.empty());  // a live game always has a ply
      for (int i = 0; i < 7; ++i) CHECK((game.check(p, Ply::pit(i)) == MoveError::none) == legal.contains(Ply::pit(i)));
      game.play(p, legal[static_cast<int>(rng() % legal.size())]);
      int total = p.store(Side::south) + p.store(Side::north);
      for (int i = 0; i < 6; ++i) total += p.pit(Side::south, i) + p.pit(Side::north, i);
      REQUIRE(total == 48);
    }
    CHECK(p.ply <= 1000);
  }
}

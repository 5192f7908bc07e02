// The worked examples of rules/kalah.md and each option, one rule a test.
#include <doctest/doctest.h>

#include "mancala/engine/rules.hpp"
#include "mancala/engine/zobrist.hpp"

using namespace mancala;

namespace {

Position with_pits(std::array<int, 6> south, std::array<int, 6> north, Side to_move = Side::south) {
  Position p;
  for (int i = 0; i < 6; ++i) {
    p.set_pit(Side::south, i, south[i]);
    p.set_pit(Side::north, i, north[i]);
  }
  p.to_move = to_move;
  return p;
}

}  // namespace

TEST_CASE("opening S2 with 4 seeds ends in the own store: extra turn") {
  const Kalah k(Variant{});
  Position p = k.start();
  const PlyReport r = k.play_detailed(p, Ply::pit(2));
  CHECK(r.extra_turn);
  CHECK(p.to_move == Side::south);
  CHECK(p.store(Side::south) == 1);
  REQUIRE(r.path.size() == 4);
  CHECK(r.path[0] == Hollow{0, 3});
  CHECK(r.path[3] == Hollow{0, 6});
  CHECK(r.captured.empty());
}

TEST_CASE("S5 with one seed lands in the store: extra turn") {
  const Kalah k(Variant{});
  Position p = with_pits({1, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1});
  const PlyReport r = k.play_detailed(p, Ply::pit(5));
  CHECK(r.extra_turn);
  CHECK(p.to_move == Side::south);
}

TEST_CASE("last seed in an own empty pit captures the opposite pit") {
  const Kalah k(Variant{});
  Position p = with_pits({1, 0, 2, 2, 2, 2}, {2, 2, 2, 2, 3, 2});
  const PlyReport r = k.play_detailed(p, Ply::pit(0));
  CHECK(p.store(Side::south) == 4);
  CHECK(p.pit(Side::south, 1) == 0);
  CHECK(p.pit(Side::north, 4) == 0);
  CHECK(p.to_move == Side::north);
  REQUIRE(r.captured.size() == 2);
  CHECK(r.captured[0] == Hollow{0, 1});
  CHECK(r.captured[1] == Hollow{1, 4});
}

TEST_CASE("an own empty pit opposite an empty pit captures nothing under standard capture") {
  const Kalah k(Variant{});
  Position p = with_pits({1, 0, 2, 2, 2, 2}, {2, 2, 2, 2, 0, 2});
  const PlyReport r = k.play_detailed(p, Ply::pit(0));
  CHECK(p.pit(Side::south, 1) == 1);
  CHECK(p.store(Side::south) == 0);
  CHECK(p.to_move == Side::north);
  CHECK(r.captured.empty());
}

TEST_CASE("capture empty: the landing seed alone goes to the store") {
  Variant v;
  v.capture = CaptureRule::empty;
  const Kalah k(v);
  Position p = with_pits({1, 0, 2, 2, 2, 2}, {2, 2, 2, 2, 0, 2});
  const PlyReport r = k.play_detailed(p, Ply::pit(0));
  CHECK(p.pit(Side::south, 1) == 0);
  CHECK(p.store(Side::south) == 1);
  REQUIRE(r.captured.size() == 1);
  CHECK(r.captured[0] == Hollow{0, 1});
}

TEST_CASE("capture none: an own empty pit never steals") {
  Variant v;
  v.capture = CaptureRule::none;
  const Kalah k(v);
  Position p = with_pits({1, 0, 2, 2, 2, 2}, {2, 2, 2, 2, 3, 2});
  k.play(p, Ply::pit(0));
  CHECK(p.pit(Side::south, 1) == 1);
  CHECK(p.pit(Side::north, 4) == 3);
  CHECK(p.store(Side::south) == 0);
}

TEST_CASE("S5 with 9 seeds skips North's store and ends in S1") {
  const Kalah k(Variant{});
  Position p = with_pits({1, 1, 1, 1, 1, 9}, {1, 1, 1, 1, 1, 1});
  const PlyReport r = k.play_detailed(p, Ply::pit(5));
  REQUIRE(r.path.size() == 9);
  CHECK(r.path[0] == Hollow{0, 6});
  CHECK(r.path[6] == Hollow{1, 5});
  CHECK(r.path[7] == Hollow{0, 0});
  CHECK(r.path[8] == Hollow{0, 1});
  CHECK(p.pit(Side::south, 1) == 2);
  CHECK(p.store(Side::north) == 0);
}

TEST_CASE("S0 with 13 seeds laps the board and lands in its own emptied origin: capture") {
  const Kalah k(Variant{});
  Position p = with_pits({13, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 2});
  const PlyReport r = k.play_detailed(p, Ply::pit(0));
  CHECK(r.path.back() == Hollow{0, 0});
  // N5 held 2 and got 1 more: 3 + the landing seed.
  CHECK(p.store(Side::south) == 1 + 3 + 1);
  CHECK(p.pit(Side::south, 0) == 0);
  CHECK(p.pit(Side::north, 5) == 0);
}

TEST_CASE("a side left empty ends the game and the end sweep gives each side its own seeds") {
  const Kalah k(Variant{});
  Position p = with_pits({0, 0, 0, 0, 0, 1}, {3, 0, 0, 0, 0, 2});
  p.set_store(Side::south, 20);
  p.set_store(Side::north, 22);
  k.play(p, Ply::pit(5));
  CHECK(p.over());
  CHECK(p.reason == Reason::normal);
  CHECK(p.store(Side::south) == 21);
  CHECK(p.store(Side::north) == 27);
  CHECK(p.result == Outcome::north);
  CHECK(k.legal_plies(p).empty());
}

TEST_CASE("24-24 is a draw") {
  const Kalah k(Variant{});
  Position p = with_pits({0, 0, 0, 0, 0, 1}, {0, 0, 0, 0, 0, 1});
  p.set_store(Side::south, 23);
  p.set_store(Side::north, 23);
  k.play(p, Ply::pit(5));
  CHECK(p.over());
  CHECK(p.store(Side::south) == 24);
  CHECK(p.store(Side::north) == 24);
  CHECK(p.result == Outcome::draw);
}

TEST_CASE("captured scoring skips the end sweep") {
  Variant v;
  v.scoring = Scoring::captured;
  const Kalah k(v);
  Position p = with_pits({0, 0, 0, 0, 0, 1}, {3, 0, 0, 0, 0, 2});
  p.set_store(Side::south, 20);
  p.set_store(Side::north, 20);
  k.play(p, Ply::pit(5));
  CHECK(p.over());
  CHECK(p.store(Side::north) == 20);
  CHECK(p.pit(Side::north, 0) == 3);
  CHECK(p.result == Outcome::south);
}

TEST_CASE("outlast scoring: the side with seeds left wins") {
  Variant v;
  v.scoring = Scoring::outlast;
  const Kalah k(v);
  Position p = with_pits({0, 0, 0, 0, 0, 1}, {1, 0, 0, 0, 0, 0});
  p.set_store(Side::south, 30);
  k.play(p, Ply::pit(5));
  CHECK(p.over());
  CHECK(p.result == Outcome::north);
}

TEST_CASE("early_end stops as soon as one store holds more than half of all seeds") {
  Variant v;
  v.early_end = true;
  const Kalah k(v);
  Position p = with_pits({2, 2, 2, 2, 2, 1}, {2, 2, 2, 2, 2, 2});
  p.set_store(Side::south, 24);
  p.set_store(Side::north, 1);  // 48 seeds in all
  k.play(p, Ply::pit(5));
  CHECK(p.over());
  CHECK(p.result == Outcome::south);
  CHECK(p.store(Side::south) == 25 + 10);  // the sweep still applies under store scoring
}

TEST_CASE("pie rule: North may swap once South's first turn is over, and only then") {
  Variant v;
  v.pie = true;
  const Kalah k(v);
  Position p = k.start();
  CHECK(k.check(p, Ply::swap()) == MoveError::swap_not_allowed);
  k.play(p, Ply::pit(2));  // extra turn: South's turn goes on
  CHECK_FALSE(k.legal_plies(p).contains(Ply::swap()));
  k.play(p, Ply::pit(5));
  REQUIRE(p.to_move == Side::north);
  CHECK(k.legal_plies(p).contains(Ply::swap()));
  const Position before = p;
  k.play(p, Ply::swap());
  CHECK(p.to_move == Side::north);
  CHECK(p.cells == before.cells);
  CHECK(p.ply == before.ply + 1);
  CHECK(k.check(p, Ply::swap()) == MoveError::swap_not_allowed);
}

TEST_CASE("an illegal ply is refused with its reason") {
  const Kalah k(Variant{});
  Position p = with_pits({0, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1});
  CHECK(k.check(p, Ply::pit(0)) == MoveError::empty_pit);
  CHECK(k.check(p, Ply::pit(6)) == MoveError::out_of_range);
  CHECK(k.check(p, Ply::swap()) == MoveError::swap_not_allowed);
}

TEST_CASE("a bad variant is refused with a reason naming the option") {
  Variant v;
  v.pits = 13;
  CHECK(v.validate().value() == "pits must be 1..12, got 13");
  v = Variant{};
  v.seeds = 0;
  CHECK(v.validate().value() == "seeds must be 1..12, got 0");
  v.seeds = 13;
  CHECK(v.validate().value() == "seeds must be 1..12, got 13");
  CHECK_THROWS_AS(Rules{v}, std::invalid_argument);
}

TEST_CASE("the Zobrist hash separates the side to move and equal positions hash equal") {
  const Kalah k(Variant{});
  Position a = k.start();
  Position b = a;
  CHECK(zobrist_hash(a) == zobrist_hash(b));
  b.to_move = Side::north;
  CHECK(zobrist_hash(a) != zobrist_hash(b));
  Position c = a;
  k.play(c, Ply::pit(0));
  CHECK(zobrist_hash(a) != zobrist_hash(c));
}

// The proven positions shared by the explorer, the reviews and their proofs
// (docs/analysis.md §Proven positions): only exact values are kept, a position is found again by
// what decides its value, and the oldest go first past the capacity.
#include "mancala/server/analysis/proven_positions.hpp"

#include <doctest/doctest.h>

#include "mancala/engine/rules.hpp"

using namespace mancala;
using namespace mancala::server;

namespace {

std::vector<PlyValue> proven_values(int first) {
  std::vector<PlyValue> out;
  for (int pit = 0; pit < 6; ++pit) out.push_back({Ply::pit(pit), first - 2 * pit, true, 0});
  return out;
}

}  // namespace

TEST_CASE("a proven position is found again with its values, an estimate is never kept") {
  ProvenPositions proven;
  const Rules rules(Variant::kalah());
  const Position start = rules.start();
  CHECK_FALSE(proven.find(rules.variant(), start));
  proven.add(rules.variant(), start, proven_values(8));
  const auto found = proven.find(rules.variant(), start);
  REQUIRE(found);
  REQUIRE(found->size() == 6);
  CHECK((*found)[2].value == 4);
  CHECK((*found)[2].exact);
  // A set of values with one estimate is not kept; nor is an empty one.
  Position after = start;
  rules.play(after, Ply::pit(0));
  auto guessed = proven_values(2);
  guessed[3].exact = false;
  proven.add(rules.variant(), after, guessed);
  proven.add(rules.variant(), after, {});
  CHECK_FALSE(proven.find(rules.variant(), after));
  // A position kept is left as it was.
  proven.add(rules.variant(), start, proven_values(-8));
  CHECK((*proven.find(rules.variant(), start))[0].value == 8);
  CHECK(proven.size() == 1);
}

TEST_CASE(
    "the board, the side to move, the pie rule and the variant tell positions apart, the ply count not in Kalah") {
  ProvenPositions proven;
  const Rules rules(Variant::kalah());
  const Position start = rules.start();
  proven.add(rules.variant(), start, proven_values(8));
  Position later = start;
  later.ply = 40;  // the same board reached later: the same value
  CHECK(proven.find(rules.variant(), later));
  Position north = start;
  north.to_move = Side::north;
  CHECK_FALSE(proven.find(rules.variant(), north));
  Position pie = start;
  pie.pie_stage = 0;
  CHECK_FALSE(proven.find(rules.variant(), pie));
  Variant empty_capture = rules.variant();
  empty_capture.capture = CaptureRule::empty;
  CHECK_FALSE(proven.find(empty_capture, start));
  Position other = start;
  other.set_pit(Side::south, 0, 3);
  other.set_store(Side::south, 1);
  CHECK_FALSE(proven.find(rules.variant(), other));
}

TEST_CASE("past its capacity the oldest proven position goes first") {
  ProvenPositions proven(2);
  const Rules rules(Variant::kalah());
  Position p[3];
  for (int i = 0; i < 3; ++i) {
    p[i] = rules.start();
    p[i].set_pit(Side::north, 5, 4 - i);
    p[i].set_store(Side::north, i);
    proven.add(rules.variant(), p[i], proven_values(i));
  }
  CHECK(proven.size() == 2);
  CHECK_FALSE(proven.find(rules.variant(), p[0]));
  CHECK(proven.find(rules.variant(), p[1]));
  CHECK(proven.find(rules.variant(), p[2]));
}

// Arena scoring game by game: 2/1/0, streaks, short draws and berserk wins.
#include "mancala/server/tournament/arena_sheet.hpp"

#include <doctest/doctest.h>

#include <vector>

using mancala::server::arena_sheet;
using mancala::server::ArenaOutcome;
using mancala::server::ArenaSheet;

namespace {

using R = ArenaOutcome::Result;

ArenaOutcome played(R r, int plies = 40, bool berserk = false) { return {r, plies, berserk}; }

std::vector<int> points_of(const ArenaSheet& s) {
  std::vector<int> out;
  for (const auto& m : s.marks) out.push_back(m.points);
  return out;
}

std::vector<bool> doubled_of(const ArenaSheet& s) {
  std::vector<bool> out;
  for (const auto& m : s.marks) out.push_back(m.doubled);
  return out;
}

}  // namespace

TEST_CASE("no games score nothing and are not on fire") {
  const ArenaSheet s = arena_sheet({});
  CHECK(s.marks.empty());
  CHECK(s.score == 0);
  CHECK_FALSE(s.on_fire);
}

TEST_CASE("a win scores 2, a draw 1 and a loss 0") {
  const ArenaSheet s = arena_sheet({played(R::win), played(R::draw), played(R::loss)});
  CHECK(points_of(s) == std::vector<int>{2, 1, 0});
  CHECK(s.score == 3);
  CHECK_FALSE(s.on_fire);
}

TEST_CASE("after two wins in a row each further win scores 4 until a loss") {
  const ArenaSheet s =
      arena_sheet({played(R::win), played(R::win), played(R::win), played(R::win), played(R::loss), played(R::win)});
  CHECK(points_of(s) == std::vector<int>{2, 2, 4, 4, 0, 2});
  CHECK(doubled_of(s) == std::vector<bool>{false, false, true, true, false, false});
  CHECK(s.score == 14);
  CHECK_FALSE(s.on_fire);
}

TEST_CASE("two wins in a row set a player on fire") {
  CHECK(arena_sheet({played(R::win), played(R::win)}).on_fire);
  CHECK_FALSE(arena_sheet({played(R::win), played(R::loss), played(R::win)}).on_fire);
  CHECK(arena_sheet({played(R::loss), played(R::win), played(R::win), played(R::win)}).on_fire);
}

TEST_CASE("a draw on a streak scores 2 and ends the streak") {
  const ArenaSheet s =
      arena_sheet({played(R::win), played(R::win), played(R::draw), played(R::win), played(R::win), played(R::win)});
  CHECK(points_of(s) == std::vector<int>{2, 2, 2, 2, 2, 4});
  CHECK(doubled_of(s) == std::vector<bool>{false, false, true, false, false, true});
  CHECK(s.score == 14);
  CHECK(s.on_fire);
}

TEST_CASE("a draw of under 20 plies scores nothing") {
  CHECK(points_of(arena_sheet({played(R::draw, 19)})) == std::vector<int>{0});
  CHECK(points_of(arena_sheet({played(R::draw, 20)})) == std::vector<int>{1});
  CHECK(points_of(arena_sheet({played(R::draw, 0)})) == std::vector<int>{0});
}

TEST_CASE("a short draw on a streak scores nothing and ends the streak") {
  const ArenaSheet s = arena_sheet({played(R::win), played(R::win), played(R::draw, 10), played(R::win)});
  CHECK(points_of(s) == std::vector<int>{2, 2, 0, 2});
  CHECK(doubled_of(s) == std::vector<bool>{false, false, false, false});
  CHECK(s.score == 6);
  CHECK_FALSE(s.on_fire);
}

TEST_CASE("a berserk win of at least 14 plies scores one more") {
  CHECK(points_of(arena_sheet({played(R::win, 14, true)})) == std::vector<int>{3});
  CHECK(points_of(arena_sheet({played(R::win, 13, true)})) == std::vector<int>{2});
  CHECK(points_of(arena_sheet({played(R::win, 14, false)})) == std::vector<int>{2});
}

TEST_CASE("a berserk win on a streak scores 5") {
  const ArenaSheet s = arena_sheet({played(R::win), played(R::win), played(R::win, 30, true)});
  CHECK(points_of(s) == std::vector<int>{2, 2, 5});
  CHECK(s.marks[2].doubled);
  CHECK(s.score == 9);
}

TEST_CASE("berserk draws and losses earn no extra point") {
  const ArenaSheet s = arena_sheet({played(R::draw, 40, true), played(R::loss, 40, true)});
  CHECK(points_of(s) == std::vector<int>{1, 0});
  CHECK(s.score == 1);
}

// The least turn (kgp_min_turn_ms): a `yield` sooner ends the turn only when it is up, and a `move`
// sent meanwhile is the one played; a yield after it ends the turn at once.
#include <doctest/doctest.h>

#include "kgp_support.hpp"

using namespace kgp_test;
using Lines = std::vector<std::string>;

namespace {

Config least_turn(std::int64_t ms) {
  Config c = kgp_config();
  c.kgp_min_turn_ms = ms;
  return c;
}

}  // namespace

TEST_CASE("a yield before kgp_min_turn_ms waits for it, and a move sent meanwhile counts") {
  KgpPlay p(least_turn(250));
  auto g = pair_up(p);
  const std::string game = p.only_game();
  g.south->say("@6 move 1\n@6 yield\n");
  p.advance(100);
  g.south->say("@6 move 3\n");  // after the yield, before stop: the move played
  p.advance(149);
  CHECK(g.south->lines().size() == 3);
  CHECK(p.store.game(game)->plies.empty());
  p.advance(1);
  REQUIRE(p.run_until([&] { return g.south->count("stop") == 1; }));
  const auto r = p.record(game, 1);
  CHECK(r.plies[0].ply.pit_index() == 2);
  // Pit 3 reaches the store: the extra turn's state, and no ping (the agent answered).
  REQUIRE(p.run_until([&] { return g.south->count("state") == 2; }));
  CHECK(g.south->lines_from(3) == Lines{"8@6 stop", "10 state <6,1,0,4,4,0,5,5,5,4,4,4,4,4,4>"});

  // A yield once the least turn has passed ends the turn at once.
  p.advance(400);
  g.south->say("@10 move 1\n@10 yield\n");
  REQUIRE(p.run_until([&] { return g.south->count("stop") == 2; }));
  CHECK(g.south->lines_from(5) == Lines{"12@10 stop"});
  CHECK(p.record(game, 2).plies[1].ply.pit_index() == 0);
}

TEST_CASE("the least turn never outlasts kgp_move_ms") {
  Config c = least_turn(5000);
  c.kgp_move_ms = 1000;
  KgpPlay p(c);
  auto g = pair_up(p);
  g.south->say("@6 move 2\n@6 yield\n");
  p.advance(999);
  CHECK(g.south->count("stop") == 0);
  p.advance(1);
  REQUIRE(p.run_until([&] { return g.south->count("stop") == 1; }));
  CHECK(g.south->count("ping") == 0);  // it answered: no question whether it is there
}

// A KGP agent's seat in a room without a socket (kgp/kgp_seat.cpp): `state` with the agent always
// South, `move` and `yield`, `stop` at kgp_move_ms playing the last move, an illegal move and a
// closed connection that lose, and a silent turn that is played for the agent and pinged.
#include <doctest/doctest.h>

#include "kgp_support.hpp"

using namespace kgp_test;
using Lines = std::vector<std::string>;

TEST_CASE(
    "paired agents: South hears the start, stop at kgp_move_ms plays its last move, North sees the board mirrored") {
  KgpPlay p;
  auto g = pair_up(p);
  const std::string game = p.only_game();
  CHECK(g.south->lines() == Lines{"2 kgp 1 0 1", "4@5 ok", "6 state " + start_board});
  CHECK(g.north->lines() == Lines{"2 kgp 1 0 1", "4@5 ok"});

  // Only the last move counts; nothing is answered until the turn's time is up.
  g.south->say("@6 move 5\n@6 move 3\n");
  p.advance(999);
  CHECK(g.south->lines().size() == 3);
  p.advance(1);
  // Pit 3 sows its 4 seeds into pits 4, 5, 6 and the store: an extra turn, a new state.
  REQUIRE(p.run_until([&] { return g.south->count("state") == 2; }));
  CHECK(g.south->lines_from(3) == Lines{"8@6 stop", "10 state <6,1,0,4,4,0,5,5,5,4,4,4,4,4,4>"});

  // A move for a state already stopped is refused and changes nothing.
  g.south->say("21@6 move 1\n");
  p.poll();
  CHECK(g.south->lines_from(5) == Lines{"12@21 error \"No state associated with id\""});

  // yield ends the turn at once, with the move sent.
  g.south->say("@10 move 1\n@10 yield\n");
  REQUIRE(p.run_until([&] { return g.north->count("state") == 1; }));
  CHECK(g.south->lines_from(6) == Lines{"14@10 stop"});
  // North's own row comes first and its store first: the position as if North were South.
  CHECK(g.north->lines_from(2) == Lines{"6 state <6,0,1,4,4,4,4,4,4,0,5,1,6,6,5>"});

  const auto r = p.record(game, 2);
  CHECK(r.start.south.name == g.south_name);
  CHECK(r.start.north.name == g.north_name);
  CHECK(r.start.south.account_bot);
  CHECK(r.start.north.account_bot);
  REQUIRE(r.plies.size() == 2);
  CHECK(r.plies[0].side == Side::south);
  CHECK(r.plies[0].ply.pit_index() == 2);
  CHECK(r.plies[1].side == Side::south);
  CHECK(r.plies[1].ply.pit_index() == 0);

  // North's move, pit 6 (its 4 seeds reach South's pits 1..3), comes back to South as its own row.
  g.north->say("@6 move 6\n@6 yield\n");
  REQUIRE(p.run_until([&] { return g.south->count("state") == 3; }));
  CHECK(g.north->lines_from(3) == Lines{"8@6 stop"});
  CHECK(g.south->lines_from(7) == Lines{"16 state <6,1,1,1,6,2,6,6,5,4,4,4,4,4,0>"});
}

TEST_CASE("a stop with no move sent plays a legal ply for the agent and pings it") {
  KgpPlay p;
  auto g = pair_up(p);
  const std::string game = p.only_game();
  p.advance(1000);
  REQUIRE(p.run_until([&] { return p.store.game(game) && p.store.game(game)->plies.size() == 1; }));
  p.poll();
  // The stop, then the question whether the agent is there (a state of an extra turn may follow).
  REQUIRE(g.south->lines().size() >= 5);
  CHECK(g.south->lines()[3] == "8@6 stop");
  CHECK(g.south->lines()[4] == "10 ping");
  const auto r = p.record(game, 1);
  CHECK(r.plies[0].side == Side::south);

  // A pong ends the question: 20 s later the agent is still there.
  g.south->say("@10 pong\n");
  p.poll();
  p.advance(20000);
  CHECK_FALSE(g.south->closed());
  CHECK(g.south->count("error") == 0);
}

TEST_CASE("an agent that does not answer the ping within 20 s is dropped and loses") {
  KgpPlay p;
  auto g = pair_up(p);
  const std::string game = p.only_game();
  p.advance(1000);
  REQUIRE(p.run_until([&] { return g.south->count("ping") == 1; }));
  p.advance(20000);
  REQUIRE(p.run_until([&] { return g.south->closed(); }));
  const auto& lines = g.south->lines();
  REQUIRE(lines.size() >= 7);
  CHECK(lines[lines.size() - 2] == std::to_string(2 * (lines.size() - 1)) + "@10 error \"received no pong\"");
  CHECK(lines.back() == "goodbye");
  const auto r = p.record(game, 0, true);
  CHECK(r.result == Outcome::north);
  CHECK(r.reason == Reason::resign);
}

TEST_CASE("yield without a move ends the turn at once with a legal ply") {
  KgpPlay p;
  auto g = pair_up(p);
  const std::string game = p.only_game();
  g.south->say("@6 yield\n");
  REQUIRE(p.run_until([&] { return p.store.game(game) && p.store.game(game)->plies.size() == 1; }));
  p.poll();
  CHECK(g.south->lines()[3] == "8@6 stop");
  CHECK(g.south->count("ping") == 0);  // it answered
  const auto r = p.record(game, 1);
  CHECK(r.plies[0].side == Side::south);
  CHECK(r.plies[0].ply.pit_index() >= 0);
  CHECK(r.plies[0].ply.pit_index() < 6);
}

TEST_CASE("yield or move without a state is an error") {
  KgpPlay p;
  auto g = pair_up(p);
  g.north->say("9@6 yield\n11 move 1\n");
  p.poll();
  CHECK(g.north->lines_from(2) ==
        Lines{"6@9 error \"No state associated with id\"", "8@11 error \"No state associated with id\""});
  g.south->say("13@6 move three\n");
  p.poll();
  CHECK(g.south->lines_from(3) == Lines{"8@13 error \"move takes one integer, a pit 1..n\""});
}

TEST_CASE("an illegal last move loses the game") {
  KgpPlay p;
  auto g = pair_up(p);
  const std::string game = p.only_game();
  g.south->say("@6 move 3\n@6 yield\n");
  REQUIRE(p.run_until([&] { return g.south->count("state") == 2; }));
  // Pit 3 is empty now.
  g.south->say("@10 move 3\n@10 yield\n");
  p.poll();
  // The lost game over, both agents wait for the next: a new game's state may follow.
  REQUIRE(g.south->lines().size() >= 7);
  CHECK(g.south->lines()[5] == "12@10 stop");
  CHECK(g.south->lines()[6] == "14@10 error \"Illegal move 3: the game is lost\"");
  const auto r = p.record(game, 1, true);
  CHECK(r.result == Outcome::north);
  CHECK(r.reason == Reason::resign);
  CHECK(r.plies.size() == 1);
}

TEST_CASE("a move outside 1..6 loses the game") {
  KgpPlay p;
  auto g = pair_up(p);
  const std::string game = p.only_game();
  g.south->say("@6 move 7\n@6 yield\n");
  p.poll();
  REQUIRE(g.south->lines().size() >= 5);
  CHECK(g.south->lines()[3] == "8@6 stop");
  CHECK(g.south->lines()[4] == "10@6 error \"Illegal move 7: the game is lost\"");
  const auto r = p.record(game, 0, true);
  CHECK(r.result == Outcome::north);
  CHECK(r.plies.empty());
}

TEST_CASE("a closed connection loses the game, and the opponent thinking hears stop") {
  KgpPlay p;
  auto g = pair_up(p);
  const std::string game = p.only_game();
  g.north->drop();
  REQUIRE(p.run_until([&] { return g.south->count("stop") == 1; }));
  CHECK(g.south->lines_from(3) == Lines{"8@6 stop"});
  const auto r = p.record(game, 0, true);
  CHECK(r.result == Outcome::south);
  CHECK(r.reason == Reason::resign);
  // The stop ended the turn: nothing is played for South, and no ping follows.
  p.advance(1000);
  CHECK(g.south->lines_from(3) == Lines{"8@6 stop"});
}

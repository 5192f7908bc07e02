// The KGP pool without a socket (kgp/kgp_pool.cpp): who an agent plays as (a person's token is
// refused), pairing agents of two players, and the computer for an agent alone after kgp_bot_after_ms.
#include <doctest/doctest.h>

#include "kgp_support.hpp"

using namespace kgp_test;
using Lines = std::vector<std::string>;

TEST_CASE("a person's token is refused: error and goodbye after ok") {
  KgpPlay p;
  p.store.save_player("person-1", "Pat", token_hash("token-of-pat"));
  auto a = p.agent();
  a->say("1 set auth:token token-of-pat\n3 mode freeplay\n");
  REQUIRE(p.run_until([&] { return a->closed(); }));
  CHECK(a->lines() == Lines{"2 kgp 1 0 1", "4@3 ok", "6 error \"this token names a person, not a bot\"", "goodbye"});
  CHECK(p.pool.online().list(10).empty());
  // The person stays a person, under their own name.
  const auto pat = p.store.find_player(token_hash("token-of-pat"));
  REQUIRE(pat);
  CHECK(pat->id == "person-1");
  CHECK(pat->name == "Pat");
  CHECK_FALSE(pat->bot);
  p.advance(60000);
  CHECK(p.rooms.size() == 0);
}

TEST_CASE("an agent without a token plays as a new bot player of its own") {
  KgpPlay p;
  auto a = p.agent();
  a->say("1 mode freeplay\n");
  REQUIRE(p.run_until([&] { return p.pool.online().list(10).size() == 1; }));
  auto b = p.agent();
  b->say("1 mode freeplay\n");
  REQUIRE(p.run_until([&] { return p.pool.online().list(10).size() == 2; }));
  for (const auto& bot : p.pool.online().list(10)) CHECK(bot.name.starts_with("KGP agent "));
  // Two players: they are paired.
  REQUIRE(p.run_until([&] { return a->count("state") + b->count("state") == 1; }));
  const auto r = p.record(p.only_game());
  CHECK(r.start.south.player_id != r.start.north.player_id);
  CHECK(r.start.kind == "human");
}

TEST_CASE("two agents of one player are never paired, an agent of another player is") {
  KgpPlay p;
  auto first = p.freeplay("token-same", "Same");
  auto second = p.agent();
  second->say("1 set auth:token token-same\n3 mode freeplay\n");
  REQUIRE(p.run_until([&] { return second->lines().size() == 2; }));
  p.drain();
  CHECK(p.rooms.size() == 0);
  CHECK(first->count("state") + second->count("state") == 0);

  auto other = p.freeplay("token-other", "Other");
  REQUIRE(p.run_until([&] { return p.rooms.size() == 1; }));
  const auto r = p.record(p.only_game());
  const std::string same = p.store.find_player(token_hash("token-same"))->id;
  const std::string theirs = p.store.find_player(token_hash("token-other"))->id;
  CHECK(((r.start.south.player_id == same && r.start.north.player_id == theirs) ||
         (r.start.south.player_id == theirs && r.start.north.player_id == same)));
}

TEST_CASE("an agent alone plays the computer after kgp_bot_after_ms") {
  Config c = kgp_config();
  c.kgp_bot_after_ms = 3000;
  KgpPlay p(c);
  auto a = p.freeplay("token-solo", "Solo");
  p.advance(2999);
  CHECK(p.rooms.size() == 0);
  CHECK(a->lines().size() == 2);
  p.advance(1);
  REQUIRE(p.run_until([&] { return p.rooms.size() == 1; }));
  const auto r = p.record(p.only_game());
  CHECK(r.start.kind == "bot");
  const bool agent_south = !r.start.south.bot;
  const StoredSeat& agent = agent_south ? r.start.south : r.start.north;
  const StoredSeat& computer = agent_south ? r.start.north : r.start.south;
  CHECK(agent.name == "Solo");
  CHECK(agent.player_id == p.store.find_player(token_hash("token-solo"))->id);
  CHECK(agent.account_bot);
  REQUIRE(computer.bot);
  CHECK(*computer.bot == ai::Level::medium);
  CHECK(computer.name == "Computer (medium)");

  // The agent's turn comes: at once as South, after the computer's ply (or plies) as North.
  REQUIRE(p.run_until([&] { return a->count("state") == 1; }));
  const auto state = a->last("state");
  REQUIRE(state);
  CHECK(state->id == 6u);
  REQUIRE(state->args.size() == 1);
  const auto* board = std::get_if<protocol::KgpBoard>(&state->args[0]);
  REQUIRE(board);
  REQUIRE(board->values.size() == 15);
  std::int64_t seeds = 0;
  for (std::size_t i = 1; i < board->values.size(); ++i) seeds += board->values[i];
  CHECK(seeds == 48);
  if (agent_south) CHECK(a->lines()[2] == "6 state " + start_board);
}

TEST_CASE("an agent that leaves before kgp_bot_after_ms gets no game") {
  Config c = kgp_config();
  c.kgp_bot_after_ms = 3000;
  KgpPlay p(c);
  auto a = p.freeplay("token-gone", "Gone");
  a->drop();
  p.poll();
  CHECK(p.pool.online().list(10).empty());
  p.advance(3000);
  p.drain();
  CHECK(p.rooms.size() == 0);
}

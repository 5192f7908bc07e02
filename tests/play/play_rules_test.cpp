// Rules of the play layer that a refactoring can lose without any other test noticing: the grace
// after a restart, the queue's order under join/leave churn, and timers whose wait completes as
// the room lets its live parts go (run under AddressSanitizer by make test-asan). Play time moves
// only when a test advances it.
#include <doctest/doctest.h>

#include <chrono>

#include "play_support.hpp"

using namespace play_test;

// The restart's long grace (disconnect + restart grace) covers the seats still away since the
// restart; a player who came back and then drops again gets disconnect_grace_ms, which is also
// what the opponent's `opponent` message announces.
TEST_CASE("a player back after a restart who drops again gets the plain disconnect grace") {
  Config c = test_config();
  c.disconnect_grace_ms = 60;
  c.restart_grace_ms = 1500;
  Play play(c);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  GameSetup setup = two_people({}, {});
  auto room = play.rooms.reopen("restored1", std::move(setup));
  room->resume(Rules(Variant::kalah()).start(), {}, std::nullopt);
  room->attach(ann, "ann");
  room->attach(bob, "bob");
  REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  const auto heard = ann->of("opponent").size();
  room->detach(bob, "bob");
  REQUIRE(play.run_until([&] { return ann->of("opponent").size() > heard; }));
  CHECK(ann->of("opponent").back()["connected"] == false);
  CHECK(ann->of("opponent").back()["grace_ms"] == 60);
  // The grace ends when announced, 60 ms on: not a millisecond before, and long before the restart's.
  play.advance(59);
  play.poll();
  CHECK(ann->of("game.over").empty());
  play.advance(1);
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  CHECK(ann->of("game.over")[0]["state"]["reason"] == "abandon");
}

// The lobby drops a pairing whose newcomer left before the lobby heard of it; the waiting player
// keeps their place and their computer timer, so someone who sends queue.join + queue.leave
// again and again cannot keep them waiting.
TEST_CASE("someone joining and leaving the queue does not keep the waiting player waiting") {
  Config c = test_config();
  c.bot_after_ms = 400;
  LobbyPlay p(c);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  const auto a = p.hello(ann), b = p.hello(bob);
  p.lobby.queue_join(p.reply(ann), a, Variant::kalah());
  // Her entry is in the queue (after the read of her rating) at play time 0.
  REQUIRE(p.run_until([&] { return p.metrics.queue.load() == 1; }));
  // Bob joins and leaves every 50 ms of play time (well within any rate limit): a join that
  // reaches the queue is paired with Ann, and the pairing dropped, as he left before the lobby
  // heard of it.
  std::size_t left = 0;
  for (int waited = 50; waited < c.bot_after_ms; waited += 50) {
    p.advance(50);
    p.lobby.queue_join(p.reply(bob), b, Variant::kalah());
    p.lobby.queue_leave(p.reply(bob), b);
    REQUIRE(p.run_until([&] { return bob->of("queue.left").size() == left + 1; }));
    ++left;
    CHECK(ann->of("game").empty());
  }
  // Ann gets the computer when her own bot_after_ms has passed since she joined.
  p.advance(50);
  REQUIRE(p.run_until([&] { return !ann->of("game").empty(); }));
  const json players = ann->of("game")[0]["players"];
  CHECK((players["north"]["bot"].is_string() || players["south"]["bot"].is_string()));
  CHECK(bob->of("game").empty());
}

// A grace whose wait completes while the result's commit is on its way back to the strand runs
// after on_result_committed has let the room's live parts go: its handler must not read them.
TEST_CASE("a grace that expires as the result commits does not touch the freed Presence") {
  Config c = test_config();
  c.disconnect_grace_ms = 30;
  Play play(c);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = play.rooms.open(two_people(ann, bob));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  room->detach(bob, "bob");
  REQUIRE(play.run_until([&] { return !ann->of("opponent").empty(); }));
  // The grace's deadline passes while nothing runs; then Ann resigns before the reactor ran: the
  // resign is ahead of the grace's handler on the room's strand.
  play.time.advance(std::chrono::milliseconds(80));
  const auto nudge = look_at_timers(play.ioc);
  room->resign(play.reply(ann), "ann");
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  play.advance(1000);
  play.poll();
  CHECK(ann->of("game.over").size() == 1);
  CHECK(ann->of("game.over")[0]["state"]["reason"] == "resign");
}

// The same for the move clock: a deadline that passed just before the game ended (by a resign).
TEST_CASE("a move deadline that passes as the game ends does not touch the freed MoveClock") {
  Config c = test_config();
  c.move_time_limit_ms = 30;
  Play play(c);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = play.rooms.open(two_people(ann, bob));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  play.time.advance(std::chrono::milliseconds(80));
  const auto nudge = look_at_timers(play.ioc);
  room->resign(play.reply(ann), "ann");
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  play.advance(1000);
  play.poll();
  CHECK(ann->of("game.over").size() == 1);
  CHECK(ann->of("game.over")[0]["state"]["reason"] == "resign");
}

// Bob's second queue.join reaches the lobby before the pairing of his first one does: he plays
// the one game, and no entry of his stays in the queue (counted by the gauges, paired again).
TEST_CASE("a queue.join sent again while the first one's pairing is on its way leaves no entry behind") {
  Config c = test_config();
  c.bot_after_ms = 5000;
  LobbyPlay p(c);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  const auto a = p.hello(ann), b = p.hello(bob);
  p.lobby.queue_join(p.reply(ann), a, Variant::kalah());
  p.lobby.queue_join(p.reply(bob), b, Variant::kalah());
  p.lobby.queue_leave(p.reply(bob), b);
  p.lobby.queue_join(p.reply(bob), b, Variant::kalah());
  REQUIRE(p.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  p.poll();
  CHECK(p.rooms.in_live_queue_game(b));
  CHECK(p.metrics.queue.load() == 0);
  // A newcomer now waits alone (for the computer), not paired with a stale entry of Bob's.
  auto cat = std::make_shared<FakePeer>();
  const auto c_id = p.hello(cat);
  p.lobby.queue_join(p.reply(cat), c_id, Variant::kalah());
  REQUIRE(p.run_until([&] { return p.metrics.queue.load() == 1; }));
  p.advance(c.bot_after_ms - 1);
  p.poll();
  CHECK(cat->of("game").empty());
  CHECK(p.metrics.queue.load() == 1);
  CHECK(bob->of("game").size() == 1);
}

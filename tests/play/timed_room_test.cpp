// A GameRoom with a time control, on play time the test moves: the flag, the first-move abort,
// the increment in the record, the draw rule, correspondence, and clocks restored after a restart.
#include <doctest/doctest.h>

#include "mancala/server/play/restore.hpp"
#include "play_support.hpp"

using namespace play_test;
using namespace std::chrono_literals;

namespace {

Config clock_config() {
  Config c = test_config();
  c.first_move_ms = 5000;
  return c;
}

struct TimedGame {
  TimedGame(Play& play, protocol::TimeControl tc, Variant v = Variant::kalah())
      : ann(std::make_shared<FakePeer>()), bob(std::make_shared<FakePeer>()) {
    GameSetup s = two_people(ann, bob, v);
    s.clock = tc;
    room = play.rooms.open(std::move(s));
    REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  }
  // Ann (South) sows pit 0 and Bob (North) pit 0: four seeds each, no store reached, no extra turn.
  void first_plies(Play& play) {
    room->move(play.reply(ann), "ann", move_of(room->id(), 0, 0));
    play.poll();
    room->move(play.reply(bob), "bob", move_of(room->id(), 1, 0));
    play.poll();
    REQUIRE(bob->of("moved").size() == 2);
  }
  std::shared_ptr<FakePeer> ann, bob;
  std::shared_ptr<GameRoom> room;
};

}  // namespace

TEST_CASE("a timed game's snapshot shows both clocks and the first-move timer") {
  Play play(clock_config());
  TimedGame t(play, {60, 1, 0});
  const json clock = t.ann->of("game")[0]["clock"];
  CHECK(clock["limit_s"] == 60);
  CHECK(clock["inc_s"] == 1);
  CHECK(clock["south_ms"] == 60000);
  CHECK(clock["north_ms"] == 60000);
  CHECK(clock["running"].is_null());
  CHECK(clock["first_move_ms"] == 5000);
  CHECK(t.ann->of("game")[0]["move_deadline_ms"] == 5000);
}

TEST_CASE("the server flags the side whose time runs out, exactly at zero, with nobody sending anything") {
  Play play(clock_config());
  TimedGame t(play, {2, 0, 0});
  t.first_plies(play);
  const json moved = t.ann->of("moved")[1];
  CHECK(moved["clock"]["running"] == "south");
  CHECK(moved["clock"]["south_ms"] == 2000);
  play.advance(1999);
  CHECK(t.ann->of("game.over").empty());
  play.advance(1);
  REQUIRE(play.run_until([&] { return !t.bob->of("game.over").empty(); }));
  const json over = t.bob->of("game.over")[0];
  CHECK(over["state"]["reason"] == "timeout");
  CHECK(over["state"]["result"] == "north");
  CHECK(over["clock"]["south_ms"] == 0);
  CHECK(over["clock"]["running"].is_null());
  CHECK(play.store.game(t.room->id())->reason == Reason::timeout);
}

TEST_CASE("a ply that arrives after the flag does not count: the flag does") {
  Play play(clock_config());
  TimedGame t(play, {2, 0, 0});
  t.first_plies(play);
  play.time.advance(2500ms);  // past the flag, before the room's timer has run
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 2, 1));
  REQUIRE(play.run_until([&] { return !t.bob->of("game.over").empty(); }));
  CHECK(t.bob->of("moved").size() == 2);
  CHECK(t.bob->of("game.over")[0]["state"]["reason"] == "timeout");
}

TEST_CASE("a side that misses its first ply aborts the game, with no result and unrated") {
  Play play(clock_config());
  TimedGame t(play, {60, 0, 0});
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 0, 0));
  play.poll();
  play.advance(4999);
  CHECK(t.ann->of("game.over").empty());
  play.advance(1);
  REQUIRE(play.run_until([&] { return !t.ann->of("game.over").empty(); }));
  const json over = t.ann->of("game.over")[0];
  CHECK(over["state"]["reason"] == "aborted");
  CHECK(over["state"]["result"].is_null());
  CHECK(over["state"]["over"] == true);
  CHECK(over["rated"] == false);
}

TEST_CASE("the record carries each ply's clock_ms, increment included from the second turn on") {
  Play play(clock_config());
  TimedGame t(play, {60, 2, 0});
  t.first_plies(play);
  play.advance(3000);
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 2, 2));  // 5 seeds: no extra turn
  play.poll();
  REQUIRE(t.bob->of("moved").size() == 3);
  CHECK(t.bob->of("moved")[2]["clock"]["south_ms"] == 60000 - 3000 + 2000);
  CHECK(t.bob->of("moved")[2]["clock"]["running"] == "north");
  t.room->send_snapshot(play.reply(t.ann), "ann");
  play.poll();
  const json moves = t.ann->of("game").back()["moves"];
  REQUIRE(moves.size() == 3);
  CHECK(moves[0]["clock_ms"] == 60000);
  CHECK(moves[1]["clock_ms"] == 60000);
  CHECK(moves[2]["clock_ms"] == 59000);
}

TEST_CASE("the mover's measured lag is credited to its clock, as far as the quota goes") {
  Play play(clock_config());
  TimedGame t(play, {60, 0, 0});  // est 60 s: a gain of 390 ms a ply, 1,170 ms to start with
  t.first_plies(play);
  t.ann->lag = 400;
  play.advance(1000);
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 2, 2));  // 5 seeds from pit 2: no extra turn
  play.poll();
  REQUIRE(t.bob->of("moved").size() == 3);
  CHECK(t.bob->of("moved")[2]["clock"]["south_ms"] == 60000 - 600);
  // Bob's lag is larger than his quota: 1,170 ms credited of 5,000.
  t.bob->lag = 5000;
  play.advance(2000);
  t.room->move(play.reply(t.bob), "bob", move_of(t.room->id(), 3, 2));
  play.poll();
  REQUIRE(t.ann->of("moved").size() == 4);
  CHECK(t.ann->of("moved")[3]["clock"]["north_ms"] == 60000 - (2000 - 1170));
}

TEST_CASE("a timeout is a draw when the flagging side already holds half the seeds") {
  Play play(clock_config());
  TimedGame t(play, {10, 0, 0});
  Position p = Rules(Variant::kalah()).start();
  for (int i = 0; i < 6; ++i) {
    p.set_pit(Side::south, i, i < 2 ? 2 : 0);
    p.set_pit(Side::north, i, i < 2 ? 2 : 0);
  }
  p.set_store(Side::south, 24);
  p.set_store(Side::north, 16);
  p.ply = 20;
  auto clock = GameClock::restored({10, 0, 0}, 5s, {1000, 9000}, {true, true}, Side::south, PlayClock::now());
  t.room->resume(p, {}, std::nullopt, clock);
  // A resumed room has everyone away; both come back, so that only the clock can end the game.
  t.room->attach(t.ann, "ann");
  t.room->attach(t.bob, "bob");
  play.poll();
  play.advance(999);
  CHECK(t.bob->of("game.over").empty());
  play.advance(1);
  REQUIRE(play.run_until([&] { return play.store.game(t.room->id())->ended_at.has_value(); }));
  CHECK(play.store.game(t.room->id())->result == Outcome::draw);
  CHECK(play.store.game(t.room->id())->reason == Reason::timeout);
}

TEST_CASE("a correspondence game outlives its players' absence and ends at its deadline") {
  Play play(clock_config());
  TimedGame t(play, {0, 0, 1});
  CHECK(t.ann->of("game")[0]["clock"]["days"] == 1);
  CHECK(t.ann->of("game")[0]["clock"]["deadline"].is_string());
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 0, 0));
  play.poll();
  t.room->detach(t.bob, "bob");
  play.poll();
  CHECK(t.ann->of("opponent").back()["grace_ms"].is_null());
  play.advance(10 * static_cast<int>(play.config.disconnect_grace_ms));
  CHECK(t.ann->of("game.over").empty());
  play.advance(86'400'000 - 10 * static_cast<int>(play.config.disconnect_grace_ms) - 1);
  CHECK(t.ann->of("game.over").empty());
  play.advance(1);
  REQUIRE(play.run_until([&] { return !t.ann->of("game.over").empty(); }));
  CHECK(t.ann->of("game.over")[0]["state"]["reason"] == "timeout");
  CHECK(t.ann->of("game.over")[0]["state"]["result"] == "south");
}

TEST_CASE("a rematch keeps the time control") {
  Play play(clock_config());
  TimedGame t(play, {60, 1, 0});
  t.room->resign(play.reply(t.ann), "ann");
  REQUIRE(play.run_until([&] { return !t.bob->of("game.over").empty(); }));
  t.room->rematch(play.reply(t.ann), "ann");
  t.room->rematch(play.reply(t.bob), "bob");
  REQUIRE(play.run_until([&] { return t.ann->of("game").size() == 2; }));
  CHECK(t.ann->of("game")[1]["clock"]["limit_s"] == 60);
  CHECK(t.ann->of("game")[1]["clock"]["inc_s"] == 1);
}

namespace {

// A game of Ann (South) and Bob (North) at 60+0 as the store holds it after three plies, its last
// stored `ago` before now.
StoredGame stored_timed_game(PlayClock::duration ago) {
  StoredGame g;
  g.start.id = "timed1";
  g.start.variant = Variant::kalah();
  g.start.kind = "human";
  g.start.south = {"ann", "Ann", std::nullopt, false};
  g.start.north = {"bob", "Bob", std::nullopt, false};
  g.start.clock = protocol::TimeControl{60, 0, 0};
  g.plies = {{Side::south, Ply::pit(0), 60000}, {Side::north, Ply::pit(0), 60000}, {Side::south, Ply::pit(2), 50000}};
  g.started_at = PlayClock::wall_now() - std::chrono::minutes(1);
  g.last_ply_at = PlayClock::wall_now() - std::chrono::duration_cast<std::chrono::system_clock::duration>(ago);
  return g;
}

}  // namespace

TEST_CASE("after a restart the clocks come back from the stored plies, the time down charged and credited") {
  Play play(clock_config());
  StoredGame g = stored_timed_game(5s);
  play.store.start_game(g.start);
  REQUIRE(restore_stored(play.ctx, play.rooms, {g}) == 1);
  auto ann = std::make_shared<FakePeer>();
  play.rooms.find("timed1")->attach(ann, "ann");
  REQUIRE(play.run_until([&] { return !ann->of("game").empty(); }));
  const json clock = ann->of("game")[0]["clock"];
  CHECK(clock["running"] == "north");
  CHECK(clock["north_ms"] == 60000 - 5000 + 20000);  // charged the 5 s, credited 20 s
  CHECK(clock["south_ms"] == 50000 + 10000);
}

TEST_CASE("a game whose time ran out while no server held it ends by the rule when restored") {
  Play play(clock_config());
  StoredGame g = stored_timed_game(61s);
  play.store.start_game(g.start);
  REQUIRE(restore_stored(play.ctx, play.rooms, {g}) == 1);
  REQUIRE(play.run_until([&] { return play.store.game("timed1")->ended_at.has_value(); }));
  CHECK(play.store.game("timed1")->reason == Reason::timeout);
  CHECK(play.store.game("timed1")->result == Outcome::south);
}

TEST_CASE("the stored game keeps its time control and each ply's clock_ms") {
  Play play(clock_config());
  TimedGame t(play, {60, 2, 0});
  t.first_plies(play);
  const auto stored = play.store.game(t.room->id());
  REQUIRE(stored.has_value());
  REQUIRE(stored->start.clock.has_value());
  CHECK(*stored->start.clock == protocol::TimeControl{60, 2, 0});
  REQUIRE(stored->plies.size() == 2);
  CHECK(stored->plies[0].clock_ms == 60000);
  CHECK(stored->plies[1].clock_ms == 60000);
}

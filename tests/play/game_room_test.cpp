// GameRoom with fake connections and an in-memory store: turns, stale plies, durability before
// `moved`, the end, rematch, grace.
#include <doctest/doctest.h>

#include "mancala/server/play/thread_contexts.hpp"
#include "play_support.hpp"

using namespace play_test;

namespace {

struct TwoPeople {
  explicit TwoPeople(Play& play, Variant v = Variant::kalah())
      : ann(std::make_shared<FakePeer>()), bob(std::make_shared<FakePeer>()) {
    room = play.rooms.open(two_people(ann, bob, v));
    REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  }
  std::shared_ptr<FakePeer> ann, bob;
  std::shared_ptr<GameRoom> room;
};

Variant one_pit_one_seed() {
  Variant v;
  v.pits = 1;
  v.seeds = 1;
  return v;
}

Variant with_pie() {
  Variant v;
  v.pie = true;
  return v;
}

}  // namespace

TEST_CASE("a ply from the side not to move is not_your_turn and changes nothing") {
  Play play;
  TwoPeople t(play);
  t.room->move(play.reply(t.bob, "m1"), "bob", move_of(t.room->id(), 0, 0));
  REQUIRE(play.run_until([&] { return !t.bob->of("error").empty(); }));
  CHECK(t.bob->of("error")[0]["code"] == "not_your_turn");
  CHECK(t.bob->of("error")[0]["id"] == "m1");
  CHECK(play.store.game(t.room->id())->plies.empty());
  CHECK(t.ann->of("moved").empty());
}

TEST_CASE("a ply answering another ply number is stale_ply") {
  Play play;
  TwoPeople t(play);
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 3, 0));
  REQUIRE(play.run_until([&] { return !t.ann->of("error").empty(); }));
  CHECK(t.ann->of("error")[0]["code"] == "stale_ply");
  CHECK(play.store.game(t.room->id())->plies.empty());
}

TEST_CASE("someone not seated cannot move") {
  Play play;
  TwoPeople t(play);
  auto eve = std::make_shared<FakePeer>();
  t.room->move(play.reply(eve), "eve", move_of(t.room->id(), 0, 0));
  REQUIRE(play.run_until([&] { return !eve->of("error").empty(); }));
  CHECK(eve->of("error")[0]["code"] == "not_in_game");
}

namespace {

// Runs `thread` (and the play context, where the in-memory store answers) until `done` or 5 s.
bool run_on(Play& play, boost::asio::io_context& thread, const std::function<bool()>& done) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (!done() && std::chrono::steady_clock::now() < until) {
    thread.restart();
    thread.run_for(std::chrono::milliseconds(5));
    play.poll();
  }
  return done();
}

}  // namespace

TEST_CASE("a room lives on its first seated connection's network thread") {
  boost::asio::io_context anns_thread, bobs_thread;  // before play: its rooms use them until it ends
  Play play;
  auto ann = std::make_shared<FakePeer>();
  auto bob = std::make_shared<FakePeer>();
  ann->home_context = &anns_thread;
  bob->home_context = &bobs_thread;
  auto room = play.rooms.open(two_people(ann, bob));  // ann's seat first
  // Its handlers run only where ann's connection runs: neither the play context nor bob's starts it.
  play.poll();
  bobs_thread.poll();
  CHECK(bob->of("game").empty());
  REQUIRE(run_on(play, anns_thread, [&] { return !bob->of("game").empty(); }));
  room->move(play.reply(ann), "ann", move_of(room->id(), 0, 2));
  REQUIRE(run_on(play, anns_thread, [&] { return !bob->of("moved").empty(); }));
  CHECK(ann->of("moved").size() == 1);
}

TEST_CASE("rooms that no connection's thread holds are spread over the network threads in turn") {
  ThreadContexts threads(2);  // before play: its rooms use them until it ends
  Play play;
  play.ctx.threads = &threads;
  auto a = std::make_shared<FakePeer>(), b = std::make_shared<FakePeer>();
  auto c = std::make_shared<FakePeer>(), d = std::make_shared<FakePeer>();
  play.rooms.open(two_people(a, b));  // on context 0
  play.rooms.open(two_people(c, d));  // on context 1
  CHECK(&threads.main() == &threads.at(0));
  REQUIRE(run_on(play, threads.at(1), [&] { return !c->of("game").empty(); }));
  CHECK(a->of("game").empty());
  REQUIRE(run_on(play, threads.at(0), [&] { return !a->of("game").empty(); }));
  CHECK(&threads.next() == &threads.at(0));  // the turn goes round
}

TEST_CASE("moved goes out to both seats only once its ply is committed") {
  Play play;
  TwoPeople t(play);
  play.store.hold_commits(true);
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 0, 0));
  REQUIRE(play.run_until([&] { return play.store.held() == 1; }));
  play.poll();
  CHECK(t.ann->of("moved").empty());
  CHECK(t.bob->of("moved").empty());
  play.store.release_commits();
  CHECK(t.ann->of("moved").size() == 1);
  CHECK(t.bob->of("moved").size() == 1);
  CHECK(t.ann->of("moved")[0]["state"]["to_move"] == "north");
  CHECK(play.store.game(t.room->id())->plies.size() == 1);
}

TEST_CASE("the last ply's moved comes before game.over, and a move after it is game_over") {
  Play play;
  TwoPeople t(play, one_pit_one_seed());
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 0, 0));
  REQUIRE(play.run_until([&] { return !t.ann->of("game.over").empty() && !t.bob->of("game.over").empty(); }));
  CHECK(t.ann->types() == std::vector<std::string>{"game", "moved", "game.over"});
  const auto stored = play.store.game(t.room->id());
  REQUIRE(stored->ended_at);
  CHECK(stored->reason == Reason::normal);
  t.room->move(play.reply(t.bob, "late"), "bob", move_of(t.room->id(), 1, 0));
  REQUIRE(play.run_until([&] { return !t.bob->of("error").empty(); }));
  CHECK(t.bob->of("error")[0]["code"] == "game_over");
}

TEST_CASE("a resign ends the game for the opponent") {
  Play play;
  TwoPeople t(play);
  t.room->resign(play.reply(t.bob), "bob");
  REQUIRE(play.run_until([&] { return !t.ann->of("game.over").empty(); }));
  CHECK(t.ann->of("game.over")[0]["state"]["result"] == "south");
  CHECK(t.ann->of("game.over")[0]["state"]["reason"] == "resign");
  CHECK(play.store.game(t.room->id())->result == Outcome::south);
  CHECK(play.rooms.live_games_of("ann") == 0);
}

TEST_CASE("a rematch opens once both ask, with the seats exchanged") {
  Play play;
  TwoPeople t(play, one_pit_one_seed());
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 0, 0));
  REQUIRE(play.run_until([&] { return !t.bob->of("game.over").empty(); }));
  t.room->rematch(play.reply(t.ann), "ann");
  REQUIRE(play.run_until([&] { return !t.bob->of("rematch").empty(); }));
  CHECK(t.bob->of("rematch")[0]["from"] == "south");
  CHECK(play.rooms.rooms_of("ann").size() == 1);
  t.room->rematch(play.reply(t.bob, "again"), "bob");
  REQUIRE(play.run_until([&] { return t.ann->of("game").size() == 2 && t.bob->of("game").size() == 2; }));
  const json next = t.bob->of("game")[1];
  CHECK(next["game"] != t.room->id());
  CHECK(next["id"] == "again");
  CHECK(next["you"] == "south");
  CHECK(next["players"]["south"]["name"] == "Bob");
  CHECK(play.rooms.rooms_of("ann").size() == 2);
}

TEST_CASE("a seat whose player does not come back loses by abandon after the grace") {
  Play play;
  TwoPeople t(play);
  t.room->detach(t.ann, "ann");
  REQUIRE(play.run_until([&] { return !t.bob->of("opponent").empty(); }));
  CHECK(t.bob->of("opponent")[0]["connected"] == false);
  play.advance(static_cast<int>(play.config.disconnect_grace_ms) - 1);
  play.poll();
  CHECK(t.bob->of("game.over").empty());
  play.advance(1);
  REQUIRE(play.run_until([&] { return !t.bob->of("game.over").empty(); }));
  CHECK(t.bob->of("game.over")[0]["state"]["reason"] == "abandon");
  CHECK(t.bob->of("game.over")[0]["state"]["result"] == "north");
}

TEST_CASE("a player back within the grace keeps the game and the opponent hears it") {
  Play play;
  TwoPeople t(play);
  t.room->detach(t.ann, "ann");
  auto ann_again = std::make_shared<FakePeer>();
  t.room->attach(ann_again, "ann");
  REQUIRE(play.run_until([&] { return !ann_again->of("game").empty(); }));
  play.advance(3 * static_cast<int>(play.config.disconnect_grace_ms));
  play.poll();
  CHECK(t.bob->of("game.over").empty());
  REQUIRE(t.bob->of("opponent").size() == 2);
  CHECK(t.bob->of("opponent")[1]["connected"] == true);
}

TEST_CASE("the grace of a player who is away follows them across a pie swap") {
  Play play;
  TwoPeople t(play, with_pie());
  t.room->move(play.reply(t.ann), "ann", move_of(t.room->id(), 0, 0));
  REQUIRE(play.run_until([&] { return !t.bob->of("moved").empty(); }));
  t.room->detach(t.ann, "ann");
  protocol::Move swap = move_of(t.room->id(), 1, 0);
  swap.swap = true;
  t.room->move(play.reply(t.bob), "bob", swap);
  // Ann, away, now sits North: when her grace passes she loses, and Bob (South now) wins.
  REQUIRE(play.run_until([&] { return t.bob->of("moved").size() == 2; }));
  play.advance(static_cast<int>(play.config.disconnect_grace_ms));
  REQUIRE(play.run_until([&] { return !t.bob->of("game.over").empty(); }));
  CHECK(t.bob->of("game.over")[0]["state"]["reason"] == "abandon");
  CHECK(t.bob->of("game.over")[0]["state"]["result"] == "south");
}

TEST_CASE("the computer answers a ply on its seat") {
  Play play;
  auto ann = std::make_shared<FakePeer>();
  GameSetup s;
  s.kind = RoomKind::bot;
  s.seats[0] = {"ann", "Ann", std::nullopt, ann, std::nullopt, false};
  s.seats[1] = {"", "Computer", ai::Level::easy, {}, std::nullopt, false};
  auto room = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty(); }));
  room->move(play.reply(ann), "ann", move_of(room->id(), 0, 0));
  REQUIRE(play.run_until([&] { return ann->of("moved").size() >= 2; }));
  CHECK(ann->of("moved")[1]["side"] == "north");
  CHECK(play.store.game(room->id())->plies.size() >= 2);
}

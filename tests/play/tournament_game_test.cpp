// A tournament's game (docs/protocol.md §Tournament games): berserk, the offers it refuses, the
// first-move rule, the end listener, and the terms a restart brings back.
#include <doctest/doctest.h>

#include "mancala/server/play/restore.hpp"
#include "play_support.hpp"

using namespace play_test;
using namespace std::chrono_literals;

namespace {

Config tournament_config() {
  Config c = test_config();
  c.first_move_ms = 5000;
  return c;
}

// Ann (South) against Bob (North) in tournament "t1" at `tc`, berserk allowed or not.
struct TournamentGame {
  TournamentGame(Play& play, protocol::TimeControl tc, bool berserk_allowed = true)
      : ann(std::make_shared<FakePeer>()), bob(std::make_shared<FakePeer>()) {
    GameSetup s = two_people(ann, bob);
    s.clock = tc;
    s.tournament = "t1";
    s.berserk_allowed = berserk_allowed;
    s.rated = true;
    room = play.rooms.open(std::move(s));
    REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  }
  void move(Play& play, const std::shared_ptr<FakePeer>& who, int ply, int pit) {
    room->move(play.reply(who), who == ann ? "ann" : "bob", move_of(room->id(), ply, pit));
    play.poll();
  }
  std::shared_ptr<FakePeer> ann, bob;
  std::shared_ptr<GameRoom> room;
};

// The last error `peer` heard.
json last_error(const FakePeer& peer) {
  const auto errors = peer.of("error");
  REQUIRE_FALSE(errors.empty());
  return errors.back();
}

}  // namespace

TEST_CASE("a tournament's game snapshot carries the tournament and both seats' berserk") {
  Play play(tournament_config());
  TournamentGame t(play, {60, 2, 0});
  const json g = t.ann->of("game")[0];
  CHECK(g["tournament"] == "t1");
  CHECK(g["berserk"] == json{{"south", false}, {"north", false}});
  CHECK(play.store.game(t.room->id())->start.tournament == "t1");
}

TEST_CASE("berserk halves the seat's time and drops its increment, and both seats hear a snapshot") {
  Play play(tournament_config());
  TournamentGame t(play, {60, 2, 0});
  t.room->berserk(play.reply(t.ann), "ann");
  play.poll();
  REQUIRE(t.bob->of("game").size() == 2);
  REQUIRE(t.ann->of("game").size() == 2);
  const json g = t.bob->of("game")[1];
  CHECK(g["berserk"] == json{{"south", true}, {"north", false}});
  CHECK(g["clock"]["south_ms"] == 30000);
  CHECK(g["clock"]["north_ms"] == 60000);
  t.move(play, t.ann, 0, 0);
  t.move(play, t.bob, 1, 0);
  play.advance(3000);
  t.move(play, t.ann, 2, 2);  // five seeds from pit 2: the turn passes
  REQUIRE(t.bob->of("moved").size() == 3);
  CHECK(t.bob->of("moved")[2]["clock"]["south_ms"] == 30000 - 3000);  // no increment
  play.advance(1000);
  t.move(play, t.bob, 3, 2);
  REQUIRE(t.ann->of("moved").size() == 4);
  CHECK(t.ann->of("moved")[3]["clock"]["north_ms"] == 60000 - 1000 + 2000);  // Bob keeps his
}

TEST_CASE("a berserk clock rounds an odd remaining time down to whole ms") {
  auto clock = GameClock::restored({60, 1, 0}, 5s, {60001, 60000}, {false, false}, Side::south, PlayClock::now());
  clock.berserk(Side::south);
  CHECK(clock.left_ms(Side::south, PlayClock::now()) == 30000);
  CHECK(clock.is_berserk(Side::south));
  CHECK_FALSE(clock.is_berserk(Side::north));
}

TEST_CASE("berserk is refused after one's first ply, twice, where not allowed, and to a spectator") {
  Play play(tournament_config());
  SUBCASE("after the seat's first ply") {
    TournamentGame t(play, {60, 2, 0});
    t.move(play, t.ann, 0, 0);
    t.room->berserk(play.reply(t.ann), "ann");
    play.poll();
    CHECK(last_error(*t.ann)["code"] == "bad_message");
    CHECK(last_error(*t.ann)["message"] == "berserk only before your first ply");
    CHECK(t.bob->of("game").size() == 1);
  }
  SUBCASE("twice") {
    TournamentGame t(play, {60, 2, 0});
    t.move(play, t.ann, 0, 0);
    t.room->berserk(play.reply(t.bob), "bob");
    t.room->berserk(play.reply(t.bob), "bob");
    play.poll();
    CHECK(last_error(*t.bob)["message"] == "you are berserk already");
    REQUIRE(t.ann->of("game").size() == 2);
    CHECK(t.ann->of("game")[1]["clock"]["north_ms"] == 30000);
  }
  SUBCASE("in a game that does not allow it") {
    TournamentGame t(play, {60, 2, 0}, false);
    t.room->berserk(play.reply(t.ann), "ann");
    play.poll();
    CHECK(last_error(*t.ann)["code"] == "bad_message");
    CHECK(last_error(*t.ann)["message"] == "this game does not allow berserk");
    CHECK(t.ann->of("game").size() == 1);
  }
  SUBCASE("by a spectator") {
    TournamentGame t(play, {60, 2, 0});
    auto cat = std::make_shared<FakePeer>();
    t.room->watch(play.reply(cat), "cat");
    t.room->berserk(play.reply(cat), "cat");
    play.poll();
    CHECK(last_error(*cat)["code"] == "not_in_game");
    CHECK(t.ann->of("game").size() == 1);
  }
}

TEST_CASE("abort, moretime, takeback, rematch and the players' chat are refused in a tournament's game") {
  Play play(tournament_config());
  TournamentGame t(play, {60, 2, 0});
  t.room->abort(play.reply(t.ann), "ann");
  play.poll();
  CHECK(last_error(*t.ann)["message"] == "no abort in tournament games");
  t.room->more_time(play.reply(t.bob), "bob");
  play.poll();
  CHECK(last_error(*t.bob)["message"] == "no moretime in tournament games");
  t.move(play, t.ann, 0, 0);
  t.room->offer(play.reply(t.ann), "ann", protocol::OfferKind::takeback);
  play.poll();
  CHECK(last_error(*t.ann)["message"] == "no takeback in tournament games");
  t.room->chat(play.reply(t.ann), "ann", protocol::ChatRoomKind::players, "hi", {});
  play.poll();
  CHECK(last_error(*t.ann)["code"] == "chat_closed");
  CHECK(t.ann->of("game.over").empty());
  t.room->resign(play.reply(t.bob), "bob");
  REQUIRE(play.run_until([&] { return !t.ann->of("game.over").empty(); }));
  t.room->rematch(play.reply(t.ann), "ann");
  play.poll();
  CHECK(last_error(*t.ann)["message"] == "no rematch in tournament games");
  CHECK(t.bob->of("rematch").empty());
}

TEST_CASE("a seat that misses its first ply in a tournament's game loses on time, rated") {
  Play play(tournament_config());
  TournamentGame t(play, {60, 0, 0});
  t.move(play, t.ann, 0, 0);
  play.advance(4999);
  CHECK(t.ann->of("game.over").empty());
  play.advance(1);
  REQUIRE(play.run_until([&] { return !t.ann->of("game.over").empty(); }));
  const json over = t.ann->of("game.over")[0];
  CHECK(over["state"]["reason"] == "timeout");
  CHECK(over["state"]["result"] == "south");
  CHECK(over["rated"] == true);
  CHECK(play.store.game(t.room->id())->result == Outcome::south);
}

TEST_CASE("the end listener hears each game once, with its result, plies, players and berserk") {
  Play play(tournament_config());
  std::vector<GameEnded> heard;
  play.rooms.set_end_listener([&](const GameEnded& e) { heard.push_back(e); });
  TournamentGame t(play, {60, 0, 0});
  t.room->berserk(play.reply(t.bob), "bob");
  t.move(play, t.ann, 0, 0);
  t.move(play, t.bob, 1, 0);
  t.move(play, t.ann, 2, 2);
  CHECK(heard.empty());
  t.room->resign(play.reply(t.ann), "ann");
  t.room->resign(play.reply(t.bob), "bob");  // too late: the game is over
  REQUIRE(play.run_until([&] { return !t.bob->of("game.over").empty(); }));
  play.advance(1000);
  REQUIRE(heard.size() == 1);
  CHECK(heard[0].game == t.room->id());
  CHECK(heard[0].tournament == "t1");
  CHECK(heard[0].result == "north");
  CHECK(heard[0].plies == 3);
  CHECK(heard[0].players == std::array<std::string, 2>{"ann", "bob"});
  CHECK(heard[0].berserk == std::array<bool, 2>{false, true});
}

TEST_CASE("the end listener hears an aborted game with no result") {
  Play play(tournament_config());
  std::vector<GameEnded> heard;
  play.rooms.set_end_listener([&](const GameEnded& e) { heard.push_back(e); });
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  GameSetup s = two_people(ann, bob);
  s.clock = protocol::TimeControl{60, 0, 0};
  auto room = play.rooms.open(std::move(s));
  play.poll();
  room->abort(play.reply(ann), "ann");
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  REQUIRE(heard.size() == 1);
  CHECK(heard[0].result.empty());
  CHECK(heard[0].tournament.empty());
  CHECK(heard[0].plies == 0);
}

namespace {

// Ann (South) and Bob (North) in tournament "t1" at 60+2 after two plies, Bob berserk before his.
StoredGame stored_tournament_game() {
  StoredGame g;
  g.start.id = "tour1";
  g.start.variant = Variant::kalah();
  g.start.kind = "human";
  g.start.south = {"ann", "Ann", std::nullopt, false};
  g.start.north = {"bob", "Bob", std::nullopt, false};
  g.start.clock = protocol::TimeControl{60, 2, 0};
  g.start.tournament = "t1";
  g.plies = {{Side::south, Ply::pit(0), 60000}, {Side::north, Ply::pit(0), 30000}};
  g.berserk = {false, true};
  g.started_at = PlayClock::wall_now() - std::chrono::minutes(1);
  g.last_ply_at = PlayClock::wall_now();
  return g;
}

}  // namespace

TEST_CASE("a tournament's game restored after a restart keeps its tournament and its berserk clock") {
  Play play(tournament_config());
  std::vector<GameEnded> heard;
  play.rooms.set_end_listener([&](const GameEnded& e) { heard.push_back(e); });
  StoredGame g = stored_tournament_game();
  play.store.start_game(g.start);
  for (std::size_t i = 0; i < g.plies.size(); ++i)
    play.store.add_ply(g.start.id, static_cast<int>(i), g.plies[i].side, g.plies[i].ply, {}, g.plies[i].clock_ms);
  REQUIRE(restore_stored(play.ctx, play.rooms, {g}) == 1);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = play.rooms.find("tour1");
  room->attach(ann, "ann");
  room->attach(bob, "bob");
  REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  const json snap = ann->of("game")[0];
  CHECK(snap["tournament"] == "t1");
  CHECK(snap["berserk"] == json{{"south", false}, {"north", true}});
  CHECK(snap["clock"]["north_ms"] == 30000 + 10000);  // the restart's credit to the waiting side
  // Ann plays; Bob's turn on his clock earns no increment.
  room->move(play.reply(ann), "ann", move_of("tour1", 2, 2));
  play.poll();
  play.advance(1000);
  room->move(play.reply(bob), "bob", move_of("tour1", 3, 2));
  play.poll();
  REQUIRE(ann->of("moved").size() == 2);
  CHECK(ann->of("moved")[1]["clock"]["north_ms"] == 40000 - 1000);
  // No abort either: the tournament's rules came back with it.
  room->abort(play.reply(ann), "ann");
  play.poll();
  REQUIRE_FALSE(ann->of("error").empty());
  CHECK(ann->of("error").back()["message"] == "no abort in tournament games");
  room->resign(play.reply(ann), "ann");
  REQUIRE(play.run_until([&] { return !heard.empty(); }));
  CHECK(heard[0].tournament == "t1");
  CHECK(heard[0].result == "north");
  CHECK(heard[0].plies == 4);
}

TEST_CASE("a tournament's game restored after its first-move timer ran out while the server was down gets it afresh") {
  Play play(tournament_config());
  std::vector<GameEnded> heard;
  play.rooms.set_end_listener([&](const GameEnded& e) { heard.push_back(e); });
  StoredGame g = stored_tournament_game();
  g.start.id = "tour2";
  g.plies.clear();
  g.berserk = {false, false};
  g.started_at = g.last_ply_at = PlayClock::wall_now() - std::chrono::minutes(10);
  play.store.start_game(g.start);
  REQUIRE(restore_stored(play.ctx, play.rooms, {g}) == 1);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = play.rooms.find("tour2");
  room->attach(ann, "ann");
  room->attach(bob, "bob");
  REQUIRE(play.run_until([&] { return !ann->of("game").empty(); }));
  CHECK(heard.empty());
  CHECK(ann->of("game.over").empty());
  CHECK(ann->of("game")[0]["clock"]["first_move_ms"].get<std::int64_t>() > 0);
  // The timer runs from the restart: missed again, the seat loses on time.
  play.advance(5000 + 20000 + 1000);
  REQUIRE(play.run_until([&] { return !heard.empty(); }));
  CHECK(heard[0].result == "north");
}

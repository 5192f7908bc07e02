// Offers between the seats of a room (PROTOCOL.md §Offers): abort, draw offered, accepted,
// declined and fallen, takebacks (accepted, fallen, declined, granted by the computer, over an
// extra turn and a pie swap, with the clocks and the store put back), more time, and what each refuses.
#include <doctest/doctest.h>

#include "play_support.hpp"

using namespace play_test;

namespace {

struct OfferGame {
  explicit OfferGame(Play& play, std::optional<protocol::TimeControl> tc = std::nullopt)
      : ann(std::make_shared<FakePeer>()), bob(std::make_shared<FakePeer>()) {
    GameSetup s = two_people(ann, bob);
    s.clock = tc;
    room = play.rooms.open(std::move(s));
    REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  }
  // Ply 0 by Ann and ply 1 by Bob (each a pit 0: no extra turn): the game is at ply 2, Ann to move.
  void two_plies(Play& play) {
    room->move(play.reply(ann), "ann", move_of(room->id(), 0, 0));
    room->move(play.reply(bob), "bob", move_of(room->id(), 1, 0));
    play.poll();
    REQUIRE(ann->of("moved").size() == 2);
  }
  std::string last_error(const std::shared_ptr<FakePeer>& p) const { return p->of("error").back()["message"]; }
  std::shared_ptr<FakePeer> ann, bob;
  std::shared_ptr<GameRoom> room;
};

}  // namespace

TEST_CASE("abort ends the game with no result before both sides moved, and is refused after") {
  Play play;
  OfferGame g(play);
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 0, 0));
  g.room->abort(play.reply(g.bob), "bob");
  REQUIRE(play.run_until([&] { return !g.ann->of("game.over").empty(); }));
  CHECK(g.ann->of("game.over")[0]["state"]["reason"] == "aborted");
  CHECK(g.ann->of("game.over")[0]["state"]["result"].is_null());
  CHECK(play.store.game(g.room->id())->reason == Reason::aborted);

  OfferGame late(play);
  late.two_plies(play);
  late.room->abort(play.reply(late.ann, "a1"), "ann");
  play.poll();
  REQUIRE(late.ann->of("error").size() == 1);
  CHECK(late.ann->of("error")[0]["code"] == "bad_message");
  CHECK(late.ann->of("error")[0]["id"] == "a1");
  CHECK(late.ann->of("game.over").empty());
}

TEST_CASE("a draw offered by one seat and accepted by the other ends the game by agreement") {
  Play play;
  OfferGame g(play);
  g.two_plies(play);
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::draw);
  play.poll();
  REQUIRE(g.bob->of("offer").size() == 1);
  CHECK(g.bob->of("offer")[0] == json{{"type", "offer"}, {"game", g.room->id()}, {"kind", "draw"}, {"from", "south"}});
  // Offering twice changes nothing: the opponent hears it once.
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::draw);
  play.poll();
  CHECK(g.bob->of("offer").size() == 1);
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::draw);
  REQUIRE(play.run_until([&] { return !g.ann->of("game.over").empty(); }));
  const json over = g.ann->of("game.over")[0];
  CHECK(over["state"]["result"] == "draw");
  CHECK(over["state"]["reason"] == "agreement");
  CHECK(g.ann->of("offer.cleared").size() == 1);
}

TEST_CASE("a declined draw offer is cleared for both seats, and a decline with nothing offered is refused") {
  Play play;
  OfferGame g(play);
  g.two_plies(play);
  g.room->decline(play.reply(g.bob), "bob", protocol::OfferKind::draw);
  play.poll();
  CHECK(g.last_error(g.bob) == "there is no draw offer to decline");
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::draw);
  g.room->decline(play.reply(g.bob), "bob", protocol::OfferKind::draw);
  play.poll();
  REQUIRE(g.ann->of("offer.cleared").size() == 1);
  CHECK(g.ann->of("offer.cleared")[0]["kind"] == "draw");
  // The offer is gone: Bob's own offer now is an offer, not an acceptance.
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::draw);
  play.poll();
  CHECK(g.ann->of("game.over").empty());
  CHECK(g.ann->of("offer").back()["from"] == "north");
}

TEST_CASE("a ply by the offerer's opponent declines the offer, the offerer's own ply does not") {
  Play play;
  OfferGame g(play);
  g.two_plies(play);
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::draw);  // Bob offers while Ann is to move
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 2, 2));
  play.poll();
  REQUIRE(g.bob->of("offer.cleared").size() == 1);
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::draw);  // now Ann offers, Bob to move
  g.room->move(play.reply(g.bob), "bob", move_of(g.room->id(), 3, 2));
  play.poll();
  CHECK(g.bob->of("offer.cleared").size() == 2);
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::draw);  // Ann offers and plays herself
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 4, 3));
  play.poll();
  REQUIRE(g.bob->of("moved").size() == 5);
  CHECK(g.bob->of("offer.cleared").size() == 2);
}

TEST_CASE("draw offers are refused before ply 2, against the computer and in a local game") {
  Play play;
  OfferGame g(play);
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::draw);
  play.poll();
  CHECK(g.last_error(g.ann) == "a draw can be offered from ply 2 on");
  CHECK(g.bob->of("offer").empty());

  auto cid = std::make_shared<FakePeer>();
  GameSetup s;
  s.kind = RoomKind::bot;
  s.seats[0] = {"cid", "Cid", std::nullopt, cid, std::nullopt, false};
  s.seats[1] = {"", "Computer", ai::Level::easy, {}, std::nullopt, false};
  auto bot_room = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !cid->of("game").empty(); }));
  bot_room->offer(play.reply(cid), "cid", protocol::OfferKind::draw);
  play.poll();
  CHECK(cid->of("error").back()["message"] == "the computer does not take draw offers");
}

TEST_CASE("more time gives the opponent 15 s, everyone hears the new clocks, and an untimed game refuses it") {
  Play play;
  OfferGame g(play, protocol::TimeControl{60, 0, 0});
  g.room->more_time(play.reply(g.ann), "ann");
  play.poll();
  REQUIRE(g.bob->of("game").size() == 2);
  CHECK(g.bob->of("game")[1]["clock"]["north_ms"] == 75000);
  CHECK(g.bob->of("game")[1]["clock"]["south_ms"] == 60000);
  CHECK(g.bob->of("game")[1]["you"] == "north");

  // Gifts stop once the opponent holds two hours.
  for (int i = 0; i < 500; ++i) g.room->more_time(play.reply(g.ann), "ann");
  play.poll();
  CHECK(g.bob->of("game").back()["clock"]["north_ms"] == 7200000);
  CHECK(g.ann->of("error").back()["message"] == "your opponent already has as much time as can be given");

  OfferGame untimed(play);
  untimed.room->more_time(play.reply(untimed.ann), "ann");
  play.poll();
  CHECK(untimed.last_error(untimed.ann) == "this game has no clock");
}

TEST_CASE("offers about a finished game or from someone not seated are refused") {
  Play play;
  OfferGame g(play);
  auto eve = std::make_shared<FakePeer>();
  g.room->offer(play.reply(eve), "eve", protocol::OfferKind::draw);
  play.poll();
  CHECK(eve->of("error").back()["code"] == "not_in_game");
  g.room->resign(play.reply(g.ann), "ann");
  REQUIRE(play.run_until([&] { return !g.bob->of("game.over").empty(); }));
  g.room->abort(play.reply(g.bob), "bob");
  g.room->more_time(play.reply(g.bob), "bob");
  play.poll();
  REQUIRE(g.bob->of("error").size() == 2);
  CHECK(g.bob->of("error")[0]["code"] == "game_over");
  CHECK(g.bob->of("error")[1]["code"] == "game_over");
}

namespace {

// Ann's second turn after two_plies: pit 1 (5 seeds) ends in her store, an extra turn, and pit 2
// (6 seeds) passes the turn. The game is at ply 4, Bob to move.
void ann_extra_turn(Play& play, OfferGame& g) {
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 2, 1));
  play.poll();
  REQUIRE(g.ann->of("moved").back()["extra_turn"] == true);
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 3, 2));
  play.poll();
  REQUIRE(g.ann->of("moved").back()["state"]["to_move"] == "north");
}

}  // namespace

TEST_CASE("a takeback asked and accepted takes back the asker's whole turn, extra turn included") {
  Play play;
  OfferGame g(play);
  g.two_plies(play);
  ann_extra_turn(play, g);
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::takeback);
  play.poll();
  REQUIRE(g.bob->of("offer").size() == 1);
  CHECK(g.bob->of("offer")[0] ==
        json{{"type", "offer"}, {"game", g.room->id()}, {"kind", "takeback"}, {"from", "south"}});
  CHECK(g.ann->of("game").size() == 1);  // an ask changes nothing yet
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::takeback);
  play.poll();
  REQUIRE(g.ann->of("game").size() == 2);
  REQUIRE(g.bob->of("game").size() == 2);
  const json back = g.ann->of("game")[1];
  CHECK(back["state"]["ply"] == 2);
  CHECK(back["state"]["to_move"] == "south");
  CHECK(back["moves"].size() == 2);
  CHECK(back["you"] == "south");
  CHECK(g.bob->of("game")[1]["you"] == "north");
  REQUIRE(g.ann->of("offer.cleared").size() == 1);
  CHECK(g.ann->of("offer.cleared")[0]["kind"] == "takeback");
  CHECK(play.store.game(g.room->id())->plies.size() == 2);
  // The game goes on from ply 2, Ann to move.
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 2, 3));
  play.poll();
  CHECK(g.bob->of("moved").back()["state"]["ply"] == 3);
  CHECK(play.store.game(g.room->id())->plies.size() == 3);
}

TEST_CASE("the opponent's plies after the asker's turn go too, and a ply by the opponent declines an ask") {
  Play play;
  OfferGame g(play);
  g.two_plies(play);
  // Ann asks while Bob is to move; Bob plays instead: the ask falls.
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 2, 3));
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::takeback);
  g.room->move(play.reply(g.bob), "bob", move_of(g.room->id(), 3, 1));
  play.poll();
  REQUIRE(g.ann->of("offer.cleared").size() == 1);
  CHECK(g.ann->of("offer.cleared")[0]["kind"] == "takeback");
  // Bob's takeback now is an ask of his own, not an answer to Ann's.
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::takeback);
  play.poll();
  CHECK(g.ann->of("game").size() == 1);
  CHECK(g.ann->of("offer").back()["from"] == "north");
  // Ann asks again, it is her turn, and Bob accepts: Ann's ply 2 and Bob's ply 3 after it go.
  g.room->decline(play.reply(g.ann), "ann", protocol::OfferKind::takeback);
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::takeback);
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::takeback);
  play.poll();
  REQUIRE(g.bob->of("game").size() == 2);
  CHECK(g.bob->of("game")[1]["state"]["ply"] == 2);
  CHECK(g.bob->of("game")[1]["state"]["to_move"] == "south");
  CHECK(play.store.game(g.room->id())->plies.size() == 2);
}

TEST_CASE("a declined takeback is cleared and changes nothing") {
  Play play;
  OfferGame g(play);
  g.two_plies(play);
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::takeback);
  g.room->decline(play.reply(g.ann), "ann", protocol::OfferKind::takeback);
  play.poll();
  REQUIRE(g.bob->of("offer.cleared").size() == 1);
  CHECK(g.bob->of("offer.cleared")[0]["kind"] == "takeback");
  CHECK(g.bob->of("game").size() == 1);
  CHECK(play.store.game(g.room->id())->plies.size() == 2);
  // The ask is gone: Ann's takeback is an ask of hers.
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::takeback);
  play.poll();
  CHECK(g.bob->of("game").size() == 1);
  CHECK(g.bob->of("offer").back()["from"] == "south");
}

TEST_CASE("the computer grants a takeback at once: the asker's ply and its answer go") {
  Play play;
  auto cid = std::make_shared<FakePeer>();
  GameSetup s;
  s.kind = RoomKind::bot;
  s.seats[0] = {"cid", "Cid", std::nullopt, cid, std::nullopt, false};
  s.seats[1] = {"", "Computer", ai::Level::easy, {}, std::nullopt, false};
  auto room = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !cid->of("game").empty(); }));
  room->move(play.reply(cid), "cid", move_of(room->id(), 0, 0));
  REQUIRE(play.run_until([&] {
    const auto m = cid->of("moved");
    return !m.empty() && m.back()["state"]["to_move"] == "south";
  }));
  REQUIRE(play.store.game(room->id())->plies.size() >= 2);
  room->offer(play.reply(cid), "cid", protocol::OfferKind::takeback);
  REQUIRE(play.run_until([&] { return cid->of("game").size() == 2; }));
  const json back = cid->of("game")[1];
  CHECK(back["state"]["ply"] == 0);
  CHECK(back["moves"].empty());
  CHECK(cid->of("offer").empty());
  CHECK(play.store.game(room->id())->plies.empty());
  // Nothing of Cid's is left to take back.
  room->offer(play.reply(cid), "cid", protocol::OfferKind::takeback);
  play.poll();
  CHECK(cid->of("error").back()["message"] == "you have no ply to take back");
}

TEST_CASE("a takeback is refused in a rated game, with no ply of one's own, in a local game and after the end") {
  Play play;
  OfferGame g(play);
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 0, 0));
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::takeback);
  play.poll();
  CHECK(g.last_error(g.bob) == "you have no ply to take back");
  CHECK(g.ann->of("offer").empty());

  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  GameSetup s = two_people(ann, bob);
  s.rated = true;
  auto rated = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty(); }));
  rated->move(play.reply(ann), "ann", move_of(rated->id(), 0, 0));
  rated->offer(play.reply(ann), "ann", protocol::OfferKind::takeback);
  play.poll();
  CHECK(ann->of("error").back()["message"] == "takebacks are for casual games only");
  CHECK(bob->of("offer").empty());

  auto solo = std::make_shared<FakePeer>();
  GameSetup l;
  l.kind = RoomKind::local;
  l.seats[0] = {"solo", "South", std::nullopt, solo, std::nullopt, false};
  l.seats[1] = {"solo", "North", std::nullopt, solo, std::nullopt, false};
  auto local = play.rooms.open(std::move(l));
  REQUIRE(play.run_until([&] { return !solo->of("game").empty(); }));
  local->move(play.reply(solo), "solo", move_of(local->id(), 0, 0));
  local->offer(play.reply(solo), "solo", protocol::OfferKind::takeback);
  play.poll();
  CHECK(solo->of("error").back()["code"] == "bad_message");
  CHECK(solo->of("game").size() == 1);

  g.room->resign(play.reply(g.bob), "bob");
  REQUIRE(play.run_until([&] { return !g.ann->of("game.over").empty(); }));
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::takeback);
  play.poll();
  CHECK(g.ann->of("error").back()["code"] == "game_over");
}

TEST_CASE("a takeback puts the clocks back to the start of the asker's turn, the time running from now") {
  Config c = test_config();
  c.first_move_ms = 5000;
  Play play(c);
  OfferGame g(play, protocol::TimeControl{60, 0, 0});
  g.two_plies(play);  // both first plies on the first-move timer: 60 s each
  play.advance(3000);
  ann_extra_turn(play, g);  // Ann's turn takes 3 s: 57 s
  play.advance(1000);
  g.room->move(play.reply(g.bob), "bob", move_of(g.room->id(), 4, 5));  // Bob's takes 1 s: 59 s
  play.poll();
  REQUIRE(g.ann->of("moved").back()["state"]["to_move"] == "south");
  play.advance(4000);
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 5, 0));  // Ann's takes 4 s: 53 s
  play.poll();
  REQUIRE(g.ann->of("moved").back()["state"]["to_move"] == "north");
  CHECK(g.ann->of("moved").back()["clock"]["south_ms"] == 53000);
  play.advance(2000);
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::takeback);
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::takeback);
  play.poll();
  REQUIRE(g.ann->of("game").size() == 2);
  const json clock = g.ann->of("game")[1]["clock"];
  CHECK(clock["south_ms"] == 57000);
  CHECK(clock["north_ms"] == 59000);
  CHECK(clock["running"] == "south");
  CHECK(g.ann->of("game")[1]["move_deadline_ms"] == 57000);
  CHECK(play.store.game(g.room->id())->plies.size() == 5);
  // Ann's time runs from the takeback: 1 s later her ply leaves her 56 s.
  play.advance(1000);
  g.room->move(play.reply(g.ann), "ann", move_of(g.room->id(), 5, 0));
  play.poll();
  CHECK(g.bob->of("moved").back()["clock"]["south_ms"] == 56000);
}

TEST_CASE("taking back a pie swap puts the players back in their seats") {
  Play play;
  Variant v;
  v.pie = true;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = play.rooms.open(two_people(ann, bob, v));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty(); }));
  room->move(play.reply(ann), "ann", move_of(room->id(), 0, 0));
  protocol::Move swap = move_of(room->id(), 1, 0);
  swap.swap = true;
  room->move(play.reply(bob), "bob", swap);
  play.poll();
  REQUIRE(bob->of("game").back()["you"] == "south");
  room->offer(play.reply(bob), "bob", protocol::OfferKind::takeback);  // Bob, South now, asks
  play.poll();
  REQUIRE(ann->of("offer").back()["from"] == "south");
  room->offer(play.reply(ann), "ann", protocol::OfferKind::takeback);
  play.poll();
  const json back = bob->of("game").back();
  CHECK(back["you"] == "north");
  CHECK(back["state"]["ply"] == 1);
  CHECK(back["state"]["to_move"] == "north");
  CHECK(ann->of("game").back()["you"] == "south");
  CHECK(ann->of("game").back()["players"]["south"]["name"] == "Ann");
  CHECK(play.store.game(room->id())->plies.size() == 1);
  // Bob, North again, may answer Ann's ply as he likes.
  room->move(play.reply(bob), "bob", move_of(room->id(), 1, 0));
  play.poll();
  CHECK(ann->of("moved").back()["side"] == "north");
}

TEST_CASE("a draw accepted, more time given or an abort sent after the flag fell do not count: the flag does") {
  Play play;
  OfferGame g(play, protocol::TimeControl{60, 0, 0});
  g.two_plies(play);  // Ann to move, on her clock
  g.room->offer(play.reply(g.bob), "bob", protocol::OfferKind::draw);
  play.poll();
  REQUIRE(g.ann->of("offer").size() == 1);
  // Her time runs out; the room's timer has not run yet when her acceptance is handled.
  play.time.advance(std::chrono::milliseconds(60'001));
  g.room->offer(play.reply(g.ann), "ann", protocol::OfferKind::draw);
  play.poll();
  REQUIRE(g.ann->of("game.over").size() == 1);
  CHECK(g.ann->of("game.over")[0]["state"]["reason"] == "timeout");
  CHECK(g.ann->of("game.over")[0]["state"]["result"] == "north");

  for (auto send : {+[](OfferGame&o, Play&p) { o.room->more_time(p.reply(o.bob), "bob"); },
                    +[](OfferGame&o, Play&p) { o.room->abort(p.reply(o.bob), "bob"); }}) {
    OfferGame late(play, protocol::TimeControl{60, 0, 0});
    late.room->move(play.reply(late.ann), "ann", move_of(late.room->id(), 0, 0));
    play.poll();  // Bob on his first-move timer
    play.time.advance(std::chrono::milliseconds(30'001));
    send(late, play);
    play.poll();
    REQUIRE(late.ann->of("game.over").size() == 1);
    CHECK(late.ann->of("game.over")[0]["state"]["reason"] == "aborted");  // the first-move timer's end
    CHECK(late.bob->of("game").size() == 1);                              // no snapshot with time given
  }
}

TEST_CASE("more time to a side still on its first-move timer stops at the same bound") {
  Play play;
  OfferGame g(play, protocol::TimeControl{60, 0, 0});
  for (int i = 0; i < 600; ++i) g.room->more_time(play.reply(g.bob), "bob");
  play.poll();
  const json last = g.ann->of("game").back();
  CHECK(last["clock"]["first_move_ms"].get<std::int64_t>() <= 7'200'000 + 15'000);
  CHECK(last["clock"]["first_move_ms"].get<std::int64_t>() > 7'200'000 - 15'000);
  CHECK(g.bob->of("error").back()["message"] == "your opponent already has as much time as can be given");
}

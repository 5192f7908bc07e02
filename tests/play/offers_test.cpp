// Offers between the seats of a room (PROTOCOL.md §Offers): abort, draw offered, accepted,
// declined and fallen, more time, and what each refuses.
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

TEST_CASE("a ply by the offerer's opponent declines the offer; the offerer's own ply does not") {
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

// RoomRegistry: opening, finding, counting live games, the per-player limit, closing.
#include <doctest/doctest.h>

#include "play_support.hpp"

using namespace play_test;

TEST_CASE("an opened room is found by id and by each player, and counted live until it ends") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = play.rooms.open(two_people(ann, bob));
  CHECK(play.rooms.find(room->id()) == room);
  CHECK(play.rooms.rooms_of("ann").size() == 1);
  CHECK(play.rooms.rooms_of("bob").size() == 1);
  CHECK(play.rooms.live_games_of("ann") == 1);
  CHECK(play.metrics.games.load() == 1);
  CHECK(play.store.game(room->id()));  // the game row, queued at open
  play.rooms.mark_over(room->id());
  CHECK(play.rooms.live_games_of("ann") == 0);
  CHECK(play.metrics.games.load() == 0);
  CHECK(play.rooms.find(room->id()) == room);  // lingers for a rematch
  play.rooms.remove(room->id());
  CHECK(play.rooms.find(room->id()) == nullptr);
  CHECK(play.rooms.rooms_of("ann").empty());
}

TEST_CASE("a player at the live limit cannot be seated in another game") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  play.rooms.open(two_people(ann, bob), 2);
  play.rooms.open(two_people(ann, bob), 2);
  CHECK_THROWS_AS(play.rooms.open(two_people(ann, bob), 2), RoomRegistry::LimitReached);
  CHECK(play.rooms.live_games_of("ann") == 2);
  CHECK(play.rooms.size() == 2);
}

TEST_CASE("a variant the engine refuses opens no room") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  Variant bad;
  bad.pits = 13;
  CHECK_THROWS_AS(play.rooms.open(two_people(ann, bob, bad)), std::invalid_argument);
  CHECK(play.rooms.size() == 0);
}

TEST_CASE("rooms of one variant share one engine") {
  RulesCache cache;
  const auto a = cache.get(Variant::kalah());
  const auto b = cache.get(Variant::kalah());
  Variant other;
  other.seeds = 3;
  CHECK(a == b);
  CHECK(cache.get(other) != a);
  CHECK(cache.get(other)->variant().seeds == 3);
}

TEST_CASE("a finished room stays open for room_linger_ms, then closes") {
  Config c = test_config();
  c.room_linger_ms = 40;
  Play play(c);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = play.rooms.open(two_people(ann, bob));
  room->resign(play.reply(bob), "bob");
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  CHECK(play.rooms.find(room->id()) == room);
  play.advance(39);
  CHECK(play.rooms.find(room->id()) == room);
  play.advance(1);
  REQUIRE(play.run_until([&] { return play.rooms.find(room->id()) == nullptr; }));
  CHECK(play.rooms.rooms_of("ann").empty());
}

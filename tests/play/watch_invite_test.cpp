// Spectators in a room (their frames, their count, what they may not do), the live list, and the
// invitation book (codes, expiry, the per-player limit).
#include <doctest/doctest.h>

#include "play_support.hpp"

using namespace play_test;

namespace {

std::shared_ptr<GameRoom> open_listed(Play& play, const std::shared_ptr<FakePeer>& ann,
                                      const std::shared_ptr<FakePeer>& bob) {
  GameSetup s = two_people(ann, bob);
  s.listed = true;
  auto room = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  return room;
}

}  // namespace

TEST_CASE("a spectator hears each ply after the seats and may not move") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>(), eve = std::make_shared<FakePeer>();
  auto room = open_listed(play, ann, bob);
  room->watch(play.reply(eve, "w"), "eve");
  REQUIRE(play.run_until([&] { return !eve->of("game").empty() && !ann->of("watchers").empty(); }));
  const json snap = eve->of("game")[0];
  CHECK(snap["you"] == "spectator");
  CHECK(snap["id"] == "w");
  CHECK(snap["watchers"] == 1);
  CHECK(ann->of("watchers")[0]["count"] == 1);
  CHECK(bob->of("watchers")[0]["count"] == 1);

  room->move(play.reply(eve, "m"), "eve", move_of(room->id(), 0, 0));
  REQUIRE(play.run_until([&] { return !eve->of("error").empty(); }));
  CHECK(eve->of("error")[0]["code"] == "not_in_game");

  play.store.hold_commits(true);
  room->move(play.reply(ann), "ann", move_of(room->id(), 0, 2));
  play.poll();
  CHECK(eve->of("moved").empty());  // not before the ply is durable, as for the seats
  play.store.release_commits();
  play.store.hold_commits(false);
  REQUIRE(play.run_until([&] { return !eve->of("moved").empty(); }));
  CHECK(eve->of("moved")[0] == ann->of("moved")[0]);
  // After both seats: the spectators' fan-out follows the seats' frames.
  REQUIRE(bob->of("moved").size() == 1);
  CHECK(eve->arrivals("moved")[0] > ann->arrivals("moved")[0]);
  CHECK(eve->arrivals("moved")[0] > bob->arrivals("moved")[0]);
}

TEST_CASE("the watcher count is sent at once, then at most once a second, and a seated player is no spectator") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_listed(play, ann, bob);
  std::vector<std::shared_ptr<FakePeer>> eyes;
  for (int i = 0; i < 3; ++i) {
    eyes.push_back(std::make_shared<FakePeer>());
    room->watch(play.reply(eyes.back()), "eye" + std::to_string(i));
  }
  REQUIRE(play.run_until([&] { return eyes.back()->of("game").size() == 1; }));
  play.advance(999);
  play.poll();
  REQUIRE(ann->of("watchers").size() == 1);  // the first at once; the other two wait a second
  CHECK(ann->of("watchers")[0]["count"] == 1);
  play.advance(1);
  REQUIRE(play.run_until([&] { return ann->of("watchers").size() == 2; }));
  CHECK(ann->of("watchers")[1]["count"] == 3);

  room->watch(play.reply(ann, "self"), "ann");
  REQUIRE(play.run_until([&] { return ann->of("game").size() == 2; }));
  CHECK(ann->of("game")[1]["you"] == "south");
  CHECK(ann->of("game")[1]["watchers"] == 3);
  room->unwatch(eyes[0]);
  play.advance(1000);
  REQUIRE(play.run_until([&] { return ann->of("watchers").size() == 3; }));
  CHECK(ann->of("watchers")[2]["count"] == 2);
  CHECK(room->summary().watchers == 2);
}

TEST_CASE("the live list holds listed games in progress, most watched first") {
  Play play;
  auto a = std::make_shared<FakePeer>(), b = std::make_shared<FakePeer>();
  auto c = std::make_shared<FakePeer>(), d = std::make_shared<FakePeer>(), eve = std::make_shared<FakePeer>();
  auto first = open_listed(play, a, b);
  auto second = open_listed(play, c, d);
  auto hidden = play.rooms.open(two_people(std::make_shared<FakePeer>(), std::make_shared<FakePeer>()));
  first->watch(play.reply(eve), "eve");
  REQUIRE(play.run_until([&] { return !eve->of("game").empty(); }));
  auto live = play.rooms.live(10);
  REQUIRE(live.size() == 2);
  CHECK(live[0].game == first->id());
  CHECK(live[0].watchers == 1);
  CHECK(live[0].south.name == "Ann");
  CHECK(live[1].game == second->id());
  CHECK(play.rooms.live(1).size() == 1);
  first->resign(play.reply(a), "ann");
  REQUIRE(play.run_until([&] { return !a->of("game.over").empty(); }));
  live = play.rooms.live(10);
  REQUIRE(live.size() == 1);
  CHECK(live[0].game == second->id());
}

TEST_CASE("an invitation is found until it expires, is cancelled only by its creator, and is limited per player") {
  using namespace std::chrono_literals;
  InviteBook book(1000ms, 2);
  const auto t0 = InviteBook::Clock::now();
  auto one = book.create("ann", "Ann", Variant::kalah(), Side::north, std::nullopt, t0);
  REQUIRE(one);
  CHECK(one->code.size() == 26);
  CHECK(one->code.find_first_not_of("0123456789abcdefghijklmnopqrstuvwxyz") == std::string::npos);
  auto two = book.create("ann", "Ann", Variant::kalah(), std::nullopt, std::nullopt, t0);
  REQUIRE(two);
  CHECK(two->code != one->code);
  CHECK_FALSE(book.create("ann", "Ann", Variant::kalah(), std::nullopt, std::nullopt, t0));  // the limit
  CHECK(book.create("bob", "Bob", Variant::kalah(), std::nullopt, std::nullopt, t0));        // another player's own
  CHECK(book.find(one->code, t0 + 999ms)->side == Side::north);
  CHECK_FALSE(book.find(one->code, t0 + 1000ms));
  CHECK_FALSE(book.cancel(two->code, "bob", t0));
  CHECK(book.cancel(two->code, "ann", t0));
  CHECK_FALSE(book.find(two->code, t0));
  CHECK(book.open_of("ann", t0) == 1);
  book.take(one->code);
  CHECK_FALSE(book.find(one->code, t0));
  // Expired ones free their place.
  CHECK(book.create("ann", "Ann", Variant::kalah(), std::nullopt, std::nullopt, t0 + 2s));
  CHECK(book.create("ann", "Ann", Variant::kalah(), std::nullopt, std::nullopt, t0 + 2s));
}

TEST_CASE("a friend's game opens for both through the lobby and the code is used once") {
  LobbyPlay play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>(), cid = std::make_shared<FakePeer>();
  const std::string a = play.hello(ann), b = play.hello(bob), c = play.hello(cid);
  protocol::FriendCreate f;
  f.side = Side::south;
  play.lobby.friend_create(play.reply(ann, "fc"), a, f);
  REQUIRE(play.run_until([&] { return !ann->of("friend.created").empty(); }));
  const std::string code = ann->of("friend.created")[0]["code"];
  play.lobby.friend_join(play.reply(ann, "own"), a, code);
  REQUIRE(play.run_until([&] { return !ann->of("error").empty(); }));
  CHECK(ann->of("error")[0]["code"] == "bad_message");
  play.lobby.friend_join(play.reply(bob, "fj"), b, code);
  REQUIRE(play.run_until([&] { return !bob->of("game").empty() && !ann->of("game").empty(); }));
  CHECK(bob->of("game")[0]["you"] == "north");
  CHECK(bob->of("game")[0]["id"] == "fj");
  CHECK(ann->of("game")[0]["you"] == "south");
  CHECK(play.rooms.live(10).empty());  // a friend's game is not listed
  play.lobby.friend_join(play.reply(cid, "late"), c, code);
  REQUIRE(play.run_until([&] { return !cid->of("error").empty(); }));
  CHECK(cid->of("error")[0]["code"] == "invite_not_found");
}

TEST_CASE("the fan-out hands every frame to every spectator in order, a chunk at a time") {
  Play play;
  std::vector<std::shared_ptr<FakePeer>> peers;
  auto list = std::make_shared<std::vector<PeerRef>>();
  for (int i = 0; i < 100; ++i) {
    peers.push_back(std::make_shared<FakePeer>());
    list->push_back(peers.back());
  }
  auto fanout = std::make_shared<Fanout>(play.ioc.get_executor());
  for (int n = 0; n < 3; ++n) fanout->push(list, make_frame(json{{"type", "watchers"}, {"count", n}}.dump()));
  // One handler runs at a time: the first chunk only, the rest wait behind other work.
  play.ioc.run_one();
  CHECK(peers[Fanout::chunk - 1]->of("watchers").size() == 1);
  CHECK(peers[Fanout::chunk]->of("watchers").empty());
  REQUIRE(play.run_until([&] { return peers.back()->of("watchers").size() == 3; }));
  for (const auto& p : peers) {
    const auto got = p->of("watchers");
    REQUIRE(got.size() == 3);
    for (int n = 0; n < 3; ++n) CHECK(got[n]["count"] == n);
  }
}

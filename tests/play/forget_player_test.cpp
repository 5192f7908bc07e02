// Lobby::forget_player (DELETE /api/account, docs/protocol.md §Privacy): the deleted player's
// connection is closed with 4002, they leave the queue, their seeks end, and their token is no
// longer known to the lobby, so a hello with it asks the store, which has forgotten it too.
#include <doctest/doctest.h>

#include "play_support.hpp"

using namespace play_test;

TEST_CASE("a deleted player is closed 4002, leaves the queue and the seeks, and their token makes a new guest") {
  LobbyPlay p;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  const std::string a = p.hello(ann);
  p.hello(bob);
  const std::string token = ann->of("welcome").back()["token"];
  protocol::SeekCreate s;
  s.clock = std::optional(protocol::TimeControl{0, 0, 3});  // correspondence
  p.lobby.seek_create(p.reply(ann, "s"), a, s);
  p.lobby.queue_join(p.reply(ann, "q"), a, Variant::kalah());
  REQUIRE(p.run_until([&] { return p.lobby.seeks().size() == 1 && p.metrics.queue.load() == 1; }));

  REQUIRE(p.store.delete_player(a));
  p.lobby.forget_player(a, close_deleted, "deleted");
  REQUIRE(p.run_until([&] { return ann->closed_code() == close_deleted; }));
  CHECK(p.lobby.seeks().size() == 0);
  CHECK(p.run_until([&] { return p.metrics.queue.load() == 0; }));  // the queue's own strand
  CHECK(bob->closed_code() == 0);

  auto again = std::make_shared<FakePeer>();
  const std::string c = p.hello(again, token);
  CHECK(c != a);
  CHECK(again->of("welcome").back()["token"] != token);
}

TEST_CASE("forgetting a player who left ends the correspondence seek their account kept, and closes nobody else") {
  LobbyPlay p;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  const std::string a = p.hello(ann);
  p.hello(bob);
  p.lobby.account_created(a, "Ann_1");
  protocol::SeekCreate s;
  s.clock = std::optional(protocol::TimeControl{0, 0, 3});
  p.lobby.seek_create(p.reply(ann, "s"), a, s);
  REQUIRE(p.run_until([&] { return p.lobby.seeks().size() == 1; }));
  p.lobby.disconnected(ann, a);
  p.poll();
  REQUIRE(p.lobby.seeks().size() == 1);  // an account's correspondence seek outlives its connection
  p.lobby.forget_player(a, close_deleted, "deleted");
  REQUIRE(p.run_until([&] { return p.lobby.seeks().size() == 0; }));
  CHECK(bob->closed_code() == 0);
  CHECK(ann->closed_code() == 0);  // already gone
}

// Lobby: hello (a stored token read through the store), and the queue's events turned into games.
#include <doctest/doctest.h>

#include "mancala/server/play/ids.hpp"
#include "play_support.hpp"

using namespace play_test;

TEST_CASE("hello with a stored token is that player, and with none a new player with a token") {
  LobbyPlay p;
  const std::string token(64, 'a');
  p.store.save_player("p42", "Ann", token_hash(token));
  auto peer = std::make_shared<FakePeer>();
  CHECK(p.hello(peer, token) == "p42");
  CHECK(peer->of("welcome")[0]["player"]["name"] == "Ann");
  auto stranger = std::make_shared<FakePeer>();
  const std::string id = p.hello(stranger);
  CHECK(id != "p42");
  const std::string new_token = stranger->of("welcome")[0]["token"];
  CHECK(p.store.find_player(token_hash(new_token))->id == id);
}

TEST_CASE("two players in the queue are seated in one game, and one who left is not") {
  LobbyPlay p;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>(), cat = std::make_shared<FakePeer>();
  const auto a = p.hello(ann), b = p.hello(bob), c = p.hello(cat);
  p.lobby.queue_join(p.reply(ann), a, Variant::kalah());
  p.lobby.queue_leave(p.reply(ann), a);
  p.lobby.queue_join(p.reply(bob), b, Variant::kalah());
  p.lobby.queue_join(p.reply(cat), c, Variant::kalah());
  REQUIRE(p.run_until([&] { return !bob->of("game").empty() && !cat->of("game").empty(); }));
  CHECK(bob->of("game")[0]["game"] == cat->of("game")[0]["game"]);
  p.run_for(2 * static_cast<int>(p.config.bot_after_ms));
  CHECK(ann->of("game").empty());
  CHECK(ann->of("queue.left").size() == 1);
}

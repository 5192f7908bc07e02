// Lobby: hello (a stored token read through the store), the queue's events turned into games,
// and the account mark.
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
  p.advance(2 * static_cast<int>(p.config.bot_after_ms));
  p.poll();
  CHECK(ann->of("game").empty());
  CHECK(ann->of("queue.left").size() == 1);
}

TEST_CASE("an account's player is marked in welcome and game, and hello's name does not rename them") {
  LobbyPlay p;
  const std::string token(64, 'b');
  p.store.save_player("p7", "Guest 7", token_hash(token));
  REQUIRE(p.store.create_account({"Ann_1", "$argon2id$x", token_hash(token), "", ""}).result == AccountResult::created);
  auto peer = std::make_shared<FakePeer>();
  protocol::Hello h;
  h.token = token;
  h.name = "Impostor";
  p.lobby.hello(p.reply(peer), h);
  REQUIRE(p.run_until([&] { return !peer->of("welcome").empty(); }));
  CHECK(peer->of("welcome")[0]["player"]["name"] == "Ann_1");
  CHECK(peer->of("welcome")[0]["player"]["account"] == true);
  auto guest = std::make_shared<FakePeer>();
  const auto g = p.hello(guest);
  CHECK(guest->of("welcome")[0]["player"]["account"] == false);
  p.lobby.queue_join(p.reply(peer), "p7", Variant::kalah());
  p.lobby.queue_join(p.reply(guest), g, Variant::kalah());
  REQUIRE(p.run_until([&] { return !peer->of("game").empty(); }));
  const auto players = peer->of("game")[0]["players"];
  const std::string mine = peer->of("game")[0]["you"];
  CHECK(players[mine]["name"] == "Ann_1");
  CHECK(players[mine]["account"] == true);
  CHECK(players[mine == "south" ? "north" : "south"]["account"] == false);
}

TEST_CASE("a connected guest who registers plays the next game under the username") {
  LobbyPlay p;
  auto ann = std::make_shared<FakePeer>();
  const auto a = p.hello(ann);
  p.lobby.account_created(a, "Ann_2");
  p.lobby.local_play(p.reply(ann), a, Variant::kalah());
  REQUIRE(p.run_until([&] { return !ann->of("game").empty(); }));
  CHECK(ann->of("game")[0]["players"]["south"]["name"] == "Ann_2");
  CHECK(ann->of("game")[0]["players"]["south"]["account"] == true);
}

// Lobby: hello (a stored token read through the store), the queue's events turned into games,
// the account mark, and the clock each way into a game carries (queue pools, the computer, a friend).
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

namespace {
const protocol::TimeControl clock_1_1{60, 1, 0}, clock_3_2{180, 2, 0};
const json clock_1_1_json = {{"limit_s", 60}, {"inc_s", 1}};
/// A `clock` field as a client sent it: a time control, or null (nullopt: untimed).
protocol::ClockChoice asked(std::optional<protocol::TimeControl> c) {
  protocol::ClockChoice out;
  out.emplace(c);
  return out;
}
}  // namespace

TEST_CASE("a queue.join without a clock waits in default_clock's pool, and queue.joined says which") {
  Config c = test_config();
  c.bot_after_ms = 60000;
  c.default_clock = clock_3_2;
  LobbyPlay p(c);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>(), cid = std::make_shared<FakePeer>();
  const auto a = p.hello(ann), b = p.hello(bob), id = p.hello(cid);
  p.lobby.queue_join(p.reply(ann), a, Variant::kalah());                     // omitted: 3+2
  p.lobby.queue_join(p.reply(cid), id, Variant::kalah(), asked(clock_1_1));  // 1+1
  REQUIRE(p.run_until([&] { return p.metrics.queue.load() == 2; }));
  CHECK(ann->of("queue.joined")[0]["clock"] == json{{"limit_s", 180}, {"inc_s", 2}});
  CHECK(cid->of("queue.joined")[0]["clock"] == clock_1_1_json);
  p.lobby.queue_join(p.reply(bob), b, Variant::kalah(), asked(clock_3_2));  // meets ann, not cid
  REQUIRE(p.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  CHECK(ann->of("game")[0]["game"] == bob->of("game")[0]["game"]);
  CHECK(ann->of("game")[0]["clock"]["limit_s"] == 180);
  CHECK(ann->of("game")[0]["clock"]["inc_s"] == 2);
  p.poll();
  CHECK(cid->of("game").empty());
  CHECK(p.metrics.queue.load() == 1);
}

TEST_CASE("a queue.join with clock null waits in the untimed pool") {
  Config c = test_config();
  c.bot_after_ms = 60000;
  LobbyPlay p(c);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>(), cid = std::make_shared<FakePeer>();
  const auto a = p.hello(ann), b = p.hello(bob), id = p.hello(cid);
  p.lobby.queue_join(p.reply(ann), a, Variant::kalah(), asked(std::nullopt));
  p.lobby.queue_join(p.reply(cid), id, Variant::kalah());  // the default clock: another pool
  REQUIRE(p.run_until([&] { return p.metrics.queue.load() == 2; }));
  CHECK(ann->of("queue.joined")[0]["clock"].is_null());
  p.lobby.queue_join(p.reply(bob), b, Variant::kalah(), asked(std::nullopt));
  REQUIRE(p.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  CHECK(ann->of("game")[0]["clock"].is_null());
  CHECK(ann->of("game")[0]["move_deadline_ms"].is_number());  // the per-ply rule of untimed games
  CHECK(cid->of("game").empty());
}

TEST_CASE("the computer from the queue plays with the pool's clock") {
  LobbyPlay p;  // bot_after_ms 40
  auto ann = std::make_shared<FakePeer>();
  const auto a = p.hello(ann);
  p.lobby.queue_join(p.reply(ann), a, Variant::kalah(), asked(clock_1_1));
  REQUIRE(p.run_until([&] { return p.metrics.queue.load() == 1; }));
  p.advance(static_cast<int>(p.config.bot_after_ms));
  REQUIRE(p.run_until([&] { return !ann->of("game").empty(); }));
  const json g = ann->of("game")[0];
  CHECK(g["players"]["north"]["bot"].is_string());
  CHECK(g["clock"]["limit_s"] == 60);
  CHECK(g["clock"]["inc_s"] == 1);
}

TEST_CASE("bot.play takes its clock or none, and local.play is untimed whatever default_clock says") {
  LobbyPlay p;  // default_clock 300+3
  auto ann = std::make_shared<FakePeer>();
  const auto a = p.hello(ann);
  protocol::BotPlay timed;
  timed.clock = clock_1_1;
  p.lobby.bot_play(p.reply(ann, "timed"), a, timed);
  p.lobby.bot_play(p.reply(ann, "untimed"), a, protocol::BotPlay{});
  p.lobby.local_play(p.reply(ann, "local"), a, Variant::kalah());
  REQUIRE(p.run_until([&] { return ann->of("game").size() == 3; }));
  for (const json& g : ann->of("game")) {
    if (g["id"] == "timed")
      CHECK(g["clock"]["limit_s"] == 60);
    else
      CHECK(g["clock"].is_null());
  }
}

TEST_CASE("a friend's invitation keeps its clock for the game, and one without takes default_clock") {
  LobbyPlay p;  // default_clock 300+3
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  const auto a = p.hello(ann), b = p.hello(bob);
  protocol::FriendCreate timed;
  timed.clock = asked(clock_1_1);
  p.lobby.friend_create(p.reply(ann, "timed"), a, timed);
  p.lobby.friend_create(p.reply(ann, "default"), a, protocol::FriendCreate{});
  REQUIRE(p.run_until([&] { return ann->of("friend.created").size() == 2; }));
  const json created = ann->of("friend.created")[0];
  CHECK(created["clock"] == clock_1_1_json);
  CHECK(ann->of("friend.created")[1]["clock"] == json{{"limit_s", 300}, {"inc_s", 3}});
  p.lobby.friend_join(p.reply(bob, "fj"), b, created["code"]);
  REQUIRE(p.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  CHECK(ann->of("game")[0]["clock"]["limit_s"] == 60);
  CHECK(bob->of("game")[0]["clock"]["inc_s"] == 1);
}

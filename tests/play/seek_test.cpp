// Seeks: the book (ids, order, the per-player limit, what a player's leaving takes) and the
// lobby's handling (create, list, cancel, accept within the rating range, own seek, a closed
// connection, a correspondence seek that outlives it).
#include <doctest/doctest.h>

#include "mancala/server/seek/seek_book.hpp"
#include "play_support.hpp"

using namespace play_test;

namespace {

Seek seek_by(std::string player, std::optional<protocol::TimeControl> clock = protocol::TimeControl{180, 2, 0}) {
  Seek s;
  s.player = std::move(player);
  s.name = "Ann";
  s.clock = clock;
  return s;
}

}  // namespace

TEST_CASE("a seek is filed under a fresh id, listed oldest first, and found until taken") {
  SeekBook book(5, 100);
  auto one = book.create(seek_by("ann"));
  auto two = book.create(seek_by("bob"));
  auto three = book.create(seek_by("ann"));
  REQUIRE(one);
  REQUIRE(two);
  REQUIRE(three);
  CHECK(one->id.size() == 12);
  CHECK(one->id != two->id);
  const auto listed = book.list(10);
  REQUIRE(listed.size() == 3);
  CHECK(listed[0].id == one->id);
  CHECK(listed[1].id == two->id);
  CHECK(listed[2].id == three->id);
  CHECK(book.list(2).size() == 2);
  REQUIRE(book.take(two->id));
  CHECK_FALSE(book.find(two->id));
  CHECK_FALSE(book.take(two->id));
  CHECK(book.find(one->id)->player == "ann");
}

TEST_CASE("a player holds at most max_per_player seeks, and the book at most max_total") {
  SeekBook book(2, 3);
  CHECK(book.create(seek_by("ann")));
  auto second = book.create(seek_by("ann"));
  CHECK(second);
  CHECK_FALSE(book.create(seek_by("ann")));
  CHECK(book.create(seek_by("bob")));
  CHECK_FALSE(book.create(seek_by("cat")));  // the book is full
  book.take(second->id);
  CHECK(book.create(seek_by("cat")));
}

TEST_CASE("a player's seeks are taken together, their lasting or correspondence seeks kept when asked") {
  SeekBook book(5, 100);
  auto fast = book.create(seek_by("ann"));
  Seek lasting = seek_by("ann", protocol::TimeControl{0, 0, 3});
  lasting.account = true;
  auto slow = book.create(lasting);
  auto guests = book.create(seek_by("ann", protocol::TimeControl{0, 0, 3}));  // a guest's: not lasting
  auto untimed = book.create(seek_by("ann", std::nullopt));
  auto bobs = book.create(seek_by("bob"));
  CHECK(slow->lasting());
  CHECK_FALSE(guests->lasting());
  CHECK(guests->correspondence());
  CHECK(book.take_of("ann", true, true).size() == 2);  // a real-time game began: the real-time ones
  CHECK_FALSE(book.find(fast->id));
  CHECK_FALSE(book.find(untimed->id));
  CHECK(book.find(guests->id));
  CHECK(book.size() == 3);
  const auto gone = book.take_of("ann", true, false);  // the connection closed: all but the lasting
  REQUIRE(gone.size() == 1);
  CHECK(gone[0].id == guests->id);
  CHECK(book.find(slow->id));
  CHECK(book.find(bobs->id));
  CHECK(book.take_of("ann", false, false).size() == 1);
  CHECK_FALSE(book.find(slow->id));
}

namespace {

/// The lobby with Ann and Bob connected, each with an id.
struct SeekLobby : LobbyPlay {
  SeekLobby() {
    a = hello(ann);
    b = hello(bob);
  }
  /// Ann (or `who`) seeks with `m`; returns the last frame her connection got.
  json seek(protocol::SeekCreate m = {}, const std::shared_ptr<FakePeer>& who = nullptr) {
    const auto& peer = who ? who : ann;
    const auto before = peer->types().size();
    lobby.seek_create(reply(peer, "s"), peer == ann ? a : b, m);
    REQUIRE(run_until([&] { return peer->types().size() > before; }));
    return peer->of(peer->types().back()).back();
  }
  /// Bob accepts `id`; returns the answer Bob got: `game` or `error`.
  json accept(const std::string& id) {
    const auto games = bob->of("game").size(), errors = bob->of("error").size();
    lobby.seek_accept(reply(bob, "acc"), b, {id});
    REQUIRE(run_until([&] { return bob->of("game").size() > games || bob->of("error").size() > errors; }));
    return bob->of("game").size() > games ? bob->of("game").back() : bob->of("error").back();
  }
  std::shared_ptr<FakePeer> ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  std::string a, b;
};

}  // namespace

TEST_CASE("a seek is created, listed with its player, clock and range, and accepted into a game for both") {
  SeekLobby p;
  protocol::SeekCreate m;
  m.clock = std::optional(protocol::TimeControl{180, 2, 0});
  m.side = Side::north;
  m.rating_range = std::array<int, 2>{1400, 1600};
  const json created = p.seek(m);
  REQUIRE(created["type"] == "seek.created");
  CHECK(created["id"] == "s");
  const std::string id = created["seek"];
  const auto listed = p.lobby.seeks().list(10);
  REQUIRE(listed.size() == 1);
  CHECK(listed[0].id == id);
  CHECK(listed[0].player == p.a);
  CHECK_FALSE(listed[0].rating);  // no rated game yet
  CHECK(listed[0].rated);
  CHECK(listed[0].clock == protocol::TimeControl{180, 2, 0});
  const json g = p.accept(id);  // a newcomer's 1500 is in range
  REQUIRE(g["type"] == "game");
  CHECK(g["id"] == "acc");
  CHECK(g["you"] == "south");  // the seeker asked for North
  CHECK(g["rated"] == true);
  CHECK(g["clock"]["limit_s"] == 180);
  CHECK(g["players"]["north"]["id"] == p.a);
  REQUIRE(p.run_until([&] { return !p.ann->of("game").empty(); }));
  CHECK(p.ann->of("game")[0]["game"] == g["game"]);
  CHECK(p.ann->of("seek.cancelled").size() == 1);  // the seek has ended: Ann's list drops it
  CHECK(p.lobby.seeks().list(10).empty());
  const json again = p.accept(id);
  CHECK(again["type"] == "error");
  CHECK(again["code"] == "bad_message");
}

TEST_CASE("accepting one's own seek, or one whose range excludes one's rating, is bad_message") {
  SeekLobby p;
  const std::string mine = p.seek()["seek"];
  p.lobby.seek_accept(p.reply(p.ann, "own"), p.a, {mine});
  REQUIRE(p.run_until([&] { return !p.ann->of("error").empty(); }));
  CHECK(p.ann->of("error")[0]["code"] == "bad_message");
  protocol::SeekCreate strong;
  strong.rating_range = std::array<int, 2>{1600, 2200};
  const std::string high = p.seek(strong)["seek"];
  const json refused = p.accept(high);
  CHECK(refused["type"] == "error");
  CHECK(refused["code"] == "bad_message");
  CHECK(refused["message"].get<std::string>().find("1600-2200") != std::string::npos);
  CHECK(p.bob->of("game").empty());
  CHECK(p.lobby.seeks().list(10).size() == 2);  // both still open
}

TEST_CASE("only its player cancels a seek, and a closed connection ends all but an account's correspondence seeks") {
  SeekLobby p;
  const std::string fast = p.seek()["seek"];
  protocol::SeekCreate days;
  days.clock = std::optional(protocol::TimeControl{0, 0, 3});
  const std::string guests = p.seek(days)["seek"];
  p.lobby.account_created(p.a, "ann");
  const std::string slow = p.seek(days)["seek"];
  p.lobby.seek_cancel(p.reply(p.bob, "not yours"), p.b, {fast});
  REQUIRE(p.run_until([&] { return !p.bob->of("error").empty(); }));
  CHECK(p.lobby.seeks().find(fast));
  p.lobby.disconnected(p.ann, p.a);
  p.poll();
  CHECK_FALSE(p.lobby.seeks().find(fast));
  CHECK_FALSE(p.lobby.seeks().find(guests));  // made while a guest
  REQUIRE(p.lobby.seeks().find(slow));
  CHECK(p.store.seeks("").size() == 1);  // the lasting one is stored
  const json g = p.accept(slow);         // Ann is away: her seat waits for her
  REQUIRE(g["type"] == "game");
  CHECK(g["clock"]["days"] == 3);
  CHECK_FALSE(p.lobby.seeks().find(slow));
}

TEST_CASE("seek.cancel answers seek.cancelled, and a game from a seek ends both players' other real-time seeks") {
  SeekLobby p;
  const std::string first = p.seek()["seek"];
  p.lobby.seek_cancel(p.reply(p.ann, "x"), p.a, {first});
  REQUIRE(p.run_until([&] { return !p.ann->of("seek.cancelled").empty(); }));
  CHECK(p.ann->of("seek.cancelled")[0] == json{{"type", "seek.cancelled"}, {"id", "x"}, {"seek", first}});
  const std::string taken = p.seek()["seek"];
  const std::string other = p.seek()["seek"];
  protocol::SeekCreate days;
  days.clock = std::optional(protocol::TimeControl{0, 0, 1});
  const std::string slow = p.seek(days)["seek"];
  const std::string bobs = p.seek({}, p.bob)["seek"];
  REQUIRE(p.accept(taken)["type"] == "game");
  CHECK_FALSE(p.lobby.seeks().find(other));
  CHECK_FALSE(p.lobby.seeks().find(bobs));
  CHECK(p.lobby.seeks().find(slow));
  CHECK(p.bob->of("seek.cancelled").size() == 1);
}

TEST_CASE("a seek of a player who blocked the accepting one, or was blocked by them, cannot be accepted") {
  SeekLobby p;
  const std::string id = p.seek()["seek"];
  p.store.set_block(p.a, p.b, false);
  const json refused = p.accept(id);
  CHECK(refused["type"] == "error");
  CHECK(refused["code"] == "bad_message");
  p.store.set_block(p.a, p.b, true);
  p.store.set_block(p.b, p.a, false);
  CHECK(p.accept(id)["type"] == "error");
  CHECK(p.lobby.seeks().find(id));
  p.store.set_block(p.b, p.a, true);
  CHECK(p.accept(id)["type"] == "game");
}

TEST_CASE("past five open seeks one more is rate_limited") {
  SeekLobby p;
  for (int k = 0; k < 5; ++k) REQUIRE(p.seek()["type"] == "seek.created");
  const json sixth = p.seek();
  CHECK(sixth["type"] == "error");
  CHECK(sixth["code"] == "rate_limited");
}

TEST_CASE("a seek's stored text reads back as the same seek, and a text that is no seek as none") {
  Seek s = seek_by("ann", protocol::TimeControl{0, 0, 7});
  s.id = "s1";
  s.rating = 1612.5;
  s.variant.seeds = 5;
  s.rated = false;
  s.side = Side::north;
  s.rating_range = std::array<int, 2>{1400, 1800};
  const auto back = seek_from_stored(stored_text(s));
  REQUIRE(back);
  CHECK(back->id == "s1");
  CHECK(back->player == "ann");
  CHECK(back->name == "Ann");
  CHECK(back->rating == 1612.5);
  CHECK(back->variant.seeds == 5);
  CHECK(back->clock == protocol::TimeControl{0, 0, 7});
  CHECK_FALSE(back->rated);
  CHECK(back->side == Side::north);
  CHECK(back->rating_range == std::array<int, 2>{1400, 1800});
  Seek open = seek_by("bob", std::nullopt);
  open.id = "s2";
  const auto plain = seek_from_stored(stored_text(open));
  REQUIRE(plain);
  CHECK_FALSE(plain->rating);
  CHECK_FALSE(plain->clock);
  CHECK_FALSE(plain->side);
  CHECK_FALSE(plain->rating_range);
  for (const char* text : {"", "{", "[]", R"({"seek":"s3"})",
                           R"({"seek":"s3","player":{"id":"p","name":"P","rating":null},)"
                           R"("variant":{"seeds":99},"clock":null,"rated":true,)"
                           R"("side":"random","rating_range":null})"}) {
    CAPTURE(text);
    CHECK_FALSE(seek_from_stored(text));
  }
}

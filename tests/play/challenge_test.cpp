// Challenges: the book (ids, the per-challenger limit, expiry by play time) and the lobby's
// routing (a target shown it now or at hello, accept, decline, cancel, expiry, refusals).
#include <doctest/doctest.h>

#include "mancala/server/challenge/challenge_book.hpp"
#include "mancala/server/play/ids.hpp"
#include "play_support.hpp"

using namespace play_test;

namespace {

Challenge challenge_of(std::string challenger, std::string target) {
  Challenge c;
  c.challenger = std::move(challenger);
  c.challenger_name = "Ann";
  c.target = std::move(target);
  return c;
}

struct Book {
  Play p;
  std::vector<Challenge> expired;
  ChallengeBook book{p.ioc.get_executor(), std::chrono::milliseconds(1000), 2,
                     [this](std::vector<Challenge> e) { expired.insert(expired.end(), e.begin(), e.end()); }};
};

}  // namespace

TEST_CASE("a challenge is filed under a fresh id, found until taken, and listed for its target") {
  Book b;
  auto one = b.book.create(challenge_of("ann", "bob"));
  auto two = b.book.create(challenge_of("cat", "bob"));
  REQUIRE(one);
  REQUIRE(two);
  CHECK(one->id.size() == 12);
  CHECK(one->id != two->id);
  REQUIRE(b.book.find(one->id));
  CHECK(b.book.find(one->id)->target == "bob");
  CHECK(b.book.to("bob").size() == 2);
  CHECK(b.book.to("ann").empty());
  auto taken = b.book.take(one->id);  // accepted, declined or cancelled
  REQUIRE(taken);
  CHECK(taken->challenger == "ann");
  CHECK_FALSE(b.book.find(one->id));
  CHECK_FALSE(b.book.take(one->id));
  CHECK(b.book.to("bob").size() == 1);
}

TEST_CASE("a challenger holds at most max_per_challenger open challenges, and one more is refused") {
  Book b;
  CHECK(b.book.create(challenge_of("ann", "bob")));
  auto second = b.book.create(challenge_of("ann", "cat"));
  CHECK(second);
  CHECK_FALSE(b.book.create(challenge_of("ann", "dan")));
  CHECK(b.book.create(challenge_of("bob", "ann")));  // another challenger's count is their own
  b.book.take(second->id);
  CHECK(b.book.create(challenge_of("ann", "dan")));
}

TEST_CASE("a challenge expires ttl after it was made, and the expired ones are handed over once") {
  Book b;
  auto first = b.book.create(challenge_of("ann", "bob"));
  b.p.advance(400);
  auto second = b.book.create(challenge_of("cat", "bob"));
  auto taken = b.book.create(challenge_of("dan", "bob"));
  b.book.take(taken->id);
  b.p.advance(599);
  CHECK(b.expired.empty());
  CHECK(b.book.find(first->id));
  b.p.advance(1);
  REQUIRE(b.expired.size() == 1);
  CHECK(b.expired[0].id == first->id);
  CHECK_FALSE(b.book.find(first->id));
  CHECK(b.book.find(second->id));
  b.p.advance(400);
  REQUIRE(b.expired.size() == 2);
  CHECK(b.expired[1].id == second->id);  // the taken one is never handed over
  CHECK(b.book.to("bob").empty());
  CHECK(b.book.open_of("ann") == 0);
}

namespace {

/// The lobby with Ann and Bob connected, each with an id.
struct TwoPlayers : LobbyPlay {
  explicit TwoPlayers(Config c = test_config()) : LobbyPlay(std::move(c)) {
    a = hello(ann);
    b = hello(bob);
  }
  /// Ann challenges `target` with `m` (its `player` set to `target`); returns the reply's frames' last.
  json challenge(const std::string& target, protocol::ChallengeCreate m = {}) {
    m.player = target;
    const auto before = ann->types().size();
    lobby.challenge_create(reply(ann, "c"), a, m);
    REQUIRE(run_until([&] { return ann->types().size() > before; }));
    return ann->of(ann->types().back()).back();
  }
  std::shared_ptr<FakePeer> ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  std::string a, b;
};

}  // namespace

TEST_CASE("a connected target is shown the challenge at once, with who challenges, the clock and rated") {
  TwoPlayers p;
  protocol::ChallengeCreate m;
  m.clock = std::optional(protocol::TimeControl{180, 2, 0});
  m.rated = true;
  const json created = p.challenge(p.b, m);
  REQUIRE(created["type"] == "challenge.created");
  CHECK(created["id"] == "c");
  REQUIRE(p.bob->of("challenge").size() == 1);
  const json shown = p.bob->of("challenge")[0];
  CHECK(shown["challenge"] == created["challenge"]);
  CHECK(shown["from"]["id"] == p.a);
  CHECK(shown["from"]["rating"].is_null());  // no rated game yet
  CHECK(shown["clock"] == json{{"limit_s", 180}, {"inc_s", 2}});
  CHECK(shown["rated"] == true);
}

TEST_CASE("a target not connected is shown the challenge when they say hello") {
  TwoPlayers p;
  const std::string token(64, 'c');
  p.store.save_player("p9", "Cat", token_hash(token));
  const json created = p.challenge("p9");
  REQUIRE(created["type"] == "challenge.created");
  auto cat = std::make_shared<FakePeer>();
  CHECK(p.hello(cat, token) == "p9");
  p.poll();
  REQUIRE(cat->of("challenge").size() == 1);
  CHECK(cat->of("challenge")[0]["challenge"] == created["challenge"]);
  CHECK(cat->of("challenge")[0]["from"]["name"] == p.ann->of("welcome")[0]["player"]["name"]);
}

TEST_CASE("a challenge to oneself is bad_message and to an unknown player player_not_found") {
  TwoPlayers p;
  const json self = p.challenge(p.a);
  CHECK(self["type"] == "error");
  CHECK(self["code"] == "bad_message");
  const json unknown = p.challenge("nobody");
  CHECK(unknown["type"] == "error");
  CHECK(unknown["code"] == "player_not_found");
  CHECK(unknown["id"] == "c");
}

TEST_CASE("accepting opens a rated timed game for both, and the snapshot names each person's id") {
  TwoPlayers p;
  protocol::ChallengeCreate m;
  m.clock = std::optional(protocol::TimeControl{300, 0, 0});
  m.rated = true;
  m.side = Side::north;
  const std::string id = p.challenge(p.b, m)["challenge"];
  p.lobby.challenge_accept(p.reply(p.bob, "acc"), p.b, {id});
  REQUIRE(p.run_until([&] { return !p.ann->of("game").empty() && !p.bob->of("game").empty(); }));
  const json g = p.bob->of("game")[0];
  CHECK(g["id"] == "acc");
  CHECK(g["you"] == "south");  // the challenger asked for North
  CHECK(g["rated"] == true);
  CHECK(g["clock"]["limit_s"] == 300);
  CHECK(g["players"]["north"]["id"] == p.a);
  CHECK(g["players"]["south"]["id"] == p.b);
  CHECK(p.ann->of("game")[0]["game"] == g["game"]);
  p.lobby.challenge_accept(p.reply(p.bob, "again"), p.b, {id});
  REQUIRE(p.run_until([&] { return !p.bob->of("error").empty(); }));
  CHECK(p.bob->of("error")[0]["code"] == "bad_message");  // used once
}

TEST_CASE("only the target accepts or declines, and a decline tells the challenger the reason") {
  TwoPlayers p;
  const std::string id = p.challenge(p.b)["challenge"];
  p.lobby.challenge_accept(p.reply(p.ann, "mine"), p.a, {id});
  REQUIRE(p.run_until([&] { return !p.ann->of("error").empty(); }));
  CHECK(p.ann->of("error")[0]["code"] == "bad_message");
  p.lobby.challenge_decline(p.reply(p.bob, "no"), p.b, {id, "tooFast"});
  REQUIRE(p.run_until([&] { return !p.ann->of("challenge.declined").empty(); }));
  CHECK(p.ann->of("challenge.declined")[0] ==
        json{{"type", "challenge.declined"}, {"challenge", id}, {"reason", "tooFast"}});
  CHECK(p.bob->of("challenge.declined")[0]["id"] == "no");
  CHECK(p.ann->of("game").empty());
}

TEST_CASE("the challenger cancels, and the target hears it") {
  TwoPlayers p;
  const std::string id = p.challenge(p.b)["challenge"];
  p.lobby.challenge_cancel(p.reply(p.bob, "not yours"), p.b, {id});
  REQUIRE(p.run_until([&] { return !p.bob->of("error").empty(); }));
  p.lobby.challenge_cancel(p.reply(p.ann, "x"), p.a, {id});
  REQUIRE(p.run_until([&] { return !p.bob->of("challenge.cancelled").empty(); }));
  CHECK(p.bob->of("challenge.cancelled")[0]["challenge"] == id);
  CHECK(p.ann->of("challenge.cancelled")[0]["id"] == "x");
  p.lobby.challenge_accept(p.reply(p.bob, "late"), p.b, {id});
  REQUIRE(p.run_until([&] { return p.bob->of("error").size() == 2; }));
}

TEST_CASE("an expired challenge vanishes and both sides hear challenge.cancelled") {
  Config c = test_config();
  c.challenge_ttl_ms = 5000;
  TwoPlayers p(c);
  const std::string id = p.challenge(p.b)["challenge"];
  p.advance(4999);
  CHECK(p.bob->of("challenge.cancelled").empty());
  p.advance(1);
  REQUIRE(p.bob->of("challenge.cancelled").size() == 1);
  CHECK(p.bob->of("challenge.cancelled")[0]["challenge"] == id);
  CHECK(p.ann->of("challenge.cancelled").size() == 1);
  p.lobby.challenge_accept(p.reply(p.bob, "late"), p.b, {id});
  REQUIRE(p.run_until([&] { return !p.bob->of("error").empty(); }));
  CHECK(p.bob->of("game").empty());
}

TEST_CASE("past max_open_challenges a challenge is rate_limited") {
  Config c = test_config();
  c.max_open_challenges = 1;
  TwoPlayers p(c);
  CHECK(p.challenge(p.b)["type"] == "challenge.created");
  const json more = p.challenge(p.b);
  CHECK(more["code"] == "rate_limited");
}

TEST_CASE("a challenge between two players of whom either blocked the other is challenge_refused") {
  TwoPlayers p;
  p.store.set_block(p.b, p.a, false);
  const json refused = p.challenge(p.b);
  CHECK(refused["type"] == "error");
  CHECK(refused["code"] == "challenge_refused");
  CHECK(p.bob->of("challenge").empty());
  p.store.set_block(p.b, p.a, true);
  p.store.set_block(p.a, p.b, false);  // the challenger's own block refuses it too
  CHECK(p.challenge(p.b)["code"] == "challenge_refused");
  p.store.set_block(p.a, p.b, true);
  CHECK(p.challenge(p.b)["type"] == "challenge.created");
}

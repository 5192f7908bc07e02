// The director's watchers and entries (docs/protocol.md §Tournaments): `tournament.watch` and its
// frames (at most one a second), `tournament.unwatch`, the refusals of join, and the chat room.
#include <doctest/doctest.h>

#include "director_support.hpp"

using namespace director_test;

TEST_CASE("tournament.watch of an unknown event is bad_message, and unwatch answers tournament.unwatched") {
  Directed d;
  Entrant ann = d.player("Ann");
  d.director->watch(d.reply(ann.peer, "w1"), ann.who, "nosuchevent");
  REQUIRE(d.run_until([&] { return !ann.peer->of("error").empty(); }));
  CHECK(ann.peer->of("error").back()["code"] == "bad_message");
  CHECK(ann.peer->of("error").back()["id"] == "w1");

  const std::string id = d.create(event("arena", 60));
  const json first = d.watch(id, ann);
  CHECK(first["tournament"] == id);
  CHECK(first["id"] == "r");  // the request's id is echoed in the first frame
  CHECK(first["you"] == json{{"joined", false}, {"paused", false}, {"withdrawn", false}, {"game", nullptr}});
  d.director->unwatch(d.reply(ann.peer, "u1"), ann.who.id, id);
  REQUIRE(d.run_until([&] { return !ann.peer->of("tournament.unwatched").empty(); }));
  CHECK(ann.peer->of("tournament.unwatched").back() ==
        json{{"type", "tournament.unwatched"}, {"id", "u1"}, {"tournament", id}});
  // No more frames once unwatched.
  const auto frames = ann.peer->of("tournament").size();
  Entrant bob = d.player("Bob");
  REQUIRE(d.join(id, bob) == 200);
  d.pass(2000);
  CHECK(ann.peer->of("tournament").size() == frames);
}

TEST_CASE("a watcher hears a frame on each change, at most one a second, with its own you") {
  Directed d;
  const std::string id = d.create(event("arena", 600));
  Entrant ann = d.player("Ann");
  d.watch(id, ann);
  const auto after_watch = ann.peer->of("tournament").size();
  REQUIRE(d.join(id, ann) == 200);
  d.poll();
  CHECK(ann.peer->of("tournament").size() == after_watch + 1);  // the first change goes out at once
  CHECK(Directed::frame(ann)["you"]["joined"] == true);
  Entrant bob = d.player("Bob"), cid = d.player("Cid");
  REQUIRE(d.join(id, bob) == 200);
  REQUIRE(d.join(id, cid) == 200);
  d.poll();
  CHECK(ann.peer->of("tournament").size() == after_watch + 1);  // within the second: held back
  d.advance(1000);
  CHECK(ann.peer->of("tournament").size() == after_watch + 2);  // both changes in one frame
  CHECK(Directed::frame(ann)["players"] == 3);
  CHECK(Directed::frame(ann)["standings"].size() == 3);
  auto left = d.answer([&](TournamentDone done) { d.director->withdraw(id, ann.who, std::move(done)); });
  CHECK(left.status == 200);
  CHECK(json::parse(left.body) == json{{"ok", true}});
  d.advance(1000);
  CHECK(Directed::frame(ann)["you"]["withdrawn"] == true);
  CHECK(Directed::frame(ann)["you"]["joined"] == false);
}

TEST_CASE("join refuses a guest, an unknown event, a bot event, a play-banned player and a Swiss pause") {
  Directed d;
  Entrant ann = d.player("Ann");
  const std::string id = d.create(event("arena", 60));
  Entrant guest = ann;
  guest.who.account = false;
  auto refused = d.answer([&](TournamentDone done) { d.director->join(id, guest.who, std::move(done)); });
  CHECK(refused.status == 401);
  CHECK(json::parse(refused.body)["error"] == "account_required");
  CHECK(d.join("nosuchevent", ann) == 404);

  StoredTournament bots = event("arena", 60);
  bots.bots = true;
  const std::string bot_event = d.create(bots);
  refused = d.answer([&](TournamentDone done) { d.director->join(bot_event, ann.who, std::move(done)); });
  CHECK(refused.status == 403);
  CHECK(json::parse(refused.body)["error"] == "bots_only");

  ModAction ban{"m1",
                "mod",
                ann.who.id,
                "play_ban",
                "aborts",
                iso_time(PlayClock::wall_now() + std::chrono::hours(1)),
                iso_time(PlayClock::wall_now())};
  d.store.save_mod_action(ban);
  refused = d.answer([&](TournamentDone done) { d.director->join(id, ann.who, std::move(done)); });
  CHECK(refused.status == 403);
  CHECK(json::parse(refused.body)["error"] == "play_banned");

  Entrant bob = d.player("Bob");
  const std::string swiss = d.create(event("swiss", 60));
  REQUIRE(d.join(swiss, bob) == 200);
  refused = d.answer([&](TournamentDone done) { d.director->pause(swiss, bob.who, std::move(done)); });
  CHECK(refused.status == 400);
}

TEST_CASE("the tournament room: watchers with an account speak, every watcher hears, a newcomer gets the history") {
  Directed d;
  const std::string id = d.create(event("arena", 600));
  Entrant ann = d.player("Ann"), bob = d.player("Bob"), guest = d.player("Guest");
  guest.who.account = false;
  d.watch(id, ann);
  d.watch(id, bob);
  d.watch(id, guest);
  d.director->chat(d.reply(ann.peer, "c1"), ann.who, id, "  good luck all ");
  REQUIRE(d.run_until([&] { return !bob.peer->of("chat").empty(); }));
  REQUIRE(d.run_until([&] { return !guest.peer->of("chat").empty(); }));
  const json heard = bob.peer->of("chat").back();
  CHECK(heard["tournament"] == id);
  CHECK(heard["room"] == "tournament");
  CHECK(heard["text"] == "good luck all");
  CHECK(heard["from"]["id"] == ann.who.id);
  CHECK_FALSE(heard.contains("id"));
  REQUIRE(ann.peer->of("chat").size() == 1);
  CHECK(ann.peer->of("chat").back()["id"] == "c1");
  CHECK(d.store.chat_lines("tournament:" + id).size() == 1);

  // A guest hears but does not speak; nor does a player who does not watch.
  d.director->chat(d.reply(guest.peer, "c2"), guest.who, id, "hi");
  Entrant cid = d.player("Cid");
  d.director->chat(d.reply(cid.peer, "c3"), cid.who, id, "hi");
  REQUIRE(d.run_until([&] { return !guest.peer->of("error").empty() && !cid.peer->of("error").empty(); }));
  CHECK(guest.peer->of("error").back()["code"] == "chat_closed");
  CHECK(cid.peer->of("error").back()["code"] == "chat_closed");

  // Cid watches: the frame, then the room's history.
  d.watch(id, cid);
  REQUIRE(d.run_until([&] { return !cid.peer->of("chat.history").empty(); }));
  const auto types = cid.peer->types();
  const auto frame_at = std::find(types.begin(), types.end(), "tournament");
  const auto history_at = std::find(types.begin(), types.end(), "chat.history");
  CHECK(frame_at < history_at);
  const json history = cid.peer->of("chat.history").back();
  CHECK(history["tournament"] == id);
  REQUIRE(history["lines"].size() == 1);
  CHECK(history["lines"][0]["text"] == "good luck all");
}

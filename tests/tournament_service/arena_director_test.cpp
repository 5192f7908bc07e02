// The director's arenas (docs/protocol.md §Tournaments): the start, pairing rounds after the wait,
// no pairing in the last stretch, results scored, the end, and games played past it.
#include <doctest/doctest.h>

#include <set>

#include "director_support.hpp"

using namespace director_test;

namespace {

/// A player's game in progress as their connection was told it: id and seat.
struct SeatedGame {
  std::string game, seat;
};

SeatedGame last_game(const Entrant& e) {
  auto games = e.peer->of("game");
  REQUIRE(!games.empty());
  return {games.back()["game"].get<std::string>(), games.back()["you"].get<std::string>()};
}

/// Ends `e`'s game through its room with `e` winning, after a ply each.
void win(Directed& d, const Entrant& e, const std::vector<Entrant>& among) {
  const SeatedGame g = last_game(e);
  d.end_game(g.game, g.seat, among);
}

/// Players who joined arena `id` and watch it: Ann, Bob, Cid, Dee, then Eve and Fay when `six`.
std::vector<Entrant> watching(Directed& d, const std::string& id, bool six = false) {
  std::vector<Entrant> out;
  for (const char* name : {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay"}) {
    if (out.size() == (six ? 6u : 4u)) break;
    out.push_back(d.player(name));
    REQUIRE(d.join(id, out.back()) == 200);
    const json first = d.watch(id, out.back());
    CHECK(first["status"] == "created");
    CHECK(first["you"]["joined"] == true);
    CHECK(first["you"]["game"].is_null());
  }
  return out;
}

std::string opponent_of(const Entrant& e, const std::vector<Entrant>& all) {
  const std::string game = last_game(e).game;
  for (const auto& other : all)
    if (other.who.id != e.who.id && !other.peer->of("game").empty() && last_game(other).game == game)
      return other.who.id;
  return "";
}

}  // namespace

TEST_CASE("an arena pairs its watchers at the start, then again once the oldest waited arena_wait") {
  Directed d;
  const std::string id = d.create(event("arena", 10));
  auto players = watching(d, id);
  d.pass(8000);
  CHECK(d.rooms.size() == 0);  // not started yet
  d.pass(4000);
  CHECK(Directed::frame(players[0])["status"] == "started");
  // The start's round pairs everyone at once: two games.
  for (const auto& p : players) CHECK(d.rooms.live_games_of(p.who.id) == 1);
  const json playing = Directed::frame(players[0]);
  CHECK(playing["you"]["game"] == last_game(players[0]).game);
  std::map<std::string, std::string> first_opponent;
  for (const auto& p : players) first_opponent[p.who.id] = opponent_of(p, players);

  // Ann wins; the other game is a draw. Everyone waits from now.
  const std::string other_game = last_game(players[0]).game == last_game(players[2]).game ? last_game(players[1]).game
                                                                                          : last_game(players[2]).game;
  win(d, players[0], players);
  d.end_game(other_game, "draw", players);
  d.pass(2000);
  const json scored = Directed::frame(players[0]);
  CHECK(row_of(scored, players[0].who.id)["score"] == 2);
  CHECK(row_of(scored, first_opponent[players[0].who.id])["score"] == 0);
  CHECK(scored["standings"][0]["player"]["id"] == players[0].who.id);
  for (const auto& p : players) CHECK(d.rooms.live_games_of(p.who.id) == 0);

  // 60+0 waits 15 s (arena_wait): not yet after 10 s, then a round; nobody meets their last opponent.
  d.pass(10000);
  for (const auto& p : players) CHECK(d.rooms.live_games_of(p.who.id) == 0);
  d.pass(6000);
  for (const auto& p : players) {
    CAPTURE(p.who.name);
    CHECK(d.rooms.live_games_of(p.who.id) == 1);
    CHECK(opponent_of(p, players) != first_opponent[p.who.id]);
  }
}

TEST_CASE("an arena pairs nobody in its last stretch, finishes at its end, and a game played past it counts") {
  Directed d;
  StoredTournament t = event("arena", 2);
  t.clock = protocol::TimeControl{10800, 0, 0};  // games that outlast the arena
  const std::string id = d.create(t);
  auto players = watching(d, id, true);
  d.pass(2000);
  std::set<std::string> games;
  for (const auto& p : players) {
    REQUIRE(d.rooms.live_games_of(p.who.id) == 1);
    games.insert(last_game(p).game);
  }
  REQUIRE(games.size() == 3);
  for (const auto& g : games) {
    d.ply(g, 0, Directed::seated(g, "south", players));
    d.ply(g, 1, Directed::seated(g, "north", players));
  }
  // 20 minutes: the last 120 s pair nobody (arena_pairings_closed).
  const json started = Directed::frame(players[0]);
  CHECK(started["pairings_closed_at"] ==
        iso_time(*parse_iso_time(started["ends_at"].get<std::string>()) - std::chrono::seconds(120)));
  d.advance(20 * 60 * 1000 - 100 * 1000);
  d.settle();
  // Two games end in the last stretch (South wins): their four players could meet anew, but are not paired.
  const std::string still = *games.begin();
  for (auto it = std::next(games.begin()); it != games.end(); ++it)
    d.finish_game(*it, "south", Directed::seated(*it, "south", players), Directed::seated(*it, "north", players));
  d.pass(40000);
  for (const auto& p : players) CHECK(d.rooms.live_games_of(p.who.id) == (last_game(p).game == still ? 1 : 0));
  CHECK(Directed::frame(players[0])["status"] == "started");
  d.pass(62000);
  const json over = Directed::frame(players[0]);
  CHECK(over["status"] == "finished");
  REQUIRE(over["podium"].is_array());
  CHECK(over["podium"].size() == 3);
  CHECK(over["podium"][0]["score"] == 2);

  // The game played on ends after the arena: it still scores, and the watchers hear it.
  const Entrant& winner = Directed::seated(still, "north", players);
  CHECK(row_of(over, winner.who.id)["score"] == 0);
  d.finish_game(still, "north", Directed::seated(still, "south", players), winner);
  d.pass(2000);
  const json late = Directed::frame(players[0]);
  CHECK(row_of(late, winner.who.id)["score"] == 2);
  CHECK(late["status"] == "finished");
  d.pass(30000);
  for (const auto& p : players) CHECK(d.rooms.live_games_of(p.who.id) == 0);
}

TEST_CASE("an arena pairs only players who watch it and are not paused, and a player who made no ply is paused") {
  Directed d;
  const std::string id = d.create(event("arena", 2));
  auto ann = d.player("Ann"), bob = d.player("Bob"), cid = d.player("Cid"), dee = d.player("Dee");
  for (const auto* p : {&ann, &bob, &cid, &dee}) REQUIRE(d.join(id, *p) == 200);
  d.watch(id, ann);
  d.watch(id, bob);
  d.watch(id, cid);  // Dee joined but is not on the page
  auto paused = d.answer([&](TournamentDone done) { d.director->pause(id, cid.who, std::move(done)); });
  CHECK(paused.status == 200);
  d.pass(4000);
  CHECK(d.rooms.live_games_of(ann.who.id) == 1);
  CHECK(d.rooms.live_games_of(bob.who.id) == 1);
  CHECK(d.rooms.live_games_of(cid.who.id) == 0);
  CHECK(d.rooms.live_games_of(dee.who.id) == 0);
  CHECK(Directed::frame(cid)["you"]["paused"] == true);
  CHECK(Directed::frame(ann)["you"]["game"] == last_game(ann).game);
  // Bob loses without a ply of his own (as a first move's time running out): he is paused.
  const SeatedGame g = last_game(bob);
  d.no_show(g.game, g.seat, {ann, bob});
  d.pass(2000);
  CHECK(row_of(Directed::frame(ann), bob.who.id)["withdrawn"] == true);
  CHECK(row_of(Directed::frame(ann), ann.who.id)["withdrawn"] == false);
  CHECK(row_of(Directed::frame(ann), ann.who.id)["score"] == 2);
  CHECK(Directed::frame(bob)["you"]["paused"] == true);
  // Joining again brings a paused player back.
  REQUIRE(d.join(id, bob) == 200);
  d.pass(2000);
  CHECK(Directed::frame(bob)["you"]["paused"] == false);
}

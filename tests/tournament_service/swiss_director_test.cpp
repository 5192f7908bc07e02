// The director's Swiss events (docs/protocol.md §Tournaments): rounds paired from the standings,
// the bye, the no-show withdrawn, a late join's half-point bye, the gap between rounds, the end.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "director_support.hpp"

using namespace director_test;

namespace {

/// The games of `round` still in progress in a frame, each with its two players.
std::map<std::string, std::vector<std::string>> games_in_progress(const json& frame, int round) {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& row : frame["standings"])
    for (const auto& g : row["games"])
      if (g["round"] == round && g["result"].is_null() && g["game"].is_string())
        out[g["game"].get<std::string>()].push_back(row["player"]["id"].get<std::string>());
  return out;
}

/// The players who have a bye (whole or half) in `round`, with its points.
std::map<std::string, double> byes(const json& frame, int round) {
  std::map<std::string, double> out;
  for (const auto& row : frame["standings"])
    for (const auto& g : row["games"])
      if (g["round"] == round && g["result"] == "bye") out[row["player"]["id"]] = g["points"].get<double>();
  return out;
}

/// The seat `player` holds in `game`, as their connection was told.
std::string seat_in(const Entrant& e, const std::string& game) {
  for (const auto& f : e.peer->of("game"))
    if (f["game"] == game) return f["you"].get<std::string>();
  FAIL("no game " << game << " for " << e.who.name);
  return "";
}

}  // namespace

TEST_CASE("a Swiss event of five over three rounds: a bye, a late joiner's half bye, a no-show withdrawn") {
  Directed d;  // rounds 5 s apart
  const std::string id = d.create(event("swiss", 2));
  std::map<std::string, Entrant> by_id;
  for (const char* name : {"Ann", "Bob", "Cid", "Dee", "Eve"}) {
    Entrant e = d.player(name);
    REQUIRE(d.join(id, e) == 200);
    by_id[e.who.id] = e;
  }
  // A guest watches the event; the players do not: their games reach them on their connections.
  Entrant watcher = d.player("Watcher");
  watcher.who.account = false;
  d.watch(id, watcher);
  d.pass(3000);  // the start, then the frame of the round's games (frames a second apart)
  json f = Directed::frame(watcher);
  CHECK(f["status"] == "started");
  CHECK(f["round"] == 1);
  auto round1 = games_in_progress(f, 1);
  REQUIRE(round1.size() == 2);
  const auto bye1 = byes(f, 1);
  REQUIRE(bye1.size() == 1);
  CHECK(bye1.begin()->second == 1);
  for (const auto& [game, players] : round1)
    for (const auto& p : players) CHECK(seat_in(by_id[p], game).size() > 0);

  // A sixth player joins during round 1 (of 3: up to half may have begun): half a point for it.
  Entrant gus = d.player("Gus");
  REQUIRE(d.join(id, gus) == 200);
  d.pass(2000);
  f = Directed::frame(watcher);
  CHECK(byes(f, 1).at(gus.who.id) == 0.5);
  CHECK(row_of(f, gus.who.id)["score"] == 0.5);

  // The first game's South makes no ply and loses on time: withdrawn. The other game is won by South.
  const auto& [no_show_game, no_show_pair] = *round1.begin();
  const std::string absent =
      seat_in(by_id[no_show_pair[0]], no_show_game) == "south" ? no_show_pair[0] : no_show_pair[1];
  std::vector<Entrant> all;
  for (const auto& [player, e] : by_id) all.push_back(e);
  d.no_show(no_show_game, "south", all);
  const auto& [won_game, won_pair] = *std::next(round1.begin());
  const std::string loser = seat_in(by_id[won_pair[0]], won_game) == "north" ? won_pair[0] : won_pair[1];
  d.end_game(won_game, "south", all);
  d.pass(2000);
  f = Directed::frame(watcher);
  CHECK(row_of(f, absent)["withdrawn"] == true);
  CHECK(f["next_round_at"].is_string());
  CHECK(f["round"] == 1);
  d.pass(2000);
  CHECK(Directed::frame(watcher)["round"] == 1);  // the gap is 5 s

  // Round 2: five present (Gus in, the no-show out): two games and a bye to someone without one.
  d.pass(3000);
  f = Directed::frame(watcher);
  REQUIRE(f["round"] == 2);
  const auto round2 = games_in_progress(f, 2);
  CHECK(round2.size() == 2);
  const auto bye2 = byes(f, 2);
  REQUIRE(bye2.size() == 1);
  // The lowest without a bye: round 1's loser on the board (0 points; Gus has his half).
  CHECK(bye2.begin()->first == loser);
  for (const auto& [game, players] : round2)
    for (const auto& p : players) CHECK(p != absent);
  // Past half the rounds, nobody new joins.
  Entrant hal = d.player("Hal");
  CHECK(d.join(id, hal) == 409);

  // Rounds 2 and 3 are played out; the event finishes after round 3.
  all.push_back(gus);
  for (int round = 2; round <= 3; ++round) {
    f = Directed::frame(watcher);
    REQUIRE(f["round"] == round);
    for (const auto& [game, players] : games_in_progress(f, round)) d.end_game(game, "draw", all);
    d.pass(8000);
  }
  f = Directed::frame(watcher);
  CHECK(f["status"] == "finished");
  CHECK(f["round"] == 3);
  CHECK(f["podium"].size() == 3);
  // Nobody met anyone twice.
  for (const auto& row : f["standings"]) {
    std::set<std::string> met;
    for (const auto& g : row["games"])
      if (g["opponent"].is_object()) CHECK(met.insert(g["opponent"]["id"].get<std::string>()).second);
  }
}

TEST_CASE("two games a round: the second opens once the first ended, seats swapped, and pairs all met end it") {
  Directed d;
  StoredTournament t = event("swiss", 2);
  t.rounds = 2;
  t.games_per_round = 2;
  const std::string id = d.create(t);
  Entrant ann = d.player("Ann"), bob = d.player("Bob");
  REQUIRE(d.join(id, ann) == 200);
  REQUIRE(d.join(id, bob) == 200);
  d.watch(id, ann);
  d.pass(3000);
  auto games = games_in_progress(Directed::frame(ann), 1);
  REQUIRE(games.size() == 1);
  const std::string first = games.begin()->first;
  const std::string ann_seat = seat_in(ann, first);
  d.end_game(first, ann_seat, {ann, bob});  // Ann wins
  // Not at once: the first game's end reaches them before the second game.
  CHECK(d.rooms.live_games_of(ann.who.id) == 0);
  // The next tick opens it; the frame that shows it follows within a second (frames a second apart).
  d.pass(3000);
  REQUIRE(d.rooms.live_games_of(ann.who.id) == 1);
  games = games_in_progress(Directed::frame(ann), 1);
  REQUIRE(games.size() == 1);
  const std::string second = games.begin()->first;
  CHECK(second != first);
  CHECK(seat_in(ann, second) != ann_seat);
  d.end_game(second, "draw", {ann, bob});
  // Round 2 would pair them again: nobody meets twice, so the event ends.
  d.pass(8000);
  const json f = Directed::frame(ann);
  CHECK(f["status"] == "finished");
  CHECK(f["round"] == 1);
  CHECK(row_of(f, ann.who.id)["score"] == 1.5);
  CHECK(row_of(f, bob.who.id)["score"] == 0.5);
  CHECK(row_of(f, ann.who.id)["games"].size() == 2);
}

// A new director over the same store (a restart, or another node taking over) resumes every
// event where the rows left it: games in progress stay open and still score, Swiss rounds go on,
// and the schedule's next events are made once.
#include <doctest/doctest.h>

#include "director_support.hpp"

using namespace director_test;

namespace {

/// The director goes, and a new one over the same rooms and store starts.
void restart(Directed& d) {
  d.director.reset();
  d.settle();
  d.director.emplace(d.ctx, d.rooms, d.lobby, d.lease);
  d.director->start();
  d.settle();
}

std::string game_of(const Entrant& e) { return e.peer->of("game").back()["game"].get<std::string>(); }

}  // namespace

TEST_CASE("a restarted director resumes an arena: its standings, its games in progress, its pairing") {
  Directed d;
  const std::string id = d.create(event("arena", 2));
  std::vector<Entrant> players;
  for (const char* name : {"Ann", "Bob", "Cid", "Dee"}) {
    players.push_back(d.player(name));
    REQUIRE(d.join(id, players.back()) == 200);
    d.watch(id, players.back());
  }
  d.pass(2000);
  for (const auto& p : players) REQUIRE(d.rooms.live_games_of(p.who.id) == 1);
  const std::string first = game_of(players[0]);
  d.end_game(first, players[0].peer->of("game").back()["you"].get<std::string>(), players);
  d.store.flush();

  restart(d);
  // The connections watch anew (a page reconnects); the event is as it was.
  const json again = d.watch(id, players[0]);
  CHECK(again["status"] == "started");
  CHECK(row_of(again, players[0].who.id)["score"] == 2);
  std::string other;
  for (const auto& p : players)
    if (game_of(p) != first) other = game_of(p);
  REQUIRE(!other.empty());
  for (const auto& p : players)
    if (game_of(p) == other) CHECK(d.watch(id, p)["you"]["game"] == other);
  // The game still open ends after the restart: it scores once, however often it is told.
  const Entrant& north = Directed::seated(other, "north", players);
  d.end_game(other, "north", players);
  d.director->game_ended(id, other, "south", 40);
  d.pass(2000);
  const json now = Directed::frame(players[0]);
  CHECK(row_of(now, north.who.id)["score"] == 2);
  CHECK(row_of(now, Directed::seated(other, "south", players).who.id)["score"] == 0);
  CHECK(d.store.tournament_games(id).size() == 2);
}

TEST_CASE("a restarted director pairs a Swiss event's next round and finds a result the rooms did not tell") {
  Config config = Directed::directed_config();
  config.swiss_round_gap_ms = 4000;
  Directed d(config);
  StoredTournament t = event("swiss", 2);
  t.rounds = 2;
  const std::string id = d.create(t);
  std::vector<Entrant> players;
  for (const char* name : {"Ann", "Bob", "Cid", "Dee"}) {
    players.push_back(d.player(name));
    REQUIRE(d.join(id, players.back()) == 200);
  }
  d.pass(2000);
  REQUIRE(d.store.tournament_games(id).size() == 2);
  // One game ends while the director is away: the store has its result, the director hears nothing.
  const std::string lost = d.store.tournament_games(id)[0].game;
  const std::string told = d.store.tournament_games(id)[1].game;
  d.end_game(told, "south", players);
  d.director.reset();
  auto room = d.rooms.find(lost);
  REQUIRE(room);
  const StoredTournamentGame seats = d.store.tournament_games(id)[0];
  for (const auto& p : players)
    if (p.who.id == seats.north) room->resign(d.reply(p.peer), p.who.id);
  d.settle();
  REQUIRE(d.store.game(lost)->result == Outcome::south);

  d.director.emplace(d.ctx, d.rooms, d.lobby, d.lease);
  d.director->start();
  // The store's look-up (every 10 s) scores it; the round ends, and round 2 is paired 4 s later.
  d.pass(10000);
  CHECK(d.store.tournament_games(id)[0].result == "south");
  // North resigned before a ply of theirs: withdrawn by the first-move rule. Three are left: a
  // game and a bye.
  for (const auto& e : d.store.entrants(id)) CHECK(e.withdrawn == (e.player == seats.north));
  d.pass(6000);
  const auto games = d.store.tournament_games(id);
  REQUIRE(games.size() == 4);
  int round2_games = 0, round2_byes = 0;
  for (const auto& g : games) {
    if (g.round != 2) continue;
    (g.result == "bye" ? round2_byes : round2_games) += 1;
    CHECK(g.south != seats.north);
    CHECK(g.north != seats.north);
  }
  CHECK(round2_games == 1);
  CHECK(round2_byes == 1);
  CHECK(d.store.tournament(id)->round == 2);
}

TEST_CASE("the schedule's next event is made once, and made again once it has started") {
  Config config = Directed::directed_config();
  ScheduleEntry hourly;
  hourly.minutes = 57;
  config.tournament_schedule = {hourly};
  Directed d(config);
  auto created = d.store.tournaments("created", 10);
  REQUIRE(created.size() == 1);
  const auto starts = *parse_iso_time(created[0].starts_at);
  CHECK(created[0].schedule_slot == "0@" + created[0].starts_at);
  CHECK(starts > PlayClock::wall_now());
  CHECK(starts - PlayClock::wall_now() <= std::chrono::hours(1));
  // A second director over the same store makes no second copy.
  restart(d);
  CHECK(d.store.tournaments("created", 10).size() == 1);
  // Past its start, it runs and the next hour's is made.
  d.advance(
      static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(starts - PlayClock::wall_now()).count()) +
      1000);
  d.pass(2000);
  CHECK(d.store.tournaments("started", 10).size() == 1);
  created = d.store.tournaments("created", 10);
  REQUIRE(created.size() == 1);
  CHECK(*parse_iso_time(created[0].starts_at) == starts + std::chrono::hours(1));
}

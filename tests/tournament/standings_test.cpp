// Standings from stored rows: a hand-worked arena table and hand-worked Swiss tables with their
// tie-breaks (Buchholz, Sonneborn-Berger) and byes.
#include "mancala/server/tournament/standings.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using mancala::server::arena_standings;
using mancala::server::StandingRow;
using mancala::server::StoredEntrant;
using mancala::server::StoredTournamentGame;
using mancala::server::swiss_standings;

namespace {

StoredEntrant entrant(std::string id, double rating, std::string joined_at, bool withdrawn = false,
                      bool paused = false) {
  StoredEntrant e;
  e.tournament = "t1";
  e.player = id;
  e.name = "name-" + id;
  e.rating = rating;
  e.joined_at = std::move(joined_at);
  e.withdrawn = withdrawn;
  e.paused = paused;
  return e;
}

StoredTournamentGame game(std::string id, int round, std::string south, std::string north, std::string result,
                          int plies = 30, bool south_berserk = false, bool north_berserk = false) {
  StoredTournamentGame g;
  g.tournament = "t1";
  g.game = std::move(id);
  g.round = round;
  g.south = std::move(south);
  g.north = std::move(north);
  g.result = std::move(result);
  g.plies = plies;
  g.berserk = {south_berserk, north_berserk};
  return g;
}

StoredTournamentGame bye(int round, const std::string& player, bool half = false) {
  return game("bye:" + std::to_string(round) + ":" + player, round, player, "", half ? "half_bye" : "bye", 0);
}

std::vector<std::string> order_of(const std::vector<StandingRow>& rows) {
  std::vector<std::string> out;
  for (const auto& r : rows) out.push_back(r.player);
  return out;
}

const StandingRow& row_of(const std::vector<StandingRow>& rows, const std::string& player) {
  for (const auto& r : rows)
    if (r.player == player) return r;
  FAIL("no row for " << player);
  return rows.front();
}

}  // namespace

// A 1600 (joined 1st), B 1500 (2nd), C 1500 (3rd), D 1700 (4th), E 1400 (5th, paused); X has
// left (no entrant row).
//   g1 A-B  A wins              A 2          B 0
//   g2 C-D  draw, 30 plies      C 1          D 1
//   g3 B-A  A wins              A 2 (2 in a row: on fire)
//   g4 D-C  draw, 12 plies      D 0 (short)  C 0
//   g5 A-C  A wins, berserk     A 4+1 doubled
//   g6 B-D  D wins, berserk but 13 plies: D 2
//   g7 A-D  in progress         0 each
//   g8 E-B  draw, E berserk     E 1          B 1
//   g9 X-C  X wins              C 0
// Scores: A 9 (on fire), D 3, B 1, C 1, E 1. B and C tie on rating too: B joined first.
TEST_CASE("arena standings rank by score then rating then who joined first") {
  const std::vector<StoredEntrant> players = {
      entrant("A", 1600, "2026-01-01T10:00:01Z"), entrant("B", 1500, "2026-01-01T10:00:02Z"),
      entrant("C", 1500, "2026-01-01T10:00:03Z"), entrant("D", 1700, "2026-01-01T10:00:04Z"),
      entrant("E", 1400, "2026-01-01T10:00:05Z", false, true)};
  const std::vector<StoredTournamentGame> games = {game("g1", 0, "A", "B", "south", 40),
                                                   game("g2", 0, "C", "D", "draw", 30),
                                                   game("g3", 0, "B", "A", "north", 50),
                                                   game("g4", 0, "D", "C", "draw", 12),
                                                   game("g5", 0, "A", "C", "south", 30, true),
                                                   game("g6", 0, "B", "D", "north", 13, false, true),
                                                   game("g7", 0, "A", "D", "", 3),
                                                   game("g8", 0, "E", "B", "draw", 25, true),
                                                   game("g9", 0, "X", "C", "south", 44)};
  const auto rows = arena_standings(players, games);
  REQUIRE(rows.size() == 5);
  CHECK(order_of(rows) == std::vector<std::string>{"A", "D", "B", "C", "E"});
  for (std::size_t i = 0; i < rows.size(); ++i) CHECK(rows[i].rank == static_cast<int>(i) + 1);

  const StandingRow& a = row_of(rows, "A");
  CHECK(a.score == 9);
  CHECK(a.on_fire);
  CHECK_FALSE(a.withdrawn);
  CHECK(a.name == "name-A");
  CHECK(a.rating == 1600);
  REQUIRE(a.games.size() == 4);
  CHECK(a.games[0].game == "g1");
  CHECK(a.games[1].opponent == "B");
  CHECK(a.games[1].opponent_name == "name-B");
  CHECK(a.games[2].result == "win");
  CHECK(a.games[2].points == 5);
  CHECK(a.games[2].doubled);
  CHECK(a.games[2].berserk);
  CHECK_FALSE(a.games[1].doubled);
  CHECK(a.games[3].game == "g7");
  CHECK(a.games[3].result == "");
  CHECK(a.games[3].points == 0);

  const StandingRow& d = row_of(rows, "D");
  CHECK(d.score == 3);
  CHECK_FALSE(d.on_fire);
  REQUIRE(d.games.size() == 4);
  CHECK(d.games[1].result == "draw");
  CHECK(d.games[1].points == 0);
  CHECK(d.games[2].points == 2);
  CHECK(d.games[2].berserk);

  const StandingRow& c = row_of(rows, "C");
  CHECK(c.score == 1);
  REQUIRE(c.games.size() == 4);
  CHECK(c.games[2].result == "loss");
  CHECK(c.games[3].opponent == "X");
  CHECK(c.games[3].opponent_name == "deleted player");

  const StandingRow& e = row_of(rows, "E");
  CHECK(e.withdrawn);
  CHECK(e.score == 1);
  REQUIRE(e.games.size() == 1);
  CHECK(e.games[0].berserk);
  CHECK(e.games[0].points == 1);
}

TEST_CASE("arena standings list entrants without games at zero") {
  const auto rows =
      arena_standings({entrant("p", 1500, "2026-01-01T10:00:02Z"), entrant("q", 1500, "2026-01-01T10:00:01Z")}, {});
  CHECK(order_of(rows) == std::vector<std::string>{"q", "p"});
  CHECK(rows[0].score == 0);
  CHECK(rows[0].games.empty());
}

TEST_CASE("an aborted game is left out of both rows, arena and swiss") {
  const std::vector<StoredEntrant> players = {entrant("p", 1500, "2026-01-01T10:00:01Z"),
                                              entrant("q", 1500, "2026-01-01T10:00:02Z")};
  const std::vector<StoredTournamentGame> games = {game("g1", 1, "p", "q", "aborted"),
                                                   game("g2", 1, "q", "p", "south")};
  const auto arena = arena_standings(players, games);
  REQUIRE(arena.size() == 2);
  for (const auto& row : arena) {
    REQUIRE(row.games.size() == 1);
    CHECK(row.games[0].game == "g2");
  }
  CHECK(arena[0].player == "q");
  CHECK(arena[0].score == 2);
  const auto swiss = swiss_standings(players, games, 1);
  REQUIRE(swiss.size() == 2);
  for (const auto& row : swiss) {
    REQUIRE(row.games.size() == 1);
    CHECK(row.games[0].game == "g2");
    CHECK(row.buchholz == (row.player == "q" ? 0 : 1));
  }
}

// Six players, three rounds, two games a round (seats swapped). P6 joins in round 2 (a
// half-point bye: 1); round 1's bye goes to P5 and round 2's to P4 (2 each). P3 withdrew after.
//   R1  P1-P2: 1a P1 wins, 1b draw      P1 1.5  P2 0.5
//       P3-P4: 2a P4 wins, 2b P3 wins   P3 1    P4 1       P5 bye 2
//   R2  P5-P1: 3a draw, 3b P1 wins      P5 0.5  P1 1.5
//       P3-P2: 4a P3 wins, 4b P2 wins   P3 1    P2 1       P4 bye 2, P6 half bye 1
//   R3  P1-P4: 5a draw, 5b draw         P1 1    P4 1
//       P5-P3: 6a P5 wins, 6b P5 wins   P5 2    P3 0
//       P6-P2: 7a P2 wins, 7b draw      P6 0.5  P2 1.5
// Final: P1 4, P2 3, P3 2, P4 4, P5 4.5, P6 1.5 (19 = 14 games + 5 bye points).
// Buchholz (each opponent's final points, once a round; byes nothing):
//   P1 3+4.5+4 = 11.5  P2 4+2+1.5 = 7.5  P3 4+3+4.5 = 11.5  P4 2+4 = 6  P5 4+2 = 6  P6 3
// Sonneborn-Berger (per game: opponent's final points × the game's score):
//   P1 3 + 1.5 + 2.25 + 4.5 + 2 + 2 = 15.25   P2 2 + 2 + 1.5 + 0.75 = 6.25   P3 4 + 3 = 7
//   P4 2 + 2 + 2 = 6   P5 2 + 2 + 2 = 6   P6 1.5
// Order: P5 4.5; P1 and P4 on 4 (Buchholz 11.5 > 6); P2 3; P3 2; P6 1.5.
TEST_CASE("swiss standings with two games a round, byes, Buchholz and Sonneborn-Berger") {
  const std::vector<StoredEntrant> players = {
      entrant("P1", 1500, "2026-01-01T10:00:01Z"),       entrant("P2", 1600, "2026-01-01T10:00:02Z"),
      entrant("P3", 1700, "2026-01-01T10:00:03Z", true), entrant("P4", 1800, "2026-01-01T10:00:04Z"),
      entrant("P5", 1400, "2026-01-01T10:00:05Z"),       entrant("P6", 1900, "2026-01-01T11:00:00Z")};
  const std::vector<StoredTournamentGame> games = {game("1a", 1, "P1", "P2", "south"),
                                                   game("1b", 1, "P2", "P1", "draw"),
                                                   game("2a", 1, "P3", "P4", "north"),
                                                   game("2b", 1, "P4", "P3", "north"),
                                                   bye(1, "P5"),
                                                   game("3a", 2, "P5", "P1", "draw"),
                                                   game("3b", 2, "P1", "P5", "south"),
                                                   game("4a", 2, "P3", "P2", "south"),
                                                   game("4b", 2, "P2", "P3", "south"),
                                                   bye(2, "P4"),
                                                   bye(2, "P6", true),
                                                   game("5a", 3, "P1", "P4", "draw"),
                                                   game("5b", 3, "P4", "P1", "draw"),
                                                   game("6a", 3, "P5", "P3", "south"),
                                                   game("6b", 3, "P3", "P5", "north"),
                                                   game("7a", 3, "P6", "P2", "north"),
                                                   game("7b", 3, "P2", "P6", "draw")};
  const auto rows = swiss_standings(players, games, 2);
  REQUIRE(rows.size() == 6);
  CHECK(order_of(rows) == std::vector<std::string>{"P5", "P1", "P4", "P2", "P3", "P6"});

  struct Expect {
    const char* player;
    double score, buchholz, sb;
  };
  for (const Expect& x : {Expect{"P1", 4, 11.5, 15.25}, Expect{"P2", 3, 7.5, 6.25}, Expect{"P3", 2, 11.5, 7},
                          Expect{"P4", 4, 6, 6}, Expect{"P5", 4.5, 6, 6}, Expect{"P6", 1.5, 3, 1.5}}) {
    CAPTURE(x.player);
    const StandingRow& r = row_of(rows, x.player);
    CHECK(r.score == x.score);
    CHECK(r.buchholz == x.buchholz);
    CHECK(r.sonneborn_berger == x.sb);
    CHECK_FALSE(r.on_fire);
  }
  CHECK(row_of(rows, "P3").withdrawn);
  CHECK_FALSE(row_of(rows, "P1").withdrawn);

  const StandingRow& p4 = row_of(rows, "P4");
  REQUIRE(p4.games.size() == 5);
  CHECK(p4.games[2].result == "bye");
  CHECK(p4.games[2].points == 2);
  CHECK(p4.games[2].opponent == "");
  CHECK(p4.games[2].round == 2);
  CHECK(p4.games[0].result == "win");
  CHECK(p4.games[1].result == "loss");
  CHECK(p4.games[3].round == 3);

  const StandingRow& p6 = row_of(rows, "P6");
  REQUIRE(p6.games.size() == 3);
  CHECK(p6.games[0].result == "bye");
  CHECK(p6.games[0].points == 1);
  CHECK(p6.games[2].result == "draw");
  CHECK(p6.games[2].points == 0.5);
  CHECK(p6.games[2].opponent_name == "name-P2");
}

// R1 A beats X, B beats Y; R2 Y beats A, X beats B; R3 A-B draw, X beats Y.
// A 1.5, B 1.5, X 2, Y 1. Buchholz A 2+1+1.5 = 4.5, B 1+2+1.5 = 4.5. Sonneborn-Berger A 2 + 0.75
// = 2.75, B 1 + 0.75 = 1.75: A ranks above B despite B's rating.
TEST_CASE("swiss ties on points and Buchholz go to Sonneborn-Berger before rating") {
  const std::vector<StoredEntrant> players = {
      entrant("A", 1500, "2026-01-01T10:00:01Z"), entrant("B", 1800, "2026-01-01T10:00:02Z"),
      entrant("X", 1500, "2026-01-01T10:00:03Z"), entrant("Y", 1500, "2026-01-01T10:00:04Z")};
  const std::vector<StoredTournamentGame> games = {
      game("r1a", 1, "A", "X", "south"), game("r1b", 1, "B", "Y", "south"), game("r2a", 2, "Y", "A", "south"),
      game("r2b", 2, "X", "B", "south"), game("r3a", 3, "A", "B", "draw"),  game("r3b", 3, "X", "Y", "south")};
  const auto rows = swiss_standings(players, games, 1);
  CHECK(order_of(rows) == std::vector<std::string>{"X", "A", "B", "Y"});
  CHECK(row_of(rows, "A").buchholz == 4.5);
  CHECK(row_of(rows, "B").buchholz == 4.5);
  CHECK(row_of(rows, "A").sonneborn_berger == 2.75);
  CHECK(row_of(rows, "B").sonneborn_berger == 1.75);
}

TEST_CASE("swiss full ties go to rating, then to who joined first") {
  const std::vector<StoredEntrant> players = {entrant("a", 1500, "2026-01-01T10:00:03Z"),
                                              entrant("b", 1600, "2026-01-01T10:00:02Z"),
                                              entrant("c", 1500, "2026-01-01T10:00:01Z")};
  const auto rows = swiss_standings(players, {}, 1);
  CHECK(order_of(rows) == std::vector<std::string>{"b", "c", "a"});
  CHECK(rows[2].rank == 3);
}

// Z left the event: no entrant row, yet their points still count for whoever met them.
// R1 p beats Z, q-r in progress; R2 Z beats q (Z 1 point). p's Buchholz 1, SB 1.
TEST_CASE("swiss tie-breaks count an opponent who left and games in progress score nothing") {
  const std::vector<StoredEntrant> players = {entrant("p", 1500, "2026-01-01T10:00:01Z"),
                                              entrant("q", 1500, "2026-01-01T10:00:02Z"),
                                              entrant("r", 1500, "2026-01-01T10:00:03Z")};
  const std::vector<StoredTournamentGame> games = {game("a", 1, "p", "Z", "south"), game("b", 1, "q", "r", ""),
                                                   game("c", 2, "Z", "q", "south")};
  const auto rows = swiss_standings(players, games, 1);
  const StandingRow& p = row_of(rows, "p");
  CHECK(p.score == 1);
  CHECK(p.buchholz == 1);
  CHECK(p.sonneborn_berger == 1);
  CHECK(p.games[0].opponent_name == "deleted player");
  const StandingRow& q = row_of(rows, "q");
  CHECK(q.score == 0);
  REQUIRE(q.games.size() == 2);
  CHECK(q.games[0].result == "");
  CHECK(q.games[0].points == 0);
  // Met r (0 points) and Z (1 point).
  CHECK(q.buchholz == 1);
  CHECK(rows[0].player == "p");
}

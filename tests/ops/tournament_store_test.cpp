// The tournament records in the memory and SQLite stores (tournament_checks.hpp), the SQLite
// store's kept across a restart, and a version-12 SQLite database migrated to 13 with its rows kept.
#include <doctest/doctest.h>
#include <sqlite3.h>

#include <string>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"
#include "tournament_checks.hpp"

using namespace mancala;
using namespace mancala::server;
using store_test::TempDir;
using tournament_checks::at;
using tournament_checks::ids;

namespace {

// Runs `sql` on the database file `db`; the first column of its last row as text ("" none).
std::string tournament_sql(const std::string& db, const std::string& sql) {
  sqlite3* c = nullptr;
  REQUIRE(sqlite3_open(db.c_str(), &c) == SQLITE_OK);
  std::string value;
  auto keep = [](void* out, int, char** values, char**) {
    *static_cast<std::string*>(out) = values[0] ? values[0] : "";
    return 0;
  };
  char* err = nullptr;
  const int rc = sqlite3_exec(c, sql.c_str(), keep, &value, &err);
  const std::string why = err ? err : "";
  sqlite3_free(err);
  sqlite3_close(c);
  REQUIRE_MESSAGE(rc == SQLITE_OK, why);
  return value;
}

}  // namespace

TEST_CASE("tournament records in the memory store: events, slots, entrants, games, berserk, erasing a player") {
  MemoryStore store;
  tournament_checks::check_all(store);
}

TEST_CASE("tournament records in the SQLite store: events, slots, entrants, games, berserk, erasing a player") {
  TempDir dir("mancala-tournaments");
  Metrics metrics;
  const auto db = (dir.path / "store.db").string();
  {
    SqliteStore store(db, metrics);
    tournament_checks::check_all(store);
  }
  // Kept across a restart: the events, the order of entrants, a game's tournament and berserk.
  SqliteStore reopened(db, metrics);
  CHECK(ids(reopened.tournaments("started", 10)) == std::vector<std::string>{"s2", "s1", "c1", "h1"});
  CHECK(ids(reopened.entrants("c1")) == std::vector<std::string>{"e2", "e3"});
  CHECK(reopened.tournament_games("s1").size() == 4);
  const auto live = reopened.games_in_progress();
  const StoredGame* tg2 = tournament_checks::find_game(live, "tg2");
  REQUIRE(tg2);
  CHECK(tg2->start.tournament == "s1");
  CHECK(tg2->berserk == std::array<bool, 2>{true, true});
  CHECK(tournament_sql(db, "SELECT berserk FROM games WHERE id = 'tg1'") == "2");
  CHECK(tournament_sql(db, "SELECT tournament IS NULL FROM games WHERE id = 'plain'") == "1");
  // The slot stays taken after a restart.
  StoredTournament again = tournament_checks::event("h9", "created", at("14:00"));
  again.schedule_slot = "0@" + at("14:00");
  CHECK_FALSE(reopened.create_scheduled_tournament(again));
}

TEST_CASE(
    "a version-12 SQLite database migrates to the latest: its games and players stay, and tournaments can be stored") {
  TempDir dir("mancala-tournaments-v12");
  Metrics metrics;
  const auto db = (dir.path / "v12.db").string();
  {
    SqliteStore store(db, metrics);
    store.save_player("e1", "Ann", "hash-e1");
    store.save_player("e2", "Bob", "hash-e2");
    GameStart g = tournament_checks::tournament_start("old", "");
    store.start_game(g);
    store.add_ply("old", 0, Side::south, Ply::pit(2));
  }
  // Back to version 12 as an older server left it (without 13's tournaments, 14's bots, 15's puzzles and
  // 16's account languages).
  tournament_sql(db,
                 "DROP TABLE tournaments; DROP TABLE tournament_players; DROP TABLE tournament_games; "
                 "ALTER TABLE games DROP COLUMN tournament; ALTER TABLE games DROP COLUMN berserk; "
                 "DROP INDEX players_bot_owner; ALTER TABLE players DROP COLUMN bot; "
                 "ALTER TABLE players DROP COLUMN bot_owner; DROP TABLE puzzles; DROP TABLE puzzle_players; DROP TABLE "
                 "puzzle_attempts; ALTER TABLE accounts DROP COLUMN language; "
                 "DELETE FROM schema_version WHERE version >= 13");
  REQUIRE(tournament_sql(db, "SELECT MAX(version) FROM schema_version") == "12");
  SqliteStore store(db, metrics);
  CHECK(tournament_sql(db, "SELECT MAX(version) FROM schema_version") == "16");
  CHECK_FALSE(store.find_player("hash-e1")->bot);
  CHECK(store.find_player("hash-e1").has_value());
  auto live = store.games_in_progress();
  REQUIRE(live.size() == 1);
  CHECK(live[0].start.id == "old");
  CHECK(live[0].start.tournament.empty());
  CHECK(live[0].berserk == std::array<bool, 2>{false, false});
  REQUIRE(live[0].plies.size() == 1);
  // The old game takes a berserk; new tournaments and their players are stored.
  store.set_berserk("old", Side::south);
  store.save_tournament(tournament_checks::event("t1", "created", at("12:00")));
  store.save_entrant(tournament_checks::entrant("t1", "e1", at("11:00")));
  store.flush();
  CHECK(store.games_in_progress().at(0).berserk == std::array<bool, 2>{true, false});
  REQUIRE(store.tournament("t1").has_value());
  CHECK(ids(store.entrants("t1")) == std::vector<std::string>{"e1"});
}

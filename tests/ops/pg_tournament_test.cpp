// Tournaments on the PostgreSQL store (schema version 13), against the throwaway cluster of
// pg_cluster.hpp: the records of tournament_checks.hpp kept across a restart, a version-12
// database migrated with its rows kept, and --migrate-sqlite copying the tournament tables.
#include <doctest/doctest.h>

#include <string>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/migrate_sqlite.hpp"
#include "mancala/server/store/pg_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "pg_cluster.hpp"
#include "store_support.hpp"
#include "tournament_checks.hpp"

using namespace mancala;
using namespace mancala::server;
using pg_test::cluster;
using store_test::TempDir;
using tournament_checks::at;
using tournament_checks::ids;

TEST_CASE("PostgreSQL keeps tournaments: events, slots, entrants, games, berserk, erasing a player") {
  const std::string db = cluster().database("tournaments");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    tournament_checks::check_all(store);
  }
  PgStore store(db, metrics);
  CHECK(ids(store.tournaments("started", 10)) == std::vector<std::string>{"s2", "s1", "c1", "h1"});
  CHECK(ids(store.entrants("c1")) == std::vector<std::string>{"e2", "e3"});
  CHECK(store.tournament_games("s1").size() == 4);
  const auto live = store.games_in_progress();
  const StoredGame* tg2 = tournament_checks::find_game(live, "tg2");
  REQUIRE(tg2);
  CHECK(tg2->start.tournament == "s1");
  CHECK(tg2->berserk == std::array<bool, 2>{true, true});
  CHECK(cluster().sql("tournaments", "SELECT berserk FROM games WHERE id = 'tg1'") == "2");
  CHECK(cluster().sql("tournaments", "SELECT (tournament IS NULL)::int FROM games WHERE id = 'plain'") == "1");
  CHECK(cluster().sql("tournaments", "SELECT (ends_at IS NULL)::int FROM tournaments WHERE id = 'nc'") == "1");
  StoredTournament again = tournament_checks::event("h9", "created", at("14:00"));
  again.schedule_slot = "0@" + at("14:00");
  CHECK_FALSE(store.create_scheduled_tournament(again));
}

TEST_CASE(
    "a version-12 PostgreSQL database migrates to 13 and on: its games and players stay, and tournaments can be "
    "stored") {
  const std::string db = cluster().database("before_tournaments");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    store.save_player("e1", "Ann", "hash-e1");
    store.save_player("e2", "Bob", "hash-e2");
    store.start_game(tournament_checks::tournament_start("old", ""));
    store.add_ply("old", 0, Side::south, Ply::pit(2));
  }
  // Back to version 12 as an older server left it.
  cluster().sql("before_tournaments",
                "DROP TABLE tournaments; DROP TABLE tournament_players; DROP TABLE tournament_games; "
                "ALTER TABLE games DROP COLUMN tournament; ALTER TABLE games DROP COLUMN berserk; "
                "ALTER TABLE players DROP COLUMN bot; ALTER TABLE players DROP COLUMN bot_owner; "
                "DROP TABLE puzzles; DROP TABLE puzzle_players; DROP TABLE puzzle_attempts; "
                "ALTER TABLE accounts DROP COLUMN language; DELETE FROM schema_version WHERE version >= 13");
  REQUIRE(cluster().sql("before_tournaments", "SELECT MAX(version) FROM schema_version") == "12");
  PgStore store(db, metrics);
  CHECK(cluster().sql("before_tournaments", "SELECT MAX(version) FROM schema_version") == "16");
  CHECK(store.find_player("hash-e1").has_value());
  const auto live = store.games_in_progress();
  REQUIRE(live.size() == 1);
  CHECK(live[0].start.id == "old");
  CHECK(live[0].start.tournament.empty());
  CHECK(live[0].berserk == std::array<bool, 2>{false, false});
  CHECK(live[0].plies.size() == 1);
  store.set_berserk("old", Side::north);
  store.save_tournament(tournament_checks::event("t1", "created", at("12:00")));
  store.save_entrant(tournament_checks::entrant("t1", "e2", at("11:00")));
  store.flush();
  CHECK(store.games_in_progress().at(0).berserk == std::array<bool, 2>{false, true});
  REQUIRE(store.tournament("t1").has_value());
  CHECK(ids(store.entrants("t1")) == std::vector<std::string>{"e2"});
}

TEST_CASE("--migrate-sqlite copies tournaments, their players in join order, their games, and each game's berserk") {
  TempDir dir("mancala-pg-tournaments");
  const auto path = (dir.path / "old.db").string();
  Metrics metrics;
  {
    SqliteStore sqlite(path, metrics);
    tournament_checks::check_all(sqlite);
  }
  const std::string db = cluster().database("migrated_tournaments");
  migrate_sqlite(path, db, metrics);
  PgStore store(db, metrics);
  CHECK(ids(store.tournaments("", 100)).size() == 16);
  CHECK(ids(store.tournaments("created", 100)) ==
        std::vector<std::string>{"c2", "c3", "nc", "sw", "m1", "m2", "u1a", "u1b", "u2a"});
  const auto sw = store.tournament("sw");
  REQUIRE(sw.has_value());
  CHECK(sw->variant == Variant::oware());
  CHECK(sw->clock == protocol::TimeControl{300, 3, 0});
  CHECK(sw->ends_at == at("13:30"));
  CHECK(sw->bots);
  CHECK_FALSE(sw->rated);
  CHECK(store.tournament("nc")->ends_at.empty());
  CHECK(store.tournament("h1")->schedule_slot == "0@" + at("14:00"));
  CHECK(store.tournaments_created_since("u1", "2026-12-01T12:00:00.000Z") == 1);
  CHECK(ids(store.entrants("c1")) == std::vector<std::string>{"e2", "e3"});
  CHECK(store.entrants("c1").at(0).rating == 1612.5);
  CHECK(store.entrants("c1").at(0).withdrawn);
  const auto games = store.tournament_games("s1");
  CHECK(ids(games) == std::vector<std::string>{"bye:1:e3", "ga", "gz", "gb"});
  REQUIRE(games.size() == 4);
  CHECK(games[0].started_at.empty());
  CHECK(games[1].berserk == std::array<bool, 2>{true, false});
  CHECK(games[1].ended_at == at("09:07"));
  const auto live = store.games_in_progress();
  const StoredGame* tg2 = tournament_checks::find_game(live, "tg2");
  REQUIRE(tg2);
  CHECK(tg2->start.tournament == "s1");
  CHECK(tg2->berserk == std::array<bool, 2>{true, true});
  // The slot stays unique in PostgreSQL.
  StoredTournament again = tournament_checks::event("h9", "created", at("14:00"));
  again.schedule_slot = "0@" + at("14:00");
  CHECK_FALSE(store.create_scheduled_tournament(again));
}

TEST_CASE("--migrate-sqlite refuses a PostgreSQL database that holds only a schedule's tournament") {
  TempDir dir("mancala-pg-tournaments-held");
  const auto path = (dir.path / "old.db").string();
  Metrics metrics;
  { SqliteStore sqlite(path, metrics); }
  const std::string db = cluster().database("scheduled_only");
  {
    PgStore store(db, metrics);
    StoredTournament t = tournament_checks::event("h1", "created", at("14:00"));
    t.schedule_slot = "0@" + at("14:00");
    REQUIRE(store.create_scheduled_tournament(t));
  }
  std::string refusal;
  try {
    migrate_sqlite(path, db, metrics);
  } catch (const std::runtime_error& e) {
    refusal = e.what();
  }
  CHECK(refusal.find("already holds players, games or tournaments") != std::string::npos);
  PgStore store(db, metrics);
  CHECK(store.tournaments("", 100).size() == 1);
}

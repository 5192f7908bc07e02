// Bot players on the PostgreSQL store (bot_checks.hpp), a version-13 database migrated to 14 with
// its players kept people, and --migrate-sqlite copying the flag and the owner.
#include <doctest/doctest.h>

#include <string>

#include "bot_checks.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/migrate_sqlite.hpp"
#include "mancala/server/store/pg_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "pg_cluster.hpp"
#include "store_support.hpp"

using namespace mancala::server;
using pg_test::cluster;
using store_test::TempDir;

TEST_CASE("PostgreSQL keeps bots: the flag on players, seats and leaderboards, kept across a restart") {
  const std::string db = cluster().database("bots");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    bot_checks::check_all(store);
  }
  PgStore store(db, metrics);
  CHECK(store.find_player("hash-b1")->bot);
  CHECK(store.player_profile("b1")->bot_owner == "h1");
  CHECK(store.game("gb")->start.south.account_bot);
}

TEST_CASE("a version-13 PostgreSQL database migrates to 15: its players stay people and bots can be made") {
  const std::string db = cluster().database("before_bots");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    store.save_player("p1", "Ann", "hash-p1");
  }
  cluster().sql("before_bots",
                "ALTER TABLE players DROP COLUMN bot; ALTER TABLE players DROP COLUMN bot_owner; "
                "DROP TABLE puzzles; DROP TABLE puzzle_players; DROP TABLE puzzle_attempts; "
                "ALTER TABLE accounts DROP COLUMN language; DELETE FROM schema_version WHERE version >= 14");
  REQUIRE(cluster().sql("before_bots", "SELECT MAX(version) FROM schema_version") == "13");
  PgStore store(db, metrics);
  CHECK(cluster().sql("before_bots", "SELECT MAX(version) FROM schema_version") == "16");
  REQUIRE(store.find_player("hash-p1").has_value());
  CHECK_FALSE(store.find_player("hash-p1")->bot);
  store.create_bot_player("k1", "Agent", "hash-k1");
  store.flush();
  CHECK(store.find_player("hash-k1")->bot);
}

TEST_CASE("--migrate-sqlite copies which players are bots and their owners into PostgreSQL") {
  TempDir dir("mancala-pg-bots");
  Metrics metrics;
  const auto file = (dir.path / "store.db").string();
  {
    SqliteStore sqlite(file, metrics);
    bot_checks::check_all(sqlite);
  }
  const std::string db = cluster().database("migrated_bots");
  migrate_sqlite(file, db, metrics);
  PgStore store(db, metrics);
  CHECK(store.find_player("hash-k1")->bot);
  CHECK(store.player_profile("b1")->bot_owner == "h1");
  CHECK_FALSE(store.find_player("hash-h1")->bot);
  CHECK(store.game("gb")->start.south.account_bot);
}

// Bot players in the SQLite and memory stores (bot_checks.hpp), and SQLite's migration to schema
// version 14 keeping its players people.
#include <doctest/doctest.h>

#include "bot_checks.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"

using namespace mancala::server;
using store_test::TempDir;

TEST_CASE("bots in the SQLite store: the flag on players, seats and leaderboards, kept across a restart") {
  TempDir dir("mancala-bots");
  Metrics metrics;
  const auto db = (dir.path / "store.db").string();
  {
    SqliteStore store(db, metrics);
    bot_checks::check_all(store);
  }
  SqliteStore reopened(db, metrics);
  CHECK(reopened.find_player("hash-b1")->bot);
  CHECK(reopened.player_profile("b1")->bot_owner == "h1");
  CHECK(reopened.game("gb")->start.south.account_bot);
}

TEST_CASE("bots in the memory store behave as in SQLite") {
  MemoryStore store;
  bot_checks::check_all(store);
}

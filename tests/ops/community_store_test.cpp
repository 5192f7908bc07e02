// The community's records in the memory and SQLite stores (community_checks.hpp), and the
// SQLite store's kept across a restart.
#include <doctest/doctest.h>

#include <string>

#include "community_checks.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"

using namespace mancala::server;
using community_checks::check_all;
using community_checks::kRoom;
using store_test::TempDir;

TEST_CASE("community records in the memory store: chat, moderation, offences, blocks, erasing a player") {
  MemoryStore store;
  check_all(store);
}

TEST_CASE("community records in the SQLite store: chat, moderation, offences, blocks, erasing a player") {
  TempDir dir("mancala-community");
  Metrics metrics;
  const auto db = (dir.path / "store.db").string();
  {
    SqliteStore store(db, metrics);
    check_all(store);
  }
  // Kept across a restart.
  SqliteStore reopened(db, metrics);
  CHECK(reopened.chat_lines(kRoom).size() == static_cast<std::size_t>(kChatLinesPerRoom));
  CHECK(reopened.standing("p1").closed);
  CHECK(reopened.standing("p2").moderator);
  CHECK(reopened.mod_actions("", 1000).size() == 8);
  CHECK_FALSE(reopened.standing("p5").known);
}

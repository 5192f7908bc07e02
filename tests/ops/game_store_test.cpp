// The SQLite store (server/src/store/): SQLite's process-wide settings; its checkpoints (the writer
// never runs the big ones, and the WAL still stays bounded however fast plies arrive); reviews.
#include <doctest/doctest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"

namespace fs = std::filesystem;
using namespace mancala;
using namespace mancala::server;

using store_test::local_game;
using store_test::TempDir;

namespace {
// Appends instead of "g" + std::to_string(n), which GCC 12 wrongly warns about (-Wrestrict, bug 105329).
std::string game_id(int n) { return std::string("g").append(std::to_string(n)); }
}  // namespace

TEST_CASE("SQLite does not count the allocations of a store's connections") {
  // The count costs the writer about 7 % of its CPU a ply and nothing reads it
  // (store/sqlite_support.hpp). It can only be turned off before SQLite's first use in a
  // process, so the case starts SQLite anew: every store of the other cases is closed.
  REQUIRE(sqlite3_shutdown() == SQLITE_OK);
  TempDir dir("mancala-store");
  Metrics metrics;
  SqliteStore store((dir.path / "store.db").string(), metrics);
  store.save_player("p1", "Ann", "hash1");
  store.start_game(local_game("g1"));
  store.add_ply("g1", 0, Side::south, Ply::pit(2));
  store.flush();
  REQUIRE(store.game("g1").has_value());
  CHECK(sqlite3_memory_used() == 0);
}

TEST_CASE("the WAL stays bounded while thousands of small commits arrive") {
  TempDir dir("mancala-store");
  const auto db = (dir.path / "store.db").string();
  Metrics metrics;
  std::uintmax_t largest_wal = 0;
  {
    SqliteStore store(db, metrics);
    store.save_player("p1", "Ann", "hash1");
    // 1,500 games of 60 plies, committed 2 plies at a time: 45,000 commits of at least one WAL
    // frame each (plies are appended to the ply log: ~1 page a commit), several times
    // restart_frames in all. With PASSIVE checkpoints from another thread only, the log would
    // never restart: the writer must copy the last frames itself (SqliteStore::on_wal_commit).
    for (int g = 0; g < 1500; ++g) store.start_game(local_game(game_id(g * 7919 % 1500)));
    for (int n = 0; n < 60; ++n) {
      for (int g = 0; g < 1500; ++g) {
        store.add_ply(game_id(g), n, n % 2 ? Side::north : Side::south, Ply::pit(n % 6));
        if (g % 2 == 1) store.flush();
      }
      const auto wal = fs::path(db + "-wal");
      if (fs::exists(wal)) largest_wal = std::max(largest_wal, fs::file_size(wal));
    }
    CHECK(metrics.db_commits.load() >= 45000);
  }
  // At most runaway_frames (16,384: past it the writer copies what the checkpointer has not, even
  // when that thread is starved of CPU) plus what arrives while a checkpoint of the other thread
  // makes the writer's attempt wait, in 4 kB pages with WAL frame headers: about 100 MB. This
  // workload writes about 190 MB of frames in all, which is what a WAL that never restarts holds.
  MESSAGE("largest WAL: " << largest_wal << " bytes");
  CHECK(largest_wal > 0);
  CHECK(largest_wal <= std::uintmax_t{16384 + 8192} * (4096 + 24));
  // Every ply is there once the store closes.
  SqliteStore reopened(db, metrics);
  const auto game = reopened.game("g17");
  REQUIRE(game.has_value());
  CHECK(game->plies.size() == 60);
}

TEST_CASE("a saved review is read back, replaced by a later one, and kept across a reopen") {
  TempDir dir("mancala-store");
  const auto db = (dir.path / "store.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    store.start_game(local_game("g1"));
    CHECK_FALSE(store.review("g1"));
    store.save_review("g1", R"({"status":"done","plies":[]})");
    store.save_review("g1", R"({"status":"done","plies":[1]})");
    store.flush();
    REQUIRE(store.review("g1"));
    CHECK(*store.review("g1") == R"({"status":"done","plies":[1]})");
    CHECK_FALSE(store.review("g2"));
  }
  SqliteStore again(db, metrics);
  REQUIRE(again.review("g1"));
  CHECK(*again.review("g1") == R"({"status":"done","plies":[1]})");
}

// How plies are stored (server/src/ply_log.hpp): appended to ply_log as played, written as one
// record into the game's row when it ends, the log pruned behind the games in progress; the view
// `plies` shows each ply exactly once throughout, across restarts, and after migrating a version-1 file.
#include <doctest/doctest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"

namespace fs = std::filesystem;
using namespace mancala;
using namespace mancala::server;

namespace {

using store_test::count;
using store_test::local_game;
using store_test::TempDir;

Position finished() {
  Position p;
  p.result = Outcome::south;
  p.reason = Reason::normal;
  return p;
}

void play(SqliteStore& store, const std::string& game, int from, int to) {
  for (int n = from; n < to; ++n) store.add_ply(game, n, n % 2 ? Side::north : Side::south, Ply::pit(n % 6));
}

// `count` games of 50 plies each, played and finished one after another: enough appends for a prune.
void finished_games(SqliteStore& store, const std::string& prefix, int count) {
  for (int g = 0; g < count; ++g) {
    const std::string id = prefix + std::to_string(g);
    store.start_game(local_game(id));
    play(store, id, 0, 50);
    store.finish_game(id, finished(), {});
    store.flush();
  }
}

}  // namespace

TEST_CASE("each ply is in the plies view once: logged while played, recorded when the game ends, pruned after") {
  TempDir dir("mancala-plylog");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  SqliteStore store(db, metrics);
  store.save_player("p1", "Ann", "h1");
  store.start_game(local_game("done"));
  store.start_game(local_game("live"));
  play(store, "done", 0, 5);  // seqs 1..5
  play(store, "live", 0, 3);  // seqs 6..8: the log can be pruned up to here
  store.flush();
  CHECK(count(db, "SELECT COUNT(*) FROM ply_log") == 8);
  CHECK(count(db, "SELECT COUNT(*) FROM game_plies") == 0);
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'done'") == 5);

  store.finish_game("done", finished(), {});
  store.flush();
  CHECK(count(db, "SELECT COUNT(*) FROM game_plies") == 0);
  CHECK(count(db, "SELECT json_array_length(ply_record) FROM games WHERE id = 'done'") == 5);
  CHECK(count(db, "SELECT COUNT(*) FROM games WHERE ply_record IS NOT NULL") == 1);
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'done'") == 5);  // not 10
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'live'") == 3);
  CHECK(store.game("done")->plies.size() == 5);
  CHECK(store.game("live")->plies.size() == 3);

  // Enough other games for a prune: the rows below the live game's first go, the live game's stay.
  finished_games(store, "x", 100);
  play(store, "live", 3, 4);
  store.flush();
  CHECK(count(db, "SELECT COUNT(*) FROM ply_log WHERE game_id = 'done'") == 0);
  CHECK(count(db, "SELECT MIN(seq) FROM ply_log") == 6);
  CHECK(count(db, "SELECT COUNT(*) FROM ply_log WHERE game_id = 'live'") == 4);
  CHECK(count(db, "SELECT COUNT(*) FROM plies") == 5 + 100 * 50 + 4);
  CHECK(count(db, "SELECT COUNT(*) FROM (SELECT game_id, n FROM plies GROUP BY game_id, n HAVING COUNT(*) > 1)") == 0);
}

TEST_CASE("a game in progress across a restart keeps its logged plies and records them all when it ends") {
  TempDir dir("mancala-plylog");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    store.start_game(local_game("g"));
    play(store, "g", 0, 7);
  }
  SqliteStore store(db, metrics);
  CHECK(store.game("g")->plies.size() == 7);
  // Enough other plies after the restart for a prune: g's rows, loaded at start, must survive it.
  finished_games(store, "y", 90);
  play(store, "g", 7, 9);
  store.finish_game("g", finished(), {});
  store.flush();
  CHECK(count(db, "SELECT json_array_length(ply_record) FROM games WHERE id = 'g'") == 9);
  CHECK(count(db, "SELECT MAX(n) FROM plies WHERE game_id = 'g'") == 8);
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'g'") == 9);
  CHECK(store.game("g")->plies.size() == 9);
}

TEST_CASE("a game left open while the log moves far ahead is copied so far and stops pinning the log") {
  TempDir dir("mancala-plylog");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  SqliteStore store(db, metrics);
  store.start_game(local_game("slow"));
  store.add_ply("slow", 0, Side::south, Ply::pit(0), {}, 59'000);  // a clock_ms goes with its ply's copy
  play(store, "slow", 1, 2);
  store.start_game(local_game("busy"));
  store.flush();
  // pin_limit (200,000) plies of another game, a few thousand per commit.
  for (int n = 0; n < 210'000; n += 3000) {
    play(store, "busy", n, n + 3000);
    store.flush();
  }
  play(store, "slow", 2, 3);
  store.flush();
  CHECK(count(db, "SELECT COUNT(*) FROM game_plies WHERE game_id = 'slow'") == 2);  // copied so far
  CHECK(count(db, "SELECT clock_ms FROM game_plies WHERE game_id = 'slow' AND n = 0") == 59'000);
  CHECK(count(db, "SELECT MIN(seq) FROM ply_log") > 200'000);  // no longer pinned
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'slow'") == 3);
  store.finish_game("slow", finished(), {});
  store.flush();
  // The record holds all three; the copy so far is gone.
  CHECK(count(db, "SELECT COUNT(*) FROM game_plies WHERE game_id = 'slow'") == 0);
  CHECK(count(db, "SELECT json_array_length(ply_record) FROM games WHERE id = 'slow'") == 3);
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'slow'") == 3);
  CHECK(store.game("slow")->plies.size() == 3);
  CHECK(store.game("slow")->plies[0].clock_ms == 59'000);
  CHECK_FALSE(store.game("slow")->plies[1].clock_ms);
}

TEST_CASE("a version-1 database is migrated: its plies, finished or not, stay readable and a live game goes on") {
  TempDir dir("mancala-plylog");
  const auto db = (dir.path / "v1.db").string();
  {
    sqlite3* c = nullptr;
    REQUIRE(sqlite3_open(db.c_str(), &c) == SQLITE_OK);
    // The version-1 schema (server/src/store/sqlite_store.cpp, schema_v1).
    const char* v1 = R"sql(
      PRAGMA journal_mode=WAL;
      CREATE TABLE schema_version(version INTEGER NOT NULL);
      INSERT INTO schema_version VALUES (1);
      CREATE TABLE players(id TEXT PRIMARY KEY, name TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
      CREATE TABLE games(id TEXT PRIMARY KEY, variant TEXT NOT NULL, kind TEXT NOT NULL, from_queue INTEGER NOT NULL,
        south_player TEXT, south_name TEXT NOT NULL, south_bot TEXT, north_player TEXT, north_name TEXT NOT NULL, north_bot TEXT,
        result TEXT, reason TEXT, south_store INTEGER, north_store INTEGER, started_at TEXT NOT NULL, ended_at TEXT);
      CREATE INDEX games_ended ON games(ended_at);
      CREATE TABLE plies(game_id TEXT NOT NULL, n INTEGER NOT NULL, side INTEGER NOT NULL, pit INTEGER,
        played_at TEXT NOT NULL, PRIMARY KEY(game_id, n)) WITHOUT ROWID;
      INSERT INTO games VALUES ('old', '{"game":"kalah","pits":6,"seeds":4}', 'local', 0, 'p', 'A', NULL, 'p', 'B', NULL,
        'south', 'normal', 30, 18, '2026-01-01T00:00:00.000Z', '2026-01-01T00:05:00.000Z');
      INSERT INTO games VALUES ('open', '{"game":"kalah","pits":6,"seeds":4}', 'local', 0, 'p', 'A', NULL, 'p', 'B', NULL,
        NULL, NULL, NULL, NULL, '2026-01-01T00:00:00.000Z', NULL);
      INSERT INTO plies VALUES ('old', 0, 0, 2, 't'), ('old', 1, 0, 5, 't');
      INSERT INTO plies VALUES ('open', 0, 0, 0, 't'), ('open', 1, 1, 1, 't');
    )sql";
    REQUIRE(sqlite3_exec(c, v1, nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(c);
  }
  Metrics metrics;
  SqliteStore store(db, metrics);
  CHECK(count(db, "SELECT MAX(version) FROM schema_version") == 16);
  CHECK(store.game("old")->plies.size() == 2);
  CHECK(store.game("open")->plies.size() == 2);
  // Games and plies from before clocks read back untimed; the game goes on with a clock_ms.
  CHECK_FALSE(store.game("open")->start.clock);
  CHECK_FALSE(store.game("open")->plies[1].clock_ms);
  play(store, "open", 2, 3);
  store.add_ply("open", 3, Side::north, Ply::pit(3), {}, 4321);
  store.finish_game("open", finished(), {});
  store.flush();
  // 'open' had its first two plies in game_plies: its record holds all four, game_plies none.
  CHECK(count(db, "SELECT COUNT(*) FROM game_plies WHERE game_id = 'open'") == 0);
  CHECK(count(db, "SELECT json_array_length(ply_record) FROM games WHERE id = 'open'") == 4);
  CHECK(count(db, "SELECT COUNT(*) FROM plies") == 6);
  CHECK(store.game("open")->plies.size() == 4);
  CHECK_FALSE(store.game("open")->plies[0].clock_ms);
  CHECK(store.game("open")->plies[3].clock_ms == 4321);
  CHECK(store.game("old")->plies.size() == 2);  // still read from game_plies
  CHECK_FALSE(store.game("old")->plies[0].clock_ms);
}

TEST_CASE("a finished game's record reads back each ply as played: sides, pits, the swap, times") {
  TempDir dir("mancala-plylog");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  SqliteStore store(db, metrics);
  store.start_game(local_game("pie"));
  store.add_ply("pie", 0, Side::south, Ply::pit(2));
  store.add_ply("pie", 1, Side::north, Ply::swap());
  store.flush();
  store.add_ply("pie", 2, Side::north, Ply::pit(5));
  store.add_ply("pie", 3, Side::north, Ply::pit(0));
  store.flush();
  const auto live = store.game("pie");
  REQUIRE(live);
  REQUIRE(live->plies.size() == 4);
  CHECK(live->swapped);
  store.finish_game("pie", finished(), {});
  store.flush();
  const auto done = store.game("pie");
  REQUIRE(done);
  REQUIRE(done->ended_at);
  REQUIRE(done->plies.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(done->plies[i].side == live->plies[i].side);
    CHECK(done->plies[i].ply == live->plies[i].ply);
    CHECK(done->played_at[i] == live->played_at[i]);
  }
  CHECK(done->plies[1].ply.is_swap());
  CHECK(done->plies[2].ply.pit_index() == 5);
  CHECK(done->swapped);
  const auto recent = store.recent_games(5);
  REQUIRE(recent.size() == 1);
  CHECK(recent[0].swapped);
  // The view agrees, column by column.
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'pie' AND pit IS NULL AND n = 1 AND side = 1") == 1);
  CHECK(count(db, "SELECT SUM(pit) FROM plies WHERE game_id = 'pie'") == 7);
  for (std::size_t i = 0; i < 4; ++i)
    CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'pie' AND n = " + std::to_string(i) +
                        " AND played_at = '" + live->played_at[i] + "'") == 1);
}

TEST_CASE("a game finished a second time keeps the record of its plies") {
  TempDir dir("mancala-plylog");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  SqliteStore store(db, metrics);
  store.start_game(local_game("twice"));
  play(store, "twice", 0, 4);
  store.finish_game("twice", finished(), {});
  store.flush();
  // The writer has forgotten the game's plies: the second record would be empty.
  store.finish_game("twice", finished(), {});
  store.flush();
  CHECK(count(db, "SELECT json_array_length(ply_record) FROM games WHERE id = 'twice'") == 4);
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'twice'") == 4);
  CHECK(store.game("twice")->plies.size() == 4);
}

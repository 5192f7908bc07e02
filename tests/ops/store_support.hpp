// What the store's unit tests share: a temporary folder, a local game to store, and a count read
// from the SQLite file.
#pragma once

#include <doctest/doctest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "mancala/server/store/sqlite_store.hpp"

namespace store_test {

/// A folder of its own under the system's temp dir, removed with everything in it at scope end.
struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& name)
      : path(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
};

/// A same-device game of player "p1" under `id`.
inline mancala::server::GameStart local_game(const std::string& id) {
  mancala::server::GameStart g;
  g.id = id;
  g.kind = "local";
  g.south = {"p1", "South", std::nullopt};
  g.north = {"p1", "North", std::nullopt};
  return g;
}

/// One integer from `sql` on a read-only connection of its own to the SQLite file `db`, as an
/// operator's sqlite3 would see it. A query that fails or returns no row fails the test.
inline long long count(const std::string& db, const std::string& sql) {
  sqlite3* c = nullptr;
  REQUIRE(sqlite3_open_v2(db.c_str(), &c, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
  sqlite3_stmt* s = nullptr;
  REQUIRE(sqlite3_prepare_v2(c, sql.c_str(), -1, &s, nullptr) == SQLITE_OK);
  REQUIRE(sqlite3_step(s) == SQLITE_ROW);
  const long long v = sqlite3_column_int64(s, 0);
  sqlite3_finalize(s);
  sqlite3_close(c);
  return v;
}

}  // namespace store_test

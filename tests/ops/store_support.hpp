// What the store's unit tests share: a temporary folder and a local game to store.
#pragma once

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

}  // namespace store_test

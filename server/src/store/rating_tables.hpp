// The writer's side of ratings (docs/architecture.md §Storage): inside the transaction that stores
// a result, the pair's recent rated games are counted, both ratings read, the new ones written
// with the game's rating rows. Private to the store; writer thread only.
#pragma once

#include <sqlite3.h>

#include <memory>
#include <optional>
#include <string>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

class Stmt;

class RatingTables {
 public:
  /// Prepares the statements on the writer connection. Throws like the store.
  explicit RatingTables(sqlite3* writer);
  ~RatingTables();

  /// Rates `game` (just stored as ended at `ended_at`) as `r` says, within the open transaction;
  /// nullopt when the pair already has r.max_per_pair rated games in the 24 hours before `ended_at`.
  std::optional<RatingChange> apply(const std::string& game, const RatedResult& r, const std::string& ended_at);

 private:
  StoredRating read(const std::string& player, const std::string& variant);
  std::unique_ptr<Stmt> pair_count_, read_, write_, row_;
};

}  // namespace mancala::server

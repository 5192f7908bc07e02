// SQLite's rating rows (rating_rows.hpp): the statements on the writer connection. Private to
// the store; writer thread only.
#pragma once

#include <sqlite3.h>

#include <memory>
#include <optional>
#include <string>

#include "rating_rows.hpp"

namespace mancala::server {

class Stmt;

class RatingTables final : public RatingRows {
 public:
  /// Prepares the statements on the writer connection. Throws like the store.
  explicit RatingTables(sqlite3* writer);
  ~RatingTables() override;

  /// rate_result over these rows.
  std::optional<RatingChange> apply(const std::string& game, const RatedResult& r, const std::string& ended_at) {
    return rate_result(*this, game, r, ended_at);
  }

  std::int64_t pair_games(const std::string& a, const std::string& b, const std::string& since) override;
  bool exists(const std::string& player) override;
  std::optional<StoredRating> read(const std::string& player, const std::string& variant) override;
  void write(const std::string& player, const std::string& variant, const StoredRating& r) override;
  void add_game_row(const std::string& game, int side, const std::string& player, const std::string& variant,
                    const StoredRating& before, const StoredRating& after, const std::string& ended_at) override;

 private:
  std::unique_ptr<Stmt> pair_count_, exists_, read_, write_, row_;
};

}  // namespace mancala::server

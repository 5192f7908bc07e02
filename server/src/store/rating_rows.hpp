// How a result is rated inside the transaction that stores it (docs/architecture.md §Storage),
// over the rows each database store keeps: the pair's recent rated games are counted, both
// ratings read, the new ones written with the game's rating rows. Private to store/.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// The rating rows of one database, as its writer sees them inside its open transaction.
class RatingRows {
 public:
  virtual ~RatingRows() = default;
  /// Rated games between `a` and `b` (either seat) that ended after `since` (iso_time form).
  virtual std::int64_t pair_games(const std::string& a, const std::string& b, const std::string& since) = 0;
  /// True while `player` has a row in players (a deleted player's result is not rated).
  virtual bool exists(const std::string& player) = 0;
  /// The stored rating, or nullopt when the player has none in `variant`.
  virtual std::optional<StoredRating> read(const std::string& player, const std::string& variant) = 0;
  virtual void write(const std::string& player, const std::string& variant, const StoredRating& r) = 0;
  /// The game's rating row of seat `side` (0 south, 1 north).
  virtual void add_game_row(const std::string& game, int side, const std::string& player, const std::string& variant,
                            const StoredRating& before, const StoredRating& after, const std::string& ended_at) = 0;
};

/// Rates `game` (just stored as ended at `ended_at`) as `r` says, within the open transaction;
/// nullopt when the pair already has r.max_per_pair rated games in the 24 hours before `ended_at`,
/// or when either player was deleted meanwhile (DELETE /api/account: no rating is written back).
std::optional<RatingChange> rate_result(RatingRows& rows, const std::string& game, const RatedResult& r,
                                        const std::string& ended_at);

}  // namespace mancala::server

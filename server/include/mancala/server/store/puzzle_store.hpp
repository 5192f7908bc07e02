// The puzzles' ratings and attempts (docs/protocol.md §Puzzles): a second interface every store
// implements beside Store, so that the puzzle routes reach them without widening Store.
#pragma once

#include <string>
#include <vector>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// A puzzle's stored rating (Glicko-2, as a player's), with its attempts and solves so far.
struct StoredPuzzleRating {
  std::string id;
  StoredRating rating;
  int attempts = 0;
  int solved = 0;
};

/// One player's first attempt at one puzzle and both ratings after it.
struct PuzzleAttempt {
  std::string player_id, puzzle_id;
  bool correct = false;
  StoredRating player_after, puzzle_after;
};

/// Where the puzzles' ratings and attempts are kept. Writes are queued like Store's (Store::flush
/// waits for them); reads block, so they run on the reads pool.
class PuzzleStore {
 public:
  virtual ~PuzzleStore() = default;
  /// Stores the puzzles not stored yet with their first ratings; a stored puzzle keeps its own.
  virtual void add_puzzles(const std::vector<StoredPuzzleRating>& puzzles) = 0;
  /// Stores the attempt and both new ratings in one transaction, unless the player has an
  /// attempt at this puzzle already (then nothing: only the first attempt is rated).
  virtual void save_puzzle_attempt(const PuzzleAttempt& attempt) = 0;
  /// Every stored puzzle's rating.
  virtual std::vector<StoredPuzzleRating> puzzle_ratings() = 0;
  /// The player's puzzle rating (apart from their game ratings), a newcomer's when none.
  virtual StoredRating puzzle_player_rating(const std::string& player_id) = 0;
  /// The ids of the puzzles the player has attempted.
  virtual std::vector<std::string> puzzles_attempted(const std::string& player_id) = 0;
};

}  // namespace mancala::server

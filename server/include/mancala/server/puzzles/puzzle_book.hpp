// PuzzleBook: which puzzle a player gets next, and what an attempt at one earns (docs/protocol.md
// §Puzzles). Blocks on the store: call it on the reads pool, never on a network thread.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "mancala/server/puzzles/puzzle_set.hpp"
#include "mancala/server/store/puzzle_store.hpp"

namespace mancala::server {

/// A puzzle to show, with its rating as stored now.
struct PuzzleShown {
  const protocol::PuzzleEntry* entry = nullptr;
  StoredRating rating;
};

/// The answer to an attempt: a wrong ply ends it (with the refutation), the whole solution ends it,
/// a right prefix gets the replies that follow.
struct AttemptAnswer {
  std::string bad;                            // not empty: the attempt is malformed (nothing changed)
  bool correct = false;                       // every ply so far is the solution's
  bool complete = false;                      // the attempt is over: rated (once a player) and the solution shown
  std::vector<Ply> reply;                     // partial: the opponent's plies after the last one
  std::size_t reply_at = 0;                   // partial: the reply's index in the solution's line
  std::optional<ai::Refutation> refutation;   // wrong: what answers the wrong ply
  int wrong_at = -1;                          // wrong: its index in the solution's line
  std::optional<StoredRating> before, after;  // a rated attempt: the player's puzzle rating
};

/// The puzzle set with its ratings in the store.
class PuzzleBook {
 public:
  /// Queues the set's puzzles into `store` (a stored puzzle keeps its rating).
  PuzzleBook(PuzzleSet set, Store& store, PuzzleStore& ratings);

  const PuzzleSet& set() const noexcept { return set_; }
  /// The next puzzle for `player` (nullopt: someone without a token): one they have not tried,
  /// rated nearest their puzzle rating (a random one of the nearest few); `game` filters by
  /// "kalah" or "oware" (empty: either). nullopt when the set has none.
  std::optional<PuzzleShown> next(const std::optional<std::string>& player, const std::string& game);
  /// The day's puzzle (days since 1970-01-01 UTC pick it), the same for everyone that day.
  std::optional<PuzzleShown> daily(long long day);
  std::optional<PuzzleShown> find(const std::string& id);
  /// The player's puzzle rating (a newcomer's when none).
  StoredRating player_rating(const std::string& player);
  /// The ids of the puzzles the player attempted (their account export).
  std::vector<std::string> attempted(const std::string& player) { return ratings_.puzzles_attempted(player); }
  /// Checks `plies` (the solver's plies from the start, in order) against `entry`'s solution. A
  /// wrong ply, or the whole solution, completes the attempt: with `player`, their first attempt
  /// at this puzzle is rated (player and puzzle, Glicko-2, a game the player wins by solving it)
  /// and stored before this returns.
  AttemptAnswer attempt(const protocol::PuzzleEntry& entry, const std::optional<std::string>& player,
                        const std::vector<Ply>& plies);

 private:
  StoredRating puzzle_rating(const std::string& id);

  PuzzleSet set_;
  Store& store_;
  PuzzleStore& ratings_;
  std::mutex rating_mutex_;  // one rated attempt at a time: each reads the ratings the last one stored
};

}  // namespace mancala::server

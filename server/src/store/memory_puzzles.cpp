// MemoryStore's puzzle ratings and attempts, with the databases' rule: a player's first attempt
// at a puzzle is the one stored.
#include "mancala/server/store/memory_store.hpp"

namespace mancala::server {

void MemoryStore::add_puzzles(const std::vector<StoredPuzzleRating>& puzzles) {
  std::lock_guard lock(mutex_);
  for (const StoredPuzzleRating& p : puzzles) puzzles_.emplace(p.id, p);
}

void MemoryStore::save_puzzle_attempt(const PuzzleAttempt& a) {
  std::lock_guard lock(mutex_);
  auto puzzle = puzzles_.find(a.puzzle_id);
  if (puzzle == puzzles_.end() || !puzzle_attempts_.insert({a.player_id, a.puzzle_id}).second) return;
  puzzle->second.rating = a.puzzle_after;
  puzzle->second.attempts += 1;
  puzzle->second.solved += a.correct;
  puzzle_players_[a.player_id] = a.player_after;
}

std::vector<StoredPuzzleRating> MemoryStore::puzzle_ratings() {
  std::lock_guard lock(mutex_);
  std::vector<StoredPuzzleRating> out;
  for (const auto& [id, p] : puzzles_) out.push_back(p);
  return out;
}

StoredRating MemoryStore::puzzle_player_rating(const std::string& player_id) {
  std::lock_guard lock(mutex_);
  auto it = puzzle_players_.find(player_id);
  return it == puzzle_players_.end() ? StoredRating{} : it->second;
}

std::vector<std::string> MemoryStore::puzzles_attempted(const std::string& player_id) {
  std::lock_guard lock(mutex_);
  std::vector<std::string> out;
  for (const auto& [player, puzzle] : puzzle_attempts_)
    if (player == player_id) out.push_back(puzzle);
  return out;
}

}  // namespace mancala::server

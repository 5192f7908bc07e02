// SqliteStore's puzzle ratings and attempts (schema version 15). Their statements are prepared
// when used: a puzzle write or read is rare next to a ply's.
#include "mancala/server/store/sqlite_store.hpp"
#include "sqlite_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

StoredRating sqlite_puzzle_rating(const Stmt& s, int first) {
  return {s.real(first), s.real(first + 1), s.real(first + 2), static_cast<int>(s.integer(first + 3))};
}

}  // namespace

bool SqliteStore::execute_puzzle(WriteOp& op) {
  auto* p = std::get_if<PuzzleOp>(&op);
  if (!p) return false;
  sqlite3* w = writer_db_->db;
  for (const StoredPuzzleRating& x : p->added) {
    Stmt s(w,
           "INSERT OR IGNORE INTO puzzles(id, rating, rd, volatility, attempts, solved, added_at) "
           "VALUES (?1, ?2, ?3, ?4, 0, 0, ?5)");
    s.bind(1, x.id).bind(2, x.rating.rating).bind(3, x.rating.rd).bind(4, x.rating.volatility).bind(5, tx_now_).step();
  }
  if (!p->attempt) return true;
  const PuzzleAttempt& a = *p->attempt;
  // Only a first attempt at a puzzle still stored: the insert is the check.
  Stmt insert(w,
              "INSERT OR IGNORE INTO puzzle_attempts(player_id, puzzle_id, correct, at) "
              "SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM puzzles WHERE id = ?2)");
  insert.bind(1, a.player_id).bind(2, a.puzzle_id).bind(3, std::int64_t{a.correct}).bind(4, tx_now_).step();
  if (sqlite3_changes(w) == 0) return true;
  Stmt puzzle(w,
              "UPDATE puzzles SET rating = ?2, rd = ?3, volatility = ?4, attempts = attempts + 1, "
              "solved = solved + ?5 WHERE id = ?1");
  puzzle.bind(1, a.puzzle_id).bind(2, a.puzzle_after.rating).bind(3, a.puzzle_after.rd);
  puzzle.bind(4, a.puzzle_after.volatility).bind(5, std::int64_t{a.correct}).step();
  Stmt player(w,
              "INSERT INTO puzzle_players(player_id, rating, rd, volatility, attempts) VALUES (?1, ?2, ?3, ?4, ?5) "
              "ON CONFLICT(player_id) DO UPDATE SET rating = ?2, rd = ?3, volatility = ?4, attempts = ?5");
  player.bind(1, a.player_id).bind(2, a.player_after.rating).bind(3, a.player_after.rd);
  player.bind(4, a.player_after.volatility).bind(5, std::int64_t{a.player_after.games}).step();
  return true;
}

void SqliteStore::add_puzzles(const std::vector<StoredPuzzleRating>& puzzles) { writes_->push(PuzzleOp{puzzles, {}}); }
void SqliteStore::save_puzzle_attempt(const PuzzleAttempt& attempt) { writes_->push(PuzzleOp{{}, attempt}); }

std::vector<StoredPuzzleRating> SqliteStore::puzzle_ratings() {
  std::lock_guard lock(reader_mutex_);
  Stmt s(reader_db_->db, "SELECT id, rating, rd, volatility, attempts, solved FROM puzzles ORDER BY id");
  std::vector<StoredPuzzleRating> out;
  while (s.step())
    out.push_back({s.text(0),
                   {s.real(1), s.real(2), s.real(3), static_cast<int>(s.integer(4))},
                   static_cast<int>(s.integer(4)),
                   static_cast<int>(s.integer(5))});
  return out;
}

StoredRating SqliteStore::puzzle_player_rating(const std::string& player_id) {
  std::lock_guard lock(reader_mutex_);
  Stmt s(reader_db_->db, "SELECT rating, rd, volatility, attempts FROM puzzle_players WHERE player_id = ?1");
  s.bind(1, player_id);
  return s.step() ? sqlite_puzzle_rating(s, 0) : StoredRating{};
}

std::vector<std::string> SqliteStore::puzzles_attempted(const std::string& player_id) {
  std::lock_guard lock(reader_mutex_);
  Stmt s(reader_db_->db, "SELECT puzzle_id FROM puzzle_attempts WHERE player_id = ?1");
  s.bind(1, player_id);
  std::vector<std::string> out;
  while (s.step()) out.push_back(s.text(0));
  return out;
}

}  // namespace mancala::server

// PgStore's puzzle ratings and attempts (schema version 15), as sqlite_puzzles.cpp.
#include "mancala/server/store/pg_store.hpp"
#include "pg_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

StoredRating pg_puzzle_rating(const PgResult& r, int row, int first) {
  return {r.real(row, first), r.real(row, first + 1), r.real(row, first + 2),
          static_cast<int>(r.integer(row, first + 3))};
}

}  // namespace

std::vector<PgStatement> pg_puzzle_writer_statements() {
  return {
      {"add_puzzle",
       "INSERT INTO puzzles(id, rating, rd, volatility, attempts, solved, added_at) VALUES ($1, $2, $3, $4, 0, 0, "
       "now()) "
       "ON CONFLICT(id) DO NOTHING"},
      // Only a first attempt at a puzzle still stored: the insert is the check.
      {"insert_puzzle_attempt",
       "INSERT INTO puzzle_attempts(player_id, puzzle_id, correct, at) SELECT $1, $2, $3, now() "
       "WHERE EXISTS (SELECT 1 FROM puzzles WHERE id = $2) ON CONFLICT(player_id, puzzle_id) DO NOTHING RETURNING 1"},
      {"rate_puzzle",
       "UPDATE puzzles SET rating = $2, rd = $3, volatility = $4, attempts = attempts + 1, solved = solved + $5 "
       "WHERE id = $1"},
      {"rate_puzzle_player",
       "INSERT INTO puzzle_players(player_id, rating, rd, volatility, attempts) VALUES ($1, $2, $3, $4, $5) "
       "ON CONFLICT(player_id) DO UPDATE SET rating = $2, rd = $3, volatility = $4, attempts = $5"},
  };
}

std::vector<PgStatement> pg_puzzle_reader_statements() {
  return {
      {"puzzle_ratings", "SELECT id, rating, rd, volatility, attempts, solved FROM puzzles ORDER BY id"},
      {"puzzle_player", "SELECT rating, rd, volatility, attempts FROM puzzle_players WHERE player_id = $1"},
      {"puzzles_attempted", "SELECT puzzle_id FROM puzzle_attempts WHERE player_id = $1"},
  };
}

bool PgStore::execute_puzzle(WriteOp& op) {
  auto* p = std::get_if<PuzzleOp>(&op);
  if (!p) return false;
  PgConn& w = *writer_;
  for (const StoredPuzzleRating& x : p->added)
    w.run("add_puzzle", {x.id, x.rating.rating, x.rating.rd, x.rating.volatility});
  if (!p->attempt) return true;
  const PuzzleAttempt& a = *p->attempt;
  if (w.run("insert_puzzle_attempt", {a.player_id, a.puzzle_id, a.correct}).rows() == 0) return true;
  w.run("rate_puzzle",
        {a.puzzle_id, a.puzzle_after.rating, a.puzzle_after.rd, a.puzzle_after.volatility, a.correct ? 1 : 0});
  w.run("rate_puzzle_player",
        {a.player_id, a.player_after.rating, a.player_after.rd, a.player_after.volatility, a.player_after.games});
  return true;
}

void PgStore::add_puzzles(const std::vector<StoredPuzzleRating>& puzzles) { writes_->push(PuzzleOp{puzzles, {}}); }
void PgStore::save_puzzle_attempt(const PuzzleAttempt& attempt) { writes_->push(PuzzleOp{{}, attempt}); }

std::vector<StoredPuzzleRating> PgStore::puzzle_ratings() {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "puzzle_ratings", {});
  std::vector<StoredPuzzleRating> out;
  for (int i = 0; i < r.rows(); ++i)
    out.push_back({r.text(i, 0), pg_puzzle_rating(r, i, 1), static_cast<int>(r.integer(i, 4)),
                   static_cast<int>(r.integer(i, 5))});
  return out;
}

StoredRating PgStore::puzzle_player_rating(const std::string& player_id) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "puzzle_player", {player_id});
  return r.rows() > 0 ? pg_puzzle_rating(r, 0, 0) : StoredRating{};
}

std::vector<std::string> PgStore::puzzles_attempted(const std::string& player_id) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "puzzles_attempted", {player_id});
  std::vector<std::string> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back(r.text(i, 0));
  return out;
}

}  // namespace mancala::server

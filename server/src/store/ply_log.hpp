// The writer's side of how plies are stored (docs/architecture.md §Storage): every accepted ply is
// appended to `ply_log` as it is played, and a game's plies are copied together into
// `game_plies` (keyed by game and ply number) when it ends. Appending touches only the log's last
// page; an insert keyed by game would touch one page per live game in every commit (~8 kB of WAL
// a ply, written twice: WAL, then checkpoint). The view `plies` shows each ply once.
// Private to the store; used on the writer thread only, inside its open transaction.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace mancala::server {

class Stmt;

class PlyLog {
 public:
  /// Prepares the statements and reads which logged plies of games in progress are not yet
  /// copied (after a restart). Throws SqliteError like the store.
  explicit PlyLog(sqlite3* writer);
  ~PlyLog();

  /// Appends ply `n` of `game` (side 0 south, 1 north; no pit = the pie rule's swap; `at` ISO time).
  void append(const std::string& game, std::int64_t n, int side, std::optional<int> pit, const std::string& at);
  /// Copies every logged ply of `game` so far into game_plies (the game ended, or pins the log).
  void settle(const std::string& game);
  /// Call first in a transaction. Every `prune_every` appends: deletes the log's rows below the
  /// oldest one not yet copied. A game in progress that pins rows more than `pin_limit` behind the
  /// newest is settled so far (its next plies are logged and copied later), so a game left open
  /// for days can't grow the log.
  void prune_if_due();
  /// The transaction committed, or rolled back: what it appended, copied and pruned is now true, or forgotten.
  void committed();
  void rolled_back();

  static constexpr std::int64_t prune_every = 4096;
  static constexpr std::int64_t pin_limit = 200'000;

 private:
  sqlite3* db_;
  std::unique_ptr<Stmt> insert_, copy_, prune_;
  // Committed state: per game in progress, the seqs of its logged plies not yet copied.
  std::unordered_map<std::string, std::vector<std::int64_t>> uncopied_;
  std::int64_t appended_since_prune_ = 0;
  std::int64_t newest_ = 0;  // the newest committed seq
  // The open transaction's appends (seq) and copies (no seq), in order; replayed by committed().
  std::vector<std::pair<std::string, std::optional<std::int64_t>>> tx_events_;
  bool tx_pruned_ = false;
};

}  // namespace mancala::server

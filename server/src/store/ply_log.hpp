// The writer's side of how plies are stored (docs/architecture.md §Storage): every accepted ply is
// appended to `ply_log` as it is played, and when its game ends the game's plies are written,
// from the writer's memory, as one JSON text into the game's own row (`games.ply_record`), in the
// statement that stores the result. Appending touches only the log's last page; an insert keyed by
// game would touch one page per live game in every commit (~8 kB of WAL a ply, written twice: WAL,
// then checkpoint), and a copy into a table keyed by game one page per finished game. The view
// `plies` shows each ply once (game_plies holds the plies of games that ended before the record
// existed, and those copied so far of a game that pinned the log).
// Private to the store; used on the writer thread only, inside its open transaction.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace mancala::server {

class Stmt;

/// The plies of the games in progress, rows (game_id, n, side, pit, played_at, clock_ms, seq)
/// ordered by game and n: game_plies (seq NULL) and the log, without the `plies` view (whose
/// records of finished games a join would read whole).
extern const char* const unfinished_plies_sql;

class PlyLog {
 public:
  /// Prepares the statements and reads the plies of the games in progress (after a restart).
  /// Throws SqliteError like the store.
  explicit PlyLog(sqlite3* writer);
  ~PlyLog();

  /// Call first in a transaction, with its time (iso_now()). Every `prune_every` appends: deletes
  /// the log's rows below the oldest one of a game in progress. A game in progress that pins rows
  /// more than `pin_limit` behind the newest has its plies so far copied into game_plies (its next
  /// plies are logged as before), so a game left open for days can't grow the log.
  void begin(const std::string& now);
  /// Appends ply `n` of `game` (side 0 south, 1 north; no pit = the pie rule's swap), played now;
  /// `clock_ms`: the mover's time left after it in a timed game.
  void append(const std::string& game, std::int64_t n, int side, std::optional<int> pit,
              std::optional<std::int64_t> clock_ms = std::nullopt);
  /// A takeback: deletes the plies numbered `from` and later of `game` from the log and from
  /// game_plies (where a pin copied them), and forgets them once the transaction commits. The
  /// log's newest row may go with them; its number may then be reused, which is safe because
  /// the deleted seqs leave `unsettled` in the same replay.
  void take_back(const std::string& game, std::int64_t from);
  /// The record of `game` for games.ply_record: every ply so far, this transaction's included,
  /// in order, as `[side, pit or null, "played_at"]` in one JSON array, with clock_ms as a
  /// fourth element when the ply has one.
  std::string record(const std::string& game) const;
  /// `game`'s record is stored in this transaction: deletes the rows a pin copied into game_plies
  /// (the record holds them), and forgets the game once the transaction commits.
  void finished(const std::string& game);
  /// The transaction committed, or rolled back: what it appended, copied and pruned is now true, or forgotten.
  void committed();
  void rolled_back();

  static constexpr std::int64_t prune_every = 4096;
  static constexpr std::int64_t pin_limit = 200'000;

 private:
  struct LoggedPly {
    std::int64_t n;
    std::shared_ptr<const std::string> at_json;  // its time as a JSON string, encoded once a transaction
    int side;
    std::optional<int> pit;
    std::optional<std::int64_t> clock_ms;
  };
  struct LiveGame {
    std::vector<LoggedPly> plies;         // every ply so far, the record's source
    std::vector<std::int64_t> unsettled;  // the seqs of its log rows that pin the log
    bool copied = false;                  // some plies are in game_plies (a pin, or an older schema)
  };
  enum class Event { append, copy, finish, take_back };
  struct TxEvent {
    std::string game;
    Event kind;
    std::int64_t seq = 0;  // append: the row's seq; take_back: the first ply number deleted
    std::optional<LoggedPly> ply;
    std::vector<std::int64_t> dropped;  // take_back: the seqs of the log rows it deleted
  };

  void copy_so_far(const std::string& game);
  void load_live();

  sqlite3* db_;
  std::unique_ptr<Stmt> insert_, copy_, prune_, drop_copied_, take_back_log_, take_back_copied_;
  std::unordered_map<std::string, LiveGame> live_;  // committed state, per game in progress
  std::int64_t appended_since_prune_ = 0;
  std::int64_t newest_ = 0;  // the newest committed seq
  // The open transaction: its time, and its appends, copies and finishes in order (replayed by committed()).
  std::string tx_now_;
  std::shared_ptr<const std::string> tx_at_json_;  // tx_now_ as the record holds it, shared by its plies
  std::vector<TxEvent> tx_events_;
  bool tx_pruned_ = false;
};

}  // namespace mancala::server

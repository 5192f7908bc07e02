// Players and games in SQLite: one writer thread that batches writes, one read connection.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/server/metrics.hpp"

struct sqlite3;  // sqlite3.h stays out of this header

namespace mancala::server {

class PlyLog;

/// A seat as stored: the player (empty for the computer), the name shown, the computer's level.
struct StoredSeat {
  std::string player_id;
  std::string name;
  std::optional<ai::Level> bot;
};

/// What is known when a game starts. `kind` is "human", "bot" or "local".
struct GameStart {
  std::string id;
  Variant variant;
  std::string kind;
  bool from_queue = false;
  StoredSeat south, north;
};

/// A player found by token hash.
struct StoredPlayer {
  std::string id;
  std::string name;
};

/// The database of docs/architecture.md §Storage. Writes are queued and committed in batches by
/// a dedicated thread (WAL mode, prepared statements); reads use their own connection under a mutex.
class GameStore {
 public:
  /// Opens or creates `path` (its folder too), sets WAL, creates or migrates the schema
  /// (`schema_version`). Throws std::runtime_error with SQLite's message on failure.
  /// `max_bytes` > 0 caps the file (db_max_bytes): writes past it fail as on a full disk.
  GameStore(const std::string& path, Metrics& metrics, std::int64_t max_bytes = 0);
  ~GameStore();  // commits everything queued, then stops the writer
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  void save_player(const std::string& id, const std::string& name, const std::string& token_hash);
  void start_game(const GameStart& g);
  /// Ply number `n` (0-based, the state's `ply` before it) of game `game`; `on_committed` (if
  /// any) runs on the writer thread once the ply's transaction has ended (committed, or failed
  /// and logged: a full disk must not stop the games in memory), or at once while the writer
  /// waits to retry a refused batch (the ply is kept in memory for that try).
  void add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed = {});
  /// Stores the result and final stores; `on_committed` runs on the writer thread once it is durable.
  void finish_game(const std::string& game, const Position& final_position, std::function<void()> on_committed);
  /// Blocks until every write queued before the call is committed.
  void flush();
  /// Runs `done` on the writer thread once every write queued before the call has ended
  /// (committed or failed, like add_ply's `on_committed`); does not block.
  void after_queued(std::function<void()> done);

  std::optional<StoredPlayer> find_player(const std::string& token_hash);
  /// The PROTOCOL.md §Stored games object of one game, or nullopt when unknown.
  std::optional<nlohmann::json> game(const std::string& id);
  /// Finished games, newest first, without `moves`; `limit` 1..100.
  nlohmann::json recent_games(int limit);

 private:
  struct PlayerOp { std::string id, name, hash; };
  struct PlyOp { std::string game; int n; Side side; Ply ply; std::function<void()> done; };
  struct FinishOp { std::string game; Position final_position; std::function<void()> done; };
  struct FlushOp { std::function<void()> done; };
  using Op = std::variant<PlayerOp, GameStart, PlyOp, FinishOp, FlushOp>;

  void push(Op op);
  void run_writer();
  /// One transaction for `batch`; false (rolled back, logged) when the database refused it.
  bool commit(std::vector<Op>& batch);
  static std::chrono::milliseconds retry_delay(int failures);
  /// Runs the `done` callbacks of [first, last) (each once): their writes were tried, or are kept.
  static void release(std::vector<Op>::iterator first, std::vector<Op>::iterator last);
  /// Writes kept in memory while the database fails; past this the oldest go.
  static constexpr std::size_t max_pending_writes = 1'000'000;
  /// Group commit (run_writer): when a commit ended less than `group_commit_wait` ago, the writer
  /// waits up to that long, or until `group_commit_writes` writes queue, before the next one.
  /// At 10,000 paced plies a second: 2.5–3.0 plies a commit before, 17.5–18.2 with it
  /// (docs/PERFORMANCE.md §Session 7).
  static constexpr std::chrono::microseconds group_commit_wait{1000};
  static constexpr std::size_t group_commit_writes = 64;
  std::chrono::steady_clock::time_point last_commit_{};  // writer thread only
  void execute(Op& op);
  /// Checkpoints (copying the WAL back into the database file) happen off the writer thread, so
  /// that their page writes and fsync never delay a `moved`: the checkpointer thread copies
  /// whenever `checkpoint_frames` new frames are in the WAL (PASSIVE: never blocks the writer),
  /// and at least once a second. It can never finish while the writer appends, so the WAL would
  /// only grow: once it holds `restart_frames`, the writer itself copies the few frames left,
  /// which lets its next transaction start the WAL again from the beginning.
  void run_checkpointer();
  /// Checks that the database and its folder are still writable; logs and sets
  /// Metrics::db_writable when that changes (/healthz reports it).
  void watch_writable();
  static int on_wal_commit(void* self, ::sqlite3* db, const char* name, int frames);
  static constexpr int checkpoint_frames = 1024;
  static constexpr int restart_frames = 8192;         // 32 MB of 4 kB pages
  static constexpr int writer_copy_frames = 1024;     // the most the writer copies when it restarts early
  static constexpr int runaway_frames = 16384;        // past this (the checkpointer is behind, e.g. starved of CPU) the writer copies whatever is left

  struct Db;  // SQLite handles and prepared statements, kept out of this header
  std::unique_ptr<Db> writer_db_;
  std::unique_ptr<PlyLog> ply_log_;  // writer thread only; declared after writer_db_, destroyed before it
  std::unique_ptr<Db> reader_db_;
  std::mutex reader_mutex_;
  Metrics& metrics_;

  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<Op> queue_;
  bool stopping_ = false;
  std::thread writer_;

  std::unique_ptr<Db> checkpoint_db_;
  std::mutex checkpoint_mutex_;
  std::condition_variable checkpoint_cv_;
  bool checkpoint_wanted_ = false;
  std::string path_;  // the database file: the checkpointer also checks once a second that it and its folder are writable
  std::atomic<int> checkpointed_frames_{0};  // WAL frames already copied back, as of the last checkpoint
  bool checkpoint_stopping_ = false;
  std::thread checkpointer_;
};

/// Now as ISO 8601 UTC with milliseconds, e.g. "2026-11-29T12:00:00.123Z".
std::string iso_now();

}  // namespace mancala::server

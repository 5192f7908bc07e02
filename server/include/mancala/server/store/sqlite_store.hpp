// The SQLite store: one writer thread that batches writes, one read connection, a checkpointer.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/puzzle_store.hpp"
#include "mancala/server/store/store.hpp"

struct sqlite3;  // sqlite3.h stays out of this header

namespace mancala::server {

class PlyLog;
class RatingTables;
class WriteQueue;
struct WriteOp;
struct AccountOp;
struct TokenOp;

/// The database of docs/architecture.md §Storage. Writes are queued and committed in batches by
/// a dedicated thread (WAL mode, prepared statements); reads use their own connection under a mutex.
class SqliteStore final : public Store, public PuzzleStore {
 public:
  /// Opens or creates `path` (its folder too), sets WAL, creates or migrates the schema
  /// (`schema_version`). Throws std::runtime_error with SQLite's message on failure.
  /// `max_bytes` > 0 caps the file (db_max_bytes): writes past it fail as on a full disk.
  SqliteStore(const std::string& path, Metrics& metrics, std::int64_t max_bytes = 0);
  ~SqliteStore() override;  // commits everything queued, then stops the writer
  SqliteStore(const SqliteStore&) = delete;
  SqliteStore& operator=(const SqliteStore&) = delete;

  void save_player(const std::string& id, const std::string& name, const std::string& token_hash) override;
  void create_bot_player(const std::string& id, const std::string& name, const std::string& token_hash) override;
  void start_game(const GameStart& g) override;
  /// While the writer waits to retry a refused batch, `on_committed` runs at once (the ply is
  /// kept in memory for that try).
  void add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed = {},
               std::optional<std::int64_t> clock_ms = std::nullopt) override;
  void take_back(const std::string& game, int from_ply, std::function<void()> on_committed) override;
  void finish_game(const std::string& game, const Position& final_position,
                   std::function<void()> on_committed) override;
  void finish_rated_game(const std::string& game, const Position& final_position, RatedResult rated,
                         std::function<void(std::optional<RatingChange>)> on_committed) override;
  AccountOutcome create_account(const NewAccount& account) override;
  bool add_token(const std::string& player_id, const std::string& token_hash) override;
  void save_review(const std::string& game, const std::string& review) override;
  void save_seek(const StoredSeek& s) override;
  void delete_seek(const std::string& id) override;
  void set_block(const std::string& blocker, const std::string& blocked, bool remove) override;
  void save_report(const StoredReport& r) override;
  void save_chat_line(const StoredChatLine& line) override;
  void save_mod_action(const ModAction& a) override;
  void save_offence(const FairPlayOffence& o) override;
  bool set_moderator(const std::string& username, bool on) override;
  bool set_language(const std::string& player, const std::string& language) override;
  /// Deletes the players row (player_profile then answers nullopt) and renames the player's seats.
  bool delete_player(const std::string& player) override;
  void save_tournament(const StoredTournament& t) override;
  bool create_scheduled_tournament(const StoredTournament& t) override;
  void save_entrant(const StoredEntrant& e) override;
  void save_tournament_game(const StoredTournamentGame& g) override;
  void set_berserk(const std::string& game, Side side) override;
  void after_queued(std::function<void()> done) override;
  void flush() override;

  std::optional<StoredPlayer> find_player(const std::string& token_hash) override;
  std::optional<StoredAccount> account(const std::string& username) override;
  std::optional<GameRecord> game(const std::string& id) override;
  std::optional<std::string> review(const std::string& game) override;
  std::vector<GameRecord> recent_games(int limit) override;
  std::vector<GameRecord> player_games(const std::string& player_id, int limit, int offset) override;
  StoredRating rating(const std::string& player_id, const std::string& variant) override;
  std::optional<PlayerProfile> player_profile(const std::string& player_id) override;
  std::vector<LeaderboardRow> leaderboard(const std::string& variant, RdBand band, bool bots, int limit) override;
  /// Reads through the read connection; call before the writer sees any new game (start-up).
  std::vector<StoredSeek> seeks(const std::string& node) override;
  bool blocked_either(const std::string& a, const std::string& b) override;
  bool blocks(const std::string& blocker, const std::string& blocked) override;
  std::vector<std::string> blocks_around(const std::string& player) override;
  int reports_since(const std::string& reporter, const std::string& since) override;
  std::vector<StoredReport> reports_about(const std::string& player) override;
  std::vector<StoredChatLine> chat_lines(const std::string& room) override;
  std::vector<StoredChatLine> chat_lines_by(const std::string& player, int limit) override;
  PlayerStanding standing(const std::string& player) override;
  std::vector<ModAction> mod_actions(const std::string& player, int limit) override;
  std::vector<StoredReport> open_reports(int limit) override;
  std::vector<StoredReport> reports_by(const std::string& reporter) override;
  std::vector<std::string> blocked_by(const std::string& blocker) override;
  std::vector<FairPlayOffence> offences(const std::string& player, const std::string& since) override;
  std::optional<StoredTournament> tournament(const std::string& id) override;
  std::vector<StoredTournament> tournaments(const std::string& status, int limit) override;
  std::vector<StoredEntrant> entrants(const std::string& tournament) override;
  std::vector<StoredEntrant> entries_of(const std::string& player) override;
  std::vector<StoredTournamentGame> tournament_games(const std::string& tournament) override;
  int tournaments_created_since(const std::string& player, const std::string& since) override;
  std::vector<StoredGame> games_in_progress() override;

  // Puzzles (puzzle_store.hpp; sqlite_puzzles.cpp).
  void add_puzzles(const std::vector<StoredPuzzleRating>& puzzles) override;
  void save_puzzle_attempt(const PuzzleAttempt& attempt) override;
  std::vector<StoredPuzzleRating> puzzle_ratings() override;
  StoredRating puzzle_player_rating(const std::string& player_id) override;
  std::vector<std::string> puzzles_attempted(const std::string& player_id) override;

 private:
  /// One transaction for `batch` (the WriteQueue's commit); false (rolled back, logged) when the
  /// database refused it.
  bool commit(std::vector<WriteOp>& batch);
  void execute(WriteOp& op);
  void execute_account(AccountOp& op);  // sqlite_accounts.cpp
  void execute_token(TokenOp& op);
  void prepare_account_writes();  // the writer's statements about accounts (sqlite_accounts.cpp)
  void prepare_account_reads();
  /// Chat lines, moderation, offences, moderators, erasing a player (sqlite_community.cpp):
  /// execute_community is false when `op` is none of theirs.
  bool execute_community(WriteOp& op);
  void execute_mod_action(const ModAction& a);
  void prepare_community_writes();
  void prepare_community_reads();
  /// Tournaments and berserk (sqlite_tournaments.cpp): execute_tournament is false when `op` is
  /// none of theirs.
  bool execute_tournament(WriteOp& op);
  bool execute_puzzle(WriteOp& op);  // sqlite_puzzles.cpp: false when `op` is none of its
  void prepare_tournament_writes();
  void prepare_tournament_reads();
  void prepare_reads();         // the read connection's statements (sqlite_reads.cpp)
  void prepare_rating_reads();  // ... those about ratings (sqlite_ratings.cpp)
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
  static constexpr int restart_frames = 8192;      // 32 MB of 4 kB pages
  static constexpr int writer_copy_frames = 1024;  // the most the writer copies when it restarts early
  static constexpr int runaway_frames =
      16384;  // past this (the checkpointer is behind, e.g. starved of CPU) the writer copies whatever is left

  struct Db;  // SQLite handles and prepared statements, kept out of this header
  std::unique_ptr<Db> writer_db_;
  std::unique_ptr<PlyLog> ply_log_;        // writer thread only; declared after writer_db_, destroyed before it
  std::unique_ptr<RatingTables> ratings_;  // writer thread only, likewise
  std::string tx_now_;                     // writer thread only: the open transaction's time, iso_now()
  std::unique_ptr<Db> reader_db_;
  std::mutex reader_mutex_;
  Metrics& metrics_;

  std::unique_ptr<WriteQueue> writes_;  // declared after the connections: stopped before they close

  std::unique_ptr<Db> checkpoint_db_;
  std::mutex checkpoint_mutex_;
  std::condition_variable checkpoint_cv_;
  bool checkpoint_wanted_ = false;
  std::string
      path_;  // the database file: the checkpointer also checks once a second that it and its folder are writable
  std::atomic<int> checkpointed_frames_{0};  // WAL frames already copied back, as of the last checkpoint
  bool checkpoint_stopping_ = false;
  std::thread checkpointer_;
};

}  // namespace mancala::server

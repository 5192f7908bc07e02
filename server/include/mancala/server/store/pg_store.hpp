// The PostgreSQL store: the same records and guarantees as SqliteStore, through libpq.
#pragma once

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/puzzle_store.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

class PgConn;
class WriteQueue;
struct WriteOp;
struct AccountOp;
struct FinishOp;
struct TokenOp;

/// The database of docs/architecture.md §Storage on PostgreSQL (`store: "postgres"`). Writes are
/// queued and committed in batches by one writer thread on its own connection (WriteQueue, the
/// SQLite store's too), reads use a second connection under a mutex, and a third checks once a
/// second that the server answers (Metrics::db_writable, /healthz). Every statement is prepared.
class PgStore final : public Store, public PuzzleStore {
 public:
  /// Connects with `conninfo` (a libpq connection string or URI), creates or migrates the schema
  /// (`schema_version`). Throws std::runtime_error with PostgreSQL's message on failure.
  /// `node`: this node's name in a cluster (the owner of the games it starts, and fencing on);
  /// empty when the server runs alone.
  PgStore(const std::string& conninfo, Metrics& metrics, std::string node = {});
  ~PgStore() override;  // commits everything queued (or gives up at the first refusal), then stops
  PgStore(const PgStore&) = delete;
  PgStore& operator=(const PgStore&) = delete;

  void save_player(const std::string& id, const std::string& name, const std::string& token_hash) override;
  void create_bot_player(const std::string& id, const std::string& name, const std::string& token_hash) override;
  void start_game(const GameStart& g) override;
  /// While the writer waits to retry a refused batch, `on_committed` runs at once (the ply is
  /// kept in memory for that try), as in SqliteStore.
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
  std::vector<StoredGame> claim_games(const std::string& from, const std::string& to) override;
  void on_fenced(std::function<void(const std::string& game)> handler) override;

  /// Creates or migrates the schema on `conn` (also used by --migrate-sqlite's target).
  static void migrate(PgConn& conn);

  // Puzzles (puzzle_store.hpp; pg_puzzles.cpp).
  void add_puzzles(const std::vector<StoredPuzzleRating>& puzzles) override;
  void save_puzzle_attempt(const PuzzleAttempt& attempt) override;
  std::vector<StoredPuzzleRating> puzzle_ratings() override;
  StoredRating puzzle_player_rating(const std::string& player_id) override;
  std::vector<std::string> puzzles_attempted(const std::string& player_id) override;

 private:
  /// One transaction for `batch` (the WriteQueue's commit); false (rolled back, logged) when
  /// PostgreSQL refused it or is unreachable. `careful`: each write under its own savepoint, so
  /// that a bad row is skipped without failing the others (after a try that met one).
  bool commit(std::vector<WriteOp>& batch);
  void commit_once(std::vector<WriteOp>& batch, bool careful);
  void execute(WriteOp& op);
  void rate(FinishOp& f, const std::string& ended_at);  // f.rated, under a savepoint
  void execute_account(AccountOp& op);
  void execute_token(TokenOp& op);
  /// Chat lines, moderation, offences, moderators, erasing a player (pg_community.cpp): false
  /// when `op` is none of theirs.
  bool execute_community(WriteOp& op);
  /// Tournaments and berserk (pg_tournaments.cpp): false when `op` is none of theirs.
  bool execute_tournament(WriteOp& op);
  bool execute_puzzle(WriteOp& op);  // pg_puzzles.cpp: false when `op` is none of its
  /// Once a second: can the server be reached? Sets Metrics::db_writable and logs a change.
  void run_watcher();
  /// The unfinished games, or only those `owner` owns, with their plies; under reader_mutex_.
  std::vector<StoredGame> read_unfinished(const std::string* owner);
  /// Writer thread: whether a ply or result of `game` may still be written by this node (its
  /// owner epoch is still the one this node holds); row-locks the game until the commit.
  bool still_owned(const std::string& game);

  Metrics& metrics_;
  const std::string node_;
  std::mutex owned_mutex_;
  std::unordered_map<std::string, std::int64_t> owned_;  // game → owner epoch this node holds (a cluster's node)
  std::function<void(const std::string&)> on_fenced_;    // under owned_mutex_
  std::unique_ptr<PgConn> writer_;                       // writer thread only
  std::unique_ptr<PgConn> reader_;                       // under reader_mutex_
  std::unique_ptr<PgConn> watcher_;                      // watcher thread only
  std::mutex reader_mutex_;
  std::unique_ptr<WriteQueue> writes_;  // declared after the connections: stopped before they close

  std::mutex watch_mutex_;
  std::condition_variable watch_cv_;
  bool watch_stopping_ = false;
  std::thread watch_thread_;
};

}  // namespace mancala::server

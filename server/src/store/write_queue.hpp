// The write queue both database stores share (docs/architecture.md §Storage): the queued writes as
// typed ops, one writer thread that gathers them into batches (group commit) and hands each batch
// to the store's `commit`, keeps a refused batch in memory and retries it with backoff, and runs
// each write's callback once its write has ended. Private to store/.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/puzzle_store.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

// save_player, or (`bot`) create_bot_player.
struct PlayerOp {
  std::string id, name, hash;
  bool bot = false;
};
struct PlyOp {
  std::string game;
  int n;
  Side side;
  Ply ply;
  std::function<void()> done;
  std::optional<std::int64_t> clock_ms;  // the mover's time left after the ply; nullopt untimed
};
// Deletes the plies numbered `from` and later of a game in progress (Store::take_back).
struct TakeBackOp {
  std::string game;
  int from;
  std::function<void()> done;
};
struct FinishOp {
  std::string game;
  Position final_position;
  std::function<void()> done;
  std::optional<RatedResult> rated;  // rate the result in the same transaction
  std::function<void(std::optional<RatingChange>)> rated_done;
  std::optional<RatingChange> change;  // what the transaction being tried rated
};
struct ReviewOp {
  std::string game, review;
};
// Stores a seek, or (`remove`) forgets the one with its id.
struct SeekOp {
  StoredSeek seek;
  bool remove = false;
};
// A block between two players made, or (`remove`) lifted.
struct BlockOp {
  std::string blocker, blocked;
  bool remove = false;
};
// Puzzles added with their first ratings, or one rated attempt (puzzle_store.hpp).
struct PuzzleOp {
  std::vector<StoredPuzzleRating> added;
  std::optional<PuzzleAttempt> attempt;
};
struct ReportOp {
  StoredReport report;
};
// A chat line (Store::save_chat_line), a moderation action (save_mod_action), an offence (save_offence).
struct ChatLineOp {
  StoredChatLine line;
};
struct ModActionOp {
  ModAction action;
};
struct OffenceOp {
  FairPlayOffence offence;
};
// A write whose caller waits for a yes or no (set_moderator, set_language, delete_player),
// answered once as TokenOp.
struct PlayerAdminOp {
  enum class Kind : std::uint8_t { grant_moderator, revoke_moderator, erase_player, set_language } kind;
  std::string who;  // the username (moderator) or the player id (erase, language)
  std::function<void(bool)> done;
  bool answer = false;   // by the transaction being tried
  std::string language;  // set_language's code
};
// Tournament rows (Store::save_tournament, save_entrant, save_tournament_game), each stored or
// replaced; a player's berserk in a game (set_berserk).
struct TournamentOp {
  StoredTournament tournament;
};
struct EntrantOp {
  StoredEntrant entrant;
};
struct TournamentGameOp {
  StoredTournamentGame game;
};
struct BerserkOp {
  std::string game;
  Side side;
};
// create_scheduled_tournament: answered once, nullopt when the write did not happen (a try that
// failed, or the row refused); a retry of its batch skips it, as AccountOp.
struct ScheduledTournamentOp {
  StoredTournament tournament;
  std::function<void(std::optional<bool>)> done;
  std::optional<bool> inserted;  // by the transaction being tried
};
struct FlushOp {
  std::function<void()> done;
};
// Answered once: a try that fails answers `failed`, and a retry of its batch skips it.
struct AccountOp {
  NewAccount account;
  std::function<void(AccountOutcome)> done;
  std::optional<AccountOutcome> outcome;  // what the transaction being tried did
};
struct TokenOp {
  std::string player_id, hash;
  std::function<void(bool)> done;
  bool written = false;  // by the transaction being tried
};
/// One queued write (a struct, not an alias, so that the stores' headers can name it undefined).
struct WriteOp : std::variant<PlayerOp, GameStart, PlyOp, TakeBackOp, FinishOp, FlushOp, AccountOp, TokenOp, ReviewOp,
                              SeekOp, BlockOp, ReportOp, ChatLineOp, ModActionOp, OffenceOp, PlayerAdminOp,
                              TournamentOp, EntrantOp, TournamentGameOp, BerserkOp, ScheduledTournamentOp, PuzzleOp> {
  using variant::variant;
};

/// Queued writes and the thread that commits them in batches through `commit`.
class WriteQueue {
 public:
  /// One transaction for the batch; false (rolled back, logged) when the database refused it.
  using Commit = std::function<bool(std::vector<WriteOp>&)>;

  WriteQueue(Metrics& metrics, Commit commit);
  ~WriteQueue();  // stop()
  WriteQueue(const WriteQueue&) = delete;
  WriteQueue& operator=(const WriteQueue&) = delete;

  void start();  // the writer thread; call once the store's connections are ready
  void stop();   // commits everything queued (or gives up on it at the first refusal), then joins

  void push(WriteOp op);
  /// The Store members every database store implements the same way.
  void flush();
  AccountOutcome create_account(const NewAccount& account);
  bool add_token(const std::string& player_id, const std::string& token_hash);
  bool set_moderator(const std::string& username, bool on);
  bool delete_player(const std::string& player);
  bool set_language(const std::string& player, const std::string& language);
  /// Throws std::runtime_error when the write did not happen.
  bool create_scheduled_tournament(const StoredTournament& t);

  /// What a rolled-back try computed (ratings, account outcomes) is not what will be stored.
  static void forget_tries(std::vector<WriteOp>& batch);

  /// Writes kept in memory while the database fails; past this the oldest go.
  static constexpr std::size_t max_pending_writes = 1'000'000;
  /// Group commit (run): when a commit ended less than `group_commit_wait` ago, the writer waits
  /// up to that long, or until `group_commit_writes` writes queue, before the next one. At 10,000
  /// paced plies a second it carries ~18 plies a commit instead of ~3 (docs/PERFORMANCE.md).
  static constexpr std::chrono::microseconds group_commit_wait{1000};
  static constexpr std::size_t group_commit_writes = 32;

 private:
  void run();
  /// Waits for the next batch's writes (group commit, or the backoff after `failures` refusals)
  /// and moves them into `batch`; false once stopping with nothing left to write.
  bool gather(std::vector<WriteOp>& batch, int failures, bool& stopping);
  static std::chrono::milliseconds retry_delay(int failures);
  /// Runs the `done` callbacks of [first, last) (each once): their writes were tried, or are kept.
  static void release(std::vector<WriteOp>::iterator first, std::vector<WriteOp>::iterator last);

  Metrics& metrics_;
  Commit commit_;
  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<WriteOp> queue_;
  bool stopping_ = false;
  std::chrono::steady_clock::time_point last_commit_{};  // writer thread only
  std::thread writer_;
};

}  // namespace mancala::server

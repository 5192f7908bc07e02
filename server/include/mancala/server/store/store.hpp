// The store seam: what the server keeps of players and games, as typed records, behind one
// interface. SqliteStore is the implementation `make run` uses; MemoryStore serves unit tests.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/protocol/server_message.hpp"
#include "mancala/server/store/tournament_rows.hpp"

namespace mancala::server {

/// A seat as stored: the player (empty for the computer), the name shown, the computer's level.
/// `account` and `account_bot` are read, never written: the player has an account and `name` is
/// its username; the player is a bot (StoredPlayer::bot).
struct StoredSeat {
  std::string player_id;
  std::string name;
  std::optional<ai::Level> bot;
  bool account = false;
  bool account_bot = false;
};

/// What is known when a game starts. `kind` is "human", "bot" or "local". The seats are those of
/// the start: a pie swap later exchanges the players, and the plies say so.
struct GameStart {
  std::string id;
  Variant variant;
  std::string kind;
  bool from_queue = false;
  StoredSeat south, north;
  std::optional<protocol::TimeControl> clock;  // the time control; nullopt: untimed
  std::string tournament;                      // the tournament the game is part of; "" none
};

/// A player found by token hash; `account`: the player has an account (the name is its username);
/// `bot`: the player is a bot (a bot account, or a token-only bot of create_bot_player). A player
/// is a bot from its creation on, never later.
struct StoredPlayer {
  std::string id;
  std::string name;
  bool account = false;
  bool bot = false;
};

/// An account to create (POST /api/accounts). With `token_hash` the account goes to that token's
/// player, renamed to `username`; without, a new player `new_player_id` with `new_token_hash`.
/// `bot` makes the new player a bot, owned by player `bot_owner` ("" none); it is honoured only
/// for a new player (an existing player never becomes a bot: the route refuses `bot` with a token).
struct NewAccount {
  std::string username;       // as typed; unique by its lower case
  std::string password_hash;  // crypto_pwhash_str's Argon2id string: the only form of the password stored
  std::string token_hash;     // of an existing player's token, or empty
  std::string new_player_id, new_token_hash;
  bool bot = false;
  std::string bot_owner{};
};

/// What create_account did. `failed`: the database refused the write (nothing was created).
enum class AccountResult : std::uint8_t { created, name_taken, has_account, unknown_token, failed };

/// create_account's answer: the result and, when created, the account's player.
struct AccountOutcome {
  AccountResult result = AccountResult::failed;
  StoredPlayer player;
};

/// An account as stored, found by its username's lower case.
struct StoredAccount {
  std::string username, password_hash;
  StoredPlayer player;
};

/// One game as the store holds it. Times are ISO 8601 UTC with milliseconds (iso_now()).
struct GameRecord {
  GameStart start;
  Outcome result = Outcome::none;  // none while in progress
  Reason reason = Reason::none;
  std::optional<std::array<int, 2>> stores;  // [south, north] at the end; nullopt while in progress
  std::string started_at;
  std::optional<std::string> ended_at;       // nullopt while in progress
  bool swapped = false;                      // a pie swap was played: the players ended in each other's seats
  std::vector<protocol::RecordedPly> plies;  // in order; empty in lists (Store::recent_games)
  std::vector<std::string> played_at;        // when each ply of `plies` was stored (its transaction), as iso_now()
};

/// One unfinished game, read at start-up to rebuild its room: its start row, every stored ply in
/// order, and the wall-clock times of its start and of its last stored ply.
struct StoredGame {
  GameStart start;
  std::vector<protocol::RecordedPly> plies;
  std::chrono::system_clock::time_point started_at;
  std::chrono::system_clock::time_point last_ply_at;  // started_at when no ply was stored
  std::array<bool, 2> berserk{};                      // [south, north] went berserk (Store::set_berserk)
};

/// A player's rating in one variant: `rating` and `rd` in rating points, `volatility`
/// dimensionless (Glicko-2, rating/glicko2.hpp); `games` rated so far. The defaults are a newcomer's.
struct StoredRating {
  double rating = 1500;
  double rd = 350;
  double volatility = 0.06;
  int games = 0;
};

/// What a result needs to be rated in the transaction that stores it. The store counts the
/// pair's rated games of the last 24 hours; below `max_per_pair` it reads both ratings in
/// `variant`, stores `rate`'s answer and the game's rating rows. `rate` must be a pure function.
struct RatedResult {
  std::string variant;                 // variant_key(): ratings are per variant
  std::array<std::string, 2> players;  // [south, north] as the game ended
  double south_score = 0.5;            // 1 win, 0.5 draw, 0 loss
  int max_per_pair = 5;
  std::function<std::array<StoredRating, 2>(const std::array<StoredRating, 2>& before, double south_score)> rate;
};

/// The ratings of a rated result before and after it, [south, north].
struct RatingChange {
  std::array<StoredRating, 2> before, after;
};

/// One variant's rating of a player; `variant` is variant_key()'s JSON text.
struct PlayerRating {
  std::string variant;
  StoredRating rating;
};

/// A player's rating after one rated game, for the player page's graph.
struct RatingPoint {
  std::string game, variant, at;  // `at`: the game's end, iso_now() form
  double rating = 0, rd = 0;
};

/// A player as GET /api/players/{id} shows them.
struct PlayerProfile {
  std::string id, name;
  int games = 0;  // games stored with the player in a seat
  std::vector<PlayerRating> ratings;
  std::vector<RatingPoint> history;    // oldest first
  std::optional<std::string> account;  // the account's username; nullopt for a guest
  bool bot = false;                    // the player is a bot (StoredPlayer::bot)
  std::string bot_owner{};             // the bot's owner (a player id); "" none
};

/// The ratings a leaderboard lists: those whose RD (rating points) is above `above` and at most
/// `at_most`.
struct RdBand {
  double above = -1;
  double at_most = 0;
};

/// One row of a leaderboard; `bot`: the player is a bot.
struct LeaderboardRow {
  std::string id, name;
  StoredRating rating;
  bool bot = false;
};

/// An open correspondence seek (PROTOCOL.md §Seeks): stored, it outlives its seeker's
/// connection and a restart. `seek`: its JSON text as the lobby wrote it, kept as given; `node`:
/// the cluster node that lists it ("" for a server alone).
struct StoredSeek {
  std::string id, player, node, seek;
};

/// A player's report of another for the moderators (POST /api/reports). `game` empty: none named;
/// `reporter` empty: filed by the server itself (the word filter, a short rated game).
struct StoredReport {
  std::string id, reporter, player, game, reason, text;
  std::string created_at;  // ISO 8601, as the store wrote it (reports_about); ignored by save_report
};

/// One chat line as stored (PROTOCOL.md §Chat). `room` names where it was said:
/// "game:ID:players", "game:ID:spectators" or "tournament:ID". `ply`: how many plies the game had
/// when it was said (the replay shows it after them); -1 outside a game. `troll`: said by a
/// chat-shadow-banned player, shown to that player only. `at`: ISO 8601 (iso_now()).
struct StoredChatLine {
  std::string room, player, name, text, at;
  int ply = -1;
  bool troll = false;
};

/// The most chat lines a room keeps (PROTOCOL.md §Chat): the store forgets older ones.
inline constexpr int kChatLinesPerRoom = 200;

/// What the moderators and the fair-play rules hold of a player, and the player's role
/// (Store::standing). Times are ISO 8601 (iso_now()); an empty one: none was ever set (a time in
/// the past: it has run out).
struct PlayerStanding {
  bool known = false;           // the player exists (and was not deleted)
  bool account = false;         // the player has an account
  bool moderator = false;       // granted by `mancala-server --grant-moderator NAME`
  bool closed = false;          // closed by a moderator: their tokens were dropped
  bool shadow = false;          // chat shadow-ban: their lines are shown to themselves only
  std::string chat_until;       // a chat timeout lasts until then
  std::string play_ban_until;   // a play ban lasts until then
  std::string play_ban_reason;  // the last play ban's reason
  std::string created_at;       // when the player (or, with an account, the account) was created
  std::string language;         // the account's chosen language for the web client's words; empty: none
};

/// One entry of the moderation log: what a moderator did, or the fair-play rules (moderator
/// "system"). `action`: "chat_timeout", "shadow_ban", "lift_shadow_ban", "play_ban",
/// "lift_play_ban", "close_account" or "dismiss_reports". `until`: the end of a timeout or a
/// play ban (ISO 8601), else empty. `at`: when it was done (ISO 8601).
struct ModAction {
  std::string id, moderator, player, action, reason, until, at;
};

/// A fair-play offence (docs/protocol.md §Fair play): `kind` "abort" (aborted a
/// game), "no_start" (let the first-move timer run out) or "left_lost" (left a lost game to run
/// out of time). `at`: ISO 8601.
struct FairPlayOffence {
  std::string player, game, kind, at;
};

/// Players and games. Writes are queued and return at once; they are applied in the order they
/// were queued, and a callback says when one is durable. Reads block on the store, so the server
/// calls them from its reader pool, never from a network thread or a room's strand.
/// Every member is thread-safe.
class Store {
 public:
  virtual ~Store() = default;

  /// Creates the player or renames them; `token_hash` is SHA-256 of the token (ids.hpp).
  virtual void save_player(const std::string& id, const std::string& name, const std::string& token_hash) = 0;
  /// Creates player `id` as a bot with no account (a KGP agent's unknown token, PROTOCOL.md §Bots);
  /// queued like save_player. When `id` is already a player it is renamed as save_player does and
  /// stays what it was (a player never becomes a bot); a `token_hash` another player holds is
  /// refused (skipped and logged).
  virtual void create_bot_player(const std::string& id, const std::string& name, const std::string& token_hash) = 0;
  /// Queues the game row; queued before any of its plies.
  virtual void start_game(const GameStart& g) = 0;
  /// Ply number `n` (0-based: the state's `ply` before it) of game `game`. `on_committed` (if any)
  /// runs once the ply's write has ended: committed, or failed and logged (a full disk must not
  /// stop the games in memory); it may run on a thread of the store. `clock_ms`: in a timed game,
  /// the mover's time left after the ply (increment included), read back as RecordedPly::clock_ms.
  virtual void add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed = {},
                       std::optional<std::int64_t> clock_ms = std::nullopt) = 0;
  /// A takeback (PROTOCOL.md §Offers): forgets the plies numbered `from_ply` and later of game
  /// `game`, in progress, so that a restart does not replay them; the plies added after it are
  /// numbered from `from_ply` again. Ordered with the other writes; `on_committed` runs like add_ply's.
  virtual void take_back(const std::string& game, int from_ply, std::function<void()> on_committed) = 0;
  /// Stores the result and final stores; `on_committed` runs once it has ended like add_ply's.
  virtual void finish_game(const std::string& game, const Position& final_position,
                           std::function<void()> on_committed) = 0;
  /// finish_game, and in the same transaction the result's rating (RatedResult says how).
  /// `on_committed` gets the change, or nullopt when the result went unrated (the pair's limit)
  /// or its write failed.
  virtual void finish_rated_game(const std::string& game, const Position& final_position, RatedResult rated,
                                 std::function<void(std::optional<RatingChange>)> on_committed) = 0;
  /// Creates an account (NewAccount says for whom) unless its name is taken without regard to
  /// case, the player already has one or the token is unknown. Queued behind every write before
  /// it, and blocks until it has ended: call it from the reads pool, never from a network thread.
  virtual AccountOutcome create_account(const NewAccount& account) = 0;
  /// Adds a token (its SHA-256, ids.hpp) to `player_id` beside the ones it has (a login on another
  /// device); blocks like create_account. False when the write failed.
  virtual bool add_token(const std::string& player_id, const std::string& token_hash) = 0;
  /// Stores `review`, the JSON text of game `game`'s finished review (GET /api/games/{id}/analysis,
  /// docs/analysis.md), replacing one stored before. Queued like the other writes; the store
  /// keeps the text as it is given.
  virtual void save_review(const std::string& game, const std::string& review) = 0;
  /// Stores open seek `s` (replacing one with its id); queued like the other writes.
  virtual void save_seek(const StoredSeek& s) = 0;
  /// Forgets seek `id` (accepted or cancelled); queued like the other writes.
  virtual void delete_seek(const std::string& id) = 0;
  /// `blocker` blocks `blocked` (POST /api/players/{id}/block), or (`remove`) no longer does;
  /// queued like the other writes. Blocking twice is one block.
  virtual void set_block(const std::string& blocker, const std::string& blocked, bool remove) = 0;
  /// Stores report `r`; queued like the other writes.
  virtual void save_report(const StoredReport& r) = 0;
  /// Stores chat line `line`, then forgets the room's lines older than its last
  /// kChatLinesPerRoom; queued like the other writes.
  virtual void save_chat_line(const StoredChatLine& line) = 0;
  /// Logs moderation action `a` and, in the same transaction, applies it to the player's standing
  /// (chat_timeout sets chat_until, shadow_ban/lift_shadow_ban the shadow flag, play_ban sets
  /// play_ban_until and play_ban_reason, lift_play_ban clears them, close_account sets closed and
  /// drops the player's tokens) and, unless the moderator is "system" (the fair-play rules), marks
  /// every open report about the player handled. Queued.
  virtual void save_mod_action(const ModAction& a) = 0;
  /// Stores fair-play offence `o`; queued like the other writes.
  virtual void save_offence(const FairPlayOffence& o) = 0;
  /// Makes the account `username` (without regard to case) a moderator (`on`) or not. Blocks
  /// like create_account; false when there is no such account or the write failed.
  virtual bool set_moderator(const std::string& username, bool on) = 0;
  /// Keeps `language` (a code the caller has checked) as the language of player `player`'s
  /// account (PUT /api/account/language). Blocks like create_account; false when the player has
  /// no account or the write failed.
  virtual bool set_language(const std::string& player, const std::string& language) = 0;
  /// Erases player `player` (DELETE /api/account): name (games keep the seat as "deleted
  /// player"), account and password hash, tokens, chat lines, ratings and rating history, blocks
  /// either way, seeks, fair-play offences, standing and tournament entries; their games (tournament
  /// games too, and the reports and the moderation log) stay. Afterwards standing(player).known is false and
  /// player_profile(player) nullopt. Blocks like create_account; false when the player is unknown or the write failed.
  virtual bool delete_player(const std::string& player) = 0;
  // Tournaments (tournament_rows.hpp). The writes are queued like the others unless said. Times
  // left empty (created_at, joined_at) are filled in with the write's time.
  /// Stores `t`, replacing the tournament with its id. A `schedule_slot` another tournament holds
  /// is refused (the write is skipped and logged).
  virtual void save_tournament(const StoredTournament& t) = 0;
  /// Inserts `t` unless a tournament with its id or its (non-empty) `schedule_slot` is stored; blocks
  /// like create_account. True when inserted. Throws std::runtime_error when the store cannot be written.
  virtual bool create_scheduled_tournament(const StoredTournament& t) = 0;
  /// Stores `e`, replacing the row of its (tournament, player); a replaced row keeps its place in
  /// entrants(). Only while `e.player` is a known player (save_player, create_account): a row
  /// queued behind delete_player is not stored.
  virtual void save_entrant(const StoredEntrant& e) = 0;
  /// Stores `g`, replacing the row of its (tournament, game).
  virtual void save_tournament_game(const StoredTournamentGame& g) = 0;
  /// `side` of game `game` went berserk (halved time, no increment): kept for a restart
  /// (StoredGame::berserk). Fenced like a ply in a cluster.
  virtual void set_berserk(const std::string& game, Side side) = 0;
  /// Runs `done` once every write queued before the call has ended; does not block.
  virtual void after_queued(std::function<void()> done) = 0;
  /// Blocks until every write queued before the call has ended.
  virtual void flush() = 0;

  /// The player whose token (the first one, or one added by add_token) hashes to `token_hash`, or nullopt. Throws
  /// std::runtime_error when the store cannot be read.
  virtual std::optional<StoredPlayer> find_player(const std::string& token_hash) = 0;
  /// The account whose username is `username` without regard to case, or nullopt. Throws like find_player.
  virtual std::optional<StoredAccount> account(const std::string& username) = 0;
  /// One game with its plies, or nullopt when unknown. Throws like find_player.
  virtual std::optional<GameRecord> game(const std::string& id) = 0;
  /// The review save_review stored for `game`, or nullopt when none is. Throws like find_player.
  virtual std::optional<std::string> review(const std::string& game) = 0;
  /// Finished games, newest first, without plies; `limit` 1..1000000 (the HTTP API asks for at
  /// most 100, `--export-games` for all). Throws like find_player.
  virtual std::vector<GameRecord> recent_games(int limit) = 0;
  /// The games `player_id` sat in, finished or not, newest start first, without plies, after
  /// skipping the `offset` newest; `limit` 1..10000 (the HTTP API asks for at most 100, the
  /// account export for all). Throws like find_player.
  virtual std::vector<GameRecord> player_games(const std::string& player_id, int limit, int offset) = 0;
  /// The player's rating in `variant` (variant_key()), a newcomer's when none is stored. Throws like find_player.
  virtual StoredRating rating(const std::string& player_id, const std::string& variant) = 0;
  /// The player with their ratings and rating history, or nullopt when unknown. Throws like find_player.
  virtual std::optional<PlayerProfile> player_profile(const std::string& player_id) = 0;
  /// Players rated in `variant` with RD in `band`, highest rating first; `limit` 1..100. Only bots
  /// when `bots`, else only people. Throws like find_player.
  virtual std::vector<LeaderboardRow> leaderboard(const std::string& variant, RdBand band, bool bots, int limit) = 0;
  /// True when `a` blocked `b` or `b` blocked `a`. Throws like find_player.
  virtual bool blocked_either(const std::string& a, const std::string& b) = 0;
  /// The players `player` blocked or was blocked by, in no order. Throws like find_player.
  virtual std::vector<std::string> blocks_around(const std::string& player) = 0;
  /// True when `blocker` blocked `blocked`. Throws like find_player.
  virtual bool blocks(const std::string& blocker, const std::string& blocked) = 0;
  /// How many reports `reporter` filed at or after `since` (ISO 8601). Throws like find_player.
  virtual int reports_since(const std::string& reporter, const std::string& since) = 0;
  /// The reports about `player`, oldest first. Throws like find_player.
  virtual std::vector<StoredReport> reports_about(const std::string& player) = 0;
  /// The lines chat room `room` keeps (at most kChatLinesPerRoom), oldest first, troll lines
  /// included. Throws like find_player.
  virtual std::vector<StoredChatLine> chat_lines(const std::string& room) = 0;
  /// Player `player`'s chat lines in every room, newest first; `limit` 1..10000. Throws like find_player.
  virtual std::vector<StoredChatLine> chat_lines_by(const std::string& player, int limit) = 0;
  /// What is held of player `player` (PlayerStanding); `known` false when unknown. Throws like find_player.
  virtual PlayerStanding standing(const std::string& player) = 0;
  /// The moderation log about `player` (empty: everyone), newest first; `limit` 1..1000. Throws like find_player.
  virtual std::vector<ModAction> mod_actions(const std::string& player, int limit) = 0;
  /// Reports no moderator has handled yet, oldest first; `limit` 1..1000. Throws like find_player.
  virtual std::vector<StoredReport> open_reports(int limit) = 0;
  /// The reports `reporter` filed, oldest first. Throws like find_player.
  virtual std::vector<StoredReport> reports_by(const std::string& reporter) = 0;
  /// The players `blocker` blocks, in no order. Throws like find_player.
  virtual std::vector<std::string> blocked_by(const std::string& blocker) = 0;
  /// Player `player`'s fair-play offences at or after `since` (ISO 8601), oldest first. Throws like find_player.
  virtual std::vector<FairPlayOffence> offences(const std::string& player, const std::string& since) = 0;
  /// The stored seeks `node` lists, oldest first (start-up). Throws like find_player.
  virtual std::vector<StoredSeek> seeks(const std::string& node) = 0;
  /// Tournament `id`, or nullopt when unknown. Throws like find_player.
  virtual std::optional<StoredTournament> tournament(const std::string& id) = 0;
  /// Tournaments whose status is `status` ("" any): "created" and "started" soonest start first,
  /// "finished" (and "") latest start first, equal starts by id; at most `limit` (1..1000). Throws
  /// like find_player.
  virtual std::vector<StoredTournament> tournaments(const std::string& status, int limit) = 0;
  /// The players of tournament `tournament`, in the order their rows were first stored (their
  /// first join). Throws like find_player.
  virtual std::vector<StoredEntrant> entrants(const std::string& tournament) = 0;
  /// Player `player`'s rows in every tournament (the account export), by joined_at, then
  /// tournament id. Throws like find_player.
  virtual std::vector<StoredEntrant> entries_of(const std::string& player) = 0;
  /// The games and byes of tournament `tournament`: by round, then start, then game id. Throws like find_player.
  virtual std::vector<StoredTournamentGame> tournament_games(const std::string& tournament) = 0;
  /// How many tournaments `player` created at or after `since` (ISO 8601). Throws like find_player.
  virtual int tournaments_created_since(const std::string& player, const std::string& since) = 0;
  /// Every unfinished game, oldest first (start-up). A game whose record cannot be read is skipped
  /// with a warning; its plies are cut at the first gap. Throws when the store cannot be read.
  virtual std::vector<StoredGame> games_in_progress() = 0;

  // The nodes of a cluster (docs/architecture.md §Cluster) own the games they serve. Only the
  // PostgreSQL store runs in a cluster; the others keep no owner and own every game they hold.

  /// Moves every unfinished game that node `from` owns to node `to`, in one statement (of two
  /// nodes that reach for one game, one gets it), and returns those games as games_in_progress
  /// does. From then on a ply or a result of such a game written by any earlier owner is refused
  /// (fenced): it is not stored and its callback never runs. Blocks; throws like find_player.
  virtual std::vector<StoredGame> claim_games(const std::string& from, const std::string& to) {
    (void)from, (void)to;
    return {};
  }
  /// `handler` is called, on the writer's thread, with each game whose write was fenced.
  virtual void on_fenced(std::function<void(const std::string& game)> handler) { (void)handler; }
};

/// `username` in lower case (ASCII): the key that makes usernames unique without regard to case.
std::string username_key(const std::string& username);

/// Now as ISO 8601 UTC with milliseconds, e.g. "2026-11-29T12:00:00.123Z".
std::string iso_now();
/// `t` in iso_now()'s form.
std::string iso_time(std::chrono::system_clock::time_point t);
/// Parses iso_now()'s form; nullopt when the text is not in that form.
std::optional<std::chrono::system_clock::time_point> parse_iso_time(const std::string& text);

}  // namespace mancala::server

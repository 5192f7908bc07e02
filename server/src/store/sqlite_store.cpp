#include "mancala/server/store/sqlite_store.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iterator>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <utility>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/time_control.hpp"
#include "ply_log.hpp"
#include "rating_tables.hpp"
#include "sqlite_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

constexpr int schema_version = 9;

// Version 1: players, games (one row each, result filled in at the end), plies (one row each).
constexpr const char* schema_v1 = R"sql(
CREATE TABLE players(
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE TABLE games(
  id TEXT PRIMARY KEY,
  variant TEXT NOT NULL,
  kind TEXT NOT NULL,
  from_queue INTEGER NOT NULL,
  south_player TEXT, south_name TEXT NOT NULL, south_bot TEXT,
  north_player TEXT, north_name TEXT NOT NULL, north_bot TEXT,
  result TEXT, reason TEXT, south_store INTEGER, north_store INTEGER,
  started_at TEXT NOT NULL, ended_at TEXT
);
CREATE INDEX games_ended ON games(ended_at);
CREATE TABLE plies(
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  side INTEGER NOT NULL,
  pit INTEGER,
  played_at TEXT NOT NULL,
  PRIMARY KEY(game_id, n)
) WITHOUT ROWID;
)sql";

// Version 2 (ply_log.hpp): plies are appended to ply_log as they are played and copied into
// game_plies (the old `plies` table) when their game ends; the view `plies` shows each ply once.
constexpr const char* schema_v2 = R"sql(
ALTER TABLE plies RENAME TO game_plies;
CREATE TABLE ply_log(
  seq INTEGER PRIMARY KEY,
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  side INTEGER NOT NULL,
  pit INTEGER,
  played_at TEXT NOT NULL
);
CREATE VIEW plies AS
  SELECT game_id, n, side, pit, played_at FROM game_plies
  UNION ALL
  SELECT game_id, n, side, pit, played_at FROM ply_log l
  WHERE NOT EXISTS (SELECT 1 FROM game_plies d WHERE d.game_id = l.game_id AND d.n = l.n);
INSERT INTO schema_version(version) VALUES (2);
)sql";

// Version 3: a player's games (/api/players/{id}/games) found by seat, newest first.
constexpr const char* schema_v3 = R"sql(
CREATE INDEX games_south_player ON games(south_player, started_at);
CREATE INDEX games_north_player ON games(north_player, started_at);
INSERT INTO schema_version(version) VALUES (3);
)sql";

// Version 4: ratings per player and variant, and each rated game's before and after
// (rating_tables.hpp), written in the transaction that stores the result.
constexpr const char* schema_v4 = R"sql(
CREATE TABLE ratings(
  player_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  rating REAL NOT NULL, rd REAL NOT NULL, vol REAL NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY(player_id, variant)
) WITHOUT ROWID;
CREATE INDEX ratings_board ON ratings(variant, rating);
CREATE TABLE game_ratings(
  game_id TEXT NOT NULL,
  side INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  rating_before REAL NOT NULL, rd_before REAL NOT NULL,
  rating REAL NOT NULL, rd REAL NOT NULL, vol REAL NOT NULL,
  ended_at TEXT NOT NULL,
  PRIMARY KEY(game_id, side)
) WITHOUT ROWID;
CREATE INDEX game_ratings_player ON game_ratings(player_id, ended_at);
INSERT INTO schema_version(version) VALUES (4);
)sql";

// Version 5: optional accounts (a username, unique by its lower case, and an Argon2id hash of
// the password) and the tokens a player gets beside the first one, one per login.
constexpr const char* schema_v5 = R"sql(
CREATE TABLE accounts(
  username_key TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  player_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE player_tokens(
  token_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX player_tokens_player ON player_tokens(player_id);
INSERT INTO schema_version(version) VALUES (5);
)sql";

// Version 6: each finished game's perfect-play review (docs/analysis.md), as the JSON text that
// GET /api/games/{id}/analysis answers, computed once.
constexpr const char* schema_v6 = R"sql(
CREATE TABLE reviews(
  game_id TEXT PRIMARY KEY,
  review TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO schema_version(version) VALUES (6);
)sql";

// Version 7 (ply_log.hpp): a finished game's plies as one JSON text in its own row, written with
// its result: [[side, pit or null, played_at], ...] in ply order. Games that ended before keep
// theirs in game_plies; the view `plies` shows each ply once, from wherever it is.
constexpr const char* schema_v7 = R"sql(
ALTER TABLE games ADD COLUMN ply_record TEXT;
DROP VIEW plies;
CREATE VIEW plies AS
  SELECT game_id, n, side, pit, played_at FROM game_plies
  UNION ALL
  SELECT g.id, CAST(j.key AS INTEGER), json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'),
    json_extract(j.value, '$[2]')
  FROM games g, json_each(g.ply_record) j WHERE g.ply_record IS NOT NULL
  UNION ALL
  SELECT game_id, n, side, pit, played_at FROM ply_log l
  WHERE NOT EXISTS (SELECT 1 FROM game_plies d WHERE d.game_id = l.game_id AND d.n = l.n)
    AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = l.game_id AND g.ply_record IS NOT NULL);
INSERT INTO schema_version(version) VALUES (7);
)sql";

// Version 8: clocks. Each game's time control as clock_key() ("180+2", "1d"; NULL untimed), and
// each ply's clock_ms, the mover's time left after it (NULL untimed): a column of the log and of
// game_plies, and a record's fourth element, left out when NULL (older records have three).
constexpr const char* schema_v8 = R"sql(
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE ply_log ADD COLUMN clock_ms INTEGER;
ALTER TABLE game_plies ADD COLUMN clock_ms INTEGER;
DROP VIEW plies;
CREATE VIEW plies AS
  SELECT game_id, n, side, pit, played_at, clock_ms FROM game_plies
  UNION ALL
  SELECT g.id, CAST(j.key AS INTEGER), json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'),
    json_extract(j.value, '$[2]'), json_extract(j.value, '$[3]')
  FROM games g, json_each(g.ply_record) j WHERE g.ply_record IS NOT NULL
  UNION ALL
  SELECT game_id, n, side, pit, played_at, clock_ms FROM ply_log l
  WHERE NOT EXISTS (SELECT 1 FROM game_plies d WHERE d.game_id = l.game_id AND d.n = l.n)
    AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = l.game_id AND g.ply_record IS NOT NULL);
INSERT INTO schema_version(version) VALUES (8);
)sql";

// Version 9: open correspondence seeks (PROTOCOL.md §Seeks), each as the lobby's JSON text, kept
// until accepted or cancelled; `node` the cluster node that lists it ('' alone).
constexpr const char* schema_v9 = R"sql(
CREATE TABLE seeks(
  id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  node TEXT NOT NULL,
  seek TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO schema_version(version) VALUES (9);
)sql";

std::optional<std::string> level_text(const std::optional<ai::Level>& l) {
  if (!l) return std::nullopt;
  return std::string(ai::to_string(*l));
}

}  // namespace

SqliteStore::SqliteStore(const std::string& path, Metrics& metrics, std::int64_t max_bytes)
    : metrics_(metrics), path_(path) {
  const auto folder = std::filesystem::path(path).parent_path();
  if (!folder.empty()) std::filesystem::create_directories(folder);
  writer_db_ = std::make_unique<Db>(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  sqlite3* w = writer_db_->db;
  exec(w, "PRAGMA journal_mode=WAL");
  // NORMAL in WAL mode: a commit survives a crash of the process; a power cut may lose the last ones.
  exec(w, "PRAGMA synchronous=NORMAL");
  exec(w, "PRAGMA foreign_keys=ON");
  // The writer's hot pages are few since plies go to the ply log (its last pages, recent games
  // rows): 8 MB. The page cache fills as the file grows and then stays; at 32 MB it took a
  // 5-minute soak of 316,000 plies to fill, which read as resident memory growing (PERFORMANCE.md §Soak).
  exec(w, "PRAGMA cache_size=-8192");
  // No checkpoint inside a commit: the checkpointer thread does them (run_checkpointer).
  sqlite3_wal_hook(w, &SqliteStore::on_wal_commit, this);
  exec(w, "CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)");
  int version = 0;
  {
    Stmt s(w, "SELECT COALESCE(MAX(version), 0) FROM schema_version");
    if (s.step()) version = static_cast<int>(s.column(0).get<std::int64_t>());
  }
  if (version > schema_version)
    throw std::runtime_error("database " + path + " has schema version " + std::to_string(version) +
                             ", newer than this server's " + std::to_string(schema_version));
  // Each step in its own transaction, from the stored version up: a crash between two leaves a
  // database the next start carries on from. Version 1 writes its own version row; the later
  // scripts end with theirs.
  const struct {
    const char* script;
    const char* what;
  } steps[] = {{schema_v1, "schema created (version 1)"},
               {schema_v2, "schema migrated to version 2 (ply log)"},
               {schema_v3, "schema migrated to version 3 (games by player)"},
               {schema_v4, "schema migrated to version 4 (ratings)"},
               {schema_v5, "schema migrated to version 5 (accounts)"},
               {schema_v6, "schema migrated to version 6 (reviews)"},
               {schema_v7, "schema migrated to version 7 (ply records)"},
               {schema_v8, "schema migrated to version 8 (clocks)"},
               {schema_v9, "schema migrated to version 9 (seeks)"}};
  static_assert(std::size(steps) == schema_version);
  for (int v = version; v < schema_version; ++v) {
    exec(w, "BEGIN");
    exec(w, steps[v].script);
    if (v == 0) exec(w, "INSERT INTO schema_version(version) VALUES (1)");
    exec(w, "COMMIT");
    spdlog::info("database {}: {}", path, steps[v].what);
  }
  if (max_bytes > 0) {
    // A cap on the file: writes past it fail with SQLITE_FULL, exactly like a full disk. Set after
    // the schema exists, so a cap below the empty schema still starts (and fails at the first write).
    Stmt s(w, "PRAGMA page_size");
    const std::int64_t page = s.step() ? s.column(0).get<std::int64_t>() : 4096;
    exec(w, ("PRAGMA max_page_count=" + std::to_string(std::max<std::int64_t>(1, max_bytes / page))).c_str());
  }
  auto& d = *writer_db_;
  // Prepared once: sqlite3_exec would parse them again for every batch.
  d.begin = std::make_unique<Stmt>(w, "BEGIN IMMEDIATE");
  d.commit = std::make_unique<Stmt>(w, "COMMIT");
  d.insert_player =
      std::make_unique<Stmt>(w,
                             "INSERT INTO players(id, name, token_hash, created_at) VALUES (?1, ?2, ?3, ?4) "
                             "ON CONFLICT(id) DO UPDATE SET name = excluded.name "
                             // An account's name is its username: a hello's name does not change it.
                             "WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE player_id = excluded.id)");
  d.insert_game = std::make_unique<Stmt>(
      w,
      "INSERT INTO games(id, variant, kind, from_queue, south_player, south_name, south_bot, north_player, "
      "north_name, north_bot, started_at, clock) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
  // A record once stored stays: a second finish of the game has no plies left in the writer's memory.
  d.finish_game = std::make_unique<Stmt>(
      w,
      "UPDATE games SET result = ?2, reason = ?3, south_store = ?4, north_store = ?5, ended_at = ?6, "
      "ply_record = COALESCE(ply_record, ?7) WHERE id = ?1");
  d.save_review =
      std::make_unique<Stmt>(w, "INSERT OR REPLACE INTO reviews(game_id, review, created_at) VALUES (?1, ?2, ?3)");
  d.save_seek = std::make_unique<Stmt>(
      w, "INSERT OR REPLACE INTO seeks(id, player_id, node, seek, created_at) VALUES (?1, ?2, ?3, ?4, ?5)");
  d.delete_seek = std::make_unique<Stmt>(w, "DELETE FROM seeks WHERE id = ?1");
  prepare_account_writes();
  ply_log_ = std::make_unique<PlyLog>(w);
  ratings_ = std::make_unique<RatingTables>(w);

  reader_db_ = std::make_unique<Db>(path, SQLITE_OPEN_READONLY);
  prepare_reads();

  checkpoint_db_ = std::make_unique<Db>(path, SQLITE_OPEN_READWRITE);
  exec(checkpoint_db_->db, "PRAGMA journal_mode=WAL");  // opens the file: a checkpoint needs it open
  writes_ = std::make_unique<WriteQueue>(metrics_, [this](std::vector<WriteOp>& batch) { return commit(batch); });
  writes_->start();
  checkpointer_ = std::thread([this] { run_checkpointer(); });
}

SqliteStore::~SqliteStore() {
  writes_->stop();
  {
    std::lock_guard lock(checkpoint_mutex_);
    checkpoint_stopping_ = true;
  }
  checkpoint_cv_.notify_one();
  if (checkpointer_.joinable()) checkpointer_.join();
}

void SqliteStore::save_player(const std::string& id, const std::string& name, const std::string& hash) {
  writes_->push(PlayerOp{id, name, hash});
}
void SqliteStore::start_game(const GameStart& g) { writes_->push(g); }
void SqliteStore::add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed,
                          std::optional<std::int64_t> clock_ms) {
  writes_->push(PlyOp{game, n, side, ply, std::move(on_committed), clock_ms});
}
void SqliteStore::take_back(const std::string& game, int from_ply, std::function<void()> on_committed) {
  writes_->push(TakeBackOp{game, from_ply, std::move(on_committed)});
}
void SqliteStore::finish_game(const std::string& game, const Position& p, std::function<void()> on_committed) {
  writes_->push(FinishOp{game, p, std::move(on_committed), std::nullopt, nullptr, std::nullopt});
}
void SqliteStore::finish_rated_game(const std::string& game, const Position& p, RatedResult rated,
                                    std::function<void(std::optional<RatingChange>)> on_committed) {
  writes_->push(FinishOp{game, p, nullptr, std::move(rated), std::move(on_committed), std::nullopt});
}
AccountOutcome SqliteStore::create_account(const NewAccount& account) { return writes_->create_account(account); }
bool SqliteStore::add_token(const std::string& player_id, const std::string& token_hash) {
  return writes_->add_token(player_id, token_hash);
}
void SqliteStore::save_review(const std::string& game, const std::string& review) {
  writes_->push(ReviewOp{game, review});
}
void SqliteStore::save_seek(const StoredSeek& s) { writes_->push(SeekOp{s, false}); }
void SqliteStore::delete_seek(const std::string& id) { writes_->push(SeekOp{{id, "", "", ""}, true}); }
void SqliteStore::flush() { writes_->flush(); }
void SqliteStore::after_queued(std::function<void()> done) { writes_->push(FlushOp{std::move(done)}); }

void SqliteStore::execute(WriteOp& op) {
  auto& d = *writer_db_;
  if (auto* p = std::get_if<PlayerOp>(&op)) {
    Using u{*d.insert_player};
    d.insert_player->bind(1, p->id).bind(2, p->name).bind(3, p->hash).bind(4, tx_now_).step();
  } else if (auto* g = std::get_if<GameStart>(&op)) {
    Using u{*d.insert_game};
    auto seat_player = [](const StoredSeat& s) { return s.bot ? std::nullopt : std::optional(s.player_id); };
    d.insert_game->bind(1, g->id)
        .bind(2, protocol::variant_to_json(g->variant).dump())
        .bind(3, g->kind)
        .bind(4, std::int64_t{g->from_queue})
        .bind_opt(5, seat_player(g->south))
        .bind(6, g->south.name)
        .bind_opt(7, level_text(g->south.bot))
        .bind_opt(8, seat_player(g->north))
        .bind(9, g->north.name)
        .bind_opt(10, level_text(g->north.bot))
        .bind(11, tx_now_)
        .bind_opt(12, g->clock ? std::optional(protocol::clock_key(g->clock)) : std::nullopt)
        .step();
  } else if (auto* ply = std::get_if<PlyOp>(&op)) {
    ply_log_->append(ply->game, ply->n, index(ply->side),
                     ply->ply.is_swap() ? std::nullopt : std::optional<int>(ply->ply.pit_index()), ply->clock_ms);
  } else if (auto* t = std::get_if<TakeBackOp>(&op)) {
    ply_log_->take_back(t->game, t->from);
  } else if (auto* f = std::get_if<FinishOp>(&op)) {
    const std::string record = ply_log_->record(f->game);
    Using u{*d.finish_game};
    const Position& p = f->final_position;
    const std::string& ended_at = tx_now_;
    d.finish_game->bind(1, f->game)
        .bind(2, std::string(to_string(p.result)))
        .bind(3, std::string(to_string(p.reason)))
        .bind(4, std::int64_t{p.store(Side::south)})
        .bind(5, std::int64_t{p.store(Side::north)})
        .bind(6, ended_at)
        .bind(7, record)
        .step();
    ply_log_->finished(f->game);
    if (f->rated) f->change = ratings_->apply(f->game, *f->rated, ended_at);
  } else if (auto* a = std::get_if<AccountOp>(&op)) {
    execute_account(*a);
  } else if (auto* t = std::get_if<TokenOp>(&op)) {
    execute_token(*t);
  } else if (auto* r = std::get_if<ReviewOp>(&op)) {
    Using u{*d.save_review};
    d.save_review->bind(1, r->game).bind(2, r->review).bind(3, tx_now_).step();
  } else if (auto* k = std::get_if<SeekOp>(&op)) {
    Stmt& stmt = k->remove ? *d.delete_seek : *d.save_seek;
    Using u{stmt};
    stmt.bind(1, k->seek.id);
    if (!k->remove) stmt.bind(2, k->seek.player).bind(3, k->seek.node).bind(4, k->seek.seek).bind(5, tx_now_);
    stmt.step();
  }
}

}  // namespace mancala::server

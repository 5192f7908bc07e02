#include "mancala/server/store/pg_store.hpp"

#include <spdlog/spdlog.h>

#include <iterator>
#include <utility>

#include "pg_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

// The versions of the SQLite store's schema, step for step, and then PostgreSQL's own: version 7
// (a cluster's owners) exists only here.
constexpr int schema_version = 12;

// Version 1: players, games (one row each, result filled in at the end), plies (one row each).
// `seq` orders games started or ended at the same millisecond, as SQLite's rowid does.
constexpr const char* schema_v1 = R"sql(
CREATE TABLE players(
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE games(
  id TEXT PRIMARY KEY,
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  variant JSONB NOT NULL,
  kind TEXT NOT NULL,
  from_queue BOOLEAN NOT NULL,
  south_player TEXT, south_name TEXT NOT NULL, south_bot TEXT,
  north_player TEXT, north_name TEXT NOT NULL, north_bot TEXT,
  result TEXT, reason TEXT, south_store INTEGER, north_store INTEGER,
  started_at TIMESTAMPTZ NOT NULL, ended_at TIMESTAMPTZ
);
CREATE INDEX games_ended ON games(ended_at);
CREATE TABLE plies(
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  side SMALLINT NOT NULL,
  pit SMALLINT,
  played_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY(game_id, n)
);
)sql";

// Version 2 is SQLite's ply log (ply_log.hpp): PostgreSQL writes a ply's row in place (a B-tree
// insert, its WAL one small record), so `plies` stays the one table of plies.
constexpr const char* schema_v2 = "SELECT 1";

// Version 3: a player's games (/api/players/{id}/games) found by seat, newest first.
constexpr const char* schema_v3 = R"sql(
CREATE INDEX games_south_player ON games(south_player, started_at);
CREATE INDEX games_north_player ON games(north_player, started_at);
)sql";

// Version 4: ratings per player and variant (variant_key()'s text), and each rated game's before
// and after (rating_rows.hpp), written in the transaction that stores the result.
constexpr const char* schema_v4 = R"sql(
CREATE TABLE ratings(
  player_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL, rd DOUBLE PRECISION NOT NULL, vol DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY(player_id, variant)
);
CREATE INDEX ratings_board ON ratings(variant, rating);
CREATE TABLE game_ratings(
  game_id TEXT NOT NULL,
  side SMALLINT NOT NULL,
  player_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL, rd_before DOUBLE PRECISION NOT NULL,
  rating DOUBLE PRECISION NOT NULL, rd DOUBLE PRECISION NOT NULL, vol DOUBLE PRECISION NOT NULL,
  ended_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY(game_id, side)
);
CREATE INDEX game_ratings_player ON game_ratings(player_id, ended_at);
)sql";

// Version 5: optional accounts (a username, unique by its lower case, and an Argon2id hash of
// the password) and the tokens a player gets beside the first one, one per login.
constexpr const char* schema_v5 = R"sql(
CREATE TABLE accounts(
  username_key TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  player_id TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE player_tokens(
  token_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX player_tokens_player ON player_tokens(player_id);
)sql";

// Version 6: each finished game's perfect-play review (docs/analysis.md), as the JSON text that
// GET /api/games/{id}/analysis answers, computed once.
constexpr const char* schema_v6 = R"sql(
CREATE TABLE reviews(
  game_id TEXT PRIMARY KEY,
  review TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
)sql";

// Version 7: the node of a cluster that owns each unfinished game, and its fencing epoch: a claim
// adds one, and a node writes a game's plies only while the epoch is still the one it holds.
constexpr const char* schema_v7 = R"sql(
ALTER TABLE games ADD COLUMN owner_node TEXT;
ALTER TABLE games ADD COLUMN owner_epoch BIGINT NOT NULL DEFAULT 0;
CREATE INDEX games_owner ON games(owner_node) WHERE ended_at IS NULL;
)sql";

// Version 8: clocks, as SQLite's version 8: each game's time control as clock_key() ("180+2",
// "1d"; NULL untimed) and each ply's clock_ms, the mover's time left after it (NULL untimed).
constexpr const char* schema_v8 = R"sql(
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE plies ADD COLUMN clock_ms BIGINT;
)sql";

// Version 9: open correspondence seeks, as SQLite's version 9; `node` the cluster node that lists it.
constexpr const char* schema_v9 = R"sql(
CREATE TABLE seeks(
  id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  node TEXT NOT NULL,
  seek TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
)sql";

// Version 10: blocks between players, as SQLite's version 10.
constexpr const char* schema_v10 = R"sql(
CREATE TABLE blocks(
  blocker TEXT NOT NULL,
  blocked TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY(blocker, blocked)
);
CREATE INDEX blocks_blocked ON blocks(blocked);
)sql";

// Version 11: players' reports of other players, as SQLite's version 11.
constexpr const char* schema_v11 = R"sql(
CREATE TABLE reports(
  id TEXT PRIMARY KEY,
  reporter TEXT NOT NULL,
  player TEXT NOT NULL,
  game TEXT,
  reason TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX reports_player ON reports(player, created_at);
CREATE INDEX reports_reporter ON reports(reporter, created_at);
)sql";

// Version 12: chat, moderation and fair play, as SQLite's version 12. `seq` orders chat lines and
// moderation actions of the same millisecond; an empty time (no `until`) is NULL.
constexpr const char* schema_v12 = R"sql(
CREATE TABLE chat_lines(
  seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room TEXT NOT NULL,
  player TEXT NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL,
  ply INTEGER NOT NULL,
  troll BOOLEAN NOT NULL
);
CREATE INDEX chat_lines_room ON chat_lines(room, seq);
CREATE INDEX chat_lines_player ON chat_lines(player, seq);
ALTER TABLE accounts ADD COLUMN moderator BOOLEAN NOT NULL DEFAULT false;
CREATE TABLE standings(
  player_id TEXT PRIMARY KEY,
  closed BOOLEAN NOT NULL DEFAULT false,
  shadow BOOLEAN NOT NULL DEFAULT false,
  chat_until TIMESTAMPTZ,
  play_ban_until TIMESTAMPTZ,
  play_ban_reason TEXT NOT NULL DEFAULT ''
);
CREATE TABLE mod_actions(
  id TEXT PRIMARY KEY,
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  moderator TEXT NOT NULL,
  player TEXT NOT NULL,
  action TEXT NOT NULL,
  reason TEXT NOT NULL,
  until TIMESTAMPTZ,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX mod_actions_player ON mod_actions(player, at);
CREATE INDEX mod_actions_at ON mod_actions(at);
CREATE TABLE offences(
  seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player TEXT NOT NULL,
  game TEXT NOT NULL,
  kind TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX offences_player ON offences(player, at);
ALTER TABLE reports ADD COLUMN handled_at TIMESTAMPTZ;
ALTER TABLE reports ADD COLUMN handled_by TEXT;
CREATE INDEX reports_open ON reports(created_at) WHERE handled_at IS NULL;
)sql";

}  // namespace

std::vector<PgStatement> pg_writer_statements();  // pg_store_writer.cpp
std::vector<PgStatement> pg_reader_statements();  // pg_reads.cpp

void PgStore::migrate(PgConn& conn) {
  const struct {
    const char* script;
    const char* what;
  } steps[] = {{schema_v1, "schema created (version 1)"},
               {schema_v2, "schema at version 2 (no ply log on PostgreSQL)"},
               {schema_v3, "schema migrated to version 3 (games by player)"},
               {schema_v4, "schema migrated to version 4 (ratings)"},
               {schema_v5, "schema migrated to version 5 (accounts)"},
               {schema_v6, "schema migrated to version 6 (reviews)"},
               {schema_v7, "schema migrated to version 7 (owners of games in a cluster)"},
               {schema_v8, "schema migrated to version 8 (clocks)"},
               {schema_v9, "schema migrated to version 9 (seeks)"},
               {schema_v10, "schema migrated to version 10 (blocks)"},
               {schema_v11, "schema migrated to version 11 (reports)"},
               {schema_v12, "schema migrated to version 12 (chat, moderation, fair play)"}};
  static_assert(std::size(steps) == schema_version);
  // Each step in its own transaction, under an advisory lock: two servers starting at once on
  // one database take turns, and a crash between two steps leaves a version the next start carries on from.
  for (;;) {
    conn.exec("BEGIN");
    conn.exec("SELECT pg_advisory_xact_lock(7270601)");  // any fixed number: this schema's lock
    conn.exec("CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)");
    const int version =
        static_cast<int>(conn.exec("SELECT COALESCE(MAX(version), 0) FROM schema_version").integer(0, 0));
    if (version > schema_version) {
      conn.exec("ROLLBACK");
      throw std::runtime_error("database has schema version " + std::to_string(version) +
                               ", newer than this server's " + std::to_string(schema_version));
    }
    if (version == schema_version) {
      conn.exec("COMMIT");
      return;
    }
    conn.exec(steps[version].script);
    conn.exec(("INSERT INTO schema_version(version) VALUES (" + std::to_string(version + 1) + ")").c_str());
    conn.exec("COMMIT");
    spdlog::info("postgres: {}", steps[version].what);
  }
}

PgStore::PgStore(const std::string& conninfo, Metrics& metrics, std::string node)
    : metrics_(metrics),
      node_(std::move(node)),
      writer_(std::make_unique<PgConn>(conninfo, std::vector<PgStatement>{})),
      reader_(std::make_unique<PgConn>(conninfo, pg_reader_statements())),
      watcher_(std::make_unique<PgConn>(conninfo, std::vector<PgStatement>{})) {
  try {
    migrate(*writer_);  // before the writer's statements are prepared: they need the tables
    writer_ = std::make_unique<PgConn>(conninfo, pg_writer_statements());
    writer_->connect();
    reader_->connect();
  } catch (const PgError& e) {
    throw std::runtime_error(e.what());
  }
  writes_ = std::make_unique<WriteQueue>(metrics_, [this](std::vector<WriteOp>& batch) { return commit(batch); });
  writes_->start();
  watch_thread_ = std::thread([this] { run_watcher(); });
}

PgStore::~PgStore() {
  writes_->stop();
  {
    std::lock_guard lock(watch_mutex_);
    watch_stopping_ = true;
  }
  watch_cv_.notify_one();
  if (watch_thread_.joinable()) watch_thread_.join();
}

void PgStore::run_watcher() {
  std::unique_lock lock(watch_mutex_);
  while (!watch_cv_.wait_for(lock, std::chrono::seconds(1), [this] { return watch_stopping_; })) {
    lock.unlock();
    std::string why;
    try {
      watcher_->exec("SELECT 1");
    } catch (const PgError& e) {
      why = e.what();
      watcher_->close();  // the next check connects afresh
    }
    const bool now = why.empty();
    if (metrics_.db_writable.exchange(now, std::memory_order_relaxed) != now) {
      if (now)
        spdlog::warn("postgres reachable again");
      else
        spdlog::error("postgres unreachable: {}; writes are kept in memory and retried", why);
    }
    lock.lock();
  }
}

void PgStore::save_player(const std::string& id, const std::string& name, const std::string& hash) {
  writes_->push(PlayerOp{id, name, hash});
}
void PgStore::start_game(const GameStart& g) {
  if (!node_.empty()) {
    std::lock_guard lock(owned_mutex_);
    owned_[g.id] = 1;  // insert_game's epoch
  }
  writes_->push(g);
}
void PgStore::on_fenced(std::function<void(const std::string& game)> handler) {
  std::lock_guard lock(owned_mutex_);
  on_fenced_ = std::move(handler);
}
void PgStore::add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed,
                      std::optional<std::int64_t> clock_ms) {
  writes_->push(PlyOp{game, n, side, ply, std::move(on_committed), clock_ms});
}
void PgStore::take_back(const std::string& game, int from_ply, std::function<void()> on_committed) {
  writes_->push(TakeBackOp{game, from_ply, std::move(on_committed)});
}
void PgStore::finish_game(const std::string& game, const Position& p, std::function<void()> on_committed) {
  writes_->push(FinishOp{game, p, std::move(on_committed), std::nullopt, nullptr, std::nullopt});
}
void PgStore::finish_rated_game(const std::string& game, const Position& p, RatedResult rated,
                                std::function<void(std::optional<RatingChange>)> on_committed) {
  writes_->push(FinishOp{game, p, nullptr, std::move(rated), std::move(on_committed), std::nullopt});
}
AccountOutcome PgStore::create_account(const NewAccount& account) { return writes_->create_account(account); }
bool PgStore::add_token(const std::string& player_id, const std::string& token_hash) {
  return writes_->add_token(player_id, token_hash);
}
void PgStore::save_review(const std::string& game, const std::string& review) { writes_->push(ReviewOp{game, review}); }
void PgStore::save_seek(const StoredSeek& s) { writes_->push(SeekOp{s, false}); }
void PgStore::delete_seek(const std::string& id) { writes_->push(SeekOp{{id, "", "", ""}, true}); }
void PgStore::set_block(const std::string& blocker, const std::string& blocked, bool remove) {
  writes_->push(BlockOp{blocker, blocked, remove});
}
void PgStore::save_report(const StoredReport& r) { writes_->push(ReportOp{r}); }
void PgStore::flush() { writes_->flush(); }
void PgStore::after_queued(std::function<void()> done) { writes_->push(FlushOp{std::move(done)}); }

}  // namespace mancala::server

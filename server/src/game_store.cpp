#include "mancala/server/game_store.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <future>
#include <iterator>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <utility>

#include "mancala/protocol/json_game.hpp"
#include "ply_log.hpp"
#include "sqlite_support.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr int schema_version = 2;

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


std::optional<std::string> level_text(const std::optional<ai::Level>& l) {
  if (!l) return std::nullopt;
  return std::string(ai::to_string(*l));
}

// The last column: whether a finished game's plies hold a pie swap (a live game's plies are
// still in ply_log; find_game looks at them itself).
constexpr const char* game_columns =
    "SELECT id, variant, south_name, south_bot, north_name, north_bot, result, reason, south_store, north_store, "
    "started_at, ended_at, EXISTS(SELECT 1 FROM game_plies gp WHERE gp.game_id = games.id AND gp.pit IS NULL) "
    "FROM games ";

// The games table keeps the seats as they were at the start (a room is rebuilt from them and its
// plies); after a pie swap the players have exchanged seats, and `result` and `stores` are the
// seats' at the end. The API shows the players where they ended, as the live `game` snapshot does.
void exchange_seats(json& game) { std::swap(game["players"]["south"], game["players"]["north"]); }

json game_row(const Stmt& s) {
  json v = json::parse(s.text(1), nullptr, false);
  json g = {{"game", s.text(0)},
          {"variant", v},
          {"players",
           {{"south", {{"name", s.column(2)}, {"bot", s.column(3)}}},
            {"north", {{"name", s.column(4)}, {"bot", s.column(5)}}}}},
          {"result", s.column(6)},
          {"reason", s.column(7)},
          {"stores", json::array({s.column(8), s.column(9)})},
          {"started_at", s.column(10)},
          {"ended_at", s.column(11)}};
  if (s.column(12) == 1) exchange_seats(g);
  return g;
}

}  // namespace


std::string iso_now() {
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];  // room for any int year: gcc 12 warns of truncation at 32
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
  return buf;
}

GameStore::GameStore(const std::string& path, Metrics& metrics, std::int64_t max_bytes)
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
  sqlite3_wal_hook(w, &GameStore::on_wal_commit, this);
  exec(w, "CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)");
  int version = 0;
  {
    Stmt s(w, "SELECT COALESCE(MAX(version), 0) FROM schema_version");
    if (s.step()) version = static_cast<int>(s.column(0).get<std::int64_t>());
  }
  if (version > schema_version)
    throw std::runtime_error("database " + path + " has schema version " + std::to_string(version) +
                             ", newer than this server's " + std::to_string(schema_version));
  if (version < 1) {
    exec(w, "BEGIN");
    exec(w, schema_v1);
    exec(w, "INSERT INTO schema_version(version) VALUES (1)");
    exec(w, "COMMIT");
    spdlog::info("database {}: schema created (version 1)", path);
  }
  if (version < 2) {
    exec(w, "BEGIN");
    exec(w, schema_v2);
    exec(w, "COMMIT");
    spdlog::info("database {}: schema migrated to version 2 (ply log)", path);
  }
  if (max_bytes > 0) {
    // A cap on the file: writes past it fail with SQLITE_FULL, exactly like a full disk. Set after
    // the schema exists, so a cap below the empty schema still starts (and fails at the first write).
    Stmt s(w, "PRAGMA page_size");
    const std::int64_t page = s.step() ? s.column(0).get<std::int64_t>() : 4096;
    exec(w, ("PRAGMA max_page_count=" + std::to_string(std::max<std::int64_t>(1, max_bytes / page))).c_str());
  }
  auto& d = *writer_db_;
  d.insert_player = std::make_unique<Stmt>(
      w, "INSERT INTO players(id, name, token_hash, created_at) VALUES (?1, ?2, ?3, ?4) "
         "ON CONFLICT(id) DO UPDATE SET name = excluded.name");
  d.insert_game = std::make_unique<Stmt>(
      w, "INSERT INTO games(id, variant, kind, from_queue, south_player, south_name, south_bot, north_player, "
         "north_name, north_bot, started_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
  d.finish_game = std::make_unique<Stmt>(
      w, "UPDATE games SET result = ?2, reason = ?3, south_store = ?4, north_store = ?5, ended_at = ?6 WHERE id = ?1");
  ply_log_ = std::make_unique<PlyLog>(w);

  reader_db_ = std::make_unique<Db>(path, SQLITE_OPEN_READONLY);
  sqlite3* r = reader_db_->db;
  auto& q = *reader_db_;
  q.find_player = std::make_unique<Stmt>(r, "SELECT id, name FROM players WHERE token_hash = ?1");
  q.find_game = std::make_unique<Stmt>(r, (std::string(game_columns) + "WHERE id = ?1").c_str());
  // A finished game's plies are all in game_plies; one in progress may have some still in the log only.
  q.game_plies = std::make_unique<Stmt>(r, "SELECT side, pit FROM game_plies WHERE game_id = ?1 ORDER BY n");
  q.live_plies = std::make_unique<Stmt>(r, "SELECT side, pit FROM plies WHERE game_id = ?1 ORDER BY n");
  q.recent = std::make_unique<Stmt>(
      r, (std::string(game_columns) + "WHERE ended_at IS NOT NULL ORDER BY ended_at DESC, rowid DESC LIMIT ?1").c_str());

  checkpoint_db_ = std::make_unique<Db>(path, SQLITE_OPEN_READWRITE);
  exec(checkpoint_db_->db, "PRAGMA journal_mode=WAL");  // opens the file: a checkpoint needs it open
  writer_ = std::thread([this] { run_writer(); });
  checkpointer_ = std::thread([this] { run_checkpointer(); });
}

GameStore::~GameStore() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  cv_.notify_one();
  if (writer_.joinable()) writer_.join();
  {
    std::lock_guard lock(checkpoint_mutex_);
    checkpoint_stopping_ = true;
  }
  checkpoint_cv_.notify_one();
  if (checkpointer_.joinable()) checkpointer_.join();
}

void GameStore::push(Op op) {
  bool was_empty;
  std::size_t size;
  {
    std::lock_guard lock(mutex_);
    was_empty = queue_.empty();
    queue_.push_back(std::move(op));
    size = queue_.size();
  }
  // The writer sleeps only on an empty queue, or while it gathers a group commit: waking it once
  // per batch, and once more when the group is full, is enough.
  if (was_empty || size == group_commit_writes) cv_.notify_one();
}

void GameStore::save_player(const std::string& id, const std::string& name, const std::string& hash) {
  push(PlayerOp{id, name, hash});
}
void GameStore::start_game(const GameStart& g) { push(g); }
void GameStore::add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed) {
  push(PlyOp{game, n, side, ply, std::move(on_committed)});
}
void GameStore::finish_game(const std::string& game, const Position& p, std::function<void()> on_committed) {
  push(FinishOp{game, p, std::move(on_committed)});
}

void GameStore::flush() {
  std::promise<void> done;
  push(FlushOp{[&done] { done.set_value(); }});
  done.get_future().wait();
}

void GameStore::after_queued(std::function<void()> done) { push(FlushOp{std::move(done)}); }

void GameStore::execute(Op& op) {
  auto& d = *writer_db_;
  if (auto* p = std::get_if<PlayerOp>(&op)) {
    Using u{*d.insert_player};
    d.insert_player->bind(1, p->id).bind(2, p->name).bind(3, p->hash).bind(4, iso_now()).step();
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
        .bind(11, iso_now())
        .step();
  } else if (auto* ply = std::get_if<PlyOp>(&op)) {
    ply_log_->append(ply->game, ply->n, index(ply->side),
                     ply->ply.is_swap() ? std::nullopt : std::optional<int>(ply->ply.pit_index()), iso_now());
  } else if (auto* f = std::get_if<FinishOp>(&op)) {
    ply_log_->settle(f->game);
    Using u{*d.finish_game};
    const Position& p = f->final_position;
    d.finish_game->bind(1, f->game)
        .bind(2, std::string(to_string(p.result)))
        .bind(3, std::string(to_string(p.reason)))
        .bind(4, std::int64_t{p.store(Side::south)})
        .bind(5, std::int64_t{p.store(Side::north)})
        .bind(6, iso_now())
        .step();
  }
}

std::optional<StoredPlayer> GameStore::find_player(const std::string& hash) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->find_player;
  Using u{s};
  s.bind(1, hash);
  if (!s.step()) return std::nullopt;
  return StoredPlayer{s.text(0), s.text(1)};
}

std::optional<json> GameStore::game(const std::string& id) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->find_game;
  Using u{s};
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  json g = game_row(s);
  const bool live = g["ended_at"].is_null();
  auto& p = live ? *reader_db_->live_plies : *reader_db_->game_plies;
  Using up{p};
  p.bind(1, id);
  json moves = json::array();
  while (p.step()) {
    const Side side = p.column(0).get<std::int64_t>() == 0 ? Side::south : Side::north;
    const json pit = p.column(1);
    moves.push_back(protocol::move_to_json(side, pit.is_null() ? Ply::swap() : Ply::pit(pit.get<int>())));
    if (live && pit.is_null()) exchange_seats(g);
  }
  g["moves"] = std::move(moves);
  return g;
}

json GameStore::recent_games(int limit) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->recent;
  Using u{s};
  s.bind(1, std::int64_t{limit});
  json games = json::array();
  while (s.step()) games.push_back(game_row(s));
  return games;
}

}  // namespace mancala::server

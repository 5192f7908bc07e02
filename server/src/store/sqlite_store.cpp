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
#include "sqlite_schema.hpp"
#include "sqlite_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

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
  migrate_schema(w, path);
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
  d.insert_player = std::make_unique<Stmt>(w,
                                           "INSERT INTO players(id, name, token_hash, created_at, bot, bot_owner) "
                                           "VALUES (?1, ?2, ?3, ?4, ?5, NULLIF(?6, '')) "
                                           // A player's bot flag is set once, when it is created.
                                           "ON CONFLICT(id) DO UPDATE SET name = excluded.name "
                                           // An account's name is its username: a hello's name does not change it.
                                           "WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE player_id = excluded.id)");
  d.insert_game = std::make_unique<Stmt>(
      w,
      "INSERT INTO games(id, variant, kind, from_queue, south_player, south_name, south_bot, north_player, "
      "north_name, north_bot, started_at, clock, tournament) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, NULLIF(?13, ''))");
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
  d.insert_block =
      std::make_unique<Stmt>(w, "INSERT OR IGNORE INTO blocks(blocker, blocked, created_at) VALUES (?1, ?2, ?3)");
  d.delete_block = std::make_unique<Stmt>(w, "DELETE FROM blocks WHERE blocker = ?1 AND blocked = ?2");
  d.insert_report =
      std::make_unique<Stmt>(w,
                             "INSERT OR IGNORE INTO reports(id, reporter, player, game, reason, text, created_at) "
                             "VALUES (?1, ?2, ?3, NULLIF(?4, ''), ?5, ?6, ?7)");
  prepare_account_writes();
  prepare_community_writes();
  prepare_tournament_writes();
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
void SqliteStore::create_bot_player(const std::string& id, const std::string& name, const std::string& hash) {
  writes_->push(PlayerOp{id, name, hash, true});
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
void SqliteStore::set_block(const std::string& blocker, const std::string& blocked, bool remove) {
  writes_->push(BlockOp{blocker, blocked, remove});
}
void SqliteStore::save_report(const StoredReport& r) { writes_->push(ReportOp{r}); }
void SqliteStore::flush() { writes_->flush(); }
void SqliteStore::after_queued(std::function<void()> done) { writes_->push(FlushOp{std::move(done)}); }

void SqliteStore::execute(WriteOp& op) {
  auto& d = *writer_db_;
  if (auto* p = std::get_if<PlayerOp>(&op)) {
    Using u{*d.insert_player};
    d.insert_player->bind(1, p->id)
        .bind(2, p->name)
        .bind(3, p->hash)
        .bind(4, tx_now_)
        .bind(5, std::int64_t{p->bot})
        .bind(6, std::string())
        .step();
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
        .bind(13, g->tournament)
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
  } else if (auto* b = std::get_if<BlockOp>(&op)) {
    Stmt& stmt = b->remove ? *d.delete_block : *d.insert_block;
    Using u{stmt};
    stmt.bind(1, b->blocker).bind(2, b->blocked);
    if (!b->remove) stmt.bind(3, tx_now_);
    stmt.step();
  } else if (auto* r = std::get_if<ReportOp>(&op)) {
    const StoredReport& x = r->report;
    Using u{*d.insert_report};
    d.insert_report->bind(1, x.id).bind(2, x.reporter).bind(3, x.player).bind(4, x.game);
    d.insert_report->bind(5, x.reason).bind(6, x.text).bind(7, tx_now_).step();
  } else if (!execute_community(op) && !execute_puzzle(op)) {
    execute_tournament(op);
  }
}

}  // namespace mancala::server

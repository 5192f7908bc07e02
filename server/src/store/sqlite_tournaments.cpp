// SqliteStore and tournaments (schema version 13): the events, their players and their games
// (tournament_rows.hpp), and a player's berserk in a game, on the writer; their reads on the read
// connection.
#include <spdlog/spdlog.h>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "sqlite_support.hpp"
#include "tournament_columns.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

constexpr const char* insert_tournament_sql =
    "INSERT INTO tournaments(id, kind, name, variant, clock, rated, bots, starts_at, ends_at, minutes, rounds, "
    "games_per_round, status, round, created_by, schedule_slot, created_at) "
    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, NULLIF(?16, ''), ?17) ";
constexpr const char* tournament_columns_sql =
    "SELECT id, kind, name, variant, clock, rated, bots, starts_at, ends_at, minutes, rounds, games_per_round, "
    "status, round, created_by, COALESCE(schedule_slot, ''), created_at FROM tournaments ";
constexpr const char* entrant_columns_sql =
    "SELECT tournament, player, name, rating, joined_at, withdrawn, paused FROM tournament_players ";

// The parameters of insert_tournament_sql; an empty created_at is the transaction's time.
void bind_tournament(Stmt& s, const StoredTournament& t, const std::string& now) {
  s.bind(1, t.id).bind(2, t.kind).bind(3, t.name).bind(4, protocol::variant_to_json(t.variant).dump());
  s.bind_opt(5, tournament_clock_text(t)).bind(6, std::int64_t{t.rated}).bind(7, std::int64_t{t.bots});
  s.bind(8, t.starts_at).bind(9, t.ends_at).bind(10, std::int64_t{t.minutes}).bind(11, std::int64_t{t.rounds});
  s.bind(12, std::int64_t{t.games_per_round}).bind(13, t.status).bind(14, std::int64_t{t.round});
  s.bind(15, t.created_by).bind(16, t.schedule_slot).bind(17, t.created_at.empty() ? now : t.created_at);
}

std::vector<StoredTournament> sqlite_tournaments_of(Stmt& s) {
  std::vector<StoredTournament> out;
  while (s.step())
    if (auto t = tournament_of(s)) out.push_back(std::move(*t));
  return out;
}

}  // namespace

void SqliteStore::prepare_tournament_writes() {
  sqlite3* w = writer_db_->db;
  auto& d = *writer_db_;
  // A slot held by another tournament fails the UNIQUE constraint: that write is skipped and logged.
  d.save_tournament = std::make_unique<Stmt>(
      w, (std::string(insert_tournament_sql) +
          "ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, name = excluded.name, variant = excluded.variant, "
          "clock = excluded.clock, rated = excluded.rated, bots = excluded.bots, starts_at = excluded.starts_at, "
          "ends_at = excluded.ends_at, minutes = excluded.minutes, rounds = excluded.rounds, "
          "games_per_round = excluded.games_per_round, status = excluded.status, round = excluded.round, "
          "created_by = excluded.created_by, schedule_slot = excluded.schedule_slot, created_at = excluded.created_at")
             .c_str());
  // Neither the id nor the slot may be taken: either conflict inserts nothing.
  d.insert_scheduled =
      std::make_unique<Stmt>(w, (std::string(insert_tournament_sql) + "ON CONFLICT DO NOTHING").c_str());
  // Only while the player is one: a row queued behind DELETE /api/account is not stored. An
  // update keeps the row's rowid, its place in entrants().
  d.save_entrant = std::make_unique<Stmt>(
      w,
      "INSERT INTO tournament_players(tournament, player, name, rating, joined_at, withdrawn, paused) "
      "SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM players WHERE id = ?2) "
      "ON CONFLICT(tournament, player) DO UPDATE SET name = excluded.name, rating = excluded.rating, "
      "joined_at = excluded.joined_at, withdrawn = excluded.withdrawn, paused = excluded.paused");
  d.save_tournament_game = std::make_unique<Stmt>(
      w,
      "INSERT INTO tournament_games(tournament, game, round, south, north, result, plies, berserk, started_at, "
      "ended_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) ON CONFLICT(tournament, game) DO UPDATE SET "
      "round = excluded.round, south = excluded.south, north = excluded.north, result = excluded.result, "
      "plies = excluded.plies, berserk = excluded.berserk, started_at = excluded.started_at, "
      "ended_at = excluded.ended_at");
  d.set_berserk = std::make_unique<Stmt>(w, "UPDATE games SET berserk = berserk | ?2 WHERE id = ?1");
}

void SqliteStore::prepare_tournament_reads() {
  sqlite3* r = reader_db_->db;
  auto& q = *reader_db_;
  const std::string t = tournament_columns_sql;
  q.tournament = std::make_unique<Stmt>(r, (t + "WHERE id = ?1").c_str());
  q.tournaments_soonest = std::make_unique<Stmt>(r, (t + "WHERE status = ?1 ORDER BY starts_at, id LIMIT ?2").c_str());
  q.tournaments_latest =
      std::make_unique<Stmt>(r, (t + "WHERE status = ?1 ORDER BY starts_at DESC, id LIMIT ?2").c_str());
  q.all_tournaments = std::make_unique<Stmt>(r, (t + "ORDER BY starts_at DESC, id LIMIT ?1").c_str());
  q.entrants =
      std::make_unique<Stmt>(r, (std::string(entrant_columns_sql) + "WHERE tournament = ?1 ORDER BY rowid").c_str());
  q.entries_of = std::make_unique<Stmt>(
      r, (std::string(entrant_columns_sql) + "WHERE player = ?1 ORDER BY joined_at, tournament").c_str());
  q.tournament_games = std::make_unique<Stmt>(
      r,
      "SELECT tournament, game, round, south, north, result, plies, berserk, started_at, ended_at "
      "FROM tournament_games WHERE tournament = ?1 ORDER BY round, started_at, game");
  q.tournaments_created =
      std::make_unique<Stmt>(r, "SELECT COUNT(*) FROM tournaments WHERE created_by = ?1 AND created_at >= ?2");
}

bool SqliteStore::execute_tournament(WriteOp& op) {
  auto& d = *writer_db_;
  if (auto* t = std::get_if<TournamentOp>(&op)) {
    Using u{*d.save_tournament};
    bind_tournament(*d.save_tournament, t->tournament, tx_now_);
    d.save_tournament->step();
  } else if (auto* s = std::get_if<ScheduledTournamentOp>(&op)) {
    if (!s->done) return true;  // answered by a try that failed, as execute_account
    Using u{*d.insert_scheduled};
    bind_tournament(*d.insert_scheduled, s->tournament, tx_now_);
    d.insert_scheduled->step();
    s->inserted = sqlite3_changes(d.db) > 0;
  } else if (auto* e = std::get_if<EntrantOp>(&op)) {
    const StoredEntrant& x = e->entrant;
    Using u{*d.save_entrant};
    d.save_entrant->bind(1, x.tournament).bind(2, x.player).bind(3, x.name).bind(4, x.rating);
    d.save_entrant->bind(5, x.joined_at.empty() ? tx_now_ : x.joined_at).bind(6, std::int64_t{x.withdrawn});
    d.save_entrant->bind(7, std::int64_t{x.paused}).step();
  } else if (auto* g = std::get_if<TournamentGameOp>(&op)) {
    const StoredTournamentGame& x = g->game;
    Using u{*d.save_tournament_game};
    d.save_tournament_game->bind(1, x.tournament).bind(2, x.game).bind(3, std::int64_t{x.round});
    d.save_tournament_game->bind(4, x.south).bind(5, x.north).bind(6, x.result).bind(7, std::int64_t{x.plies});
    d.save_tournament_game->bind(8, std::int64_t{berserk_bits(x.berserk)}).bind(9, x.started_at);
    d.save_tournament_game->bind(10, x.ended_at).step();
  } else if (auto* b = std::get_if<BerserkOp>(&op)) {
    Using u{*d.set_berserk};
    d.set_berserk->bind(1, b->game).bind(2, std::int64_t{b->side == Side::south ? 1 : 2}).step();
  } else {
    return false;
  }
  return true;
}

void SqliteStore::save_tournament(const StoredTournament& t) { writes_->push(TournamentOp{t}); }
bool SqliteStore::create_scheduled_tournament(const StoredTournament& t) {
  return writes_->create_scheduled_tournament(t);
}
void SqliteStore::save_entrant(const StoredEntrant& e) { writes_->push(EntrantOp{e}); }
void SqliteStore::save_tournament_game(const StoredTournamentGame& g) { writes_->push(TournamentGameOp{g}); }
void SqliteStore::set_berserk(const std::string& game, Side side) { writes_->push(BerserkOp{game, side}); }

std::optional<StoredTournament> SqliteStore::tournament(const std::string& id) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->tournament;
  Using u{s};
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return tournament_of(s);
}

std::vector<StoredTournament> SqliteStore::tournaments(const std::string& status, int limit) {
  std::lock_guard lock(reader_mutex_);
  if (status.empty()) {
    auto& s = *reader_db_->all_tournaments;
    Using u{s};
    s.bind(1, std::int64_t{limit});
    return sqlite_tournaments_of(s);
  }
  const bool soonest = status == "created" || status == "started";
  auto& s = soonest ? *reader_db_->tournaments_soonest : *reader_db_->tournaments_latest;
  Using u{s};
  s.bind(1, status).bind(2, std::int64_t{limit});
  return sqlite_tournaments_of(s);
}

std::vector<StoredEntrant> SqliteStore::entrants(const std::string& tournament) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->entrants;
  Using u{s};
  s.bind(1, tournament);
  std::vector<StoredEntrant> out;
  while (s.step()) out.push_back(entrant_of(s));
  return out;
}

std::vector<StoredEntrant> SqliteStore::entries_of(const std::string& player) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->entries_of;
  Using u{s};
  s.bind(1, player);
  std::vector<StoredEntrant> out;
  while (s.step()) out.push_back(entrant_of(s));
  return out;
}

std::vector<StoredTournamentGame> SqliteStore::tournament_games(const std::string& tournament) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->tournament_games;
  Using u{s};
  s.bind(1, tournament);
  std::vector<StoredTournamentGame> out;
  while (s.step()) out.push_back(tournament_game_of(s));
  return out;
}

int SqliteStore::tournaments_created_since(const std::string& player, const std::string& since) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->tournaments_created;
  Using u{s};
  s.bind(1, player).bind(2, since);
  return s.step() ? static_cast<int>(s.integer(0)) : 0;
}

}  // namespace mancala::server

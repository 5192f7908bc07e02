// PgStore and tournaments (schema version 13), as sqlite_tournaments.cpp: the events, their
// players and their games (tournament_rows.hpp), and a player's berserk in a game.
#include <spdlog/spdlog.h>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/store/pg_store.hpp"
#include "pg_support.hpp"
#include "tournament_columns.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

constexpr const char* pg_insert_tournament_sql =
    "INSERT INTO tournaments(id, kind, name, variant, clock, rated, bots, starts_at, ends_at, minutes, rounds, "
    "games_per_round, status, round, created_by, schedule_slot, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, "
    "$8::timestamptz, NULLIF($9, '')::timestamptz, $10, $11, $12, $13, $14, $15, NULLIF($16, ''), "
    "$17::timestamptz) ";

std::string pg_tournament_columns() {
  return "SELECT id, kind, name, variant::text, clock, rated::int, bots::int, " + pg_iso("starts_at") + ", COALESCE(" +
         pg_iso("ends_at") +
         ", ''), minutes, rounds, games_per_round, status, round, created_by, COALESCE(schedule_slot, ''), " +
         pg_iso("created_at") + " FROM tournaments ";
}

std::string pg_entrant_columns() {
  return "SELECT tournament, player, name, rating, " + pg_iso("joined_at") +
         ", withdrawn::int, paused::int FROM tournament_players ";
}

// The parameters of pg_insert_tournament_sql; an empty created_at is now.
std::vector<Param> tournament_params(const StoredTournament& t) {
  return {t.id,
          t.kind,
          t.name,
          protocol::variant_to_json(t.variant).dump(),
          tournament_clock_text(t),
          t.rated,
          t.bots,
          t.starts_at,
          t.ends_at,
          t.minutes,
          t.rounds,
          t.games_per_round,
          t.status,
          t.round,
          t.created_by,
          t.schedule_slot,
          t.created_at.empty() ? iso_now() : t.created_at};
}

std::vector<StoredTournament> pg_tournaments_of(const PgResult& r) {
  std::vector<StoredTournament> out;
  for (int i = 0; i < r.rows(); ++i)
    if (auto t = tournament_of(PgRow{r, i})) out.push_back(std::move(*t));
  return out;
}

std::vector<StoredEntrant> pg_entrants_of(const PgResult& r) {
  std::vector<StoredEntrant> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back(entrant_of(PgRow{r, i}));
  return out;
}

}  // namespace

std::vector<PgStatement> pg_tournament_writer_statements() {
  const std::string insert = pg_insert_tournament_sql;
  return {
      // A slot held by another tournament fails the UNIQUE constraint: that write is skipped and logged.
      {"save_tournament",
       insert + "ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, name = excluded.name, variant = excluded.variant, "
                "clock = excluded.clock, rated = excluded.rated, bots = excluded.bots, starts_at = excluded.starts_at, "
                "ends_at = excluded.ends_at, minutes = excluded.minutes, rounds = excluded.rounds, "
                "games_per_round = excluded.games_per_round, status = excluded.status, round = excluded.round, "
                "created_by = excluded.created_by, schedule_slot = excluded.schedule_slot, "
                "created_at = excluded.created_at"},
      // Neither the id nor the slot may be taken: either conflict inserts nothing.
      {"insert_scheduled", insert + "ON CONFLICT DO NOTHING RETURNING 1"},
      // Only while the player is one: a row queued behind DELETE /api/account is not stored. An
      // update keeps the row's seq, its place in entrants().
      {"save_entrant",
       "INSERT INTO tournament_players(tournament, player, name, rating, joined_at, withdrawn, paused) "
       "SELECT $1::text, $2::text, $3::text, $4::double precision, $5::timestamptz, $6::boolean, $7::boolean "
       "WHERE EXISTS (SELECT 1 FROM players WHERE id = $2::text) ON CONFLICT(tournament, player) DO UPDATE SET "
       "name = excluded.name, rating = excluded.rating, joined_at = excluded.joined_at, "
       "withdrawn = excluded.withdrawn, paused = excluded.paused"},
      {"save_tournament_game",
       "INSERT INTO tournament_games(tournament, game, round, south, north, result, plies, berserk, started_at, "
       "ended_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULLIF($9, '')::timestamptz, NULLIF($10, '')::timestamptz) "
       "ON CONFLICT(tournament, game) DO UPDATE SET round = excluded.round, south = excluded.south, "
       "north = excluded.north, result = excluded.result, plies = excluded.plies, berserk = excluded.berserk, "
       "started_at = excluded.started_at, ended_at = excluded.ended_at"},
      {"set_berserk", "UPDATE games SET berserk = berserk | $2::smallint WHERE id = $1"},
  };
}

std::vector<PgStatement> pg_tournament_reader_statements() {
  const std::string t = pg_tournament_columns();
  return {
      {"tournament", t + "WHERE id = $1"},
      {"tournaments_soonest", t + "WHERE status = $1 ORDER BY starts_at, id LIMIT $2"},
      {"tournaments_latest", t + "WHERE status = $1 ORDER BY starts_at DESC, id LIMIT $2"},
      {"all_tournaments", t + "ORDER BY starts_at DESC, id LIMIT $1"},
      {"entrants", pg_entrant_columns() + "WHERE tournament = $1 ORDER BY seq"},
      {"entries_of", pg_entrant_columns() + "WHERE player = $1 ORDER BY joined_at, tournament"},
      // A row without a start (NULL) sorts first, as SQLite's '' does.
      {"tournament_games", "SELECT tournament, game, round, south, north, result, plies, berserk, COALESCE(" +
                               pg_iso("started_at") + ", ''), COALESCE(" + pg_iso("ended_at") +
                               ", '') FROM tournament_games WHERE tournament = $1 "
                               "ORDER BY round, started_at NULLS FIRST, game"},
      {"tournaments_created",
       "SELECT COUNT(*) FROM tournaments WHERE created_by = $1 AND created_at >= COALESCE(NULLIF($2::text, "
       "'')::timestamptz, '-infinity')"},
  };
}

bool PgStore::execute_tournament(WriteOp& op) {
  PgConn& w = *writer_;
  if (auto* t = std::get_if<TournamentOp>(&op)) {
    w.run("save_tournament", tournament_params(t->tournament));
  } else if (auto* s = std::get_if<ScheduledTournamentOp>(&op)) {
    if (!s->done) return true;  // answered by a try that failed, as execute_account
    s->inserted = w.run("insert_scheduled", tournament_params(s->tournament)).rows() > 0;
  } else if (auto* e = std::get_if<EntrantOp>(&op)) {
    const StoredEntrant& x = e->entrant;
    w.run("save_entrant", {x.tournament, x.player, x.name, x.rating, x.joined_at.empty() ? iso_now() : x.joined_at,
                           x.withdrawn, x.paused});
  } else if (auto* g = std::get_if<TournamentGameOp>(&op)) {
    const StoredTournamentGame& x = g->game;
    w.run("save_tournament_game", {x.tournament, x.game, x.round, x.south, x.north, x.result, x.plies,
                                   berserk_bits(x.berserk), x.started_at, x.ended_at});
  } else if (auto* b = std::get_if<BerserkOp>(&op)) {
    if (!still_owned(b->game)) return true;  // fenced, as a ply
    w.run("set_berserk", {b->game, b->side == Side::south ? 1 : 2});
  } else {
    return false;
  }
  return true;
}

void PgStore::save_tournament(const StoredTournament& t) { writes_->push(TournamentOp{t}); }
bool PgStore::create_scheduled_tournament(const StoredTournament& t) { return writes_->create_scheduled_tournament(t); }
void PgStore::save_entrant(const StoredEntrant& e) { writes_->push(EntrantOp{e}); }
void PgStore::save_tournament_game(const StoredTournamentGame& g) { writes_->push(TournamentGameOp{g}); }
void PgStore::set_berserk(const std::string& game, Side side) { writes_->push(BerserkOp{game, side}); }

std::optional<StoredTournament> PgStore::tournament(const std::string& id) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "tournament", {id});
  if (r.rows() == 0) return std::nullopt;
  return tournament_of(PgRow{r, 0});
}

std::vector<StoredTournament> PgStore::tournaments(const std::string& status, int limit) {
  std::lock_guard lock(reader_mutex_);
  if (status.empty()) return pg_tournaments_of(read_retrying(*reader_, "all_tournaments", {limit}));
  const bool soonest = status == "created" || status == "started";
  return pg_tournaments_of(
      read_retrying(*reader_, soonest ? "tournaments_soonest" : "tournaments_latest", {status, limit}));
}

std::vector<StoredEntrant> PgStore::entrants(const std::string& tournament) {
  std::lock_guard lock(reader_mutex_);
  return pg_entrants_of(read_retrying(*reader_, "entrants", {tournament}));
}

std::vector<StoredEntrant> PgStore::entries_of(const std::string& player) {
  std::lock_guard lock(reader_mutex_);
  return pg_entrants_of(read_retrying(*reader_, "entries_of", {player}));
}

std::vector<StoredTournamentGame> PgStore::tournament_games(const std::string& tournament) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "tournament_games", {tournament});
  std::vector<StoredTournamentGame> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back(tournament_game_of(PgRow{r, i}));
  return out;
}

int PgStore::tournaments_created_since(const std::string& player, const std::string& since) {
  std::lock_guard lock(reader_mutex_);
  return static_cast<int>(read_retrying(*reader_, "tournaments_created", {player, since}).integer(0, 0));
}

}  // namespace mancala::server

// SqliteStore's reads: one read connection under a mutex, turning rows into typed records.
#include <spdlog/spdlog.h>

#include <cstdio>
#include <ctime>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "game_rows.hpp"
#include "mancala/protocol/json_game.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "ply_log.hpp"
#include "sqlite_support.hpp"
#include "tournament_columns.hpp"

namespace mancala::server {
namespace {

using Clock = std::chrono::system_clock;

// Column 16: whether a finished game's plies hold a pie swap, in its record or (ended before
// schema version 7) in game_plies (a live game's plies are still in ply_log; game() looks at them itself).
constexpr const char* game_columns =
    "SELECT id, variant, kind, from_queue, south_player, south_name, south_bot, north_player, north_name, north_bot, "
    "result, reason, south_store, north_store, started_at, ended_at, "
    "EXISTS(SELECT 1 FROM json_each(games.ply_record) j WHERE json_extract(j.value, '$[1]') IS NULL) "
    "OR EXISTS(SELECT 1 FROM game_plies gp WHERE gp.game_id = games.id AND gp.pit IS NULL), "
    // 17, 18: each seat's account username (StoredSeat::account when it is the seat's name).
    "(SELECT username FROM accounts a WHERE a.player_id = games.south_player), "
    "(SELECT username FROM accounts a WHERE a.player_id = games.north_player), "
    "clock, "                              // 19 (schema version 8)
    "COALESCE(tournament, ''), berserk, "  // 20, 21 (schema version 13)
    // 22, 23: each seat's player is a bot (schema version 14).
    "COALESCE((SELECT bot FROM players p WHERE p.id = games.south_player), 0), "
    "COALESCE((SELECT bot FROM players p WHERE p.id = games.north_player), 0) "
    "FROM games ";

}  // namespace

void SqliteStore::prepare_reads() {
  sqlite3* r = reader_db_->db;
  auto& q = *reader_db_;
  // The first token is in `players`, those of later logins in `player_tokens` (schema version 5).
  q.find_player = std::make_unique<Stmt>(
      r,
      "SELECT p.id, p.name, EXISTS(SELECT 1 FROM accounts a WHERE a.player_id = p.id), p.bot FROM players p "
      "WHERE p.token_hash = ?1 OR p.id = (SELECT player_id FROM player_tokens WHERE token_hash = ?1) LIMIT 1");
  q.find_game = std::make_unique<Stmt>(r, (std::string(game_columns) + "WHERE id = ?1").c_str());
  // A finished game's plies are in its record, or in game_plies if it ended before schema version 7;
  // one in progress may have some still in the log only. Columns: side, pit, played_at, clock_ms.
  q.finished_plies = std::make_unique<Stmt>(
      r,
      "SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), json_extract(j.value, '$[2]'), "
      "json_extract(j.value, '$[3]'), CAST(j.key AS INTEGER) FROM games g, json_each(g.ply_record) j WHERE g.id = ?1 "
      "UNION ALL SELECT side, pit, played_at, clock_ms, n FROM game_plies WHERE game_id = ?1 ORDER BY 5");
  q.live_plies =
      std::make_unique<Stmt>(r, "SELECT side, pit, played_at, clock_ms FROM plies WHERE game_id = ?1 ORDER BY n");
  q.recent = std::make_unique<Stmt>(
      r,
      (std::string(game_columns) + "WHERE ended_at IS NOT NULL ORDER BY ended_at DESC, rowid DESC LIMIT ?1").c_str());
  // Each seat by its own index (schema version 3); a local game has the player in both seats.
  q.player_games = std::make_unique<Stmt>(
      r, (std::string(game_columns) + "WHERE south_player = ?1 UNION ALL " + game_columns +
          "WHERE north_player = ?1 AND south_player IS NOT ?1 ORDER BY 15 DESC, 1 DESC LIMIT ?2 OFFSET ?3")
             .c_str());
  q.unfinished = std::make_unique<Stmt>(
      r, (std::string(game_columns) + "WHERE ended_at IS NULL ORDER BY started_at, rowid").c_str());
  q.unfinished_plies = std::make_unique<Stmt>(r, unfinished_plies_sql);
  q.find_review = std::make_unique<Stmt>(r, "SELECT review FROM reviews WHERE game_id = ?1");
  q.reports_since = std::make_unique<Stmt>(r, "SELECT COUNT(*) FROM reports WHERE reporter = ?1 AND created_at >= ?2");
  q.reports_about = std::make_unique<Stmt>(r,
                                           "SELECT id, reporter, player, COALESCE(game, ''), reason, text, created_at "
                                           "FROM reports WHERE player = ?1 ORDER BY created_at, rowid");
  q.find_block = std::make_unique<Stmt>(r, "SELECT 1 FROM blocks WHERE blocker = ?1 AND blocked = ?2");
  q.blocks_around = std::make_unique<Stmt>(
      r, "SELECT blocked FROM blocks WHERE blocker = ?1 UNION SELECT blocker FROM blocks WHERE blocked = ?1");
  q.node_seeks = std::make_unique<Stmt>(
      r, "SELECT id, player_id, node, seek FROM seeks WHERE node = ?1 ORDER BY created_at, rowid");
  prepare_rating_reads();
  prepare_account_reads();
  prepare_community_reads();
  prepare_tournament_reads();
}

std::optional<std::string> SqliteStore::review(const std::string& game) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->find_review;
  Using u{s};
  s.bind(1, game);
  if (!s.step()) return std::nullopt;
  return s.text(0);
}

int SqliteStore::reports_since(const std::string& reporter, const std::string& since) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->reports_since;
  Using u{s};
  s.bind(1, reporter).bind(2, since);
  return s.step() ? static_cast<int>(s.column(0).get<std::int64_t>()) : 0;
}

std::vector<StoredReport> SqliteStore::reports_about(const std::string& player) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->reports_about;
  Using u{s};
  s.bind(1, player);
  std::vector<StoredReport> out;
  while (s.step()) out.push_back({s.text(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5), s.text(6)});
  return out;
}

bool SqliteStore::blocks(const std::string& blocker, const std::string& blocked) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->find_block;
  Using u{s};
  s.bind(1, blocker).bind(2, blocked);
  return s.step();
}

std::vector<std::string> SqliteStore::blocks_around(const std::string& player) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->blocks_around;
  Using u{s};
  s.bind(1, player);
  std::vector<std::string> out;
  while (s.step()) out.push_back(s.text(0));
  return out;
}

bool SqliteStore::blocked_either(const std::string& a, const std::string& b) { return blocks(a, b) || blocks(b, a); }

std::vector<StoredSeek> SqliteStore::seeks(const std::string& node) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->node_seeks;
  Using u{s};
  s.bind(1, node);
  std::vector<StoredSeek> out;
  while (s.step()) out.push_back({s.text(0), s.text(1), s.text(2), s.text(3)});
  return out;
}

std::optional<StoredPlayer> SqliteStore::find_player(const std::string& hash) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->find_player;
  Using u{s};
  s.bind(1, hash);
  if (!s.step()) return std::nullopt;
  return StoredPlayer{s.text(0), s.text(1), s.integer(2) != 0, s.integer(3) != 0};
}

std::optional<GameRecord> SqliteStore::game(const std::string& id) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->find_game;
  Using u{s};
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  auto g = record_of(s);
  if (!g) return std::nullopt;
  auto& p = g->ended_at ? *reader_db_->finished_plies : *reader_db_->live_plies;
  Using up{p};
  p.bind(1, id);
  while (p.step()) {
    g->plies.push_back(ply_of(p, 0, 3));
    g->played_at.push_back(p.text(2));
    if (g->plies.back().ply.is_swap()) g->swapped = true;
  }
  return g;
}

std::vector<GameRecord> SqliteStore::recent_games(int limit) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->recent;
  Using u{s};
  s.bind(1, std::int64_t{limit});
  std::vector<GameRecord> games;
  while (s.step())
    if (auto g = record_of(s)) games.push_back(std::move(*g));
  return games;
}

std::vector<GameRecord> SqliteStore::player_games(const std::string& player_id, int limit, int offset) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->player_games;
  Using u{s};
  s.bind(1, player_id);
  s.bind(2, std::int64_t{limit});
  s.bind(3, std::int64_t{offset});
  std::vector<GameRecord> games;
  while (s.step())
    if (auto g = record_of(s)) games.push_back(std::move(*g));
  return games;
}

std::vector<StoredGame> SqliteStore::games_in_progress() {
  std::lock_guard lock(reader_mutex_);
  std::vector<StoredGame> games;
  std::unordered_map<std::string, std::size_t> at;  // game id → index in games
  {
    auto& s = *reader_db_->unfinished;
    Using u{s};
    while (s.step()) {
      auto start = start_of(s);
      if (!start) continue;
      StoredGame g;
      g.start = std::move(*start);
      g.started_at = parse_iso_time(s.text(14)).value_or(Clock::now());
      g.last_ply_at = g.started_at;
      g.berserk = berserk_of_bits(s.integer(21));
      at.emplace(g.start.id, games.size());
      games.push_back(std::move(g));
    }
  }
  auto& s = *reader_db_->unfinished_plies;
  Using u{s};
  std::unordered_map<std::string, bool> broken;
  while (s.step()) add_unfinished_ply(s, games, at, broken);
  return games;
}

std::string iso_now() { return iso_time(Clock::now()); }

std::string iso_time(Clock::time_point now) {
  const std::time_t t = Clock::to_time_t(now);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];  // room for any int year: gcc 12 warns of truncation at 32
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
  return buf;
}

std::optional<Clock::time_point> parse_iso_time(const std::string& t) {
  std::tm tm{};
  int ms = 0;
  char z = 0;
  if (std::sscanf(t.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d.%3d%c", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour,
                  &tm.tm_min, &tm.tm_sec, &ms, &z) != 8 ||
      z != 'Z')
    return std::nullopt;
  tm.tm_year -= 1900;
  tm.tm_mon -= 1;
  const std::time_t secs = timegm(&tm);
  if (secs == static_cast<std::time_t>(-1)) return std::nullopt;
  return Clock::from_time_t(secs) + std::chrono::milliseconds(ms);
}

}  // namespace mancala::server

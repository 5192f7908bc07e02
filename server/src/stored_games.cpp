// Reads unfinished games straight from SQLite at start-up. Kept apart from game_store.cpp, whose
// connections serve the running server: this runs once, before the writer sees any new game.
#include "mancala/server/stored_games.hpp"

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <cstdio>
#include <ctime>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <unordered_map>

#include "mancala/protocol/json_game.hpp"

namespace mancala::server {
namespace {

using Clock = std::chrono::system_clock;

struct DbCloser {
  void operator()(sqlite3* db) const { sqlite3_close(db); }
};
struct StmtCloser {
  void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using DbPtr = std::unique_ptr<sqlite3, DbCloser>;
using StmtPtr = std::unique_ptr<sqlite3_stmt, StmtCloser>;

StmtPtr prepare(sqlite3* db, const char* sql) {
  sqlite3_stmt* s = nullptr;
  if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) != SQLITE_OK)
    throw std::runtime_error(std::string("sqlite prepare: ") + sqlite3_errmsg(db));
  return StmtPtr(s);
}

std::string text(sqlite3_stmt* s, int i) {
  const auto* p = sqlite3_column_text(s, i);
  return p ? reinterpret_cast<const char*>(p) : "";
}

bool is_null(sqlite3_stmt* s, int i) { return sqlite3_column_type(s, i) == SQLITE_NULL; }

std::optional<ai::Level> level(sqlite3_stmt* s, int i) {
  if (is_null(s, i)) return std::nullopt;
  return ai::level_from_string(text(s, i));
}

bool step(sqlite3* db, sqlite3_stmt* s) {
  const int rc = sqlite3_step(s);
  if (rc == SQLITE_ROW) return true;
  if (rc != SQLITE_DONE) throw std::runtime_error(std::string("sqlite step: ") + sqlite3_errmsg(db));
  return false;
}

}  // namespace

std::optional<Clock::time_point> parse_iso_time(const std::string& t) {
  std::tm tm{};
  int ms = 0;
  char z = 0;
  if (std::sscanf(t.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d.%3d%c", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour,
                  &tm.tm_min, &tm.tm_sec, &ms, &z) != 8 || z != 'Z')
    return std::nullopt;
  tm.tm_year -= 1900;
  tm.tm_mon -= 1;
  const std::time_t secs = timegm(&tm);
  if (secs == static_cast<std::time_t>(-1)) return std::nullopt;
  return Clock::from_time_t(secs) + std::chrono::milliseconds(ms);
}

std::vector<StoredGame> load_games_in_progress(const std::string& db_path) {
  sqlite3* raw = nullptr;
  if (sqlite3_open_v2(db_path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
    DbPtr closer(raw);
    throw std::runtime_error("cannot open database " + db_path + ": " + (raw ? sqlite3_errmsg(raw) : "out of memory"));
  }
  DbPtr db(raw);
  sqlite3_busy_timeout(db.get(), 5000);

  std::vector<StoredGame> games;
  std::unordered_map<std::string, std::size_t> at;  // game id → index in games
  auto rows = prepare(db.get(),
                      "SELECT id, variant, kind, from_queue, south_player, south_name, south_bot, north_player, "
                      "north_name, north_bot, started_at FROM games WHERE ended_at IS NULL ORDER BY started_at, rowid");
  while (step(db.get(), rows.get())) {
    sqlite3_stmt* s = rows.get();
    StoredGame g;
    g.start.id = text(s, 0);
    auto variant = protocol::variant_from_json(nlohmann::json::parse(text(s, 1), nullptr, false));
    if (auto* why = std::get_if<std::string>(&variant)) {
      spdlog::warn("game {} not restored: stored variant is bad: {}", g.start.id, *why);
      continue;
    }
    g.start.variant = std::get<Variant>(variant);
    g.start.kind = text(s, 2);
    g.start.from_queue = sqlite3_column_int(s, 3) != 0;
    g.start.south = {text(s, 4), text(s, 5), level(s, 6)};
    g.start.north = {text(s, 7), text(s, 8), level(s, 9)};
    const auto started = parse_iso_time(text(s, 10));
    g.started_at = started.value_or(Clock::now());
    g.last_ply_at = g.started_at;
    at.emplace(g.start.id, games.size());
    games.push_back(std::move(g));
  }

  auto plies = prepare(db.get(),
                       "SELECT p.game_id, p.n, p.side, p.pit, p.played_at FROM plies p JOIN games g ON g.id = p.game_id "
                       "WHERE g.ended_at IS NULL ORDER BY p.game_id, p.n");
  std::unordered_map<std::string, bool> broken;
  while (step(db.get(), plies.get())) {
    sqlite3_stmt* s = plies.get();
    const std::string id = text(s, 0);
    auto it = at.find(id);
    if (it == at.end() || broken[id]) continue;
    StoredGame& g = games[it->second];
    const auto n = sqlite3_column_int64(s, 1);
    const auto side = sqlite3_column_int64(s, 2);
    // Plies are numbered from 0 without gaps; anything else means the record is not whole.
    if (n != static_cast<std::int64_t>(g.plies.size()) || (side != 0 && side != 1)) {
      spdlog::warn("game {}: stored ply {} is out of order; restoring the {} plies before it", id, n, g.plies.size());
      broken[id] = true;
      continue;
    }
    protocol::RecordedPly p;
    p.side = side == 0 ? Side::south : Side::north;
    p.ply = is_null(s, 3) ? Ply::swap() : Ply::pit(sqlite3_column_int(s, 3));
    g.plies.push_back(p);
    if (auto t = parse_iso_time(text(s, 4))) g.last_ply_at = *t;
  }
  return games;
}

}  // namespace mancala::server

#include "mancala/server/store/migrate_sqlite.hpp"

#include <filesystem>
#include <memory>
#include <stdexcept>
#include <vector>

#include "mancala/server/store/pg_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "pg_support.hpp"
#include "sqlite_support.hpp"

namespace mancala::server {
namespace {

// One table to copy: its name in PostgreSQL, its columns (the same in both), and the SQLite
// query that reads them in the order to insert (`plies` is a view over game_plies and the ply log).
// `select`, when given, reads the columns in SQLite instead of their names (an empty time is NULL
// on PostgreSQL).
struct Table {
  const char* name;
  std::vector<const char*> columns;
  const char* order;
  const char* select = nullptr;
};

const std::vector<Table>& tables() {
  static const std::vector<Table> t = {
      {"players", {"id", "name", "token_hash", "created_at", "bot", "bot_owner"}, "rowid"},
      {"games",
       {"id", "variant", "kind", "from_queue", "south_player", "south_name", "south_bot", "north_player", "north_name",
        "north_bot", "result", "reason", "south_store", "north_store", "started_at", "ended_at", "clock", "tournament",
        "berserk"},
       "rowid"},
      {"plies", {"game_id", "n", "side", "pit", "played_at", "clock_ms"}, "game_id, n"},
      {"ratings", {"player_id", "variant", "rating", "rd", "vol", "games"}, "player_id, variant"},
      {"game_ratings",
       {"game_id", "side", "player_id", "variant", "rating_before", "rd_before", "rating", "rd", "vol", "ended_at"},
       "game_id, side"},
      {"accounts",
       {"username_key", "username", "password_hash", "player_id", "created_at", "moderator", "language"},
       "username_key"},
      {"player_tokens", {"token_hash", "player_id", "created_at"}, "token_hash"},
      {"reviews", {"game_id", "review", "created_at"}, "game_id"},
      {"seeks", {"id", "player_id", "node", "seek", "created_at"}, "created_at, id"},
      {"blocks", {"blocker", "blocked", "created_at"}, "blocker, blocked"},
      {"reports",
       {"id", "reporter", "player", "game", "reason", "text", "created_at", "handled_at", "handled_by"},
       "created_at, id"},
      {"chat_lines", {"room", "player", "name", "text", "at", "ply", "troll"}, "seq"},
      {"standings",
       {"player_id", "closed", "shadow", "chat_until", "play_ban_until", "play_ban_reason"},
       "player_id",
       "player_id, closed, shadow, NULLIF(chat_until, ''), NULLIF(play_ban_until, ''), play_ban_reason"},
      {"mod_actions",
       {"id", "moderator", "player", "action", "reason", "until", "at"},
       "at, rowid",
       "id, moderator, player, action, reason, NULLIF(until, ''), at"},
      {"offences", {"player", "game", "kind", "at"}, "rowid"},
      {"tournaments",
       {"id", "kind", "name", "variant", "clock", "rated", "bots", "starts_at", "ends_at", "minutes", "rounds",
        "games_per_round", "status", "round", "created_by", "schedule_slot", "created_at"},
       "rowid",
       "id, kind, name, variant, clock, rated, bots, starts_at, NULLIF(ends_at, ''), minutes, rounds, "
       "games_per_round, status, round, created_by, schedule_slot, created_at"},
      // In rowid order: PostgreSQL's seq then keeps each tournament's players in the order they first joined.
      {"tournament_players", {"tournament", "player", "name", "rating", "joined_at", "withdrawn", "paused"}, "rowid"},
      {"tournament_games",
       {"tournament", "game", "round", "south", "north", "result", "plies", "berserk", "started_at", "ended_at"},
       "tournament, game",
       "tournament, game, round, south, north, result, plies, berserk, NULLIF(started_at, ''), NULLIF(ended_at, '')"},
      // The puzzles' ratings, each player's puzzle rating and their rated first attempts; the
      // puzzles themselves are the shipped set, which the server reads at start.
      {"puzzles", {"id", "rating", "rd", "volatility", "attempts", "solved", "added_at"}, "id"},
      {"puzzle_players", {"player_id", "rating", "rd", "volatility", "attempts"}, "player_id"},
      {"puzzle_attempts", {"player_id", "puzzle_id", "correct", "at"}, "player_id, puzzle_id"},
  };
  return t;
}

// The SQL of a table's read and insert: names from the list above only, values as parameters.
std::pair<std::string, std::string> sql_of(const Table& t) {
  std::string columns, params;
  for (std::size_t i = 0; i < t.columns.size(); ++i) {
    columns += (i ? ", " : "") + std::string(t.columns[i]);
    params += (i ? ", $" : "$") + std::to_string(i + 1);
  }
  return {"SELECT " + (t.select ? std::string(t.select) : columns) + " FROM " + t.name + " ORDER BY " + t.order,
          "INSERT INTO " + std::string(t.name) + "(" + columns + ") VALUES (" + params + ")"};
}

std::int64_t copy_table(sqlite3* from, PgConn& to, const Table& t) {
  const auto [select, insert] = sql_of(t);
  to.prepare(t.name, insert);
  Stmt s(from, select.c_str());
  std::int64_t rows = 0;
  std::vector<Param> values;
  while (s.step()) {
    values.clear();
    for (int i = 0; i < static_cast<int>(t.columns.size()); ++i) {
      if (s.is_null(i))
        values.emplace_back(std::nullopt);
      else if (s.type(i) == SQLITE_FLOAT)
        values.emplace_back(s.real(i));
      else
        values.emplace_back(s.text(i));
    }
    to.run(t.name, values);
    ++rows;
  }
  return rows;
}

}  // namespace

MigrationCount migrate_sqlite(const std::string& sqlite_path, const std::string& conninfo, Metrics& metrics) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(sqlite_path, ec))
    throw std::runtime_error(sqlite_path + " is not an SQLite database file");
  { SqliteStore upgrade(sqlite_path, metrics); }  // the current schema, as a start would leave it
  sqlite3* from = nullptr;
  if (sqlite3_open_v2(sqlite_path.c_str(), &from, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
    const std::string why = from ? sqlite3_errmsg(from) : "out of memory";
    sqlite3_close(from);
    throw std::runtime_error("cannot open " + sqlite_path + ": " + why);
  }
  const std::unique_ptr<sqlite3, int (*)(sqlite3*)> close_from(from, &sqlite3_close);
  PgConn to(conninfo, {});
  MigrationCount n;
  try {
    PgStore::migrate(to);
    // A server started on it once already made its schedule's tournaments, though no player came.
    const PgResult held = to.exec(
        "SELECT (SELECT COUNT(*) FROM players) + (SELECT COUNT(*) FROM games) + (SELECT COUNT(*) FROM tournaments)");
    if (held.integer(0, 0) > 0)
      throw std::runtime_error(
          "the PostgreSQL database already holds players, games or tournaments: migrate into an empty one");
    to.exec("BEGIN");
    for (const Table& t : tables()) {
      const std::int64_t rows = copy_table(from, to, t);
      const std::string name = t.name;
      (name == "players"    ? n.players
       : name == "games"    ? n.games
       : name == "plies"    ? n.plies
       : name == "ratings"  ? n.ratings
       : name == "accounts" ? n.accounts
                            : n.other) += rows;
    }
    to.exec("COMMIT");
  } catch (const PgError& e) {
    throw std::runtime_error(e.what());
  }
  return n;
}

}  // namespace mancala::server

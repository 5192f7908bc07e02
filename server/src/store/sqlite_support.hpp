// SQLite helpers shared by the SQLite store's files (sqlite_store.cpp: schema and statements;
// sqlite_reads.cpp: the reads; sqlite_store_writer.cpp: the writer thread; the others by
// subject). Private to store/.
#pragma once

#include <sqlite3.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "mancala/server/store/sqlite_store.hpp"

namespace mancala::server {

// A failed SQLite call with its result code, so the writer can tell a bad disk from a bad row.
class SqliteError : public std::runtime_error {
 public:
  SqliteError(int rc, const std::string& what) : std::runtime_error(what), rc_(rc) {}
  /// Busy, locked, full, read-only or I/O: the database, not the row, is at fault; retry later.
  bool transient() const noexcept {
    switch (rc_ & 0xFF) {
      case SQLITE_BUSY:
      case SQLITE_LOCKED:
      case SQLITE_FULL:
      case SQLITE_IOERR:
      case SQLITE_READONLY:
      case SQLITE_CANTOPEN:
      case SQLITE_NOMEM:
      case SQLITE_PROTOCOL:
        return true;
      default:
        return false;
    }
  }

 private:
  int rc_;
};

class Stmt {
 public:
  Stmt(sqlite3* db, const char* sql) {
    if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &s_, nullptr) != SQLITE_OK)
      throw std::runtime_error(std::string("sqlite prepare: ") + sqlite3_errmsg(db));
  }
  ~Stmt() { sqlite3_finalize(s_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  Stmt& bind(int i, const std::string& v) {
    sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Stmt& bind(int i, std::int64_t v) {
    sqlite3_bind_int64(s_, i, v);
    return *this;
  }
  Stmt& bind(int i, double v) {
    sqlite3_bind_double(s_, i, v);
    return *this;
  }
  Stmt& bind_null(int i) {
    sqlite3_bind_null(s_, i);
    return *this;
  }
  Stmt& bind_opt(int i, const std::optional<std::string>& v) { return v ? bind(i, *v) : bind_null(i); }
  bool step() {  // true while a row is available
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc != SQLITE_DONE) throw SqliteError(rc, std::string("sqlite step: ") + sqlite3_errmsg(sqlite3_db_handle(s_)));
    return false;
  }
  void reset() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }
  nlohmann::json column(int i) const {
    switch (sqlite3_column_type(s_, i)) {
      case SQLITE_NULL:
        return nullptr;
      case SQLITE_INTEGER:
        return sqlite3_column_int64(s_, i);
      default:
        return std::string(reinterpret_cast<const char*>(sqlite3_column_text(s_, i)));
    }
  }
  bool is_null(int i) const { return sqlite3_column_type(s_, i) == SQLITE_NULL; }
  int type(int i) const { return sqlite3_column_type(s_, i); }
  std::int64_t integer(int i) const { return sqlite3_column_int64(s_, i); }
  double real(int i) const { return sqlite3_column_double(s_, i); }
  std::string text(int i) const {
    const auto* p = sqlite3_column_text(s_, i);
    return p ? reinterpret_cast<const char*>(p) : "";
  }

 private:
  sqlite3_stmt* s_ = nullptr;
};

// Resets a statement when a scope ends, also on exceptions.
struct Using {
  Stmt& s;
  ~Using() { s.reset(); }
};

inline void exec(sqlite3* db, const char* sql) {
  char* err = nullptr;
  if (const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &err); rc != SQLITE_OK) {
    std::string msg = err ? err : "unknown error";
    sqlite3_free(err);
    throw SqliteError(rc, "sqlite: " + msg + " in: " + std::string(sql).substr(0, 60));
  }
}

// SQLite counts every allocation, under a global mutex, for sqlite3_status(), which nothing here
// reads; without the count the writer spends about 7 % less CPU a ply (docs/PERFORMANCE.md
// §Storage: the writer alone). The setting holds only if it comes before SQLite's first use in
// the process; later SQLite refuses it (SQLITE_MISUSE) and keeps counting: slower, not wrong.
inline void skip_memory_statistics() { sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }

struct SqliteStore::Db {
  sqlite3* db = nullptr;
  std::unique_ptr<Stmt> begin, commit, insert_player, insert_game, finish_game;  // writer
  std::unique_ptr<Stmt> find_player, find_game, finished_plies, live_plies, recent, unfinished,
      unfinished_plies;  // reader
  std::unique_ptr<Stmt> player_games, rating, player_row, player_game_count, player_ratings, player_history,
      leaderboard;  // reader
  std::unique_ptr<Stmt> token_player, account_taken, player_account, insert_account, rename_player,
      insert_token;                                    // writer (sqlite_accounts.cpp)
  std::unique_ptr<Stmt> find_account;                  // reader
  std::unique_ptr<Stmt> save_review;                   // writer
  std::unique_ptr<Stmt> find_review;                   // reader
  std::unique_ptr<Stmt> save_seek, delete_seek;        // writer
  std::unique_ptr<Stmt> node_seeks;                    // reader
  std::unique_ptr<Stmt> insert_block, delete_block;    // writer
  std::unique_ptr<Stmt> find_block, blocks_around;     // reader
  std::unique_ptr<Stmt> insert_report;                 // writer
  std::unique_ptr<Stmt> reports_since, reports_about;  // reader
  // sqlite_community.cpp: chat, moderation, fair play, erasing a player
  std::unique_ptr<Stmt> insert_chat, trim_chat, insert_mod_action, ensure_standing, apply_action, handle_reports,
      drop_first_token, drop_tokens, insert_offence, set_moderator, set_language, player_exists;  // writer
  std::vector<std::unique_ptr<Stmt>> erase_player;                                                // writer, in order
  std::unique_ptr<Stmt> chat_lines, chat_lines_by, standing, mod_actions, all_mod_actions, open_reports, reports_by,
      blocked_by, offences;  // reader
  // sqlite_tournaments.cpp
  std::unique_ptr<Stmt> save_tournament, insert_scheduled, save_entrant, save_tournament_game, set_berserk;  // writer
  std::unique_ptr<Stmt> tournament, tournaments_soonest, tournaments_latest, all_tournaments, entrants, entries_of,
      tournament_games, tournaments_created;  // reader

  Db(const std::string& path, int flags) {
    skip_memory_statistics();
    if (sqlite3_open_v2(path.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
      std::string msg = db ? sqlite3_errmsg(db) : "out of memory";
      sqlite3_close(db);
      throw std::runtime_error("cannot open database " + path + ": " + msg);
    }
    sqlite3_busy_timeout(db, 5000);
  }
  ~Db() {
    begin.reset(), commit.reset(), insert_player.reset(), insert_game.reset(), finish_game.reset();
    find_player.reset(), find_game.reset(), finished_plies.reset(), live_plies.reset(), recent.reset();
    unfinished.reset(), unfinished_plies.reset(), player_games.reset();
    rating.reset(), player_row.reset(), player_game_count.reset(), player_ratings.reset(), player_history.reset();
    leaderboard.reset();
    token_player.reset(), account_taken.reset(), player_account.reset(), insert_account.reset();
    rename_player.reset(), insert_token.reset(), find_account.reset();
    save_review.reset(), find_review.reset();
    save_seek.reset(), delete_seek.reset(), node_seeks.reset();
    insert_block.reset(), delete_block.reset(), find_block.reset(), blocks_around.reset();
    insert_report.reset(), reports_since.reset(), reports_about.reset();
    insert_chat.reset(), trim_chat.reset(), insert_mod_action.reset(), ensure_standing.reset();
    apply_action.reset(), handle_reports.reset(), drop_first_token.reset(), drop_tokens.reset();
    insert_offence.reset(), set_moderator.reset(), set_language.reset(), player_exists.reset(), erase_player.clear();
    chat_lines.reset(), chat_lines_by.reset(), standing.reset(), mod_actions.reset(), all_mod_actions.reset();
    open_reports.reset(), reports_by.reset(), blocked_by.reset(), offences.reset();
    save_tournament.reset(), insert_scheduled.reset(), save_entrant.reset(), save_tournament_game.reset();
    set_berserk.reset(), tournament.reset(), tournaments_soonest.reset(), tournaments_latest.reset();
    all_tournaments.reset(), entrants.reset(), entries_of.reset(), tournament_games.reset();
    tournaments_created.reset();
    sqlite3_close(db);
  }
};

}  // namespace mancala::server

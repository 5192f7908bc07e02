// SqliteStore and the community's records (schema version 12): chat lines, the moderation log and
// a player's standing, fair-play offences, moderators, and erasing a player (DELETE /api/account).
#include <spdlog/spdlog.h>

#include "mancala/server/store/sqlite_store.hpp"
#include "sqlite_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

constexpr const char* chat_columns = "SELECT room, player, name, text, at, ply, troll FROM chat_lines ";
constexpr const char* action_columns = "SELECT id, moderator, player, action, reason, until, at FROM mod_actions ";
constexpr const char* report_columns =
    "SELECT id, reporter, player, COALESCE(game, ''), reason, text, created_at FROM reports ";

// What DELETE /api/account erases of player ?1, in order; the players row goes last.
constexpr const char* erase_player_sql[] = {
    "UPDATE games SET south_name = 'deleted player' WHERE south_player = ?1",
    "UPDATE games SET north_name = 'deleted player' WHERE north_player = ?1",
    "DELETE FROM accounts WHERE player_id = ?1",
    "DELETE FROM player_tokens WHERE player_id = ?1",
    "DELETE FROM chat_lines WHERE player = ?1",
    "DELETE FROM ratings WHERE player_id = ?1",
    "DELETE FROM game_ratings WHERE player_id = ?1",
    "DELETE FROM blocks WHERE blocker = ?1 OR blocked = ?1",
    "DELETE FROM seeks WHERE player_id = ?1",
    "DELETE FROM offences WHERE player = ?1",
    "DELETE FROM standings WHERE player_id = ?1",
    "DELETE FROM tournament_players WHERE player = ?1",
    "DELETE FROM puzzle_players WHERE player_id = ?1",
    "DELETE FROM puzzle_attempts WHERE player_id = ?1",
    "DELETE FROM players WHERE id = ?1",
};

StoredChatLine chat_line_of(const Stmt& s) {
  return {s.text(0), s.text(1), s.text(2), s.text(3), s.text(4), static_cast<int>(s.integer(5)), s.integer(6) != 0};
}

ModAction action_of(const Stmt& s) {
  return {s.text(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5), s.text(6)};
}

StoredReport report_of(const Stmt& s) {
  return {s.text(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5), s.text(6)};
}

}  // namespace

void SqliteStore::prepare_community_writes() {
  sqlite3* w = writer_db_->db;
  auto& d = *writer_db_;
  d.insert_chat = std::make_unique<Stmt>(
      w,
      // Only while the author is a player: a line queued behind DELETE /api/account is not stored.
      "INSERT INTO chat_lines(room, player, name, text, at, ply, troll) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 "
      "WHERE EXISTS (SELECT 1 FROM players WHERE id = ?2)");
  // Keeps the room's last ?2 lines: deletes the (?2 + 1)th newest and everything older.
  d.trim_chat = std::make_unique<Stmt>(w,
                                       "DELETE FROM chat_lines WHERE room = ?1 AND seq <= (SELECT seq FROM chat_lines "
                                       "WHERE room = ?1 ORDER BY seq DESC LIMIT 1 OFFSET ?2)");
  d.insert_mod_action =
      std::make_unique<Stmt>(w,
                             "INSERT OR IGNORE INTO mod_actions(id, moderator, player, action, reason, until, at) "
                             "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  d.ensure_standing = std::make_unique<Stmt>(w, "INSERT OR IGNORE INTO standings(player_id) VALUES (?1)");
  // ?2 the action, ?3 its `until`, ?4 its reason.
  d.apply_action = std::make_unique<Stmt>(
      w,
      "UPDATE standings SET "
      "closed = CASE WHEN ?2 = 'close_account' THEN 1 ELSE closed END, "
      "shadow = CASE ?2 WHEN 'shadow_ban' THEN 1 WHEN 'lift_shadow_ban' THEN 0 ELSE shadow END, "
      "chat_until = CASE WHEN ?2 = 'chat_timeout' THEN ?3 ELSE chat_until END, "
      "play_ban_until = CASE ?2 WHEN 'play_ban' THEN ?3 WHEN 'lift_play_ban' THEN '' ELSE play_ban_until END, "
      "play_ban_reason = CASE ?2 WHEN 'play_ban' THEN ?4 WHEN 'lift_play_ban' THEN '' ELSE play_ban_reason END "
      "WHERE player_id = ?1");
  d.handle_reports = std::make_unique<Stmt>(
      w, "UPDATE reports SET handled_at = ?2, handled_by = ?3 WHERE player = ?1 AND handled_at IS NULL");
  // players.token_hash is NOT NULL UNIQUE: a closed player's becomes a text no SHA-256 hex equals.
  d.drop_first_token = std::make_unique<Stmt>(w, "UPDATE players SET token_hash = 'closed:' || id WHERE id = ?1");
  d.drop_tokens = std::make_unique<Stmt>(w, "DELETE FROM player_tokens WHERE player_id = ?1");
  d.insert_offence = std::make_unique<Stmt>(w, "INSERT INTO offences(player, game, kind, at) VALUES (?1, ?2, ?3, ?4)");
  d.set_moderator = std::make_unique<Stmt>(w, "UPDATE accounts SET moderator = ?2 WHERE username_key = ?1");
  d.set_language = std::make_unique<Stmt>(w, "UPDATE accounts SET language = ?2 WHERE player_id = ?1");
  d.player_exists = std::make_unique<Stmt>(w, "SELECT 1 FROM players WHERE id = ?1");
  for (const char* sql : erase_player_sql) d.erase_player.push_back(std::make_unique<Stmt>(w, sql));
}

void SqliteStore::prepare_community_reads() {
  sqlite3* r = reader_db_->db;
  auto& q = *reader_db_;
  q.chat_lines = std::make_unique<Stmt>(r, (std::string(chat_columns) + "WHERE room = ?1 ORDER BY seq").c_str());
  q.chat_lines_by =
      std::make_unique<Stmt>(r, (std::string(chat_columns) + "WHERE player = ?1 ORDER BY seq DESC LIMIT ?2").c_str());
  q.standing = std::make_unique<Stmt>(
      r,
      "SELECT p.created_at, a.created_at, COALESCE(a.moderator, 0), COALESCE(s.closed, 0), COALESCE(s.shadow, 0), "
      "COALESCE(s.chat_until, ''), COALESCE(s.play_ban_until, ''), COALESCE(s.play_ban_reason, ''), "
      "COALESCE(a.language, '') FROM players p LEFT JOIN accounts a ON a.player_id = p.id "
      "LEFT JOIN standings s ON s.player_id = p.id WHERE p.id = ?1");
  q.mod_actions = std::make_unique<Stmt>(
      r, (std::string(action_columns) + "WHERE player = ?1 ORDER BY at DESC, rowid DESC LIMIT ?2").c_str());
  q.all_mod_actions =
      std::make_unique<Stmt>(r, (std::string(action_columns) + "ORDER BY at DESC, rowid DESC LIMIT ?1").c_str());
  q.open_reports = std::make_unique<Stmt>(
      r, (std::string(report_columns) + "WHERE handled_at IS NULL ORDER BY created_at, rowid LIMIT ?1").c_str());
  q.reports_by = std::make_unique<Stmt>(
      r, (std::string(report_columns) + "WHERE reporter = ?1 ORDER BY created_at, rowid").c_str());
  q.blocked_by = std::make_unique<Stmt>(r, "SELECT blocked FROM blocks WHERE blocker = ?1");
  q.offences = std::make_unique<Stmt>(
      r, "SELECT player, game, kind, at FROM offences WHERE player = ?1 AND at >= ?2 ORDER BY at, rowid");
}

bool SqliteStore::execute_community(WriteOp& op) {
  auto& d = *writer_db_;
  if (auto* c = std::get_if<ChatLineOp>(&op)) {
    const StoredChatLine& l = c->line;
    {
      Using u{*d.insert_chat};
      d.insert_chat->bind(1, l.room).bind(2, l.player).bind(3, l.name).bind(4, l.text);
      d.insert_chat->bind(5, l.at.empty() ? tx_now_ : l.at).bind(6, std::int64_t{l.ply});
      d.insert_chat->bind(7, std::int64_t{l.troll}).step();
    }
    Using u{*d.trim_chat};
    d.trim_chat->bind(1, l.room).bind(2, std::int64_t{kChatLinesPerRoom}).step();
  } else if (auto* m = std::get_if<ModActionOp>(&op)) {
    execute_mod_action(m->action);
  } else if (auto* o = std::get_if<OffenceOp>(&op)) {
    const FairPlayOffence& x = o->offence;
    Using u{*d.insert_offence};
    d.insert_offence->bind(1, x.player).bind(2, x.game).bind(3, x.kind).bind(4, x.at.empty() ? tx_now_ : x.at).step();
  } else if (auto* a = std::get_if<PlayerAdminOp>(&op)) {
    if (!a->done) return true;  // answered by a try that failed, as execute_token
    if (a->kind == PlayerAdminOp::Kind::erase_player) {
      {
        Using u{*d.player_exists};
        if (!d.player_exists->bind(1, a->who).step()) return true;  // unknown: answer false
      }
      for (auto& s : d.erase_player) {
        Using u{*s};
        s->bind(1, a->who).step();
      }
      a->answer = true;
    } else if (a->kind == PlayerAdminOp::Kind::set_language) {
      Using u{*d.set_language};
      d.set_language->bind(1, a->who).bind(2, a->language).step();
      a->answer = sqlite3_changes(d.db) > 0;
    } else {
      Using u{*d.set_moderator};
      d.set_moderator->bind(1, username_key(a->who));
      d.set_moderator->bind(2, std::int64_t{a->kind == PlayerAdminOp::Kind::grant_moderator}).step();
      a->answer = sqlite3_changes(d.db) > 0;
    }
  } else {
    return false;
  }
  return true;
}

void SqliteStore::execute_mod_action(const ModAction& a) {
  auto& d = *writer_db_;
  const std::string& at = a.at.empty() ? tx_now_ : a.at;
  {
    Using u{*d.insert_mod_action};
    d.insert_mod_action->bind(1, a.id).bind(2, a.moderator).bind(3, a.player).bind(4, a.action);
    d.insert_mod_action->bind(5, a.reason).bind(6, a.until).bind(7, at).step();
  }
  {
    Using u{*d.ensure_standing};
    d.ensure_standing->bind(1, a.player).step();
  }
  {
    Using u{*d.apply_action};
    d.apply_action->bind(1, a.player).bind(2, a.action).bind(3, a.until).bind(4, a.reason).step();
  }
  if (a.action == "close_account") {
    for (Stmt* s : {d.drop_first_token.get(), d.drop_tokens.get()}) {
      Using u{*s};
      s->bind(1, a.player).step();
    }
  }
  // The fair-play rules' bans (moderator "system") leave the reports for a moderator to read.
  if (a.moderator == "system") return;
  Using u{*d.handle_reports};
  d.handle_reports->bind(1, a.player).bind(2, at).bind(3, a.moderator).step();
}

void SqliteStore::save_chat_line(const StoredChatLine& line) { writes_->push(ChatLineOp{line}); }
void SqliteStore::save_mod_action(const ModAction& a) { writes_->push(ModActionOp{a}); }
void SqliteStore::save_offence(const FairPlayOffence& o) { writes_->push(OffenceOp{o}); }
bool SqliteStore::set_moderator(const std::string& username, bool on) { return writes_->set_moderator(username, on); }
bool SqliteStore::set_language(const std::string& player, const std::string& language) {
  return writes_->set_language(player, language);
}
bool SqliteStore::delete_player(const std::string& player) { return writes_->delete_player(player); }

std::vector<StoredChatLine> SqliteStore::chat_lines(const std::string& room) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->chat_lines;
  Using u{s};
  s.bind(1, room);
  std::vector<StoredChatLine> out;
  while (s.step()) out.push_back(chat_line_of(s));
  return out;
}

std::vector<StoredChatLine> SqliteStore::chat_lines_by(const std::string& player, int limit) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->chat_lines_by;
  Using u{s};
  s.bind(1, player).bind(2, std::int64_t{limit});
  std::vector<StoredChatLine> out;
  while (s.step()) out.push_back(chat_line_of(s));
  return out;
}

PlayerStanding SqliteStore::standing(const std::string& player) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->standing;
  Using u{s};
  s.bind(1, player);
  PlayerStanding out;
  if (!s.step()) return out;
  out.known = true;
  out.account = !s.is_null(1);
  out.created_at = out.account ? s.text(1) : s.text(0);
  out.moderator = s.integer(2) != 0;
  out.closed = s.integer(3) != 0;
  out.shadow = s.integer(4) != 0;
  out.chat_until = s.text(5);
  out.play_ban_until = s.text(6);
  out.play_ban_reason = s.text(7);
  out.language = s.text(8);
  return out;
}

std::vector<ModAction> SqliteStore::mod_actions(const std::string& player, int limit) {
  std::lock_guard lock(reader_mutex_);
  auto& s = player.empty() ? *reader_db_->all_mod_actions : *reader_db_->mod_actions;
  Using u{s};
  if (player.empty())
    s.bind(1, std::int64_t{limit});
  else
    s.bind(1, player).bind(2, std::int64_t{limit});
  std::vector<ModAction> out;
  while (s.step()) out.push_back(action_of(s));
  return out;
}

std::vector<StoredReport> SqliteStore::open_reports(int limit) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->open_reports;
  Using u{s};
  s.bind(1, std::int64_t{limit});
  std::vector<StoredReport> out;
  while (s.step()) out.push_back(report_of(s));
  return out;
}

std::vector<StoredReport> SqliteStore::reports_by(const std::string& reporter) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->reports_by;
  Using u{s};
  s.bind(1, reporter);
  std::vector<StoredReport> out;
  while (s.step()) out.push_back(report_of(s));
  return out;
}

std::vector<std::string> SqliteStore::blocked_by(const std::string& blocker) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->blocked_by;
  Using u{s};
  s.bind(1, blocker);
  std::vector<std::string> out;
  while (s.step()) out.push_back(s.text(0));
  return out;
}

std::vector<FairPlayOffence> SqliteStore::offences(const std::string& player, const std::string& since) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->offences;
  Using u{s};
  s.bind(1, player).bind(2, since);
  std::vector<FairPlayOffence> out;
  while (s.step()) out.push_back({s.text(0), s.text(1), s.text(2), s.text(3)});
  return out;
}

}  // namespace mancala::server

// PgStore and the community's records (schema version 12), as sqlite_community.cpp: chat lines,
// the moderation log and a player's standing, fair-play offences, moderators, and erasing a player.
#include <spdlog/spdlog.h>

#include "mancala/server/store/pg_store.hpp"
#include "pg_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

// What DELETE /api/account erases of player $1, in order; the players row goes last.
struct EraseStep {
  const char* name;
  const char* sql;
};
constexpr EraseStep erase_player_steps[] = {
    {"erase_south", "UPDATE games SET south_name = 'deleted player' WHERE south_player = $1"},
    {"erase_north", "UPDATE games SET north_name = 'deleted player' WHERE north_player = $1"},
    {"erase_account", "DELETE FROM accounts WHERE player_id = $1"},
    {"erase_tokens", "DELETE FROM player_tokens WHERE player_id = $1"},
    {"erase_chat", "DELETE FROM chat_lines WHERE player = $1"},
    {"erase_ratings", "DELETE FROM ratings WHERE player_id = $1"},
    {"erase_history", "DELETE FROM game_ratings WHERE player_id = $1"},
    {"erase_blocks", "DELETE FROM blocks WHERE blocker = $1 OR blocked = $1"},
    {"erase_seeks", "DELETE FROM seeks WHERE player_id = $1"},
    {"erase_offences", "DELETE FROM offences WHERE player = $1"},
    {"erase_standing", "DELETE FROM standings WHERE player_id = $1"},
    {"erase_entries", "DELETE FROM tournament_players WHERE player = $1"},
    {"erase_puzzle_rating", "DELETE FROM puzzle_players WHERE player_id = $1"},
    {"erase_puzzle_attempts", "DELETE FROM puzzle_attempts WHERE player_id = $1"},
    {"erase_player", "DELETE FROM players WHERE id = $1"},
};

std::string pg_chat_columns() {
  return "SELECT room, player, name, text, " + pg_iso("at") + ", ply, troll::int FROM chat_lines ";
}
std::string pg_action_columns() {
  return "SELECT id, moderator, player, action, reason, COALESCE(" + pg_iso("until") + ", ''), " + pg_iso("at") +
         " FROM mod_actions ";
}
std::string pg_report_columns() {
  return "SELECT id, reporter, player, COALESCE(game, ''), reason, text, " + pg_iso("created_at") + " FROM reports ";
}

StoredChatLine chat_line_of(const PgResult& r, int i) {
  return {r.text(i, 0),        r.text(i, 1), r.text(i, 2),
          r.text(i, 3),        r.text(i, 4), static_cast<int>(r.integer(i, 5)),
          r.integer(i, 6) != 0};
}

std::vector<StoredReport> reports_of(const PgResult& r) {
  std::vector<StoredReport> out;
  for (int i = 0; i < r.rows(); ++i)
    out.push_back({r.text(i, 0), r.text(i, 1), r.text(i, 2), r.text(i, 3), r.text(i, 4), r.text(i, 5), r.text(i, 6)});
  return out;
}

}  // namespace

std::vector<PgStatement> pg_community_writer_statements() {
  std::vector<PgStatement> s = {
      {"insert_chat",
       // Only while the author is a player: a line queued behind DELETE /api/account is not stored.
       "INSERT INTO chat_lines(room, player, name, text, at, ply, troll) SELECT $1::text, $2::text, $3::text, "
       "$4::text, $5::timestamptz, $6::integer, $7::boolean WHERE EXISTS (SELECT 1 FROM players WHERE id = $2::text)"},
      // Keeps the room's last $2 lines: deletes the ($2 + 1)th newest and everything older.
      {"trim_chat",
       "DELETE FROM chat_lines WHERE room = $1 AND seq <= (SELECT seq FROM chat_lines WHERE room = $1 "
       "ORDER BY seq DESC LIMIT 1 OFFSET $2)"},
      {"insert_mod_action",
       "INSERT INTO mod_actions(id, moderator, player, action, reason, until, at) VALUES ($1, $2, $3, $4, $5, "
       "NULLIF($6, '')::timestamptz, $7::timestamptz) ON CONFLICT(id) DO NOTHING"},
      {"ensure_standing", "INSERT INTO standings(player_id) VALUES ($1) ON CONFLICT(player_id) DO NOTHING"},
      // $2 the action, $3 its `until`, $4 its reason.
      {"apply_action",
       "UPDATE standings SET "
       "closed = CASE WHEN $2::text = 'close_account' THEN true ELSE closed END, "
       "shadow = CASE $2::text WHEN 'shadow_ban' THEN true WHEN 'lift_shadow_ban' THEN false ELSE shadow END, "
       "chat_until = CASE WHEN $2::text = 'chat_timeout' THEN NULLIF($3::text, '')::timestamptz ELSE chat_until END, "
       "play_ban_until = CASE $2::text WHEN 'play_ban' THEN NULLIF($3::text, '')::timestamptz "
       "WHEN 'lift_play_ban' THEN NULL ELSE play_ban_until END, "
       "play_ban_reason = CASE $2::text WHEN 'play_ban' THEN $4::text WHEN 'lift_play_ban' THEN '' "
       "ELSE play_ban_reason END WHERE player_id = $1"},
      {"handle_reports",
       "UPDATE reports SET handled_at = $2::timestamptz, handled_by = $3 WHERE player = $1 AND handled_at IS NULL"},
      // players.token_hash is NOT NULL UNIQUE: a closed player's becomes a text no SHA-256 hex equals.
      {"drop_first_token", "UPDATE players SET token_hash = 'closed:' || id WHERE id = $1"},
      {"drop_tokens", "DELETE FROM player_tokens WHERE player_id = $1"},
      {"insert_offence", "INSERT INTO offences(player, game, kind, at) VALUES ($1, $2, $3, $4::timestamptz)"},
      {"set_moderator", "UPDATE accounts SET moderator = $2 WHERE username_key = $1 RETURNING 1"},
      {"set_language", "UPDATE accounts SET language = $2 WHERE player_id = $1 RETURNING 1"},
      {"player_exists", "SELECT 1 FROM players WHERE id = $1"},
  };
  for (const EraseStep& e : erase_player_steps) s.push_back({e.name, e.sql});
  return s;
}

std::vector<PgStatement> pg_community_reader_statements() {
  return {
      {"chat_lines", pg_chat_columns() + "WHERE room = $1 ORDER BY seq"},
      {"chat_lines_by", pg_chat_columns() + "WHERE player = $1 ORDER BY seq DESC LIMIT $2"},
      {"standing", "SELECT " + pg_iso("p.created_at") + ", " + pg_iso("a.created_at") +
                       ", COALESCE(a.moderator, false)::int, COALESCE(s.closed, false)::int, "
                       "COALESCE(s.shadow, false)::int, COALESCE(" +
                       pg_iso("s.chat_until") + ", ''), COALESCE(" + pg_iso("s.play_ban_until") +
                       ", ''), COALESCE(s.play_ban_reason, ''), COALESCE(a.language, '') FROM players p LEFT JOIN "
                       "accounts a ON a.player_id = p.id LEFT JOIN standings s ON s.player_id = p.id WHERE p.id = $1"},
      {"mod_actions", pg_action_columns() + "WHERE player = $1 ORDER BY at DESC, seq DESC LIMIT $2"},
      {"all_mod_actions", pg_action_columns() + "ORDER BY at DESC, seq DESC LIMIT $1"},
      {"open_reports", pg_report_columns() + "WHERE handled_at IS NULL ORDER BY created_at, id LIMIT $1"},
      {"reports_by", pg_report_columns() + "WHERE reporter = $1 ORDER BY created_at, id"},
      {"blocked_by", "SELECT blocked FROM blocks WHERE blocker = $1"},
      {"offences", "SELECT player, game, kind, " + pg_iso("at") +
                       " FROM offences WHERE player = $1 AND at >= COALESCE(NULLIF($2::text, '')::timestamptz, "
                       "'-infinity') ORDER BY at, seq"},
  };
}

bool PgStore::execute_community(WriteOp& op) {
  PgConn& w = *writer_;
  if (auto* c = std::get_if<ChatLineOp>(&op)) {
    const StoredChatLine& l = c->line;
    w.run("insert_chat", {l.room, l.player, l.name, l.text, l.at.empty() ? iso_now() : l.at, l.ply, l.troll});
    w.run("trim_chat", {l.room, kChatLinesPerRoom});
  } else if (auto* m = std::get_if<ModActionOp>(&op)) {
    const ModAction& a = m->action;
    const std::string at = a.at.empty() ? iso_now() : a.at;
    w.run("insert_mod_action", {a.id, a.moderator, a.player, a.action, a.reason, a.until, at});
    w.run("ensure_standing", {a.player});
    w.run("apply_action", {a.player, a.action, a.until, a.reason});
    if (a.action == "close_account") {
      w.run("drop_first_token", {a.player});
      w.run("drop_tokens", {a.player});
    }
    // The fair-play rules' bans (moderator "system") leave the reports for a moderator to read.
    if (a.moderator != "system") w.run("handle_reports", {a.player, at, a.moderator});
  } else if (auto* o = std::get_if<OffenceOp>(&op)) {
    const FairPlayOffence& x = o->offence;
    w.run("insert_offence", {x.player, x.game, x.kind, x.at.empty() ? iso_now() : x.at});
  } else if (auto* a = std::get_if<PlayerAdminOp>(&op)) {
    if (!a->done) return true;  // answered by a try that failed, as execute_token
    if (a->kind == PlayerAdminOp::Kind::erase_player) {
      if (w.run("player_exists", {a->who}).rows() == 0) return true;  // unknown: answer false
      for (const EraseStep& e : erase_player_steps) w.run(e.name, {a->who});
      a->answer = true;
    } else if (a->kind == PlayerAdminOp::Kind::set_language) {
      a->answer = w.run("set_language", {a->who, a->language}).rows() > 0;
    } else {
      const bool on = a->kind == PlayerAdminOp::Kind::grant_moderator;
      a->answer = w.run("set_moderator", {username_key(a->who), on}).rows() > 0;
    }
  } else {
    return false;
  }
  return true;
}

void PgStore::save_chat_line(const StoredChatLine& line) { writes_->push(ChatLineOp{line}); }
void PgStore::save_mod_action(const ModAction& a) { writes_->push(ModActionOp{a}); }
void PgStore::save_offence(const FairPlayOffence& o) { writes_->push(OffenceOp{o}); }
bool PgStore::set_moderator(const std::string& username, bool on) { return writes_->set_moderator(username, on); }
bool PgStore::set_language(const std::string& player, const std::string& language) {
  return writes_->set_language(player, language);
}
bool PgStore::delete_player(const std::string& player) { return writes_->delete_player(player); }

std::vector<StoredChatLine> PgStore::chat_lines(const std::string& room) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "chat_lines", {room});
  std::vector<StoredChatLine> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back(chat_line_of(r, i));
  return out;
}

std::vector<StoredChatLine> PgStore::chat_lines_by(const std::string& player, int limit) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "chat_lines_by", {player, limit});
  std::vector<StoredChatLine> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back(chat_line_of(r, i));
  return out;
}

PlayerStanding PgStore::standing(const std::string& player) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "standing", {player});
  PlayerStanding out;
  if (r.rows() == 0) return out;
  out.known = true;
  out.account = !r.is_null(0, 1);
  out.created_at = out.account ? r.text(0, 1) : r.text(0, 0);
  out.moderator = r.integer(0, 2) != 0;
  out.closed = r.integer(0, 3) != 0;
  out.shadow = r.integer(0, 4) != 0;
  out.chat_until = r.text(0, 5);
  out.play_ban_until = r.text(0, 6);
  out.play_ban_reason = r.text(0, 7);
  out.language = r.text(0, 8);
  return out;
}

std::vector<ModAction> PgStore::mod_actions(const std::string& player, int limit) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = player.empty() ? read_retrying(*reader_, "all_mod_actions", {limit})
                                    : read_retrying(*reader_, "mod_actions", {player, limit});
  std::vector<ModAction> out;
  for (int i = 0; i < r.rows(); ++i)
    out.push_back({r.text(i, 0), r.text(i, 1), r.text(i, 2), r.text(i, 3), r.text(i, 4), r.text(i, 5), r.text(i, 6)});
  return out;
}

std::vector<StoredReport> PgStore::open_reports(int limit) {
  std::lock_guard lock(reader_mutex_);
  return reports_of(read_retrying(*reader_, "open_reports", {limit}));
}

std::vector<StoredReport> PgStore::reports_by(const std::string& reporter) {
  std::lock_guard lock(reader_mutex_);
  return reports_of(read_retrying(*reader_, "reports_by", {reporter}));
}

std::vector<std::string> PgStore::blocked_by(const std::string& blocker) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "blocked_by", {blocker});
  std::vector<std::string> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back(r.text(i, 0));
  return out;
}

std::vector<FairPlayOffence> PgStore::offences(const std::string& player, const std::string& since) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "offences", {player, since});
  std::vector<FairPlayOffence> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back({r.text(i, 0), r.text(i, 1), r.text(i, 2), r.text(i, 3)});
  return out;
}

}  // namespace mancala::server

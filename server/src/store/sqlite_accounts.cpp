// SqliteStore and accounts: creating one and adding a login's token (on the writer thread, the
// caller waiting for the answer), and finding one by username (the read connection).
#include <spdlog/spdlog.h>

#include "mancala/server/store/sqlite_store.hpp"
#include "sqlite_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {

std::string username_key(const std::string& username) {
  std::string key = username;
  for (char& c : key)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return key;
}

void SqliteStore::prepare_account_writes() {
  sqlite3* w = writer_db_->db;
  auto& d = *writer_db_;
  d.token_player = std::make_unique<Stmt>(
      w,
      "SELECT id, name FROM players WHERE token_hash = ?1 OR id = (SELECT player_id FROM player_tokens WHERE "
      "token_hash = ?1) LIMIT 1");
  d.account_taken = std::make_unique<Stmt>(w, "SELECT 1 FROM accounts WHERE username_key = ?1");
  d.player_account = std::make_unique<Stmt>(w, "SELECT 1 FROM accounts WHERE player_id = ?1");
  d.insert_account = std::make_unique<Stmt>(
      w,
      "INSERT INTO accounts(username_key, username, password_hash, player_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)");
  d.rename_player = std::make_unique<Stmt>(w, "UPDATE players SET name = ?2 WHERE id = ?1");
  d.insert_token =
      std::make_unique<Stmt>(w, "INSERT INTO player_tokens(token_hash, player_id, created_at) VALUES (?1, ?2, ?3)");
}

void SqliteStore::prepare_account_reads() {
  reader_db_->find_account = std::make_unique<Stmt>(
      reader_db_->db,
      "SELECT a.username, a.password_hash, p.id, p.name, p.bot FROM accounts a JOIN players p ON p.id = a.player_id "
      "WHERE a.username_key = ?1");
}

void SqliteStore::execute_account(AccountOp& op) {
  if (!op.done) return;  // answered by a try that failed: the caller was told, so a retry does nothing
  auto& d = *writer_db_;
  const NewAccount& a = op.account;
  const std::string key = username_key(a.username);
  {
    Using u{*d.account_taken};
    if (d.account_taken->bind(1, key).step()) return void(op.outcome = AccountOutcome{AccountResult::name_taken, {}});
  }
  StoredPlayer player{a.new_player_id, a.username, true, a.bot && a.token_hash.empty()};
  if (!a.token_hash.empty()) {
    Using u{*d.token_player};
    if (!d.token_player->bind(1, a.token_hash).step())
      return void(op.outcome = AccountOutcome{AccountResult::unknown_token, {}});
    player.id = d.token_player->text(0);
  }
  {
    Using u{*d.player_account};
    if (d.player_account->bind(1, player.id).step())
      return void(op.outcome = AccountOutcome{AccountResult::has_account, {}});
  }
  const std::string& now = tx_now_;
  if (a.token_hash.empty()) {
    Using u{*d.insert_player};
    d.insert_player->bind(1, player.id)
        .bind(2, a.username)
        .bind(3, a.new_token_hash)
        .bind(4, now)
        .bind(5, std::int64_t{player.bot})
        .bind(6, player.bot ? a.bot_owner : std::string())
        .step();
  } else {
    Using u{*d.rename_player};
    d.rename_player->bind(1, player.id).bind(2, a.username).step();
  }
  Using u{*d.insert_account};
  d.insert_account->bind(1, key).bind(2, a.username).bind(3, a.password_hash).bind(4, player.id).bind(5, now).step();
  op.outcome = AccountOutcome{AccountResult::created, player};
}

void SqliteStore::execute_token(TokenOp& op) {
  if (!op.done) return;  // as execute_account
  auto& d = *writer_db_;
  Using u{*d.insert_token};
  d.insert_token->bind(1, op.hash).bind(2, op.player_id).bind(3, tx_now_).step();
  op.written = true;
}

std::optional<StoredAccount> SqliteStore::account(const std::string& username) {
  std::lock_guard lock(reader_mutex_);
  auto& s = *reader_db_->find_account;
  Using u{s};
  s.bind(1, username_key(username));
  if (!s.step()) return std::nullopt;
  return StoredAccount{s.text(0), s.text(1), {s.text(2), s.text(3), true, s.integer(4) != 0}};
}

}  // namespace mancala::server

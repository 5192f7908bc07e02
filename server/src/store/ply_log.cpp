#include "ply_log.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "sqlite_support.hpp"

namespace mancala::server {

PlyLog::PlyLog(sqlite3* writer) : db_(writer) {
  insert_ =
      std::make_unique<Stmt>(db_, "INSERT INTO ply_log(game_id, n, side, pit, played_at) VALUES (?1, ?2, ?3, ?4, ?5)");
  // One statement a game, its seqs as a JSON array: a wave of games ending at once made one commit
  // run tens of thousands of single-row copies while every waiting `moved` waited for it.
  copy_ = std::make_unique<Stmt>(
      db_,
      "INSERT OR IGNORE INTO game_plies(game_id, n, side, pit, played_at) "
      "SELECT game_id, n, side, pit, played_at FROM ply_log WHERE seq IN (SELECT value FROM json_each(?1))");
  prune_ = std::make_unique<Stmt>(db_, "DELETE FROM ply_log WHERE seq < ?1");
  // After a restart: the games still in progress own their logged rows that were never copied.
  Stmt s(db_,
         "SELECT l.seq, l.game_id FROM ply_log l JOIN games g ON g.id = l.game_id WHERE g.ended_at IS NULL "
         "AND NOT EXISTS (SELECT 1 FROM game_plies d WHERE d.game_id = l.game_id AND d.n = l.n) ORDER BY l.seq");
  while (s.step()) uncopied_[s.text(1)].push_back(s.column(0).get<std::int64_t>());
  Stmt newest(db_, "SELECT COALESCE(MAX(seq), 0) FROM ply_log");
  if (newest.step()) newest_ = newest.column(0).get<std::int64_t>();
}

PlyLog::~PlyLog() = default;

void PlyLog::append(const std::string& game, std::int64_t n, int side, std::optional<int> pit, const std::string& at) {
  Using u{*insert_};
  insert_->bind(1, game).bind(2, n).bind(3, std::int64_t{side});
  if (pit)
    insert_->bind(4, std::int64_t{*pit});
  else
    insert_->bind_null(4);
  insert_->bind(5, at).step();
  tx_events_.emplace_back(game, sqlite3_last_insert_rowid(db_));
}

void PlyLog::settle(const std::string& game) {
  // Its committed rows and any this transaction appended (INSERT OR IGNORE: a row copied twice is one row).
  std::vector<std::int64_t> seqs;
  if (auto it = uncopied_.find(game); it != uncopied_.end()) seqs = it->second;
  for (const auto& [g, seq] : tx_events_)
    if (seq && g == game) seqs.push_back(*seq);
  if (!seqs.empty()) {
    Using u{*copy_};
    copy_->bind(1, nlohmann::json(seqs).dump()).step();
  }
  tx_events_.emplace_back(game, std::nullopt);
}

void PlyLog::prune_if_due() {
  if (appended_since_prune_ < prune_every) return;
  tx_pruned_ = true;
  // The newest row always stays: seq is SQLite's rowid, which is max(seq) + 1, and must never go
  // back to reuse a number (the seqs held in uncopied_ would then name other plies).
  std::int64_t keep_from = newest_;
  std::vector<std::string> pinning;
  for (const auto& [game, seqs] : uncopied_) {
    if (seqs.empty()) continue;
    if (newest_ - seqs.front() > pin_limit)
      pinning.push_back(game);
    else
      keep_from = std::min(keep_from, seqs.front());
  }
  for (const auto& game : pinning) settle(game);
  if (!pinning.empty()) spdlog::info("ply log: copied the plies so far of {} long games in progress", pinning.size());
  Using u{*prune_};
  prune_->bind(1, keep_from).step();
}

void PlyLog::committed() {
  for (auto& [game, seq] : tx_events_) {
    if (seq) {
      uncopied_[game].push_back(*seq);
      newest_ = std::max(newest_, *seq);
      ++appended_since_prune_;
    } else {
      uncopied_.erase(game);
    }
  }
  if (tx_pruned_) appended_since_prune_ = 0;
  rolled_back();
}

void PlyLog::rolled_back() {
  tx_events_.clear();
  tx_pruned_ = false;
}

}  // namespace mancala::server

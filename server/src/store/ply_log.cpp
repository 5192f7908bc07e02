#include "ply_log.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "sqlite_support.hpp"

namespace mancala::server {

const char* const unfinished_plies_sql =
    "SELECT d.game_id, d.n, d.side, d.pit, d.played_at, d.clock_ms, NULL FROM games g "
    "JOIN game_plies d ON d.game_id = g.id WHERE g.ended_at IS NULL "
    "UNION ALL "
    "SELECT l.game_id, l.n, l.side, l.pit, l.played_at, l.clock_ms, l.seq FROM games g "
    "JOIN ply_log l ON l.game_id = g.id "
    "WHERE g.ended_at IS NULL AND NOT EXISTS (SELECT 1 FROM game_plies d WHERE d.game_id = l.game_id AND d.n = l.n) "
    "ORDER BY 1, 2";

namespace {

// A time as the record holds it: a JSON string. Ours need no escapes; one read back from an older
// file is whatever was stored, so the library encodes it.
std::shared_ptr<const std::string> json_time(const std::string& at) {
  return std::make_shared<const std::string>(
      nlohmann::json(at).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

}  // namespace

PlyLog::PlyLog(sqlite3* writer) : db_(writer) {
  insert_ = std::make_unique<Stmt>(db_,
                                   "INSERT INTO ply_log(game_id, n, side, pit, played_at, clock_ms) "
                                   "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  // A pin's copy, one statement a game, its seqs as a JSON array (INSERT OR IGNORE: a row copied twice is one row).
  copy_ = std::make_unique<Stmt>(
      db_,
      "INSERT OR IGNORE INTO game_plies(game_id, n, side, pit, played_at, clock_ms) "
      "SELECT game_id, n, side, pit, played_at, clock_ms FROM ply_log WHERE seq IN (SELECT value FROM json_each(?1))");
  prune_ = std::make_unique<Stmt>(db_, "DELETE FROM ply_log WHERE seq < ?1");
  drop_copied_ = std::make_unique<Stmt>(db_, "DELETE FROM game_plies WHERE game_id = ?1");
  take_back_log_ = std::make_unique<Stmt>(db_, "DELETE FROM ply_log WHERE game_id = ?1 AND n >= ?2 RETURNING seq");
  take_back_copied_ = std::make_unique<Stmt>(db_, "DELETE FROM game_plies WHERE game_id = ?1 AND n >= ?2");
  load_live();
  Stmt newest(db_, "SELECT COALESCE(MAX(seq), 0) FROM ply_log");
  if (newest.step()) newest_ = newest.column(0).get<std::int64_t>();
}

PlyLog::~PlyLog() = default;

void PlyLog::load_live() {
  // After a restart, every ply of the games in progress, for their records: a row from game_plies
  // (no seq) marks its game copied, a row from the log pins it.
  Stmt plies(db_, unfinished_plies_sql);
  while (plies.step()) {
    LiveGame& g = live_[plies.text(0)];
    LoggedPly p{plies.integer(1), json_time(plies.text(4)), static_cast<int>(plies.integer(2)), std::nullopt,
                std::nullopt};
    if (!plies.is_null(3)) p.pit = static_cast<int>(plies.integer(3));
    if (!plies.is_null(5)) p.clock_ms = plies.integer(5);
    g.plies.push_back(std::move(p));
    if (plies.is_null(6))
      g.copied = true;
    else
      g.unsettled.push_back(plies.integer(6));
  }
  for (auto& [game, g] : live_) std::sort(g.unsettled.begin(), g.unsettled.end());  // begin() reads the oldest first
}

void PlyLog::begin(const std::string& now) {
  tx_now_ = now;
  tx_at_json_ = json_time(now);
  if (appended_since_prune_ < prune_every) return;
  tx_pruned_ = true;
  // The newest row always stays: seq is SQLite's rowid, which is max(seq) + 1, and must never go
  // back to reuse a number (the seqs held in live_ would then name other plies).
  std::int64_t keep_from = newest_;
  std::vector<std::string> pinning;
  for (const auto& [game, g] : live_) {
    if (g.unsettled.empty()) continue;
    if (newest_ - g.unsettled.front() > pin_limit)
      pinning.push_back(game);
    else
      keep_from = std::min(keep_from, g.unsettled.front());
  }
  for (const auto& game : pinning) copy_so_far(game);
  if (!pinning.empty()) spdlog::info("ply log: copied the plies so far of {} long games in progress", pinning.size());
  Using u{*prune_};
  prune_->bind(1, keep_from).step();
}

void PlyLog::append(const std::string& game, std::int64_t n, int side, std::optional<int> pit,
                    std::optional<std::int64_t> clock_ms) {
  Using u{*insert_};
  insert_->bind(1, game).bind(2, n).bind(3, std::int64_t{side});
  if (pit)
    insert_->bind(4, std::int64_t{*pit});
  else
    insert_->bind_null(4);
  insert_->bind(5, tx_now_);
  if (clock_ms)
    insert_->bind(6, *clock_ms);
  else
    insert_->bind_null(6);
  insert_->step();
  tx_events_.push_back(
      {game, Event::append, sqlite3_last_insert_rowid(db_), LoggedPly{n, tx_at_json_, side, pit, clock_ms}, {}});
}

void PlyLog::copy_so_far(const std::string& game) {
  std::vector<std::int64_t> seqs;
  if (auto it = live_.find(game); it != live_.end()) seqs = it->second.unsettled;
  for (const auto& e : tx_events_)
    if (e.kind == Event::append && e.game == game) seqs.push_back(e.seq);
  if (!seqs.empty()) {
    Using u{*copy_};
    copy_->bind(1, nlohmann::json(seqs).dump()).step();
  }
  tx_events_.push_back({game, Event::copy, 0, std::nullopt, {}});
}

void PlyLog::take_back(const std::string& game, std::int64_t from) {
  TxEvent e{game, Event::take_back, from, std::nullopt, {}};
  {
    Using u{*take_back_log_};
    take_back_log_->bind(1, game).bind(2, from);
    while (take_back_log_->step()) e.dropped.push_back(take_back_log_->integer(0));
  }
  Using u{*take_back_copied_};
  take_back_copied_->bind(1, game).bind(2, from).step();
  tx_events_.push_back(std::move(e));
}

std::string PlyLog::record(const std::string& game) const {
  std::vector<const LoggedPly*> plies;
  if (auto it = live_.find(game); it != live_.end())
    for (const auto& p : it->second.plies) plies.push_back(&p);
  // This transaction's appends and takebacks, in the order they came.
  for (const auto& e : tx_events_) {
    if (e.game != game) continue;
    if (e.kind == Event::append) plies.push_back(&*e.ply);
    if (e.kind == Event::take_back)
      plies.erase(std::remove_if(plies.begin(), plies.end(), [&](const LoggedPly* p) { return p->n >= e.seq; }),
                  plies.end());
  }
  // In ply order, each number once (a ply is stored once; this only guards the record's shape).
  std::stable_sort(plies.begin(), plies.end(), [](const LoggedPly* a, const LoggedPly* b) { return a->n < b->n; });
  plies.erase(
      std::unique(plies.begin(), plies.end(), [](const LoggedPly* a, const LoggedPly* b) { return a->n == b->n; }),
      plies.end());
  std::string record = "[";
  record.reserve(plies.size() * 34 + 2);  // [1,5,"2026-12-04T12:00:00.123Z"], is 33 characters
  for (const LoggedPly* p : plies) {
    if (record.size() > 1) record += ',';
    record += '[';
    record += p->side ? '1' : '0';
    record += ',';
    record += p->pit ? std::to_string(*p->pit) : "null";
    record += ',';
    record += *p->at_json;
    if (p->clock_ms) {
      record += ',';
      record += std::to_string(*p->clock_ms);
    }
    record += ']';
  }
  record += ']';
  return record;
}

void PlyLog::finished(const std::string& game) {
  bool copied = false;
  if (auto it = live_.find(game); it != live_.end()) copied = it->second.copied;
  for (const auto& e : tx_events_)
    if (e.game == game && e.kind == Event::copy) copied = true;
  if (copied) {
    Using u{*drop_copied_};
    drop_copied_->bind(1, game).step();
  }
  tx_events_.push_back({game, Event::finish, 0, std::nullopt, {}});
}

void PlyLog::committed() {
  for (auto& e : tx_events_) {
    switch (e.kind) {
      case Event::append: {
        LiveGame& g = live_[e.game];
        g.plies.push_back(std::move(*e.ply));
        g.unsettled.push_back(e.seq);
        newest_ = std::max(newest_, e.seq);
        ++appended_since_prune_;
        break;
      }
      case Event::copy: {
        LiveGame& g = live_[e.game];
        g.unsettled.clear();
        g.copied = true;
        break;
      }
      case Event::finish:
        live_.erase(e.game);
        break;
      case Event::take_back: {
        auto it = live_.find(e.game);
        if (it == live_.end()) break;
        auto& plies = it->second.plies;
        plies.erase(std::remove_if(plies.begin(), plies.end(), [&](const LoggedPly& p) { return p.n >= e.seq; }),
                    plies.end());
        auto& unsettled = it->second.unsettled;
        unsettled.erase(std::remove_if(unsettled.begin(), unsettled.end(),
                                       [&](std::int64_t seq) {
                                         return std::find(e.dropped.begin(), e.dropped.end(), seq) != e.dropped.end();
                                       }),
                        unsettled.end());
        break;
      }
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

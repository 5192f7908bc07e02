// PgStore: its connections, the writer and the watcher threads, and the writes it queues.
#include "mancala/server/store/pg_store.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>
#include <utility>

#include "pg_support.hpp"
#include "write_queue.hpp"

namespace mancala::server {

std::vector<PgStatement> pg_writer_statements();  // pg_store_writer.cpp
std::vector<PgStatement> pg_reader_statements();  // pg_reads.cpp

PgStore::PgStore(const std::string& conninfo, Metrics& metrics, std::string node)
    : metrics_(metrics),
      node_(std::move(node)),
      writer_(std::make_unique<PgConn>(conninfo, std::vector<PgStatement>{})),
      reader_(std::make_unique<PgConn>(conninfo, pg_reader_statements())),
      watcher_(std::make_unique<PgConn>(conninfo, std::vector<PgStatement>{})) {
  try {
    migrate(*writer_);  // before the writer's statements are prepared: they need the tables
    writer_ = std::make_unique<PgConn>(conninfo, pg_writer_statements());
    writer_->connect();
    reader_->connect();
  } catch (const PgError& e) {
    throw std::runtime_error(e.what());
  }
  writes_ = std::make_unique<WriteQueue>(metrics_, [this](std::vector<WriteOp>& batch) { return commit(batch); });
  writes_->start();
  watch_thread_ = std::thread([this] { run_watcher(); });
}

PgStore::~PgStore() {
  writes_->stop();
  {
    std::lock_guard lock(watch_mutex_);
    watch_stopping_ = true;
  }
  watch_cv_.notify_one();
  if (watch_thread_.joinable()) watch_thread_.join();
}

void PgStore::run_watcher() {
  std::unique_lock lock(watch_mutex_);
  while (!watch_cv_.wait_for(lock, std::chrono::seconds(1), [this] { return watch_stopping_; })) {
    lock.unlock();
    std::string why;
    try {
      watcher_->exec("SELECT 1");
    } catch (const PgError& e) {
      why = e.what();
      watcher_->close();  // the next check connects afresh
    }
    const bool now = why.empty();
    if (metrics_.db_writable.exchange(now, std::memory_order_relaxed) != now) {
      if (now)
        spdlog::warn("postgres reachable again");
      else
        spdlog::error("postgres unreachable: {}; writes are kept in memory and retried", why);
    }
    lock.lock();
  }
}

void PgStore::save_player(const std::string& id, const std::string& name, const std::string& hash) {
  writes_->push(PlayerOp{id, name, hash});
}
void PgStore::create_bot_player(const std::string& id, const std::string& name, const std::string& hash) {
  writes_->push(PlayerOp{id, name, hash, true});
}
void PgStore::start_game(const GameStart& g) {
  if (!node_.empty()) {
    std::lock_guard lock(owned_mutex_);
    owned_[g.id] = 1;  // insert_game's epoch
  }
  writes_->push(g);
}
void PgStore::on_fenced(std::function<void(const std::string& game)> handler) {
  std::lock_guard lock(owned_mutex_);
  on_fenced_ = std::move(handler);
}
void PgStore::add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed,
                      std::optional<std::int64_t> clock_ms) {
  writes_->push(PlyOp{game, n, side, ply, std::move(on_committed), clock_ms});
}
void PgStore::take_back(const std::string& game, int from_ply, std::function<void()> on_committed) {
  writes_->push(TakeBackOp{game, from_ply, std::move(on_committed)});
}
void PgStore::finish_game(const std::string& game, const Position& p, std::function<void()> on_committed) {
  writes_->push(FinishOp{game, p, std::move(on_committed), std::nullopt, nullptr, std::nullopt});
}
void PgStore::finish_rated_game(const std::string& game, const Position& p, RatedResult rated,
                                std::function<void(std::optional<RatingChange>)> on_committed) {
  writes_->push(FinishOp{game, p, nullptr, std::move(rated), std::move(on_committed), std::nullopt});
}
AccountOutcome PgStore::create_account(const NewAccount& account) { return writes_->create_account(account); }
bool PgStore::add_token(const std::string& player_id, const std::string& token_hash) {
  return writes_->add_token(player_id, token_hash);
}
void PgStore::save_review(const std::string& game, const std::string& review) { writes_->push(ReviewOp{game, review}); }
void PgStore::save_seek(const StoredSeek& s) { writes_->push(SeekOp{s, false}); }
void PgStore::delete_seek(const std::string& id) { writes_->push(SeekOp{{id, "", "", ""}, true}); }
void PgStore::set_block(const std::string& blocker, const std::string& blocked, bool remove) {
  writes_->push(BlockOp{blocker, blocked, remove});
}
void PgStore::save_report(const StoredReport& r) { writes_->push(ReportOp{r}); }
void PgStore::flush() { writes_->flush(); }
void PgStore::after_queued(std::function<void()> done) { writes_->push(FlushOp{std::move(done)}); }

}  // namespace mancala::server

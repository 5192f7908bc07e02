// SqliteStore's writer thread: batches queued writes into transactions and, when the database
// refuses one (busy past the timeout, full, read-only), keeps it in memory and retries with backoff.
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <utility>

#include "mancala/server/store/sqlite_store.hpp"
#include "ply_log.hpp"
#include "sqlite_support.hpp"

namespace mancala::server {
namespace {

// Whether this process may write the database file `path` (if it exists) and its folder, where
// SQLite's WAL mode keeps its -wal and -shm files (access(2): permissions and read-only mounts).
bool database_writable(const std::string& path) {
  const std::filesystem::path file(path);
  const auto folder = file.has_parent_path() ? file.parent_path() : std::filesystem::path(".");
  std::error_code ec;
  return ::access(folder.c_str(), W_OK) == 0 &&
         (!std::filesystem::exists(file, ec) || ::access(file.c_str(), W_OK) == 0);
}

}  // namespace

void SqliteStore::run_writer() {
  std::vector<Op> batch;  // not yet committed: a batch the database refused stays for the next try
  int failures = 0;       // tries failed in a row
  for (;;) {
    bool stopping = false;
    {
      std::unique_lock lock(mutex_);
      if (failures == 0) {
        cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
        // Group commit: while plies stream in (the last commit ended moments ago), a short wait lets
        // a transaction carry many plies instead of two or three; the fixed cost of a commit (locks,
        // a WAL frame, waking the network threads) is then paid once for all of them. An isolated
        // write (a quiet server, a test) does not wait.
        if (std::chrono::steady_clock::now() - last_commit_ < group_commit_wait)
          cv_.wait_for(lock, group_commit_wait, [this] { return stopping_ || queue_.size() >= group_commit_writes; });
      } else {
        // Backoff. What arrives meanwhile joins the kept batch for the next try and is answered
        // at once: a ply must not wait up to retry_delay for its `moved` while the disk refuses.
        const auto retry_at = std::chrono::steady_clock::now() + retry_delay(failures);
        while (cv_.wait_until(lock, retry_at, [this] { return stopping_ || !queue_.empty(); }) && !stopping_) {
          const auto arrived = static_cast<std::ptrdiff_t>(batch.size());
          std::move(queue_.begin(), queue_.end(), std::back_inserter(batch));
          queue_.clear();
          lock.unlock();
          release(batch.begin() + arrived, batch.end());
          lock.lock();
        }
      }
      if (queue_.empty() && batch.empty() && stopping_) return;
      stopping = stopping_;
      std::move(queue_.begin(), queue_.end(), std::back_inserter(batch));
      queue_.clear();
    }
    const auto began = std::chrono::steady_clock::now();
    const bool committed = commit(batch);
    last_commit_ = std::chrono::steady_clock::now();
    metrics_.db_write_done(began, committed);
    if (committed) {
      if (failures > 0) spdlog::warn("database writable again: {} queued writes committed", batch.size());
      failures = 0;
    } else {
      ++failures;
    }
    // Whoever waits hears now even when the disk refused: the games in memory go on.
    release(batch.begin(), batch.end());
    if (failures == 0) {
      batch.clear();
    } else if (stopping) {
      spdlog::error("database still failing at shutdown: {} writes are lost", batch.size());
      return;
    } else if (batch.size() > max_pending_writes) {
      spdlog::error("database failing for too long: dropping the {} oldest writes", batch.size() - max_pending_writes);
      batch.erase(batch.begin(), batch.end() - static_cast<std::ptrdiff_t>(max_pending_writes));
    }
  }
}

void SqliteStore::release(std::vector<Op>::iterator first, std::vector<Op>::iterator last) {
  for (; first != last; ++first) {
    if (auto* f = std::get_if<PlyOp>(&*first); f && f->done) std::exchange(f->done, nullptr)();
    if (auto* f = std::get_if<FinishOp>(&*first); f && f->done) std::exchange(f->done, nullptr)();
    if (auto* f = std::get_if<FinishOp>(&*first); f && f->rated_done) std::exchange(f->rated_done, nullptr)(f->change);
    if (auto* f = std::get_if<FlushOp>(&*first); f && f->done) std::exchange(f->done, nullptr)();
    if (auto* a = std::get_if<AccountOp>(&*first); a && a->done)
      std::exchange(a->done, nullptr)(a->outcome.value_or(AccountOutcome{}));
    if (auto* t = std::get_if<TokenOp>(&*first); t && t->done) std::exchange(t->done, nullptr)(t->written);
  }
}

std::chrono::milliseconds SqliteStore::retry_delay(int failures) {
  return std::chrono::milliseconds(std::min<std::int64_t>(5000, 100LL << std::min(failures - 1, 6)));
}

bool SqliteStore::commit(std::vector<Op>& batch) {
  // One transaction for everything that queued up meanwhile: under load, many plies a commit.
  // A rating computed by a try that is rolled back is not the one stored.
  const auto forget_ratings = [&batch] {
    for (Op& op : batch) {
      if (auto* f = std::get_if<FinishOp>(&op)) f->change.reset();
      if (auto* a = std::get_if<AccountOp>(&op)) a->outcome.reset();
      if (auto* t = std::get_if<TokenOp>(&op)) t->written = false;
    }
  };
  try {
    exec(writer_db_->db, "BEGIN IMMEDIATE");
    ply_log_->prune_if_due();
    for (Op& op : batch) {
      try {
        execute(op);
      } catch (const SqliteError& e) {
        if (e.transient()) throw;                               // the whole batch waits for the next try
        spdlog::error("database write skipped: {}", e.what());  // this row is bad, not the database
      }
    }
    exec(writer_db_->db, "COMMIT");
    ply_log_->committed();
    metrics_.db_commits.fetch_add(1, std::memory_order_relaxed);
    return true;
  } catch (const std::exception& e) {
    sqlite3_exec(writer_db_->db, "ROLLBACK", nullptr, nullptr, nullptr);
    ply_log_->rolled_back();
    forget_ratings();
    spdlog::error("database write failed: {}; {} writes kept in memory and retried; the games go on", e.what(),
                  batch.size());
    return false;
  }
}

int SqliteStore::on_wal_commit(void* self, sqlite3* db, const char*, int frames) {
  auto* store = static_cast<SqliteStore*>(self);
  int copied = store->checkpointed_frames_.load(std::memory_order_relaxed);
  if (frames < copied) store->checkpointed_frames_.store(copied = 0, std::memory_order_relaxed);  // WAL restarted
  const int left = frames - copied;
  if ((frames >= restart_frames && left <= writer_copy_frames) || frames >= runaway_frames) {
    int log = 0, done = 0;
    if (sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, &log, &done) == SQLITE_OK)
      store->checkpointed_frames_.store(done, std::memory_order_relaxed);
  } else if (left >= checkpoint_frames) {
    {
      std::lock_guard lock(store->checkpoint_mutex_);
      store->checkpoint_wanted_ = true;
    }
    store->checkpoint_cv_.notify_one();
  }
  return SQLITE_OK;
}

void SqliteStore::watch_writable() {
  // Files already open stay writable after a chmod, so SQLite goes on committing; but a restart
  // could not open them, and a read-only mount fails the next write. Say so once, and when it ends.
  const bool now = database_writable(path_);
  if (metrics_.db_writable.exchange(now, std::memory_order_relaxed) == now) return;
  if (now)
    spdlog::warn("database writable again: {}", path_);
  else
    spdlog::error(
        "database not writable: {} or its folder refuses writes (permissions, read-only mount); "
        "commits go on through the files already open, but a restart could not open them",
        path_);
}

void SqliteStore::run_checkpointer() {
  std::unique_lock lock(checkpoint_mutex_);
  while (!checkpoint_stopping_) {
    checkpoint_cv_.wait_for(lock, std::chrono::seconds(1),
                            [this] { return checkpoint_stopping_ || checkpoint_wanted_; });
    if (checkpoint_stopping_) return;  // closing the last connection checkpoints what is left
    checkpoint_wanted_ = false;
    lock.unlock();
    watch_writable();
    int log = 0, done = 0;
    const int rc = sqlite3_wal_checkpoint_v2(checkpoint_db_->db, nullptr, SQLITE_CHECKPOINT_PASSIVE, &log, &done);
    if (rc == SQLITE_OK) checkpointed_frames_.store(done, std::memory_order_relaxed);
    // Busy only means another checkpoint runs; a real failure shows again in the writer's commits.
    else if (rc != SQLITE_BUSY)
      spdlog::warn("database checkpoint failed: {}", sqlite3_errstr(rc));
    lock.lock();
  }
}

}  // namespace mancala::server

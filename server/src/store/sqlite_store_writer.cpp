// SqliteStore's side of the writer thread (write_queue.hpp): one transaction per batch, the WAL
// hook, the checkpointer thread and the writability check.
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <utility>

#include "mancala/server/store/sqlite_store.hpp"
#include "ply_log.hpp"
#include "sqlite_support.hpp"
#include "write_queue.hpp"

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

bool SqliteStore::commit(std::vector<WriteOp>& batch) {
  // One transaction for everything that queued up meanwhile: under load, many plies a commit.
  // Its rows carry one time, the transaction's: formatting the clock per row costs a tenth of the writer.
  auto& d = *writer_db_;
  try {
    {
      Using u{*d.begin};
      d.begin->step();
    }
    tx_now_ = iso_now();
    ply_log_->begin(tx_now_);
    for (WriteOp& op : batch) {
      try {
        execute(op);
      } catch (const SqliteError& e) {
        if (e.transient()) throw;                               // the whole batch waits for the next try
        spdlog::error("database write skipped: {}", e.what());  // this row is bad, not the database
      }
    }
    {
      Using u{*d.commit};
      d.commit->step();
    }
    ply_log_->committed();
    metrics_.db_commits.fetch_add(1, std::memory_order_relaxed);
    return true;
  } catch (const std::exception& e) {
    sqlite3_exec(d.db, "ROLLBACK", nullptr, nullptr, nullptr);
    ply_log_->rolled_back();
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

#include "write_queue.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <future>
#include <iterator>
#include <stdexcept>
#include <utility>

namespace mancala::server {

WriteQueue::WriteQueue(Metrics& metrics, Commit commit) : metrics_(metrics), commit_(std::move(commit)) {}

WriteQueue::~WriteQueue() { stop(); }

void WriteQueue::start() {
  writer_ = std::thread([this] { run(); });
}

void WriteQueue::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  cv_.notify_one();
  if (writer_.joinable()) writer_.join();
}

void WriteQueue::push(WriteOp op) {
  bool was_empty;
  std::size_t size;
  {
    std::lock_guard lock(mutex_);
    was_empty = queue_.empty();
    queue_.push_back(std::move(op));
    size = queue_.size();
  }
  // The writer sleeps only on an empty queue, or while it gathers a group commit: waking it once
  // per batch, and once more when the group is full, is enough.
  if (was_empty || size == group_commit_writes) cv_.notify_one();
}

void WriteQueue::flush() {
  std::promise<void> done;
  push(FlushOp{[&done] { done.set_value(); }});
  done.get_future().wait();
}

AccountOutcome WriteQueue::create_account(const NewAccount& account) {
  std::promise<AccountOutcome> answer;
  push(AccountOp{account, [&answer](AccountOutcome o) { answer.set_value(std::move(o)); }, std::nullopt});
  return answer.get_future().get();
}

bool WriteQueue::add_token(const std::string& player_id, const std::string& token_hash) {
  std::promise<bool> answer;
  push(TokenOp{player_id, token_hash, [&answer](bool ok) { answer.set_value(ok); }});
  return answer.get_future().get();
}

namespace {

bool answered_write(WriteQueue& q, PlayerAdminOp::Kind kind, const std::string& who, const std::string& language = {}) {
  std::promise<bool> answer;
  q.push(PlayerAdminOp{kind, who, [&answer](bool ok) { answer.set_value(ok); }, false, language});
  return answer.get_future().get();
}

}  // namespace

bool WriteQueue::set_moderator(const std::string& username, bool on) {
  return answered_write(*this, on ? PlayerAdminOp::Kind::grant_moderator : PlayerAdminOp::Kind::revoke_moderator,
                        username);
}

bool WriteQueue::delete_player(const std::string& player) {
  return answered_write(*this, PlayerAdminOp::Kind::erase_player, player);
}

bool WriteQueue::set_language(const std::string& player, const std::string& language) {
  return answered_write(*this, PlayerAdminOp::Kind::set_language, player, language);
}

bool WriteQueue::create_scheduled_tournament(const StoredTournament& t) {
  std::promise<std::optional<bool>> answer;
  push(ScheduledTournamentOp{t, [&answer](std::optional<bool> inserted) { answer.set_value(inserted); }, std::nullopt});
  const std::optional<bool> inserted = answer.get_future().get();
  if (!inserted) throw std::runtime_error("tournament " + t.id + ": the store could not write it");
  return *inserted;
}

bool WriteQueue::gather(std::vector<WriteOp>& batch, int failures, bool& stopping) {
  std::unique_lock lock(mutex_);
  if (failures == 0) {
    cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
    // Group commit: while plies stream in (the last commit ended moments ago), a short wait lets
    // a transaction carry many plies instead of two or three; the fixed cost of a commit (locks,
    // a WAL flush, waking the network threads) is then paid once for all of them. An isolated
    // write (a quiet server, a test) does not wait.
    if (std::chrono::steady_clock::now() - last_commit_ < group_commit_wait)
      cv_.wait_for(lock, group_commit_wait, [this] { return stopping_ || queue_.size() >= group_commit_writes; });
  } else {
    // Backoff. What arrives meanwhile joins the kept batch for the next try and is answered
    // at once: a ply must not wait up to retry_delay for its `moved` while the database refuses.
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
  if (queue_.empty() && batch.empty() && stopping_) return false;
  stopping = stopping_;
  std::move(queue_.begin(), queue_.end(), std::back_inserter(batch));
  queue_.clear();
  return true;
}

void WriteQueue::run() {
  std::vector<WriteOp> batch;  // not yet committed: a batch the database refused stays for the next try
  int failures = 0;            // tries failed in a row
  bool stopping = false;
  while (gather(batch, failures, stopping)) {
    const auto began = std::chrono::steady_clock::now();
    const bool committed = commit_(batch);
    last_commit_ = std::chrono::steady_clock::now();
    metrics_.db_write_done(began, committed);
    if (committed) {
      if (failures > 0) spdlog::warn("database writable again: {} queued writes committed", batch.size());
      failures = 0;
    } else {
      forget_tries(batch);
      ++failures;
    }
    // Whoever waits hears now even when the database refused: the games in memory go on.
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

void WriteQueue::forget_tries(std::vector<WriteOp>& batch) {
  for (WriteOp& op : batch) {
    if (auto* f = std::get_if<FinishOp>(&op)) f->change.reset();
    if (auto* a = std::get_if<AccountOp>(&op)) a->outcome.reset();
    if (auto* t = std::get_if<TokenOp>(&op)) t->written = false;
    if (auto* a = std::get_if<PlayerAdminOp>(&op)) a->answer = false;
    if (auto* t = std::get_if<ScheduledTournamentOp>(&op)) t->inserted.reset();
  }
}

void WriteQueue::release(std::vector<WriteOp>::iterator first, std::vector<WriteOp>::iterator last) {
  for (; first != last; ++first) {
    if (auto* f = std::get_if<PlyOp>(&*first); f && f->done) std::exchange(f->done, nullptr)();
    if (auto* t = std::get_if<TakeBackOp>(&*first); t && t->done) std::exchange(t->done, nullptr)();
    if (auto* f = std::get_if<FinishOp>(&*first); f && f->done) std::exchange(f->done, nullptr)();
    if (auto* f = std::get_if<FinishOp>(&*first); f && f->rated_done) std::exchange(f->rated_done, nullptr)(f->change);
    if (auto* f = std::get_if<FlushOp>(&*first); f && f->done) std::exchange(f->done, nullptr)();
    if (auto* a = std::get_if<AccountOp>(&*first); a && a->done)
      std::exchange(a->done, nullptr)(a->outcome.value_or(AccountOutcome{}));
    if (auto* t = std::get_if<TokenOp>(&*first); t && t->done) std::exchange(t->done, nullptr)(t->written);
    if (auto* a = std::get_if<PlayerAdminOp>(&*first); a && a->done) std::exchange(a->done, nullptr)(a->answer);
    if (auto* t = std::get_if<ScheduledTournamentOp>(&*first); t && t->done)
      std::exchange(t->done, nullptr)(t->inserted);
  }
}

std::chrono::milliseconds WriteQueue::retry_delay(int failures) {
  return std::chrono::milliseconds(std::min<std::int64_t>(5000, 100LL << std::min(failures - 1, 6)));
}

}  // namespace mancala::server

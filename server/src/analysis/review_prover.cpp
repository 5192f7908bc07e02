#include "mancala/server/analysis/review_prover.hpp"

#include <spdlog/spdlog.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <memory>

#include "mancala/engine/ai/endgame_table.hpp"
#include "mancala/engine/ai/solver.hpp"
#include "mancala/server/analysis/ply_proof.hpp"
#include "mancala/server/analysis/proven_positions.hpp"
#include "mancala/server/play/hard_table.hpp"

namespace mancala::server {
namespace {

// The table shared with the solver without owning it (the HardTable outlives every job).
std::shared_ptr<const ai::EndgameTable> borrowed(const ai::EndgameTable* table) {
  return std::shared_ptr<const ai::EndgameTable>(std::shared_ptr<void>(), table);
}

bool fits(const ai::EndgameTable* table, const Rules& rules) { return table && table->variant() == rules.variant(); }

// The proven value of the position after ply i, when the review holds one: the played ply's value.
std::optional<int> next_value(const GameReview& review, std::size_t i) {
  if (i + 1 < review.plies.size() && review.plies[i + 1].before_exact) return review.plies[i + 1].value_before;
  return std::nullopt;
}

}  // namespace

ReviewProver::ReviewProver(const HardTable& table, const ProofSettings& settings, Publish publish,
                           ProvenPositions* proven)
    : table_(table), settings_(settings), publish_(std::move(publish)), proven_(proven), thread_([this] {
        run(settings_.nice);
      }) {}

ReviewProver::~ReviewProver() {
  stop();
  thread_.join();
}

void ReviewProver::stop() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
}

std::optional<ProofProgress> ReviewProver::add(ProofJob job) {
  if (job.review.exact || !fits(table_.get(), job.rules)) return std::nullopt;
  int total = 0;
  for (const PlyReview& r : job.review.plies) total += r.exact ? 0 : 1;
  {
    std::lock_guard lock(mutex_);
    if (stop_ || queue_.size() >= max_jobs) return std::nullopt;
    for (const Entry& e : queue_)
      if (e.job.id == job.id) return std::nullopt;
    queue_.push_back(Entry{std::move(job), ProofProgress{0, total}});
  }
  wake_.notify_one();
  return ProofProgress{0, total};
}

std::optional<PlyReview> ReviewProver::prove_whole(ai::Solver& solver, const ProofJob& job, std::size_t i) {
  const Position& p = job.positions[i];
  const ai::SolveResult r = solver.solve(p);
  if (!r.complete || r.moves.empty()) return std::nullopt;
  std::vector<PlyValue> values = exact_plies(r.moves);
  if (proven_) proven_->add(job.rules.variant(), p, values);
  return review_ply(static_cast<int>(i), p, job.played[i], analysis_of(p, std::move(values)));
}

std::optional<ProofProgress> ReviewProver::progress(const std::string& id) const {
  std::lock_guard lock(mutex_);
  for (const Entry& e : queue_)
    if (e.job.id == id) return e.progress;
  return std::nullopt;
}

void ReviewProver::run(int nice) {
  pthread_setname_np(pthread_self(), "mancala-proof");
  if (nice > 0 && setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), nice) != 0)
    spdlog::warn("proof thread: cannot set nice {}: {}", nice, std::strerror(errno));
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return stop_ || !queue_.empty(); });
    if (stop_) return;
    Entry& entry = queue_.front();  // stays put: only this thread pops, and push_back keeps references
    lock.unlock();
    try {
      prove(entry);
    } catch (...) {
      fail(entry);
    }
    lock.lock();
    queue_.pop_front();
  }
}

void ReviewProver::fail(Entry& entry) noexcept {
  try {
    throw;
  } catch (const std::exception& e) {
    spdlog::error("proof of game {}'s review failed: {}", entry.job.id, e.what());
  } catch (...) {
    spdlog::error("proof of game {}'s review failed", entry.job.id);
  }
  // The review as far as it got, without a progress that would never move again.
  try {
    entry.job.review.proving.reset();
    entry.job.review.proof_ms = settings_.position_ms;
    entry.job.review.unproven = "failed";
    publish_(entry.job.id, entry.job.review);
  } catch (...) {
    spdlog::error("proof of game {}'s review: its last state could not be published", entry.job.id);
  }
}

void ReviewProver::prove(Entry& entry) {
  ProofJob& job = entry.job;
  const ai::EndgameTable* table = table_.get();
  ai::SolveOptions o;
  o.threads = settings_.threads;
  o.time_ms = settings_.position_ms;
  o.table_mb = static_cast<std::size_t>(settings_.table_mb);
  // With the pie rule, whose seat a value is needs every ply's value; without it, the fewest
  // searches a review needs (ply_proof.hpp).
  const bool whole = job.rules.variant().pie;
  o.with_moves = whole;
  o.endgame_seeds = 0;
  o.endgame = borrowed(table);
  o.stop = &stop_;
  ai::Solver solver(job.rules, o);
  GameReview& review = job.review;
  for (std::size_t i = job.positions.size(); i-- > 0;) {
    if (review.plies[i].exact) continue;
    const Position& p = job.positions[i];
    const auto started = std::chrono::steady_clock::now();
    std::optional<PlyReview> proven;
    if (auto values = proven_ ? proven_->find(job.rules.variant(), p) : std::nullopt)
      proven = review_ply(static_cast<int>(i), p, job.played[i], analysis_of(p, std::move(*values)));
    else if (whole)
      proven = prove_whole(solver, job, i);
    else
      proven = prove_ply(solver, job.rules, static_cast<int>(i), p, job.played[i], next_value(review, i));
    if (stop_) return;
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    if (proven) {
      review.plies[i] = std::move(*proven);
      std::vector<PlyReview> plies = std::move(review.plies);
      review = review_game(std::move(plies));
    }
    ProofProgress progress;
    {
      std::lock_guard lock(mutex_);
      progress = {entry.progress.done + 1, entry.progress.total};
      entry.progress = progress;
    }
    spdlog::debug("review of game {}: position {} {} in {:.0f} ms", job.id, i, proven ? "proven" : "not proven", ms);
    if (!proven || progress.done == progress.total) break;
    review.proving = progress;
    publish_(job.id, review);
  }
  // Only the last state says the estimates have had their time: a restart before it resumes them.
  review.proving.reset();
  review.proof_ms = settings_.position_ms;
  review.unproven = review.exact ? "" : "time_limit";
  publish_(job.id, review);
}

}  // namespace mancala::server

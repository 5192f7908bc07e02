// Proves the estimates of finished reviews (docs/analysis.md §Proofs): after a review is answered
// within its budget, each position it could only estimate is solved exactly, one at a time, on a
// thread of its own at a low priority, and the review is published again after each.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "mancala/engine/rules.hpp"
#include "mancala/server/analysis/game_review.hpp"

namespace mancala::ai {
class Solver;
}

namespace mancala::server {

class HardTable;
class ProvenPositions;

/// The proofs of reviews' estimates: `position_ms` 0 turns them off (ReviewBook starts no prover).
struct ProofSettings {
  int position_ms = 0;  // one position's longest proof, ms of wall time
  int table_mb = 256;   // the solver's transposition table, MB, allocated while a job runs
  int threads = 2;      // the solver's search threads (1..16): the prover's thread and its helpers
  int nice = 10;        // their nice value (Linux; 0 leaves it; the helpers inherit it)
};

/// A review whose estimates are to be proven: its game's positions (before each ply), the plies
/// played, and the review as it stands (one PlyReview per position).
struct ProofJob {
  std::string id;
  Rules rules;
  std::vector<Position> positions;
  std::vector<Ply> played;
  GameReview review;
};

/// One job at a time, first queued first. A job tries its estimated positions from the last to
/// the first (a later position is usually a smaller proof, and its proven values help the earlier
/// ones: one solver and transposition table for the whole job), each for at most `position_ms`,
/// and ends at the first position that is not proven in time (an earlier one would be larger
/// still). Thread-safe.
class ReviewProver {
 public:
  /// Hears each new state of a job's review, from the prover's thread: `review.proving` is set
  /// while positions remain; the job's last call (also after a failure) has no `proving` and
  /// sets `review.proof_ms`.
  using Publish = std::function<void(const std::string& id, const GameReview& review)>;

  /// `settings.position_ms` > 0 (at a nice value on a busy machine the threads get less CPU than
  /// that wall time). Proofs use `table`'s endgame table, and a job whose variant it does not fit
  /// is not taken (without it a middle-game proof would not end in any useful time).
  /// Each position proven goes to `proven` (when given), and a position found there is not solved again.
  ReviewProver(const HardTable& table, const ProofSettings& settings, Publish publish,
               ProvenPositions* proven = nullptr);
  ~ReviewProver();  // stop(), then joins the thread
  ReviewProver(const ReviewProver&) = delete;
  ReviewProver& operator=(const ReviewProver&) = delete;

  /// Jobs queued or running at most: a burst of reviews beyond it is not proven (a stored review
  /// without `proof_ms` is offered again when next asked for after a restart).
  static constexpr std::size_t max_jobs = 64;

  /// Queues `job` and answers its progress ({0, its estimates}), unless one for its id is queued
  /// or running, it has no estimate, the endgame table is not ready or does not fit its variant,
  /// max_jobs are queued, or the prover is stopping: nullopt then.
  std::optional<ProofProgress> add(ProofJob job);
  /// The progress of `id`'s job while it is queued or running.
  std::optional<ProofProgress> progress(const std::string& id) const;
  int position_ms() const noexcept { return settings_.position_ms; }
  /// Ends the running proof at once and drops the queued jobs; nothing more is published.
  void stop();

 private:
  struct Entry {
    ProofJob job;
    ProofProgress progress;
  };
  void run(int nice);
  void prove(Entry& entry);
  // Position i of the job by a whole solve (every ply's value), kept among the proven positions.
  std::optional<PlyReview> prove_whole(ai::Solver& solver, const ProofJob& job, std::size_t i);
  void fail(Entry& entry) noexcept;  // in a catch: logs, then publishes the job's review as it stands

  const HardTable& table_;
  ProofSettings settings_;
  Publish publish_;
  ProvenPositions* proven_;

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Entry> queue_;  // the running job first, while it runs
  std::atomic<bool> stop_{false};
  std::thread thread_;  // last: starts once the rest is built
};

}  // namespace mancala::server

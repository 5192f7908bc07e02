// The reviews of finished games being computed (GET /api/games/{id}/analysis): one review per
// game at a time, each position of it a task of its own on the analysis pool.
#pragma once

#include <boost/asio/thread_pool.hpp>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

#include "mancala/server/analysis/game_review.hpp"
#include "mancala/server/analysis/proven_positions.hpp"
#include "mancala/server/analysis/review_prover.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

class HardTable;

/// Starts, coalesces and stores the reviews of finished games (docs/analysis.md). Thread-safe.
/// A review analyses each position before a ply of the game once (analyse_position, `review_ms`
/// each), every position a task posted to the analysis pool in the game's order, so one review
/// uses every analysis thread and a review asked for earlier runs first. The last task to end
/// builds the review and saves it in the store; the newest `kept_reviews` finished ones are also
/// kept in memory, so the answer never waits for the store's write. A review with estimates then
/// goes to the prover, which publishes it again as its positions are proven (also a stored one
/// asked for after a restart, when its estimates have not had `position_ms` to be proven).
class ReviewBook {
 public:
  struct NotFound {};    // no such game
  struct InProgress {};  // the game has not ended
  struct Pending {       // a review runs: `done` of `total` positions analysed
    int done = 0, total = 0;
  };
  struct Done {  // the review's JSON (game_review.hpp review_json)
    std::string json;
  };
  using Answer = std::variant<NotFound, InProgress, Pending, Done>;

  static constexpr std::size_t kept_reviews = 64;

  ReviewBook(boost::asio::thread_pool& pool, Store& store, Metrics& metrics, const HardTable& table, int review_ms,
             const ProofSettings& proofs = {});
  ~ReviewBook();  // stop(), then waits for the tasks running now and the prover
  ReviewBook(const ReviewBook&) = delete;
  ReviewBook& operator=(const ReviewBook&) = delete;

  /// Game `game_id`'s review: done when stored (as a review) or kept; pending when one runs (a request while
  /// it runs starts nothing); else, for a finished game, starts it and answers pending. Reads the
  /// store (blocks): call from the reads pool. Throws when the store cannot be read.
  Answer ask(const std::string& game_id);

  /// Tasks not yet begun do nothing, the running proof ends, and no review is saved after this
  /// (shutdown).
  void stop();

  /// The positions proven by the reviews, their proofs and the explorer (which reads and adds to
  /// them through AnalysisLimits::proven).
  ProvenPositions& proven() noexcept { return proven_; }

 private:
  struct Review;
  Answer kept(const std::string& game_id);  // under mutex_: a running or kept review, else NotFound
  Answer start(const GameRecord& game);
  void analyse(const std::shared_ptr<Review>& review, std::size_t i);
  void finish(Review& review);
  // Under mutex_ (so that no answer of the prover's is overwritten by an older one): hands
  // `review` to the prover when it has estimates to prove, and sets its `proving`.
  void prove(const std::string& id, const Rules& rules, std::vector<Position> positions, std::vector<Ply> played,
             GameReview& review);
  // A stored review, read back (review_from_json applies review_game's rules), as the route
  // answers it: when it keeps estimates without a reason, with why no proof of it runs (from
  // its `game`, when that could be read).
  std::string as_answered(GameReview review, const std::optional<GameRecord>& game) const;
  // The game, or nullopt when it is not there or cannot be read (logged).
  std::optional<GameRecord> game_of(const std::string& game_id) const;
  // Why no proof of a review of `variant` can run now ("" when one can): unproven_reasons.
  std::string unproven_reason(const Variant& variant) const;
  // A stored review whose estimates have not had the prover's time: proving it from now; its
  // answer, or nullopt when no proof of it runs.
  std::optional<std::string> resume(const std::string& game_id, GameReview review,
                                    const std::optional<GameRecord>& game);
  // Keeps `json` as game_id's answer (under mutex_), the newest last.
  void keep(const std::string& game_id, std::string json);
  void proved(const std::string& game_id, const GameReview& review);  // the prover's Publish

  boost::asio::thread_pool& pool_;
  Store& store_;
  Metrics& metrics_;
  const HardTable& table_;
  int review_ms_;

  std::mutex mutex_;
  std::condition_variable idle_;  // executing_ fell to 0
  std::unordered_map<std::string, std::shared_ptr<Review>> running_;
  std::deque<std::pair<std::string, std::string>> kept_;  // finished reviews (id, JSON), newest last
  bool stopping_ = false;
  int executing_ = 0;  // tasks inside analyse() now
  ProvenPositions proven_;
  std::unique_ptr<ReviewProver> prover_;  // last: its thread calls proved(); nullptr when proofs are off
};

}  // namespace mancala::server

// The reviews of finished games being computed (GET /api/games/{id}/analysis): one review per
// game at a time, each position of it a task of its own on the analysis pool.
#pragma once

#include <boost/asio/thread_pool.hpp>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <variant>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

class HardTable;

/// Starts, coalesces and stores the reviews of finished games (docs/analysis.md). Thread-safe.
/// A review analyses each position before a ply of the game once (analyse_position, `review_ms`
/// each), every position a task posted to the analysis pool in the game's order, so one review
/// uses every analysis thread and a review asked for earlier runs first. The last task to end
/// builds the review and saves it in the store; the newest `kept_reviews` finished ones are also
/// kept in memory, so the answer never waits for the store's write.
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

  ReviewBook(boost::asio::thread_pool& pool, Store& store, Metrics& metrics, const HardTable& table, int review_ms);
  ~ReviewBook();  // stop(), then waits for the tasks running now
  ReviewBook(const ReviewBook&) = delete;
  ReviewBook& operator=(const ReviewBook&) = delete;

  /// Game `game_id`'s review: done when stored or kept; pending when one runs (a request while
  /// it runs starts nothing); else, for a finished game, starts it and answers pending. Reads the
  /// store (blocks): call from the reads pool. Throws when the store cannot be read.
  Answer ask(const std::string& game_id);

  /// Tasks not yet begun do nothing and no review is saved after this (shutdown).
  void stop();

 private:
  struct Review;
  Answer kept(const std::string& game_id);  // under mutex_: a running or kept review, else NotFound
  Answer start(const GameRecord& game);
  void analyse(const std::shared_ptr<Review>& review, std::size_t i);
  void finish(Review& review);

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
};

}  // namespace mancala::server

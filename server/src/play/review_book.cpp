#include "mancala/server/play/review_book.hpp"

#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/asio/post.hpp>
#include <vector>

#include "mancala/server/play/analysis.hpp"
#include "mancala/server/play/game_review.hpp"
#include "mancala/server/play/hard_table.hpp"

namespace mancala::server {

/// One running review: the game's positions and, as each task ends, its analysis.
struct ReviewBook::Review {
  std::string id;
  Rules rules;
  std::vector<Position> positions;  // before each ply
  std::vector<Ply> played;
  std::vector<PositionAnalysis> analyses;  // one per position; each written by its own task
  std::atomic<int> done{0};
  std::atomic<bool> failed{false};

  explicit Review(const GameRecord& g) : id(g.start.id), rules(g.start.variant) {
    positions = positions_before(rules, g.plies);
    for (std::size_t i = 0; i < positions.size(); ++i) played.push_back(g.plies[i].ply);
    analyses.resize(positions.size());
  }
};

ReviewBook::ReviewBook(boost::asio::thread_pool& pool, Store& store, Metrics& metrics, const HardTable& table,
                       int review_ms)
    : pool_(pool), store_(store), metrics_(metrics), table_(table), review_ms_(review_ms) {}

ReviewBook::~ReviewBook() {
  stop();
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return executing_ == 0; });
}

void ReviewBook::stop() {
  std::lock_guard lock(mutex_);
  stopping_ = true;
}

ReviewBook::Answer ReviewBook::kept(const std::string& game_id) {
  if (auto it = running_.find(game_id); it != running_.end())
    return Pending{it->second->done.load(), static_cast<int>(it->second->positions.size())};
  for (const auto& [id, json] : kept_)
    if (id == game_id) return Done{json};
  return NotFound{};
}

ReviewBook::Answer ReviewBook::ask(const std::string& game_id) {
  {
    std::lock_guard lock(mutex_);
    if (Answer a = kept(game_id); !std::holds_alternative<NotFound>(a)) return a;
  }
  if (auto stored = store_.review(game_id)) return Done{std::move(*stored)};
  const auto game = store_.game(game_id);
  if (!game) return NotFound{};
  if (!game->ended_at) return InProgress{};
  return start(*game);
}

ReviewBook::Answer ReviewBook::start(const GameRecord& game) {
  auto review = std::make_shared<Review>(game);
  const int total = static_cast<int>(review->positions.size());
  std::lock_guard lock(mutex_);
  // Another request may have started (or finished) it since ask() looked.
  if (Answer a = kept(game.start.id); !std::holds_alternative<NotFound>(a)) return a;
  if (total == 0) {  // a game ended before its first ply: nothing to analyse
    kept_.emplace_back(game.start.id, review_json(review_game({})));
    if (kept_.size() > kept_reviews) kept_.pop_front();
    store_.save_review(game.start.id, kept_.back().second);
    return Done{kept_.back().second};
  }
  running_.emplace(game.start.id, review);
  metrics_.reviews_running.fetch_add(1);
  for (std::size_t i = 0; i < review->positions.size(); ++i)
    boost::asio::post(pool_, [this, review, i] { analyse(review, i); });
  return Pending{0, total};
}

void ReviewBook::analyse(const std::shared_ptr<Review>& review, std::size_t i) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    ++executing_;
  }
  try {
    AnalysisLimits limits{review_ms_, table_.get()};
    limits.line = false;
    review->analyses[i] = analyse_counted(metrics_, review->rules, review->positions[i], limits);
  } catch (const std::exception& e) {
    spdlog::error("review of game {}: position {} failed: {}", review->id, i, e.what());
    review->failed = true;
  }
  // The last task to end (acq_rel: it sees every other task's analysis) builds the review.
  if (review->done.fetch_add(1, std::memory_order_acq_rel) + 1 == static_cast<int>(review->positions.size()))
    finish(*review);
  std::lock_guard lock(mutex_);
  if (--executing_ == 0) idle_.notify_all();
}

void ReviewBook::finish(Review& review) {
  std::string json;
  if (!review.failed) {
    std::vector<PlyReview> plies;
    for (std::size_t i = 0; i < review.positions.size(); ++i)
      plies.push_back(review_ply(static_cast<int>(i), review.positions[i], review.played[i], review.analyses[i]));
    json = review_json(review_game(std::move(plies)));
  }
  std::lock_guard lock(mutex_);
  running_.erase(review.id);
  metrics_.reviews_running.fetch_sub(1);
  if (review.failed || stopping_) return;  // asked again, it starts again
  kept_.emplace_back(review.id, json);
  if (kept_.size() > kept_reviews) kept_.pop_front();
  store_.save_review(review.id, json);
  metrics_.reviews.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace mancala::server

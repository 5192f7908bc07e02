#include "mancala/server/analysis/review_book.hpp"

#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/asio/post.hpp>
#include <vector>

#include "mancala/engine/ai/endgame_table.hpp"
#include "mancala/server/analysis/analysis.hpp"
#include "mancala/server/analysis/game_review.hpp"
#include "mancala/server/analysis/review_prover.hpp"
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
                       int review_ms, const ProofSettings& proofs)
    : pool_(pool), store_(store), metrics_(metrics), table_(table), review_ms_(review_ms) {
  if (proofs.position_ms > 0)
    prover_ = std::make_unique<ReviewProver>(
        table, proofs, [this](const std::string& id, const GameReview& r) { proved(id, r); }, &proven_);
}

ReviewBook::~ReviewBook() {
  stop();
  {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return executing_ == 0; });
  }
  prover_.reset();
}

void ReviewBook::stop() {
  if (prover_) prover_->stop();
  std::lock_guard lock(mutex_);
  stopping_ = true;
}

void ReviewBook::keep(const std::string& game_id, std::string json) {
  for (auto it = kept_.begin(); it != kept_.end(); ++it)
    if (it->first == game_id) {
      kept_.erase(it);
      break;
    }
  kept_.emplace_back(game_id, std::move(json));
  if (kept_.size() > kept_reviews) kept_.pop_front();
}

void ReviewBook::prove(const std::string& id, const Rules& rules, std::vector<Position> positions,
                       std::vector<Ply> played, GameReview& review) {
  if (review.exact) return;
  review.unproven = unproven_reason(rules.variant());
  if (!review.unproven.empty()) return;
  review.proving = prover_->add(ProofJob{id, rules, std::move(positions), std::move(played), review});
  if (!review.proving) review.unproven = "busy";
}

std::string ReviewBook::unproven_reason(const Variant& variant) const {
  if (!prover_) return "no_proofs";
  const ai::EndgameTable* table = table_.get();
  if (!table) return table_.coming_for(variant) ? "waiting" : "no_proofs";
  return table->variant() == variant ? "" : "no_proofs";
}

std::optional<std::string> ReviewBook::resume(const std::string& game_id, GameReview review,
                                              const std::optional<GameRecord>& game) {
  const ai::EndgameTable* table = table_.get();
  if (!prover_ || !table || review.exact || review.proof_ms >= prover_->position_ms()) return std::nullopt;
  if (!game || !(game->start.variant == table->variant())) return std::nullopt;
  review.unproven.clear();
  const Rules rules(game->start.variant);
  std::vector<Position> positions = positions_before(rules, game->plies);
  if (positions.size() != review.plies.size()) return std::nullopt;  // not this game's review
  std::vector<Ply> played;
  for (std::size_t i = 0; i < positions.size(); ++i) played.push_back(game->plies[i].ply);
  std::lock_guard lock(mutex_);
  if (stopping_) return std::nullopt;
  // A proof of it may have run, or be running, since the store was read: its answer is newer.
  if (Answer a = kept(game_id); std::holds_alternative<Done>(a)) return std::get<Done>(std::move(a)).json;
  prove(game_id, rules, std::move(positions), std::move(played), review);
  if (!review.proving) review.proving = prover_->progress(game_id);
  if (!review.proving) return std::nullopt;
  keep(game_id, review_json(review));
  return kept_.back().second;
}

void ReviewBook::proved(const std::string& game_id, const GameReview& review) {
  GameReview stored = review;
  stored.proving.reset();  // the store keeps the values, not a proof's progress
  std::lock_guard lock(mutex_);
  if (stopping_) return;
  keep(game_id, review_json(review));
  store_.save_review(game_id, review_json(stored));
}

std::string ReviewBook::as_answered(GameReview review, const std::optional<GameRecord>& game) const {
  // A review with estimates that says nothing of them says why now; and the rules of what a ply
  // shows (one value a position, no judgement from an estimate) apply to whatever was stored.
  if (!review.exact && review.unproven.empty()) {
    if (game) review.unproven = unproven_reason(game->start.variant);
    // A proof could run: it had its time already, or the prover had no room when it was offered.
    if (review.unproven.empty()) review.unproven = review.proof_ms > 0 ? "time_limit" : "busy";
  }
  return review_json(review);
}

std::optional<GameRecord> ReviewBook::game_of(const std::string& game_id) const {
  try {
    return store_.game(game_id);
  } catch (const std::exception& e) {
    spdlog::warn("review of game {}: the game could not be read: {}", game_id, e.what());
    return std::nullopt;
  }
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
  if (auto stored = store_.review(game_id)) {
    if (auto review = review_from_json(*stored)) {
      // The game is read once, and only for a review with estimates: to prove them, or say why not.
      const std::optional<GameRecord> game = review->exact ? std::nullopt : game_of(game_id);
      if (auto proving = resume(game_id, *review, game)) return Done{std::move(*proving)};
      return Done{as_answered(std::move(*review), game)};
    }
    spdlog::warn("review of game {}: the stored review cannot be read: the game is reviewed again", game_id);
  }
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
    keep(game.start.id, review_json(review_game({})));
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
    limits.proven = &proven_;
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
  GameReview g;
  if (!review.failed) {
    std::vector<PlyReview> plies;
    for (std::size_t i = 0; i < review.positions.size(); ++i)
      plies.push_back(review_ply(static_cast<int>(i), review.positions[i], review.played[i], review.analyses[i]));
    g = review_game(std::move(plies));
    json = review_json(g);
  }
  std::lock_guard lock(mutex_);
  running_.erase(review.id);
  metrics_.reviews_running.fetch_sub(1);
  if (review.failed || stopping_) return;  // asked again, it starts again
  prove(review.id, review.rules, review.positions, review.played, g);
  GameReview stored = g;
  stored.proving.reset();  // the store keeps the values, not a proof's progress
  store_.save_review(review.id, review_json(stored));
  keep(review.id, review_json(g));
  metrics_.reviews.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace mancala::server

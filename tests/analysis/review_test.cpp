// The review of a finished game (docs/analysis.md): classes, accuracy, and the ReviewBook's
// coalescing, storage and refusal of unknown and unfinished games, with the in-memory store.
#include <doctest/doctest.h>

#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <nlohmann/json.hpp>

#include "mancala/server/analysis/game_review.hpp"
#include "mancala/server/analysis/review_book.hpp"
#include "mancala/server/play/hard_table.hpp"
#include "mancala/server/store/memory_store.hpp"

using namespace mancala;
using namespace mancala::server;

TEST_CASE("a loss is classed best 0, good 1, inaccuracy 2-3, mistake 4-7, blunder from 8") {
  const char* want[] = {"best",    "good",    "inaccuracy", "inaccuracy", "mistake",
                        "mistake", "mistake", "mistake",    "blunder",    "blunder"};
  for (int loss = 0; loss < 10; ++loss) CHECK(loss_class(loss) == want[loss]);
  CHECK(loss_class(40) == "blunder");
}

TEST_CASE("a ply scores 100 less 12.5 a seed lost, and nothing from a blunder on") {
  CHECK(ply_accuracy(0) == 100);
  CHECK(ply_accuracy(1) == 87.5);
  CHECK(ply_accuracy(4) == 50);
  CHECK(ply_accuracy(8) == 0);
  CHECK(ply_accuracy(30) == 0);
}

TEST_CASE("accuracy is the mean over counted plies, per side, and null for a side with none") {
  const Rules rules(Variant::kalah());
  const Position start = rules.start();
  PositionAnalysis a;
  a.value = 8;
  a.exact = true;
  for (int pit = 0; pit < 6; ++pit) a.plies.push_back({Ply::pit(pit), pit == 2 ? 8 : 8 - 2 * pit - 2, true, 0});
  a.best = {Ply::pit(2)};
  const PlyReview best = review_ply(0, start, Ply::pit(2), a);
  const PlyReview slip = review_ply(2, start, Ply::pit(1), a);  // value 4: loses 4 seeds for South
  CHECK(best.loss == 0);
  CHECK(slip.loss == 4);
  CHECK(slip.value_after == 4);
  CHECK(slip.counted);
  PositionAnalysis forced;
  forced.value = 3;
  forced.plies = {{Ply::pit(0), 3, true, 0}};
  forced.best = {Ply::pit(0)};
  const PlyReview only = review_ply(1, start, Ply::pit(0), forced);
  CHECK(only.forced);
  CHECK_FALSE(only.counted);
  const GameReview g = review_game({best, only, slip});
  REQUIRE(g.accuracy[0]);
  CHECK(*g.accuracy[0] == 75);  // (100 + 50) / 2; the forced ply does not count
  CHECK_FALSE(g.accuracy[1]);
  const auto j = nlohmann::json::parse(review_json(g));
  CHECK(j["status"] == "done");
  CHECK(j["accuracy"]["north"].is_null());
  CHECK(j["plies"][2]["class"] == "mistake");
  CHECK(j["plies"][1]["forced"] == true);
}

TEST_CASE("a stored review reads back as it was written, without a proof's progress") {
  const Rules rules(Variant::kalah());
  const Position start = rules.start();
  PositionAnalysis a;
  a.value = 8;
  for (int pit = 0; pit < 6; ++pit) a.plies.push_back({Ply::pit(pit), pit == 2 ? 8 : 8 - 2 * pit - 2, pit != 4, 9});
  a.best = {Ply::pit(2)};
  GameReview g = review_game({review_ply(0, start, Ply::pit(1), a), review_ply(1, start, Ply::pit(2), a)});
  g.proof_ms = 5000;
  g.proving = ProofProgress{1, 2};
  const std::string text = review_json(g);
  CHECK(nlohmann::json::parse(text)["proving"] == nlohmann::json{{"done", 1}, {"total", 2}});
  const auto back = review_from_json(text);
  REQUIRE(back);
  CHECK(back->proof_ms == 5000);
  CHECK_FALSE(back->proving);
  CHECK_FALSE(back->exact);
  REQUIRE(back->plies.size() == 2);
  CHECK(back->plies[0].loss == 4);
  CHECK(back->plies[0].depth == 9);
  CHECK(back->plies[1].best == std::vector<Ply>{Ply::pit(2)});
  CHECK(back->accuracy == g.accuracy);
  g.proving.reset();
  CHECK(review_json(*back) == review_json(g));
  CHECK_FALSE(review_from_json("{\"status\":\"pending\",\"plies\":[]}"));
  CHECK_FALSE(review_from_json("{\"status\":\"done\",\"plies\":[{\"n\":0}]}"));
  CHECK_FALSE(review_from_json("not json"));
}

namespace {

// A finished Kalah(4,3) game of `plies`, stored in `store`.
void store_finished(MemoryStore& store, const std::string& id, const std::vector<int>& plies) {
  const Rules rules(Variant{.pits = 4, .seeds = 3});
  GameStart g;
  g.id = id;
  g.variant = rules.variant();
  g.kind = "local";
  store.start_game(g);
  Position p = rules.start();
  for (std::size_t i = 0; i < plies.size(); ++i) {
    store.add_ply(id, static_cast<int>(i), p.to_move, Ply::pit(plies[i]));
    rules.play(p, Ply::pit(plies[i]));
  }
  store.finish_game(id, p, [] {});
}

}  // namespace

TEST_CASE("a review is computed once however often it is asked for, then answered from the store") {
  MemoryStore store;
  Metrics metrics;
  HardTable table(0);
  boost::asio::thread_pool pool(2);
  ReviewBook book(pool, store, metrics, table, 500);
  const std::vector<int> plies = {0, 1, 3, 3, 1, 2};
  store_finished(store, "g1", plies);
  const auto first = book.ask("g1");
  REQUIRE(std::holds_alternative<ReviewBook::Pending>(first));
  CHECK(std::get<ReviewBook::Pending>(first).total == 6);
  for (int i = 0; i < 5; ++i) book.ask("g1");
  pool.join();  // every proof the asks started, and what each posted after it, has run
  REQUIRE(std::holds_alternative<ReviewBook::Done>(book.ask("g1")));
  CHECK(metrics.reviews.load() == 1);
  CHECK(metrics.analyses.load() == 6);
  REQUIRE(store.review("g1"));
  CHECK(nlohmann::json::parse(*store.review("g1"))["plies"].size() == 6);
  // A new book (a restart) answers from the store without computing.
  ReviewBook again(pool, store, metrics, table, 500);
  CHECK(std::holds_alternative<ReviewBook::Done>(again.ask("g1")));
  CHECK(metrics.analyses.load() == 6);
  pool.join();
}

TEST_CASE("an unknown game and one in progress are refused and start nothing") {
  MemoryStore store;
  Metrics metrics;
  HardTable table(0);
  boost::asio::thread_pool pool(1);
  ReviewBook book(pool, store, metrics, table, 100);
  CHECK(std::holds_alternative<ReviewBook::NotFound>(book.ask("nope")));
  GameStart g;
  g.id = "live";
  g.variant = Variant{.pits = 4, .seeds = 3};
  g.kind = "local";
  store.start_game(g);
  CHECK(std::holds_alternative<ReviewBook::InProgress>(book.ask("live")));
  CHECK(metrics.reviews_running.load() == 0);
  pool.join();
}

// A review's estimates judge nothing (docs/analysis.md §No judgement from an estimate): a ply
// whose two values are not both proven has no loss, no class and no weight in accuracy; one
// position shows one value in a review, the proven one where there is one; and a review that
// keeps estimates with no proof running says why.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <boost/asio/thread_pool.hpp>
#include <nlohmann/json.hpp>

#include "mancala/server/analysis/game_review.hpp"
#include "mancala/server/analysis/review_book.hpp"
#include "mancala/server/play/hard_table.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "review_support.hpp"

using namespace mancala;
using namespace mancala::server;
using nlohmann::json;

namespace {

// The analysis of `p` (its side to move picks the best) with six plies (pits 0..5) of `values`,
// each exact unless `estimates` names it; `depth` 9 for the estimates.
PositionAnalysis six_plies(const Position& p, const std::array<int, 6>& values,
                           std::initializer_list<int> estimates = {}) {
  std::vector<PlyValue> plies;
  for (int pit = 0; pit < 6; ++pit) {
    const bool estimate = std::find(estimates.begin(), estimates.end(), pit) != estimates.end();
    plies.push_back({Ply::pit(pit), values[pit], !estimate, estimate ? 9 : 0});
  }
  return analysis_of(p, std::move(plies));
}

// A North to move: the start after South's pit 0 (no extra turn).
Position north_to_move() {
  const Rules rules(Variant::kalah());
  Position p = rules.start();
  rules.play(p, Ply::pit(0));
  return p;
}

}  // namespace

TEST_CASE("an estimated ply has no loss, no class and no weight in accuracy") {
  const Position start = Rules(Variant::kalah()).start();
  // South's position proven, pit 3 played: 6 seeds lost, a mistake.
  const PlyReview proven = review_ply(0, start, Ply::pit(3), six_plies(start, {2, 4, 8, 2, 0, 6}));
  // A later South position with an estimate among its plies: pit 1 played, 8 seeds "lost".
  const PlyReview guessed = review_ply(2, start, Ply::pit(1), six_plies(start, {6, -2, 6, 0, 4, 2}, {1}));
  CHECK(proven.judged());
  CHECK_FALSE(guessed.judged());
  const GameReview g = review_game({proven, guessed});
  const json j = json::parse(review_json(g));
  CHECK(j["plies"][0]["loss"] == 6);
  CHECK(j["plies"][0]["class"] == "mistake");
  CHECK(j["plies"][1]["exact"] == false);
  CHECK(j["plies"][1]["loss"].is_null());
  CHECK(j["plies"][1]["class"].is_null());
  CHECK(j["plies"][1]["depth"] == 9);
  // South's accuracy is the proven ply's alone: 100 × (8 − 6) / 8.
  REQUIRE(g.accuracy[0]);
  CHECK(*g.accuracy[0] == 25);
  CHECK(j["exact"] == false);
}

TEST_CASE("one position has one value in a review: the proven one, else the later analysis's") {
  const Position start = Rules(Variant::kalah()).start();
  const Position north = north_to_move();
  SUBCASE("the played ply proven in the position before, the position after only estimated") {
    PlyReview a = review_ply(0, start, Ply::pit(0), six_plies(start, {-10, 0, 2, 0, 0, 0}, {1, 2}));
    PlyReview b = review_ply(1, north, Ply::pit(4), six_plies(north, {-6, -5, -3, -5, -5, -4}, {0, 1, 2, 3, 4, 5}));
    const GameReview g = review_game({a, b});
    CHECK(g.plies[0].value_after == -10);
    CHECK(g.plies[1].value_before == -10);  // not its own estimate of −6
    CHECK(g.plies[1].before_exact);
    CHECK_FALSE(g.plies[1].judged());  // its played ply is still an estimate
  }
  SUBCASE("the position after proven, the played ply estimated in the position before") {
    PlyReview a = review_ply(0, start, Ply::pit(0), six_plies(start, {-4, 0, 2, 0, 0, 0}, {0}));
    PlyReview b = review_ply(1, north, Ply::pit(4), six_plies(north, {-6, -8, -2, -4, -8, 0}));
    const GameReview g = review_game({a, b});
    CHECK(g.plies[0].value_after == -8);
    CHECK(g.plies[0].after_exact);
    CHECK(g.plies[1].value_before == -8);
  }
  SUBCASE("both estimated: the later analysis's own value") {
    PlyReview a = review_ply(0, start, Ply::pit(0), six_plies(start, {-4, 0, 2, 0, 0, 0}, {0}));
    PlyReview b = review_ply(1, north, Ply::pit(4), six_plies(north, {-6, -1, -2, -4, -3, 0}, {1}));
    const GameReview g = review_game({a, b});
    CHECK(g.plies[0].value_after == -6);
    CHECK(g.plies[1].value_before == -6);
    CHECK_FALSE(g.plies[0].after_exact);
  }
}

TEST_CASE("a ply whose values before and after are both proven is judged, its position partly estimated") {
  const Position start = Rules(Variant::kalah()).start();
  const Position north = north_to_move();
  // Ply 1 (North): its own position has estimates, but the position before it was proven with
  // the ply that led there, and the position after it is proven.
  const PlyReview a = review_ply(0, start, Ply::pit(0), six_plies(start, {-2, -4, 0, 0, 0, 0}));
  const PlyReview b = review_ply(1, north, Ply::pit(4), six_plies(north, {4, 2, -2, 0, 6, 6}, {0, 1}));
  const PlyReview c = review_ply(2, start, Ply::pit(5), six_plies(start, {0, 6, 2, 4, 1, 3}));
  const GameReview g = review_game({a, b, c});
  REQUIRE(g.plies[1].judged());
  CHECK(g.plies[1].value_before == -2);
  CHECK(g.plies[1].value_after == 6);
  CHECK(g.plies[1].loss == 8);  // North wanted the least; −2 was there, 6 was played
  const json j = json::parse(review_json(g));
  CHECK(j["plies"][1]["class"] == "blunder");
  CHECK(j["plies"][1]["exact"] == false);
  CHECK(j["plies"][1]["before_exact"] == true);
  REQUIRE(g.accuracy[1]);
  CHECK(*g.accuracy[1] == 0);
}

TEST_CASE("a review with estimates left says how many and why, and not while a proof runs") {
  const Position start = Rules(Variant::kalah()).start();
  GameReview g = review_game({review_ply(0, start, Ply::pit(1), six_plies(start, {2, 4, 8, 2, 0, 6}, {4}))});
  CHECK_FALSE(json::parse(review_json(g)).contains("unproven"));  // nothing said yet
  g.unproven = "time_limit";
  g.proof_ms = 1000;
  CHECK(json::parse(review_json(g))["unproven"] == json{{"plies", 1}, {"reason", "time_limit"}});
  const auto back = review_from_json(review_json(g));
  REQUIRE(back);
  CHECK(back->unproven == "time_limit");
  g.proving = ProofProgress{0, 1};
  CHECK_FALSE(json::parse(review_json(g)).contains("unproven"));
}

TEST_CASE("an Oware review's estimates stay: no proof is made for its board, and the answer says so") {
  MemoryStore store;
  Metrics metrics;
  HardTable table(0);
  boost::asio::thread_pool pool(1);
  ReviewBook book(pool, store, metrics, table, 20, ProofSettings{.position_ms = 1000});
  review_test::store_first_plies(store, "ow", Variant::oware(), 4);
  REQUIRE(std::holds_alternative<ReviewBook::Pending>(book.ask("ow")));
  pool.join();
  const auto done = book.ask("ow");
  REQUIRE(std::holds_alternative<ReviewBook::Done>(done));
  const json j = json::parse(std::get<ReviewBook::Done>(done).json);
  REQUIRE(j["exact"] == false);
  CHECK(j["unproven"]["reason"] == "no_proofs");
  CHECK(j["unproven"]["plies"] == 4);
  CHECK_FALSE(j.contains("proving"));
  // Read back from the store (a restart), it says the same.
  ReviewBook again(pool, store, metrics, table, 20, ProofSettings{.position_ms = 1000});
  const auto stored = again.ask("ow");
  REQUIRE(std::holds_alternative<ReviewBook::Done>(stored));
  CHECK(json::parse(std::get<ReviewBook::Done>(stored).json)["unproven"]["reason"] == "no_proofs");
}

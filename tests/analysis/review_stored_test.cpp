// What a review says whatever the values it is given: a proven loss always counts for accuracy,
// values as large as an int give a loss that is neither negative nor wrapped, and a stored text
// that is not a review is never answered as one (the game is reviewed again).
#include <doctest/doctest.h>

#include <array>
#include <boost/asio/thread_pool.hpp>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>

#include "mancala/server/analysis/game_review.hpp"
#include "mancala/server/analysis/review_book.hpp"
#include "mancala/server/play/hard_table.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "review_support.hpp"

using namespace mancala;
using namespace mancala::server;
using nlohmann::json;

namespace {

// Six plies (pits 0..5) of `values`; `exact_pit` the only exact one (-1: all exact).
PositionAnalysis stored_plies(const Position& p, const std::array<int, 6>& values, int exact_pit) {
  std::vector<PlyValue> plies;
  for (int pit = 0; pit < 6; ++pit) {
    const bool exact = exact_pit < 0 || pit == exact_pit;
    plies.push_back({Ply::pit(pit), values[pit], exact, exact ? 0 : 7});
  }
  return analysis_of(p, std::move(plies));
}

// A stored review of one South ply with the values given.
std::string one_ply_review(long long before, long long after) {
  json ply = {{"n", 0},
              {"side", "south"},
              {"pit", 2},
              {"value_before", before},
              {"value_after", after},
              {"best", {{{"pit", 1}}}},
              {"loss", nullptr},
              {"class", nullptr},
              {"exact", true},
              {"counted", true}};
  return json{{"status", "done"}, {"plies", {ply}}, {"exact", true}}.dump();
}

}  // namespace

TEST_CASE("a judged ply with a loss counts for accuracy, its estimates all of one value") {
  const Rules rules(Variant::kalah());
  const Position start = rules.start();
  Position north = start;
  rules.play(north, Ply::pit(0));
  // South's position proven: pit 0 keeps 4. North's estimates all say 6, its played pit 3 proven
  // at 6: from the proven 4, North gave away 2 seeds.
  const PlyReview a = review_ply(0, start, Ply::pit(0), stored_plies(start, {4, 0, 0, 0, 0, 0}, -1));
  const PlyReview b = review_ply(1, north, Ply::pit(3), stored_plies(north, {6, 6, 6, 6, 6, 6}, 3));
  const GameReview g = review_game({a, b});
  REQUIRE(g.plies[1].judged());
  CHECK(g.plies[1].loss == 2);
  CHECK(g.plies[1].counted);
  REQUIRE(g.accuracy[1]);
  CHECK(*g.accuracy[1] == 75);
}

TEST_CASE("a stored review's values as large as an int give a loss that does not wrap") {
  constexpr long long most = std::numeric_limits<int>::max(), least = std::numeric_limits<int>::min();
  for (const auto& [before, after] : {std::pair{most, least}, std::pair{most, -1LL}, std::pair{least, most}}) {
    CAPTURE(before);
    CAPTURE(after);
    const auto review = review_from_json(one_ply_review(before, after));
    REQUIRE(review);
    const json ply = json::parse(review_json(*review))["plies"][0];
    const bool gave_away = before > after;  // South wanted the most
    CHECK(ply["loss"].get<long long>() >= 0);
    CHECK(ply["class"] == (gave_away ? "blunder" : "best"));
    REQUIRE(review->accuracy[0]);
    CHECK(*review->accuracy[0] == (gave_away ? 0 : 100));
  }
}

TEST_CASE("a stored text that is not a review is not answered: the game is reviewed again") {
  for (const std::string stored : {"not json", R"({"status":"done","plies":[{"n":0}]})",
                                   R"({"status":"done","plies":[{"n":0,"side":"south","pit":1,"value_before":0,)"
                                   R"("value_after":-9,"best":[],"loss":9,"class":"blunder","exact":false}]})"}) {
    CAPTURE(stored);
    MemoryStore store;
    Metrics metrics;
    HardTable table(0);
    boost::asio::thread_pool pool(1);
    ReviewBook book(pool, store, metrics, table, 20);
    review_test::store_first_plies(store, "g", Variant::kalah(), 3);
    store.save_review("g", stored);
    CHECK(std::holds_alternative<ReviewBook::Pending>(book.ask("g")));
    pool.join();
    const auto done = book.ask("g");
    REQUIRE(std::holds_alternative<ReviewBook::Done>(done));
    const json j = json::parse(std::get<ReviewBook::Done>(done).json);
    CHECK(j["status"] == "done");
    CHECK(j["plies"].size() == 3);
    REQUIRE(store.review("g"));
    CHECK(review_from_json(*store.review("g")));  // the new review replaced the stored text
  }
}

// The blossom matcher against a brute-force matcher: every graph on up to 6 vertices, and many
// random graphs (sparse to complete, with ties, duplicates and large costs) up to 12 vertices.
#include "mancala/server/tournament/matching.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

using mancala::server::MatchEdge;
using mancala::server::min_cost_matching;

namespace {

// The best matching's size and cost: more pairs first, then less cost.
struct MatchValue {
  int pairs = 0;
  std::int64_t cost = 0;
  bool better_than(const MatchValue& o) const { return pairs != o.pairs ? pairs > o.pairs : cost < o.cost; }
};

// The cheapest cost of each pair that has an edge, keyed by (low, high).
std::map<std::pair<int, int>, std::int64_t> cheapest_edges(const std::vector<MatchEdge>& edges) {
  std::map<std::pair<int, int>, std::int64_t> cheapest;
  for (const MatchEdge& e : edges) {
    const auto key = std::minmax(e.u, e.v);
    auto [it, fresh] = cheapest.emplace(key, e.cost);
    if (!fresh) it->second = std::min(it->second, e.cost);
  }
  return cheapest;
}

// Exhaustive search over vertex subsets: the lowest vertex of a subset is left out or matched to
// one of the others. 3^n-ish work, fine for n ≤ 12.
MatchValue brute_force(int n, const std::vector<MatchEdge>& edges) {
  const auto cheapest = cheapest_edges(edges);
  std::vector<std::vector<std::int64_t>> cost(n, std::vector<std::int64_t>(n, -1));
  for (const auto& [key, c] : cheapest) cost[key.first][key.second] = cost[key.second][key.first] = c;
  std::vector<MatchValue> best(std::size_t{1} << n);
  for (unsigned mask = 1; mask < (1u << n); ++mask) {
    const int low = __builtin_ctz(mask);
    const unsigned rest = mask & (mask - 1);
    MatchValue value = best[rest];
    for (int j = low + 1; j < n; ++j) {
      if (!(rest >> j & 1) || cost[low][j] < 0) continue;
      const MatchValue& sub = best[rest & ~(1u << j)];
      const MatchValue with{sub.pairs + 1, sub.cost + cost[low][j]};
      if (with.better_than(value)) value = with;
    }
    best[mask] = value;
  }
  return best[(1u << n) - 1];
}

// Checks that `mate` is a matching over the given edges and returns its value.
MatchValue checked_value(int n, const std::vector<MatchEdge>& edges, const std::vector<int>& mate) {
  const auto cheapest = cheapest_edges(edges);
  REQUIRE(static_cast<int>(mate.size()) == n);
  MatchValue value;
  for (int v = 0; v < n; ++v) {
    if (mate[v] < 0) {
      CHECK(mate[v] == -1);
      continue;
    }
    REQUIRE(mate[v] < n);
    REQUIRE(mate[v] != v);
    REQUIRE(mate[mate[v]] == v);
    if (v > mate[v]) continue;
    const auto it = cheapest.find({v, mate[v]});
    REQUIRE_MESSAGE(it != cheapest.end(), "pair " << v << "-" << mate[v] << " has no edge");
    ++value.pairs;
    value.cost += it->second;
  }
  return value;
}

void check_against_brute_force(int n, const std::vector<MatchEdge>& edges) {
  const MatchValue got = checked_value(n, edges, min_cost_matching(n, edges));
  const MatchValue want = brute_force(n, edges);
  INFO("n=" << n << " edges=" << edges.size());
  CHECK(got.pairs == want.pairs);
  CHECK(got.cost == want.cost);
}

std::vector<MatchEdge> random_graph(int n, double density, std::int64_t max_cost, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  std::uniform_int_distribution<std::int64_t> price(0, max_cost);
  std::vector<MatchEdge> edges;
  for (int u = 0; u < n; ++u) {
    for (int v = u + 1; v < n; ++v) {
      if (coin(rng) >= density) continue;
      // Either orientation is accepted; sometimes a dearer or cheaper duplicate follows.
      if (coin(rng) < 0.5)
        edges.push_back({u, v, price(rng)});
      else
        edges.push_back({v, u, price(rng)});
      if (coin(rng) < 0.1) edges.push_back({u, v, price(rng)});
    }
  }
  std::shuffle(edges.begin(), edges.end(), rng);
  return edges;
}

}  // namespace

TEST_CASE("no vertices, one vertex and no edges give empty matchings") {
  CHECK(min_cost_matching(0, {}).empty());
  CHECK(min_cost_matching(1, {}) == std::vector<int>{-1});
  CHECK(min_cost_matching(4, {}) == std::vector<int>{-1, -1, -1, -1});
  CHECK(min_cost_matching(2, {{1, 0, 7}}) == std::vector<int>{1, 0});
}

TEST_CASE("bad input is refused") {
  CHECK_THROWS_AS(min_cost_matching(-1, {}), std::invalid_argument);
  CHECK_THROWS_AS(min_cost_matching(2, {{0, 2, 1}}), std::invalid_argument);
  CHECK_THROWS_AS(min_cost_matching(2, {{-1, 1, 1}}), std::invalid_argument);
  CHECK_THROWS_AS(min_cost_matching(2, {{1, 1, 1}}), std::invalid_argument);
  CHECK_THROWS_AS(min_cost_matching(2, {{0, 1, -1}}), std::invalid_argument);
  CHECK_THROWS_AS(min_cost_matching(2, {{0, 1, 1'000'000'000'001}}), std::invalid_argument);
  CHECK(min_cost_matching(2, {{0, 1, 1'000'000'000'000}}) == std::vector<int>{1, 0});
}

TEST_CASE("more pairs win over a cheaper matching") {
  // Path 0-1-2-3: the cheap middle edge alone would cost 1; both ends cost 2000 but pair all four.
  const std::vector<MatchEdge> path{{0, 1, 1000}, {1, 2, 1}, {2, 3, 1000}};
  CHECK(min_cost_matching(4, path) == std::vector<int>{1, 0, 3, 2});
}

TEST_CASE("of duplicate edges the cheapest counts") {
  // Square 0-1-2-3-0: {0-1, 2-3} costs 5+5 unless the duplicate 0-1 at 1 is used (1+5 < 3+4).
  const std::vector<MatchEdge> square{{0, 1, 5}, {1, 2, 3}, {2, 3, 5}, {3, 0, 4}, {1, 0, 1}};
  CHECK(min_cost_matching(4, square) == std::vector<int>{1, 0, 3, 2});
}

TEST_CASE("an odd cycle shrinks into a blossom and the path goes through it") {
  // Triangle 0-1-2 with tails 3-0 and 2-4: the perfect-as-possible answer matches 3-0, 1-2 or
  // 0-1, 2-4... with costs forcing 3-0 and 2-4, leaving 1 out.
  const std::vector<MatchEdge> edges{{0, 1, 10}, {1, 2, 10}, {2, 0, 10}, {3, 0, 1}, {2, 4, 1}};
  const auto mate = min_cost_matching(5, edges);
  CHECK(mate[3] == 0);
  CHECK(mate[4] == 2);
  CHECK(mate[1] == -1);
  check_against_brute_force(5, edges);
}

TEST_CASE("nested blossoms are built, relabelled and expanded") {
  // Two triangles joined into a 5-cycle of blossoms, with pendant vertices on the outside.
  const std::vector<MatchEdge> edges{{0, 1, 2}, {1, 2, 2},  {2, 0, 2},  {2, 3, 4}, {3, 4, 1}, {4, 5, 1},
                                     {5, 3, 1}, {5, 6, 3},  {6, 0, 9},  {1, 7, 6}, {4, 8, 2}, {7, 8, 30},
                                     {6, 9, 1}, {9, 10, 8}, {10, 0, 3}, {8, 11, 5}};
  check_against_brute_force(12, edges);
  // The same shape with every cost equal: any maximum matching is optimal.
  std::vector<MatchEdge> ties = edges;
  for (auto& e : ties) e.cost = 7;
  check_against_brute_force(12, ties);
  // An inner blossom that must be expanded: a blossom 1-2-3 entered at 2, left through its base.
  const std::vector<MatchEdge> expand{{0, 1, 8}, {1, 2, 1},  {2, 3, 1}, {3, 1, 1}, {3, 4, 9},
                                      {4, 5, 1}, {5, 0, 20}, {2, 6, 2}, {6, 7, 1}};
  check_against_brute_force(8, expand);
}

TEST_CASE("costs near the limit keep 64-bit arithmetic exact") {
  std::vector<MatchEdge> edges;
  for (int u = 0; u < 12; ++u) {
    for (int v = u + 1; v < 12; ++v) edges.push_back({u, v, 1'000'000'000'000 - (u * 13 + v * 7) % 11});
  }
  check_against_brute_force(12, edges);
  const auto mate = min_cost_matching(1000, {{0, 999, 1'000'000'000'000}, {1, 2, 0}});
  CHECK(mate[0] == 999);
  CHECK(mate[1] == 2);
}

TEST_CASE("every graph on up to 6 vertices matches like brute force") {
  std::mt19937_64 rng(20240601);
  for (int n = 0; n <= 6; ++n) {
    std::vector<std::pair<int, int>> pairs;
    for (int u = 0; u < n; ++u) {
      for (int v = u + 1; v < n; ++v) pairs.emplace_back(u, v);
    }
    for (unsigned graph = 0; graph < (1u << pairs.size()); ++graph) {
      // Tiny costs make ties common; one cost range in three is wide.
      const std::int64_t max_cost = graph % 3 == 0 ? 1'000'000 : 2;
      std::uniform_int_distribution<std::int64_t> price(0, max_cost);
      std::vector<MatchEdge> edges;
      for (std::size_t k = 0; k < pairs.size(); ++k) {
        if (graph >> k & 1) edges.push_back({pairs[k].first, pairs[k].second, price(rng)});
      }
      check_against_brute_force(n, edges);
    }
  }
}

TEST_CASE("random graphs up to 12 vertices match like brute force") {
  std::mt19937_64 rng(77);
  const double densities[] = {0.1, 0.2, 0.35, 0.5, 0.7, 0.9, 1.0};
  const std::int64_t max_costs[] = {0, 1, 3, 20, 1000, 1'000'000'000'000};
  for (int n = 0; n <= 12; ++n) {
    for (double density : densities) {
      for (std::int64_t max_cost : max_costs) {
        for (int trial = 0; trial < 40; ++trial) check_against_brute_force(n, random_graph(n, density, max_cost, rng));
      }
    }
  }
}

TEST_CASE("sparse graphs made of odd cycles and chains match like brute force") {
  std::mt19937_64 rng(5);
  std::uniform_int_distribution<std::int64_t> price(0, 9);
  for (int trial = 0; trial < 5000; ++trial) {
    const int n = 3 + static_cast<int>(rng() % 10);
    std::vector<int> order(n);
    for (int v = 0; v < n; ++v) order[v] = v;
    std::shuffle(order.begin(), order.end(), rng);
    // A long odd or even cycle through a shuffled order, with a few random chords.
    std::vector<MatchEdge> edges;
    const int cycle = std::max(3, n - static_cast<int>(rng() % 3));
    for (int i = 0; i < cycle; ++i) edges.push_back({order[i], order[(i + 1) % cycle], price(rng)});
    for (int i = cycle; i < n; ++i) edges.push_back({order[i], order[rng() % i], price(rng)});
    for (int chords = static_cast<int>(rng() % 4); chords > 0; --chords) {
      const int u = static_cast<int>(rng() % n), v = static_cast<int>(rng() % n);
      if (u != v) edges.push_back({u, v, price(rng)});
    }
    check_against_brute_force(n, edges);
  }
}

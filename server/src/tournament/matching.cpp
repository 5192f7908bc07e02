// Minimum-cost maximum-cardinality matching (matching.hpp): input checks, and costs turned into
// weights for the blossom matcher. Cardinality first: each edge weighs `big − cost`, with `big`
// larger than any matching's total cost, so one more pair outweighs any saving.
#include "mancala/server/tournament/matching.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>

#include "blossom_matcher.hpp"

namespace mancala::server {
namespace {

constexpr std::int64_t max_match_cost = 1'000'000'000'000;
// Weights, duals and slacks stay below 4 × big: big is kept under this bound.
constexpr std::int64_t max_match_big = std::int64_t{1} << 60;

}  // namespace

std::vector<int> min_cost_matching(int n, const std::vector<MatchEdge>& edges) {
  if (n < 0) throw std::invalid_argument("min_cost_matching: negative vertex count");
  std::vector<MatchEdge> kept;
  kept.reserve(edges.size());
  std::int64_t max_cost = 0;
  for (const MatchEdge& e : edges) {
    if (e.u < 0 || e.u >= n || e.v < 0 || e.v >= n) {
      throw std::invalid_argument("min_cost_matching: vertex out of range in edge " + std::to_string(e.u) + "-" +
                                  std::to_string(e.v));
    }
    if (e.u == e.v) throw std::invalid_argument("min_cost_matching: loop at vertex " + std::to_string(e.u));
    if (e.cost < 0 || e.cost > max_match_cost) {
      throw std::invalid_argument("min_cost_matching: cost out of range: " + std::to_string(e.cost));
    }
    kept.push_back({std::min(e.u, e.v), std::max(e.u, e.v), e.cost});
    max_cost = std::max(max_cost, e.cost);
  }
  if (kept.empty()) return std::vector<int>(n, -1);
  // Of duplicate edges the cheapest counts: sort by pair, then cost, and keep the first of each.
  std::sort(kept.begin(), kept.end(), [](const MatchEdge& a, const MatchEdge& b) {
    return std::tie(a.u, a.v, a.cost) < std::tie(b.u, b.v, b.cost);
  });
  kept.erase(std::unique(kept.begin(), kept.end(),
                         [](const MatchEdge& a, const MatchEdge& b) { return a.u == b.u && a.v == b.v; }),
             kept.end());
  // One more pair outweighs any cost saving: big > (n/2) × max_cost ≥ any matching's cost.
  const std::int64_t pairs_bound = n / 2 + 1;
  if (pairs_bound > max_match_big / (max_cost + 1)) {
    throw std::invalid_argument("min_cost_matching: too many vertices for the costs");
  }
  const std::int64_t big = pairs_bound * (max_cost + 1);
  std::vector<BlossomEdge> weighted;
  weighted.reserve(kept.size());
  for (const MatchEdge& e : kept) weighted.push_back({e.u, e.v, big - e.cost});
  return BlossomMatcher(n, std::move(weighted)).solve();
}

}  // namespace mancala::server

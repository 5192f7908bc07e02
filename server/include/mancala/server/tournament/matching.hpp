// Pairing as a graph problem: a minimum-cost maximum matching (Edmonds' blossom algorithm).
#pragma once

#include <cstdint>
#include <vector>

namespace mancala::server {

/// Players `u` and `v` (indices 0..n-1, u != v) may meet, at `cost` (0..10^12; lower is better).
struct MatchEdge {
  int u = 0, v = 0;
  std::int64_t cost = 0;
};

/// Among the matchings with the most pairs, one of least total cost: mate[i] is i's partner, or
/// -1 when i is left out. A pair with no edge never meets; of duplicate edges the cheapest
/// counts. O(n³) time, O(n²) memory. Throws std::invalid_argument for a vertex out of range, a
/// loop or a cost out of range.
std::vector<int> min_cost_matching(int n, const std::vector<MatchEdge>& edges);

}  // namespace mancala::server

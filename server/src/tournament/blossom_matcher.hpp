// The blossom algorithm behind min_cost_matching (matching.hpp): Edmonds' algorithm with dual
// variables, the primal-dual method of Galil's survey "Efficient algorithms for finding maximum
// matching in graphs" (1986), O(n³): stages of alternating-tree growth, each ending in one
// augmentation. It maximises total weight; matching.cpp turns costs into weights.
//
// Weights stay integers: an edge's slack is dual(u) + dual(v) − 2·weight, and every outer
// vertex's dual has the parity of the exposed vertices' common dual, so halved slacks are exact.
// Weights, duals and slacks stay below 4 × the largest weight.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace mancala::server {

// An edge of the matcher's graph: u != v, `weight` is maximised.
struct BlossomEdge {
  int u = 0, v = 0;
  std::int64_t weight = 0;
};

// An edge as seen from one end: the scan's inner loop reads only this.
struct BlossomArc {
  int to = 0, edge = 0;
  std::int64_t weight = 0;
};

// A top-level blossom's label in the current stage: outer (S, even distance from an exposed
// vertex), inner (T, odd), or free (not in any alternating tree).
enum class BlossomLabel : unsigned char { free, outer, inner };

// The maximum-weight matching of one graph. Ids 0..n-1 are vertices (trivial blossoms), n..2n-1
// nontrivial blossoms; a blossom's children form an odd cycle starting at its base child.
class BlossomMatcher {
 public:
  /// `n` vertices and edges between distinct vertices (no duplicates), weights 0..2^60.
  /// solve(): mate[v] is v's partner or -1.
  BlossomMatcher(int n, std::vector<BlossomEdge> edges);
  std::vector<int> solve();

 private:
  enum class StepKind { done, to_free, outer_outer, expand_inner };
  struct Step {
    StepKind kind = StepKind::done;
    std::int64_t delta = 0;
    int id = -1;  // the edge (to_free, outer_outer) or the blossom (expand_inner)
  };

  std::int64_t slack(int e) const { return dual_[edges_[e].u] + dual_[edges_[e].v] - 2 * edges_[e].weight; }
  void offer_best(int x, int e, std::int64_t s) {
    if (best_edge_[x] >= 0 && s >= best_slack_[x]) return;
    best_edge_[x] = e;
    best_slack_[x] = s;
  }
  bool is_top(int b) const { return b < n_ ? top_[b] == b : base_[b] >= 0 && parent_[b] < 0; }
  void leaves(int b, std::vector<int>& out) const;
  std::pair<int, int> crossing(int b, int at, int step) const;

  bool run_stage();
  bool scan(int v);
  void label_blossom(int x, BlossomLabel label, int from);
  void label_outer(int b, int in, int out);
  int find_base(int v, int w);
  void make_blossom(int base, int v, int w);
  void collect_best_edges(int b);
  void augment_within(int b, int v);
  void augment_path(int v, int w);
  void expand(int b, bool end_stage);
  void relabel_expanded(int b);
  Step next_step() const;
  void move_duals(std::int64_t delta);

  int n_;
  std::vector<BlossomEdge> edges_;
  std::vector<std::vector<BlossomArc>> incident_;  // per vertex, its edges
  std::vector<int> mate_;                          // per vertex, its partner or -1
  std::vector<int> top_;                           // per vertex, its top-level blossom
  std::vector<int> parent_, base_;                 // per id; base_ -1 for an unused blossom id
  std::vector<std::vector<int>> children_;         // per blossom, its cycle of sub-blossoms
  // links_[b][i]: the edge between children i and i+1 (mod size) as (vertex in i, vertex in i+1).
  std::vector<std::vector<std::pair<int, int>>> links_;
  std::vector<std::int64_t> dual_;
  std::vector<BlossomLabel> label_;
  // The edge that labelled a top-level blossom: label_in_ inside it, label_out_ in its tree
  // parent (-1 for a root). An outer blossom is labelled through its base's matched edge.
  std::vector<int> label_in_, label_out_;
  // best_edge_: for a vertex not outer, its least-slack edge to an outer vertex; for an outer
  // blossom, its least-slack edge to another outer blossom. best_list_: for an outer blossom made
  // in this stage, its least-slack edge to each other outer blossom (has_list_).
  std::vector<int> best_edge_;
  std::vector<std::int64_t> best_slack_;  // slack(best_edge_), kept between dual moves
  std::vector<std::vector<int>> best_list_;
  std::vector<char> has_list_;
  std::vector<int> free_ids_, queue_, mark_, best_to_;
  int stamp_ = 0;
};

}  // namespace mancala::server

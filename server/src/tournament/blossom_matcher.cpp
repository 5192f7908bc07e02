// The blossom matcher's stages: growing alternating trees along tight edges and moving the duals
// (blossom_matcher.hpp).
#include "blossom_matcher.hpp"

#include <algorithm>
#include <limits>

namespace mancala::server {

BlossomMatcher::BlossomMatcher(int n, std::vector<BlossomEdge> edges)
    : n_(n),
      edges_(std::move(edges)),
      incident_(n),
      mate_(n, -1),
      top_(n),
      parent_(2 * n, -1),
      base_(2 * n, -1),
      children_(2 * n),
      links_(2 * n),
      dual_(2 * n, 0),
      label_(2 * n, BlossomLabel::free),
      label_in_(2 * n, -1),
      label_out_(2 * n, -1),
      best_edge_(2 * n, -1),
      best_slack_(2 * n, 0),
      best_list_(2 * n),
      has_list_(2 * n, 0),
      mark_(2 * n, 0),
      best_to_(2 * n, -1) {
  std::int64_t max_weight = 0;
  for (int e = 0; e < static_cast<int>(edges_.size()); ++e) {
    incident_[edges_[e].u].push_back({edges_[e].v, e, edges_[e].weight});
    incident_[edges_[e].v].push_back({edges_[e].u, e, edges_[e].weight});
    max_weight = std::max(max_weight, edges_[e].weight);
  }
  for (int v = 0; v < n_; ++v) {
    top_[v] = v;
    base_[v] = v;
    dual_[v] = max_weight;
  }
  for (int b = 2 * n_ - 1; b >= n_; --b) free_ids_.push_back(b);
}

void BlossomMatcher::leaves(int b, std::vector<int>& out) const {
  if (b < n_) {
    out.push_back(b);
    return;
  }
  for (int c : children_[b]) leaves(c, out);
}

// The edge from child `at` of b to its neighbour in direction `step` (±1): (vertex in child
// `at`, vertex in the neighbour).
std::pair<int, int> BlossomMatcher::crossing(int b, int at, int step) const {
  const auto& links = links_[b];
  const int size = static_cast<int>(links.size());
  if (step > 0) return links[at];
  const auto& link = links[(at - 1 + size) % size];
  return {link.second, link.first};
}

// Stages until one ends without augmenting.
std::vector<int> BlossomMatcher::solve() {
  while (run_stage()) {
  }
  return mate_;
}

// One stage: every exposed vertex roots an outer tree; the trees grow and the duals move until
// an augmenting path appears (true) or an exposed vertex's dual reaches 0: the matching is then
// of maximum weight (false). Outer blossoms whose dual is 0 are expanded after an augmentation.
bool BlossomMatcher::run_stage() {
  std::fill(label_.begin(), label_.end(), BlossomLabel::free);
  std::fill(best_edge_.begin(), best_edge_.end(), -1);
  for (int b = 0; b < 2 * n_; ++b) {
    best_list_[b].clear();
    has_list_[b] = 0;
  }
  queue_.clear();
  for (int v = 0; v < n_; ++v) {
    if (mate_[v] < 0 && label_[top_[v]] == BlossomLabel::free) label_blossom(v, BlossomLabel::outer, -1);
  }
  if (queue_.empty()) return false;
  for (;;) {
    while (!queue_.empty()) {
      const int v = queue_.back();
      queue_.pop_back();
      if (!scan(v)) continue;
      for (int b = n_; b < 2 * n_; ++b) {
        if (is_top(b) && label_[b] == BlossomLabel::outer && dual_[b] == 0) expand(b, true);
      }
      return true;
    }
    const Step step = next_step();
    move_duals(step.delta);
    switch (step.kind) {
      case StepKind::done:
        return false;
      case StepKind::to_free: {
        const int u = edges_[step.id].u;
        queue_.push_back(label_[top_[u]] == BlossomLabel::outer ? u : edges_[step.id].v);
        break;
      }
      case StepKind::outer_outer:
        queue_.push_back(edges_[step.id].u);
        break;
      case StepKind::expand_inner:
        expand(step.id, false);
        break;
    }
  }
}

// Looks along v's tight edges (v is outer): grows the tree, makes a blossom, or finds an
// augmenting path (then augments and returns true).
bool BlossomMatcher::scan(int v) {
  const std::int64_t dual_v = dual_[v];
  for (const BlossomArc& arc : incident_[v]) {
    const int w = arc.to, e = arc.edge;
    const int bv = top_[v], bw = top_[w];
    if (bv == bw) continue;
    const std::int64_t s = dual_v + dual_[w] - 2 * arc.weight;
    if (label_[bw] == BlossomLabel::outer) {
      if (s > 0) {
        offer_best(bv, e, s);
        continue;
      }
      const int base = find_base(v, w);
      if (base < 0) {
        augment_path(v, w);
        return true;
      }
      make_blossom(base, v, w);
    } else if (label_[bw] == BlossomLabel::free && s == 0) {
      label_blossom(w, BlossomLabel::inner, v);
    } else {
      offer_best(w, e, s);
    }
  }
  return false;
}

void BlossomMatcher::label_blossom(int x, BlossomLabel label, int from) {
  const int b = top_[x];
  if (label == BlossomLabel::outer) {
    label_outer(b, x, from);
    return;
  }
  label_[b] = label;
  label_in_[b] = x;
  label_out_[b] = from;
  // An inner blossom is matched (exposed ones are outer roots): its mate's blossom is outer.
  const int base = base_[b];
  label_blossom(mate_[base], BlossomLabel::outer, base);
}

void BlossomMatcher::label_outer(int b, int in, int out) {
  label_[b] = BlossomLabel::outer;
  label_in_[b] = in;
  label_out_[b] = out;
  best_edge_[b] = -1;
  best_list_[b].clear();
  has_list_[b] = 0;
  leaves(b, queue_);
}

// The base of the blossom closing the cycle v–w (both outer, one tree), or -1 when v and w lie
// in different trees. Walks up both paths alternately, marking the outer blossoms passed.
int BlossomMatcher::find_base(int v, int w) {
  ++stamp_;
  int a = v, c = w;
  while (a >= 0 || c >= 0) {
    if (a >= 0) {
      const int b = top_[a];
      if (mark_[b] == stamp_) return base_[b];
      mark_[b] = stamp_;
      a = label_out_[b] < 0 ? -1 : label_out_[top_[label_out_[b]]];
    }
    std::swap(a, c);
  }
  return -1;
}

// The largest dual move that keeps every slack and blossom dual non-negative, and what it allows.
BlossomMatcher::Step BlossomMatcher::next_step() const {
  Step step{StepKind::done, std::numeric_limits<std::int64_t>::max(), -1};
  for (int v = 0; v < n_; ++v) {
    const BlossomLabel label = label_[top_[v]];
    if (label == BlossomLabel::outer && dual_[v] < step.delta) step = {StepKind::done, dual_[v], -1};
    if (label == BlossomLabel::free && best_edge_[v] >= 0 && best_slack_[v] < step.delta) {
      step = {StepKind::to_free, best_slack_[v], best_edge_[v]};
    }
  }
  for (int b = 0; b < 2 * n_; ++b) {
    if (!is_top(b)) continue;
    if (label_[b] == BlossomLabel::outer && best_edge_[b] >= 0 && best_slack_[b] / 2 < step.delta) {
      step = {StepKind::outer_outer, best_slack_[b] / 2, best_edge_[b]};
    }
    if (b >= n_ && label_[b] == BlossomLabel::inner && dual_[b] < step.delta) {
      step = {StepKind::expand_inner, dual_[b], b};
    }
  }
  return step;
}

// Moves outer duals down and inner ones up by delta (blossoms the other way), then refreshes the
// cached best slacks.
void BlossomMatcher::move_duals(std::int64_t delta) {
  for (int v = 0; v < n_; ++v) {
    const BlossomLabel label = label_[top_[v]];
    if (label == BlossomLabel::outer) dual_[v] -= delta;
    if (label == BlossomLabel::inner) dual_[v] += delta;
  }
  for (int b = n_; b < 2 * n_; ++b) {
    if (!is_top(b)) continue;
    if (label_[b] == BlossomLabel::outer) dual_[b] += delta;
    if (label_[b] == BlossomLabel::inner) dual_[b] -= delta;
  }
  for (int x = 0; x < 2 * n_; ++x) {
    if (best_edge_[x] >= 0) best_slack_[x] = slack(best_edge_[x]);
  }
}

}  // namespace mancala::server

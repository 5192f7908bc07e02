// The blossom matcher's odd cycles: shrinking them into blossoms, augmenting through them, and
// expanding them again (blossom_matcher.hpp).
#include <algorithm>
#include <vector>

#include "blossom_matcher.hpp"

namespace mancala::server {

// Shrinks the odd cycle closed by the tight edge v–w (both outer, one tree, meeting at `base`)
// into a new outer blossom.
void BlossomMatcher::make_blossom(int base, int v, int w) {
  const int bb = top_[base];
  const int b = free_ids_.back();
  free_ids_.pop_back();
  base_[b] = base;
  parent_[b] = -1;
  dual_[b] = 0;
  auto& kids = children_[b];
  auto& links = links_[b];
  kids.assign(1, bb);
  links.clear();
  std::vector<int> v_path, w_path;
  for (int c = top_[v]; c != bb; c = top_[label_out_[c]]) v_path.push_back(c);
  for (int c = top_[w]; c != bb; c = top_[label_out_[c]]) w_path.push_back(c);
  for (auto it = v_path.rbegin(); it != v_path.rend(); ++it) {
    links.emplace_back(label_out_[*it], label_in_[*it]);
    kids.push_back(*it);
  }
  links.emplace_back(v, w);
  for (int c : w_path) {
    kids.push_back(c);
    links.emplace_back(label_in_[c], label_out_[c]);
  }
  for (int c : kids) parent_[c] = b;
  label_[b] = BlossomLabel::outer;
  label_in_[b] = label_in_[bb];
  label_out_[b] = label_out_[bb];
  std::vector<int> inside;
  leaves(b, inside);
  for (int x : inside) {
    // Inner vertices become outer: their edges must be looked at.
    if (label_[top_[x]] == BlossomLabel::inner) queue_.push_back(x);
    top_[x] = b;
  }
  collect_best_edges(b);
}

// The new outer blossom b's least-slack edge to each other outer blossom, from its children's
// lists, or from all their vertices' edges when a child has none.
void BlossomMatcher::collect_best_edges(int b) {
  std::vector<int> targets;
  auto consider = [&](int e) {
    const int bu = top_[edges_[e].u], bv = top_[edges_[e].v];
    const int far = bu == b ? bv : bu;
    if (far == b || label_[far] != BlossomLabel::outer) return;
    if (best_to_[far] < 0) {
      targets.push_back(far);
      best_to_[far] = e;
    } else if (slack(e) < slack(best_to_[far])) {
      best_to_[far] = e;
    }
  };
  std::vector<int> inside;
  for (int c : children_[b]) {
    if (has_list_[c]) {
      for (int e : best_list_[c]) consider(e);
    } else {
      inside.clear();
      leaves(c, inside);
      for (int x : inside) {
        for (const BlossomArc& arc : incident_[x]) consider(arc.edge);
      }
    }
    best_list_[c].clear();
    has_list_[c] = 0;
    best_edge_[c] = -1;
  }
  auto& list = best_list_[b];
  list.clear();
  best_edge_[b] = -1;
  for (int far : targets) {
    const int e = best_to_[far];
    best_to_[far] = -1;
    list.push_back(e);
    offer_best(b, e, slack(e));
  }
  has_list_[b] = 1;
}

// Makes vertex v the base of blossom b: flips the matched and unmatched cycle edges on the even
// path from v's child to the base child, recursively, and turns the cycle to start at v's child.
void BlossomMatcher::augment_within(int b, int v) {
  int c = v;
  while (parent_[c] != b) c = parent_[c];
  if (c >= n_) augment_within(c, v);
  auto& kids = children_[b];
  const int size = static_cast<int>(kids.size());
  const int at = static_cast<int>(std::find(kids.begin(), kids.end(), c) - kids.begin());
  // Cycle edge i is matched iff i is odd: the even way round runs forward from an odd child.
  const int step = at % 2 == 1 ? 1 : -1;
  for (int j = at; j != 0;) {
    const int j1 = (j + step + size) % size;
    const auto [x, y] = crossing(b, j1, step);
    const int j2 = (j1 + step + size) % size;
    if (kids[j1] >= n_) augment_within(kids[j1], x);
    if (kids[j2] >= n_) augment_within(kids[j2], y);
    mate_[x] = y;
    mate_[y] = x;
    j = j2;
  }
  std::rotate(kids.begin(), kids.begin() + at, kids.end());
  std::rotate(links_[b].begin(), links_[b].begin() + at, links_[b].end());
  base_[b] = v;
}

// Augments along the path root(v) … v – w … root(w), v and w outer in different trees.
void BlossomMatcher::augment_path(int v, int w) {
  for (auto [s, j] : {std::pair{v, w}, std::pair{w, v}}) {
    for (;;) {
      const int bs = top_[s];
      const int t = label_out_[bs];
      if (bs >= n_) augment_within(bs, s);
      mate_[s] = j;
      if (t < 0) break;
      const int bt = top_[t];
      s = label_out_[bt];
      j = label_in_[bt];
      if (bt >= n_) augment_within(bt, j);
      mate_[j] = s;
    }
  }
}

void BlossomMatcher::expand(int b, bool end_stage) {
  std::vector<int> inside;
  for (int c : children_[b]) {
    parent_[c] = -1;
    if (c < n_) {
      top_[c] = c;
    } else if (end_stage && dual_[c] == 0) {
      expand(c, true);
    } else {
      inside.clear();
      leaves(c, inside);
      for (int x : inside) top_[x] = c;
    }
  }
  if (!end_stage && label_[b] == BlossomLabel::inner) relabel_expanded(b);
  children_[b].clear();
  links_[b].clear();
  base_[b] = -1;
  label_[b] = BlossomLabel::free;
  best_edge_[b] = -1;
  best_list_[b].clear();
  has_list_[b] = 0;
  free_ids_.push_back(b);
}

// An inner blossom was expanded in mid-stage: the children on the even path from the entry child
// to the base child stay in the tree (inner, outer, …, inner); the others become free, and the
// vertex-level best edges bring them back once tight.
void BlossomMatcher::relabel_expanded(int b) {
  const auto& kids = children_[b];
  const int size = static_cast<int>(kids.size());
  for (int c : kids) label_[c] = BlossomLabel::free;
  const int entry_child = top_[label_in_[b]];
  const int at = static_cast<int>(std::find(kids.begin(), kids.end(), entry_child) - kids.begin());
  label_[entry_child] = BlossomLabel::inner;
  label_in_[entry_child] = label_in_[b];
  label_out_[entry_child] = label_out_[b];
  const int step = at % 2 == 1 ? 1 : -1;
  for (int j = at; j != 0;) {
    const int j1 = (j + step + size) % size;
    const auto [x, y] = crossing(b, j, step);
    label_outer(kids[j1], y, x);
    const int j2 = (j1 + step + size) % size;
    const auto [x2, y2] = crossing(b, j1, step);
    label_[kids[j2]] = BlossomLabel::inner;
    label_in_[kids[j2]] = y2;
    label_out_[kids[j2]] = x2;
    j = j2;
  }
}

}  // namespace mancala::server

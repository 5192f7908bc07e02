// Alpha-beta (negamax, principal-variation search) over one concrete game, with a shared
// transposition table, budgets and exact proofs.
//
// Values are seeds, from the player to move, and *relative*: a node returns its final value
// minus GameTraits::base() (the store difference already banked). Relative values let Kalah's
// transposition keys ignore the stores. A child's value becomes the parent's by
//   same player moves again:  parent = child + base(child) - base(parent)
//   the other player moves:   parent = -(child + base(child)) - base(parent)
// The pie rule's swap keeps the seat to move but hands it to the other player, so it is the
// second case although the seat to move does not change.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include "mancala/engine/ai/busy_table.hpp"
#include "mancala/engine/ai/endgame_table.hpp"
#include "mancala/engine/ai/game_traits.hpp"
#include "mancala/engine/ai/oware_traits.hpp"  // GameTraits<Oware>, before any instantiation
#include "mancala/engine/ai/transposition_table.hpp"

namespace mancala::ai {

/// Wider than any seed difference; the bounds of a full window.
inline constexpr int infinity_score = 10000;
/// Search depth that means "to the end of the game": deeper than any game we search (plies).
inline constexpr int unlimited_depth = 250;

/// When a search must give up: a deadline, a node budget, and up to two stop flags.
struct Budget {
  using Clock = std::chrono::steady_clock;
  Clock::time_point deadline = Clock::time_point::max();
  std::uint64_t node_limit = 0;                    // 0: none
  const std::atomic<bool>* stop = nullptr;         // the caller's flag
  const std::atomic<bool>* helper_stop = nullptr;  // set when another thread finished the job
};

/// A value with whether it is proven (every leaf below was a game end).
struct Value {
  int value = 0;
  bool proven = false;
};

/// One thread's search of game G. Not thread-safe itself; threads share only the table.
template <class G>
class Searcher {
 public:
  /// `salt` > 0 perturbs move order near the root, so helper threads explore other subtrees.
  Searcher(const G& game, TranspositionTable& tt, const Budget& budget, int salt = 0)
      : game_(game), traits_(game), tt_(tt), budget_(budget), salt_(salt) {}

  /// Fail-soft alpha-beta of `p` to `depth` plies; `height` is the distance from the root.
  Value negamax(const Position& p, int depth, int alpha, int beta, int height) {
    if (++nodes_ >= next_check_ && out_of_budget()) aborted_ = true;
    if (aborted_) return {};
    if (p.over()) return {traits_.terminal(p), true};
    if (in_endgame_table(p)) return {endgame_->value(p), true};
    if constexpr (requires { traits_.value_bound(p); }) {
      // No future can gain more than the seeds still in play: a proven cut without search.
      const int r = traits_.value_bound(p);
      if (r <= alpha) return {r, true};
      if (-r >= beta) return {-r, true};
    }
    if (depth <= 0) return {traits_.evaluate(p), false};

    const std::uint64_t key = traits_.key(p);
    const std::uint64_t nodes_before = nodes_;
    // The children are played and ranked before the table is read, so that this node's entry
    // (requested by the parent) has that long to arrive; the table's ply then goes first.
    OrderedPlies o;
    o.plies = game_.legal_plies(p);
    std::array<Unset, max_children> played;
    for (int k = 0; k < o.plies.count; ++k) {
      std::construct_at(&played[k].position, p);
      game_.play(played[k].position, o.plies[k]);
    }
    traits_.order(p, o, 0xFE);
    TtEntry e;
    if (tt_.probe(key, e)) {
      if (e.proven || e.depth >= depth) {
        if (e.lower >= beta) return {e.lower, e.proven};
        if (e.upper <= alpha) return {e.upper, e.proven};
        if (e.lower == e.upper) return {e.lower, e.proven};
      }
      for (int k = 0; k < o.plies.count; ++k)
        if (o.plies[k].value == e.move) o.score[k] = OrderedPlies::table_move;
    }

    std::array<std::uint8_t, max_children> from;
    for (int k = 0; k < o.plies.count; ++k) from[k] = static_cast<std::uint8_t>(k);
    o.sort(from);
    if (salt_ > 0 && height < 2 * salt_ && o.plies.count > 2) perturb(o, from);

    // Only the first child's entry is requested now (with the cutoffs, every child's): most
    // nodes of a null-window search end after one child, and the others' are requested once it
    // has not (prefetch_younger).
    const InOrder kids{played, from};
    for (int k = 0; k < (cutoffs_ ? o.plies.count : 1); ++k) prefetch_entry(kids[k]);

    if (cutoffs_ && depth >= etc_min_depth)
      if (auto cut = transposition_cutoff(p, o.plies, kids, depth, beta)) return *cut;

    const int alpha0 = alpha;
    int best = -infinity_score;
    std::uint8_t best_move = o.plies[0].value;
    bool proven = true;
    // With other threads: younger siblings they are searching now wait until the end.
    const bool share = busy_ && height < busy_max_height;
    std::array<std::uint8_t, max_children> deferred;
    int n_deferred = 0;
    for (int pass = 0, k = 0; pass < 2; ++pass, k = 0) {
      const int count = pass == 0 ? o.plies.count : n_deferred;
      for (int j = 0; j < count; ++j) {
        k = pass == 0 ? j : deferred[j];
        const Ply ply = o.plies[k];
        std::uint64_t kid_key = 0;
        if (share && !kids[k].over()) {
          kid_key = traits_.key(kids[k]);
          if (pass == 0 && j > 0 && busy_->busy(kid_key)) {
            deferred[n_deferred++] = static_cast<std::uint8_t>(k);
            continue;
          }
          busy_->enter(kid_key);
        }
        Value v;
        if (pass == 0 && j == 0) {
          v = child(p, kids[k], ply, depth, alpha, beta, height);
        } else {
          v = child(p, kids[k], ply, depth, alpha, alpha + 1, height);
          if (v.value > alpha && v.value < beta && !aborted_) v = child(p, kids[k], ply, depth, alpha, beta, height);
        }
        if (kid_key) busy_->leave(kid_key);
        if (aborted_) return {};
        proven = proven && v.proven;
        if (v.value > best) {
          best = v.value;
          best_move = ply.value;
        }
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
        if (pass == 0 && j == 0 && !cutoffs_) prefetch_younger(o.plies.count, kids);
      }
      if (alpha >= beta) break;
    }

    TtEntry out;
    if (best > alpha0) out.lower = best;
    if (best < beta) out.upper = best;
    out.depth = depth;
    out.proven = proven;
    out.move = best_move;
    tt_.store(key, out, std::bit_width(nodes_ - nodes_before));
    return {best, proven};
  }

  /// The value of playing `ply` in `p`, from p's player and relative to p (see the file comment),
  /// searched to `depth - 1` plies below the child within the parent's window (alpha, beta).
  Value child(const Position& p, Ply ply, int depth, int alpha, int beta, int height) {
    Position c = p;
    game_.play(c, ply);
    return child(p, c, ply, depth, alpha, beta, height);
  }
  /// The same with the child `c` (p after `ply`) already played.
  Value child(const Position& p, const Position& c, Ply ply, int depth, int alpha, int beta, int height) {
    const bool same_player = !ply.is_swap() && c.to_move == p.to_move;
    const int cb = traits_.base(c), pb = traits_.base(p);
    if (same_player) {
      const int shift = cb - pb;
      Value v = negamax(c, depth - 1, alpha - shift, beta - shift, height + 1);
      return {v.value + shift, v.proven};
    }
    const int shift = -cb - pb;
    Value v = negamax(c, depth - 1, shift - beta, shift - alpha, height + 1);
    return {shift - v.value, v.proven};
  }

  /// Hears the bounds known so far (relative values, both inclusive; ±infinity_score while a
  /// side is still open).
  using PassFn = std::function<void(int lower, int upper)>;

  /// MTD(f): null-window searches converging on the value of `p` to `depth`, starting at `guess`.
  /// `on_pass`, when set, hears the bounds after every pass that leaves the value open (a long
  /// solve's progress); the value itself is the result.
  Value mtdf(const Position& p, int guess, int depth, const PassFn& on_pass = {}) {
    int lower = -infinity_score, upper = infinity_score, g = guess;
    bool proven = true;
    while (lower < upper) {
      const int beta = g == lower ? g + 1 : g;
      const Value v = negamax(p, depth, beta - 1, beta, 0);
      if (aborted_) return {};
      proven = proven && v.proven;
      g = v.value;
      if (g < beta)
        upper = g;
      else
        lower = g;
      if (on_pass && lower < upper) on_pass(lower, upper);
    }
    return {g, proven};
  }

  /// The best line stored in the table from `p`, at most `max_plies` long.
  std::vector<Ply> principal_variation(Position p, int max_plies) const {
    std::vector<Ply> line;
    TtEntry e;
    while (static_cast<int>(line.size()) < max_plies && !p.over() && tt_.probe(traits_.key(p), e)) {
      const Ply ply{e.move};
      if (game_.check(p, ply) != MoveError::none) break;
      line.push_back(ply);
      game_.play(p, ply);
    }
    return line;
  }

  /// Shares with the other threads of a solve which positions each is searching (ABDADA).
  void set_busy(BusyTable* table) noexcept { busy_ = table; }
  /// Exact values for positions with few seeds (Kalah only; ignored for other games).
  void set_endgame(const EndgameTable* table) noexcept { endgame_ = table; }
  /// Whether a node looks at its children's stored bounds before searching any (on by default).
  /// They save about a quarter of the nodes, which is what a node budget counts, but each node
  /// then waits on all its children's cache misses: without them an exact solve of Kalah(6,4)
  /// searches 35 % more nodes in 22 % less time (docs/PERFORMANCE.md §Exact solving).
  void set_transposition_cutoffs(bool on) noexcept { cutoffs_ = on; }

  std::uint64_t nodes() const noexcept { return nodes_; }
  bool aborted() const noexcept { return aborted_; }
  /// While `waived`, the deadline does not stop the search (the node budget and the stop flags
  /// still do): for the first iteration, a few nodes that every answer needs, even one whose
  /// time ran out before the search began (a loaded machine, a large table to clear).
  void waive_deadline(bool waived) noexcept { deadline_waived_ = waived; }
  const GameTraits<G>& traits() const noexcept { return traits_; }
  const G& game() const noexcept { return game_; }

 private:
  bool in_endgame_table(const Position& p) const noexcept {
    if constexpr (std::is_same_v<G, Kalah>)
      return endgame_ && p.pie_stage == 2 && traits_.pit_seeds(p) <= endgame_->max_seeds();
    return false;
  }

  // The first child did not cut: the younger ones will likely all be searched, so their entries
  // are requested together, to arrive while the second child is searched.
  template <class Kids>
  void prefetch_younger(int count, const Kids& kids) const noexcept {
    for (int k = 1; k < count; ++k) prefetch_entry(kids[k]);
  }

  // Starts loading the endgame-table or transposition-table entry of `c` (nothing for a game end).
  void prefetch_entry(const Position& c) const noexcept {
    if (c.over()) return;
    if (in_endgame_table(c))
      endgame_->prefetch(c);
    else
      tt_.prefetch(traits_.key(c));
  }

  // Enhanced transposition cutoff: a child whose stored bound already lifts this node to beta
  // ends the node before any child is searched (most useful in null-window searches).
  template <class Kids>
  std::optional<Value> transposition_cutoff(const Position& p, const PlyList& plies, const Kids& kids, int depth,
                                            int beta) {
    const int pb = traits_.base(p);
    for (int k = 0; k < plies.count; ++k) {
      const Ply ply = plies[k];
      const Position& c = kids[k];
      if (c.over()) continue;
      const bool same_player = !ply.is_swap() && c.to_move == p.to_move;
      const int cb = traits_.base(c);
      TtEntry e;
      if (in_endgame_table(c)) {
        e.lower = e.upper = endgame_->value(c), e.proven = true;
      } else if (!tt_.probe(traits_.key(c), e) || !(e.proven || e.depth >= depth - 1)) {
        continue;
      }
      int lower;
      if (same_player) {
        if (e.lower == -tt_unbounded) continue;
        lower = e.lower + cb - pb;
      } else {
        if (e.upper == tt_unbounded) continue;
        lower = -cb - pb - e.upper;
      }
      if (lower >= beta) return Value{lower, e.proven};
    }
    return std::nullopt;
  }

  // Called every `check_interval` nodes and at the node limit.
  bool out_of_budget() noexcept {
    if (budget_.node_limit && nodes_ >= budget_.node_limit) return true;
    next_check_ = nodes_ + check_interval;
    if (budget_.node_limit && next_check_ > budget_.node_limit) next_check_ = budget_.node_limit;
    if (budget_.stop && budget_.stop->load(std::memory_order_relaxed)) return true;
    if (budget_.helper_stop && budget_.helper_stop->load(std::memory_order_relaxed)) return true;
    return !deadline_waived_ && budget_.deadline != Budget::Clock::time_point::max() &&
           Budget::Clock::now() >= budget_.deadline;
  }

  // The most plies a position has (its children, a node's per-child arrays).
  static constexpr int max_children = std::tuple_size_v<decltype(PlyList::items)>;
  // Room for a Position that is not zeroed first: a node fills only as many as it has plies.
  union Unset {
    Unset() noexcept {}
    Position position;
  };
  // The played children in the sorted plies' order, without copying them.
  struct InOrder {
    const std::array<Unset, max_children>& played;
    const std::array<std::uint8_t, max_children>& from;
    const Position& operator[](int k) const noexcept { return played[from[k]].position; }
  };

  // Helpers reverse the order after the first ply: the first is the table's (or the obvious) move.
  void perturb(OrderedPlies& o, std::array<std::uint8_t, max_children>& from) const noexcept {
    for (int a = 1, b = o.plies.count - 1; a < b; ++a, --b) {
      std::swap(o.plies.items[a], o.plies.items[b]);
      std::swap(from[a], from[b]);
    }
  }

  static constexpr std::uint64_t check_interval = 1024;
  static constexpr int etc_min_depth = 4;  // plies left; below that a cutoff saves less than it costs

  const G& game_;
  GameTraits<G> traits_;
  TranspositionTable& tt_;
  Budget budget_;
  int salt_;
  const EndgameTable* endgame_ = nullptr;
  BusyTable* busy_ = nullptr;
  bool cutoffs_ = true;
  static constexpr int busy_max_height = 16;  // deeper, subtrees are too small to share
  std::uint64_t nodes_ = 0;
  std::uint64_t next_check_ = 1;
  bool aborted_ = false;
  bool deadline_waived_ = false;  // waive_deadline()
};

}  // namespace mancala::ai

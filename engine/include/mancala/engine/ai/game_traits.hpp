// What the search needs to know about one game beyond its rules: keys, values, evaluation, move order.
#pragma once

#include <algorithm>
#include <cstdint>

#include "mancala/engine/kalah.hpp"
#include "mancala/engine/position.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/engine/zobrist.hpp"

namespace mancala::ai {

/// Legal plies with their ordering scores, best first after sort().
struct OrderedPlies {
  /// The score of the transposition table's ply: above any other.
  static constexpr int table_move = 10000;
  PlyList plies;
  std::array<int, 13> score{};
  void sort() noexcept {
    std::array<std::uint8_t, 13> unused{};
    sort(unused);
  }
  /// The same, applying the same swaps to `along` (e.g. where each ply was before the sort).
  /// Always inlined: a node's plies are few, and as a call the sort costs the search 3 % more
  /// instructions (gcc stops inlining it at 13 slots).
  [[gnu::always_inline]] void sort(std::array<std::uint8_t, 13>& along) noexcept {
    // Insertion sort: at most 13 plies, stable so equal scores keep pit order.
    for (int i = 1; i < plies.count; ++i)
      for (int j = i; j > 0 && score[j] > score[j - 1]; --j) {
        std::swap(score[j], score[j - 1]);
        std::swap(plies.items[j], plies.items[j - 1]);
        std::swap(along[j], along[j - 1]);
      }
  }
};

/// The game's store difference from the seat to move (seeds). Outlast scoring counts no seeds.
inline int store_diff(const Position& p, Scoring scoring) noexcept {
  if (scoring == Scoring::outlast) return 0;
  const int d = p.store(Side::south) - p.store(Side::north);
  return p.to_move == Side::south ? d : -d;
}

/// The final value of a finished game from the seat to move: the store difference, or under
/// outlast scoring +1 / -1 / 0 for a win, loss or draw.
inline int final_value(const Position& p, Scoring scoring) noexcept {
  if (scoring != Scoring::outlast) return store_diff(p, scoring);
  if (p.result == Outcome::draw) return 0;
  const bool south_won = p.result == Outcome::south;
  return (south_won == (p.to_move == Side::south)) ? 1 : -1;
}

/// The search's view of any game with the engine's interface (the fallback, e.g. for Oware):
/// keys are the full Zobrist hash (plus Oware's no-capture counter, which changes the outcome),
/// the evaluation is the store difference alone, and the transposition move is the only ordering.
template <class G>
struct GameTraits {
  explicit GameTraits(const G& g) : scoring_(g.variant().scoring) {}

  /// Identifies positions with the same future; values are stored relative to base().
  std::uint64_t key(const Position& p) const noexcept {
    return zobrist_hash(p) ^ (static_cast<std::uint64_t>(p.quiet_plies) * 0x9E3779B97F4A7C15ULL);
  }
  /// The part of the value already banked, from the seat to move (seeds).
  int base(const Position& p) const noexcept { return store_diff(p, scoring_); }
  /// Final value minus base() for a finished game.
  int terminal(const Position& p) const noexcept { return final_value(p, scoring_) - base(p); }
  /// Expected future gain of the side to move, beyond base() (seeds).
  int evaluate(const Position&) const noexcept { return 0; }
  void order(const Position&, OrderedPlies& o, std::uint8_t tt_move) const noexcept {
    for (int i = 0; i < o.plies.count; ++i) o.score[i] = o.plies[i].value == tt_move ? OrderedPlies::table_move : -i;
  }

 private:
  Scoring scoring_;
};

/// Kalah (either layout B): without early_end (and past the pie decision) the future of a
/// position depends on its pits alone, so keys leave the stores out and one entry serves every
/// store total.
template <class B>
struct GameTraits<BasicKalah<B>> {
  explicit GameTraits(const BasicKalah<B>& g)
      : pits_(g.pits()),
        cycle_(2 * g.pits() + 1),
        scoring_(g.variant().scoring),
        capture_(g.variant().capture),
        stores_matter_(g.variant().early_end) {}

  std::uint64_t key(const Position& p) const noexcept {
    // A pie decision compares seats, so the banked seeds matter there (see searcher.hpp on swap).
    if (stores_matter_ || p.pie_stage < 2) return zobrist_hash(p);
    // The pit cells as words (the standard board's 16 bytes in two), mixed by rounds of a
    // bijective finaliser: 2 multiplies instead of Zobrist's 18 table reads on that board.
    const auto w = B::pit_words(p);
    std::uint64_t h = p.to_move == Side::north ? 0x5bd1e9955bd1e995ULL : 0;
    for (std::size_t k = w.size(); k-- > 0;) h = mix(w[k] ^ h);
    return h;
  }
  /// Seeds in both rows.
  int pit_seeds(const Position& p) const noexcept { return B::pit_seeds(p); }
  /// store_diff() read in the layout's own cells (no layout test on the search's path).
  int base(const Position& p) const noexcept {
    if (scoring_ == Scoring::outlast) return 0;
    const int d = B::get(p, B::store_cell(0)) - B::get(p, B::store_cell(1));
    return p.to_move == Side::south ? d : -d;
  }
  int terminal(const Position& p) const noexcept { return final_value(p, scoring_) - base(p); }

  /// The largest |value| any future can reach: every seed still in the pits (outlast: 1).
  int value_bound(const Position& p) const noexcept {
    if (p.pie_stage < 2) return 1 << 14;  // a swap trades banked seeds too: no bound
    if (scoring_ == Scoring::outlast) return 1;
    return pit_seeds(p);
  }

  /// Store scoring: each side keeps the seeds on its own row at the end, so a quarter of the row
  /// difference is a cheap estimate of what is still to come. A quarter kept the game value more
  /// often than a half in 300 solved positions (docs/ai.md, "Leaf evaluation").
  int evaluate(const Position& p) const noexcept {
    if (scoring_ != Scoring::store) return 0;
    const Side me = p.to_move;
    int mine = 0, theirs = 0;
    for (int i = 0; i < pits_; ++i) mine += pit(p, me, i), theirs += pit(p, other(me), i);
    return (mine - theirs) / 4;
  }

  /// `tt_move` first (the searcher passes 0xFE, no ply, and raises the table's ply itself after
  /// its late probe), then extra turns (nearest the store first, so the others stay aligned),
  /// then captures by size, then the plies that pass the own store, then the rest, each from the
  /// store side. Passing the store first cuts Kalah(6,4)'s proof from 149.8 M to 117.4 M nodes
  /// (docs/PERFORMANCE.md §Against CMancala).
  void order(const Position& p, OrderedPlies& o, std::uint8_t tt_move) const noexcept {
    const Side me = p.to_move;
    for (int k = 0; k < o.plies.count; ++k) {
      const Ply ply = o.plies[k];
      if (ply.value == tt_move) {
        o.score[k] = OrderedPlies::table_move;
        continue;
      }
      if (ply.is_swap()) {
        o.score[k] = 0;
        continue;
      }
      const int i = ply.pit_index();
      const int n = pit(p, me, i);
      const int land = (i + n) % cycle_;
      int s = i;
      if (land == pits_) {
        s = 1000 + i;
      } else if (land < pits_ && capture_ != CaptureRule::none) {
        // The landing pit is empty before the last seed if it is empty now and not lapped, or it
        // is the origin itself after exactly one lap.
        const bool empty_before = (n < cycle_ && land != i && pit(p, me, land) == 0) || n == cycle_;
        if (empty_before) {
          // A wrapped sowing has dropped one seed in every opponent pit on its way.
          const int opposite = pit(p, other(me), pits_ - 1 - land) + (land < i ? 1 : 0);
          if (opposite > 0) s = 100 + 4 * opposite + i;
        }
      }
      if (s == i && i + n > pits_) s = 50 + i;  // neither, but it passes the own store: banks a seed
      o.score[k] = s;
    }
  }

 private:
  static int pit(const Position& p, Side s, int i) noexcept { return B::get(p, B::cell(index(s), i)); }
  // MurmurHash3's 64-bit finaliser (a bijection).
  static std::uint64_t mix(std::uint64_t x) noexcept {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    return x ^ (x >> 33);
  }

  int pits_;
  int cycle_;
  Scoring scoring_;
  CaptureRule capture_;
  bool stores_matter_;
};

}  // namespace mancala::ai

// Kalah endgame table: the exact value of every position with few seeds left in the pits.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "mancala/engine/kalah.hpp"

namespace mancala::ai {

/// Exact values of every Kalah position with at most `max_seeds` seeds in the pits, from the
/// player to move and relative to the stores (the future store gain difference, seeds).
/// Valid for rules whose future does not depend on the stores: no early_end, past the pie
/// decision (applies() says so). Positions are mirrored so that the mover is South, and ranked
/// by the combinatorial number system, one byte each: sum over n <= max_seeds of
/// C(n + 2P - 1, 2P - 1) bytes (P = 6, 16 seeds: 30 MB). Built once; read-only and shareable.
class EndgameTable {
 public:
  /// Solves every position of up to `max_seeds` (0..40) pit seeds of `game` by memoised search
  /// (Kalah cannot repeat a position), on `threads` threads. Cost grows like the size above.
  EndgameTable(const Kalah& game, int max_seeds, int threads = 1);

  /// Takes the values of a table built before (data() of an EndgameTable of the same rules and
  /// max_seeds, e.g. kept in a file by the caller: the engine does no I/O). Throws
  /// std::invalid_argument if the size is not that of such a table. Check a loaded table with
  /// consistent() before trusting it.
  EndgameTable(const Kalah& game, int max_seeds, std::span<const std::int8_t> values);
  /// The same, with `fill` writing the `size` values straight into the table's memory (a table
  /// of gigabytes read from a file is not held twice). Throws std::invalid_argument if `size` is
  /// not this table's, or if `fill` returns false (it could not give them all).
  EndgameTable(const Kalah& game, int max_seeds, std::size_t size,
               const std::function<bool(std::span<std::int8_t>)>& fill);

  /// Whether `game`'s rules allow a store-free table at all.
  static bool applies(const Kalah& game) noexcept;

  int max_seeds() const noexcept { return max_seeds_; }
  /// The variant the table was built for (its values hold for that variant only).
  const Variant& variant() const noexcept { return game_.variant(); }
  /// Seeds in both rows of `p`.
  int pit_seeds(const Position& p) const noexcept;
  /// Precondition: pit_seeds(p) <= max_seeds(), !p.over(), p.pie_stage == 2.
  int value(const Position& p) const noexcept { return values_[index(p)]; }
  /// Starts loading p's entry into the cache (same precondition as value()).
  void prefetch(const Position& p) const noexcept { __builtin_prefetch(&values_[index(p)]); }
  std::size_t size_bytes() const noexcept { return size_; }
  /// The values, size_bytes() of them, in the order the constructor from values expects.
  std::span<const std::int8_t> data() const noexcept { return {values_.get(), size_}; }
  /// Checks `samples` pseudo-random positions (from `seed`) against their children: each entry
  /// must equal the best of its plies valued through the table. A table of other rules, a
  /// shifted or damaged file fails this; true when every sample holds.
  bool consistent(int samples, std::uint64_t seed) const;

 private:
  std::size_t index(const Position& p) const noexcept;
  void layout();  // binom_, offset_, size_ and the (uninitialised) values_
  int solve(const Position& p);
  // The best of p's plies (p not over), each child's value read through `child_value(c, index(c))`.
  template <class ChildValue>
  int best_ply_value(const Position& p, ChildValue&& child_value) const;

  const Kalah& game_;
  int pits_;
  int max_seeds_;
  struct Free {
    void operator()(std::int8_t* p) const noexcept;
  };
  std::unique_ptr<std::int8_t[], Free> values_;  // in huge pages (see src/ai/huge_pages.hpp)
  std::size_t size_ = 0;
  std::vector<std::size_t> offset_;                        // first index of each seed total
  std::array<std::array<std::uint64_t, 17>, 60> binom_{};  // C(n, k) for n < 60, k <= 16
};

}  // namespace mancala::ai

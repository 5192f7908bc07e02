// The search's memory of positions already searched, shareable between threads without locks.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace mancala::ai {

/// A bound that says nothing: below or above any value a search returns (seeds).
inline constexpr int tt_unbounded = 30000;

/// One remembered search result: bounds on the position's value in seeds, relative to the mover
/// (see searcher.hpp). Both bounds are kept, so the alternating null windows of MTD(f) narrow one
/// interval instead of overwriting each other's bound; lower == upper is an exact value.
struct TtEntry {
  int lower = -tt_unbounded;
  int upper = tt_unbounded;
  int depth = 0;             // plies of search below the position (ignored when proven)
  bool proven = false;       // every leaf under it was a game end: the bounds hold for perfect play
  std::uint8_t move = 0xFE;  // best ply value (Ply::value), 0xFE when none
};

/// A fixed-size hash table of 2-slot buckets (a work-preferred slot and an always-replace slot).
/// Slots are two relaxed atomics holding (key ^ data, data), so a torn write by a racing thread
/// is rejected at probe time instead of returning another position's data (Hyatt's lockless
/// scheme). Probe and store are safe from any number of threads at once.
class TranspositionTable {
 public:
  /// Allocates about `bytes` (rounded down to a power of two buckets of 32 bytes, at least 1024).
  explicit TranspositionTable(std::size_t bytes);

  /// The entry for `key`, if one is stored.
  bool probe(std::uint64_t key, TtEntry& out) const noexcept;
  /// Stores `e`; `work` (e.g. log2 of the subtree's nodes) decides which slot it may displace.
  /// An entry for the same position searched as deeply (or proven, both) is narrowed, not replaced;
  /// a proven entry is never replaced by an unproven one. Bounds beyond ±2046 seeds are dropped.
  void store(std::uint64_t key, const TtEntry& e, int work) noexcept;
  /// Starts loading `key`'s bucket into the cache, so that a probe a little later does not wait
  /// for memory (the table is far larger than the cache; most probes miss it).
  void prefetch(std::uint64_t key) const noexcept { __builtin_prefetch(&buckets_[key & mask_]); }
  /// Forgets everything.
  void clear() noexcept;
  std::size_t bucket_count() const noexcept { return mask_ + 1; }

 private:
  struct Slot {
    std::atomic<std::uint64_t> check{0};  // key ^ data
    std::atomic<std::uint64_t> data{0};
  };
  struct Bucket {
    Slot slot[2];
  };
  static std::uint64_t pack(const TtEntry& e, int work) noexcept;
  static TtEntry unpack(std::uint64_t d) noexcept;
  static int work_of(std::uint64_t d) noexcept { return static_cast<int>((d >> 40) & 0xFF); }

  struct Release {
    std::size_t count;
    void operator()(Bucket* b) const noexcept;
  };
  std::unique_ptr<Bucket[], Release> buckets_{nullptr, Release{0}};
  std::size_t mask_ = 0;
};

}  // namespace mancala::ai

// The search's memory of positions already searched, shareable between threads without locks.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace mancala::ai {

/// How a stored value relates to the true value of its position.
enum class Bound : std::uint8_t { none = 0, lower = 1, upper = 2, exact = 3 };

/// One remembered search result. `value` is in seeds, relative to the mover (see searcher.hpp).
struct TtEntry {
  int value = 0;
  int depth = 0;             // plies of search below the position (ignored when proven)
  Bound bound = Bound::none;
  bool proven = false;       // every leaf under it was a game end: the bound holds for perfect play
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
  void store(std::uint64_t key, const TtEntry& e, int work) noexcept;
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

  std::unique_ptr<Bucket[]> buckets_;
  std::size_t mask_ = 0;
};

}  // namespace mancala::ai

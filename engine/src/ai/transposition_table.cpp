#include "mancala/engine/ai/transposition_table.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <memory>

#include "huge_pages.hpp"

namespace mancala::ai {

// Data word: lower 12 | upper 12 | depth 8 | move 8 | work 8 | used 1 | proven 1. A bound field
// holds the value + 2048; 0 (lower) and 4095 (upper) mean no bound.
constexpr std::uint64_t used_bit = std::uint64_t{1} << 48;
constexpr std::uint64_t proven_bit = std::uint64_t{1} << 49;
constexpr int bound_limit = 2046;

TranspositionTable::TranspositionTable(std::size_t bytes) {
  std::size_t buckets = std::bit_floor(bytes / sizeof(Bucket));
  if (buckets < 1024) buckets = 1024;
  Bucket* b = static_cast<Bucket*>(detail::allocate_huge(buckets * sizeof(Bucket)));
  std::uninitialized_default_construct_n(b, buckets);
  buckets_ = std::unique_ptr<Bucket[], Release>(b, Release{buckets});
  mask_ = buckets - 1;
}

void TranspositionTable::Release::operator()(Bucket* b) const noexcept {
  std::destroy_n(b, count);
  std::free(b);
}

std::uint64_t TranspositionTable::pack(const TtEntry& e, int work) noexcept {
  const int depth = e.depth < 0 ? 0 : (e.depth > 255 ? 255 : e.depth);
  const int w = work < 0 ? 0 : (work > 255 ? 255 : work);
  const std::uint64_t lower =
      e.lower < -bound_limit ? 0 : static_cast<std::uint64_t>(std::min(e.lower, bound_limit) + 2048);
  const std::uint64_t upper =
      e.upper > bound_limit ? 4095 : static_cast<std::uint64_t>(std::max(e.upper, -bound_limit) + 2048);
  return lower | (upper << 12) | (static_cast<std::uint64_t>(depth) << 24) |
         (static_cast<std::uint64_t>(e.move) << 32) | (static_cast<std::uint64_t>(w) << 40) | used_bit |
         (e.proven ? proven_bit : 0);
}

TtEntry TranspositionTable::unpack(std::uint64_t d) noexcept {
  TtEntry e;
  const int lower = static_cast<int>(d & 0xFFF), upper = static_cast<int>((d >> 12) & 0xFFF);
  e.lower = lower == 0 ? -tt_unbounded : lower - 2048;
  e.upper = upper == 4095 ? tt_unbounded : upper - 2048;
  e.depth = static_cast<int>((d >> 24) & 0xFF);
  e.move = static_cast<std::uint8_t>((d >> 32) & 0xFF);
  e.proven = (d & proven_bit) != 0;
  return e;
}

bool TranspositionTable::probe(std::uint64_t key, TtEntry& out) const noexcept {
  const Bucket& b = buckets_[key & mask_];
  for (const Slot& s : b.slot) {
    const std::uint64_t d = s.data.load(std::memory_order_relaxed);
    if ((d & used_bit) && (s.check.load(std::memory_order_relaxed) ^ d) == key) {
      out = unpack(d);
      return true;
    }
  }
  return false;
}

void TranspositionTable::store(std::uint64_t key, const TtEntry& e, int work) noexcept {
  Bucket& b = buckets_[key & mask_];
  auto put = [key](Slot& s, std::uint64_t d) {
    s.data.store(d, std::memory_order_relaxed);
    s.check.store(key ^ d, std::memory_order_relaxed);
  };
  for (Slot& s : b.slot) {
    const std::uint64_t old = s.data.load(std::memory_order_relaxed);
    if ((old & used_bit) && (s.check.load(std::memory_order_relaxed) ^ old) == key) {
      const TtEntry was = unpack(old);
      // A proof is worth more than any later guess about the same position.
      if (was.proven && !e.proven) return;
      TtEntry merged = e;
      if (was.proven == e.proven && (e.proven || was.depth == e.depth)) {
        // Both describe the same value: keep the tighter of each bound (unless they conflict,
        // which only searches of different extent can cause; then the newer wins).
        const int lower = std::max(e.lower, was.lower), upper = std::min(e.upper, was.upper);
        if (lower <= upper) merged.lower = lower, merged.upper = upper;
      }
      if (merged.move == 0xFE) merged.move = was.move;
      put(s, pack(merged, std::max(work, work_of(old))));
      return;
    }
  }
  const std::uint64_t d = pack(e, work);
  Slot& first = b.slot[0];
  const std::uint64_t old = first.data.load(std::memory_order_relaxed);
  if (!(old & used_bit) || work >= work_of(old)) {
    // The displaced costly entry still gets the second slot.
    if (old & used_bit) {
      b.slot[1].data.store(old, std::memory_order_relaxed);
      b.slot[1].check.store(first.check.load(std::memory_order_relaxed), std::memory_order_relaxed);
    }
    put(first, d);
  } else {
    put(b.slot[1], d);
  }
}

void TranspositionTable::clear() noexcept {
  for (std::size_t i = 0; i <= mask_; ++i)
    for (Slot& s : buckets_[i].slot) {
      s.data.store(0, std::memory_order_relaxed);
      s.check.store(0, std::memory_order_relaxed);
    }
}

}  // namespace mancala::ai

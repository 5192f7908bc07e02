#include "mancala/engine/ai/transposition_table.hpp"

#include <bit>

namespace mancala::ai {

// Data word: value int16 | depth 8 | bound 2, proven 1 | move 8 | work 8 | 1 "used" bit.
constexpr std::uint64_t used_bit = std::uint64_t{1} << 48;

TranspositionTable::TranspositionTable(std::size_t bytes) {
  std::size_t buckets = std::bit_floor(bytes / sizeof(Bucket));
  if (buckets < 1024) buckets = 1024;
  buckets_ = std::make_unique<Bucket[]>(buckets);
  mask_ = buckets - 1;
}

std::uint64_t TranspositionTable::pack(const TtEntry& e, int work) noexcept {
  const int depth = e.depth < 0 ? 0 : (e.depth > 255 ? 255 : e.depth);
  const int w = work < 0 ? 0 : (work > 255 ? 255 : work);
  return static_cast<std::uint16_t>(static_cast<std::int16_t>(e.value)) |
         (static_cast<std::uint64_t>(depth) << 16) | (static_cast<std::uint64_t>(e.bound) << 24) |
         (static_cast<std::uint64_t>(e.proven) << 26) | (static_cast<std::uint64_t>(e.move) << 32) |
         (static_cast<std::uint64_t>(w) << 40) | used_bit;
}

TtEntry TranspositionTable::unpack(std::uint64_t d) noexcept {
  TtEntry e;
  e.value = static_cast<std::int16_t>(static_cast<std::uint16_t>(d & 0xFFFF));
  e.depth = static_cast<int>((d >> 16) & 0xFF);
  e.bound = static_cast<Bound>((d >> 24) & 3);
  e.proven = ((d >> 26) & 1) != 0;
  e.move = static_cast<std::uint8_t>((d >> 32) & 0xFF);
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
  const std::uint64_t d = pack(e, work);
  auto put = [key, d](Slot& s) {
    s.data.store(d, std::memory_order_relaxed);
    s.check.store(key ^ d, std::memory_order_relaxed);
  };
  for (Slot& s : b.slot) {
    const std::uint64_t old = s.data.load(std::memory_order_relaxed);
    if ((old & used_bit) && (s.check.load(std::memory_order_relaxed) ^ old) == key) {
      // A proof is worth more than any later guess about the same position.
      if (((old >> 26) & 1) && !e.proven) return;
      put(s);
      return;
    }
  }
  Slot& first = b.slot[0];
  const std::uint64_t old = first.data.load(std::memory_order_relaxed);
  if (!(old & used_bit) || work >= work_of(old)) {
    // The displaced costly entry still gets the second slot.
    if (old & used_bit) {
      b.slot[1].data.store(old, std::memory_order_relaxed);
      b.slot[1].check.store(first.check.load(std::memory_order_relaxed), std::memory_order_relaxed);
    }
    put(first);
  } else {
    put(b.slot[1]);
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

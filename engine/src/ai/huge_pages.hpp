// Large tables of the search (transposition table, endgame table) in 2 MB pages where the kernel
// offers them: with 4 kB pages almost every probe of a table far larger than the cache also
// misses the TLB (docs/PERFORMANCE.md §AI). Private to engine/src/ai.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace mancala::ai::detail {

inline constexpr std::size_t huge_page = std::size_t{2} << 20;

/// Uninitialised memory for `bytes`, 2 MB aligned and marked for huge pages (a hint: without
/// them it works the same, only slower). Release with std::free. Throws std::bad_alloc.
inline void* allocate_huge(std::size_t bytes) {
  const std::size_t rounded = (bytes + huge_page - 1) / huge_page * huge_page;
  void* raw = std::aligned_alloc(huge_page, rounded == 0 ? huge_page : rounded);
  if (!raw) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  madvise(raw, rounded, MADV_HUGEPAGE);
#endif
  return raw;
}

}  // namespace mancala::ai::detail

// Which positions other search threads are working on right now (for the parallel solver).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>

namespace mancala::ai {

/// A small lossy set of position keys being searched, shared by the threads of one solve. A
/// thread that finds a younger sibling busy searches it last (ABDADA's deferral), so two threads
/// spread over the children of a node instead of proving the same subtree twice; the shared
/// transposition table then hands each the other's results. Collisions only change an order.
class BusyTable {
 public:
  BusyTable() : slots_(std::make_unique<std::array<std::atomic<std::uint64_t>, size>>()) {}
  bool busy(std::uint64_t key) const noexcept { return slot(key).load(std::memory_order_relaxed) == key; }
  void enter(std::uint64_t key) noexcept { slot(key).store(key, std::memory_order_relaxed); }
  void leave(std::uint64_t key) noexcept {
    std::uint64_t expected = key;
    slot(key).compare_exchange_strong(expected, 0, std::memory_order_relaxed);
  }

 private:
  static constexpr std::size_t size = std::size_t{1} << 16;
  std::atomic<std::uint64_t>& slot(std::uint64_t key) const noexcept { return (*slots_)[(key >> 20) & (size - 1)]; }
  std::unique_ptr<std::array<std::atomic<std::uint64_t>, size>> slots_;
};

}  // namespace mancala::ai

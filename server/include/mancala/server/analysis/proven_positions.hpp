// Positions proven exact (each legal ply's value), kept in memory and shared by the explorer, the
// reviews and their proofs: a position once proven is answered exact at once by all of them
// (docs/analysis.md §Proven positions).
#pragma once

#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "mancala/engine/position.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/server/analysis/analysis.hpp"

namespace mancala::server {

/// The proven positions of one process, at most `capacity` (the oldest go first). Thread-safe:
/// the analysis pool, the reads pool and the prover's thread share it.
class ProvenPositions {
 public:
  /// About 350 bytes a position (key, values and the containers' nodes): 100,000 take some 35 MB.
  static constexpr std::size_t default_capacity = 100'000;

  explicit ProvenPositions(std::size_t capacity = default_capacity);

  /// Each legal ply of `p` (a position of `variant`, not over) with its exact value, in the order
  /// add() was given them, or nullopt when `p` is not among the proven.
  std::optional<std::vector<PlyValue>> find(const Variant& variant, const Position& p) const;

  /// Keeps `plies` as the values of `p` when every one is exact and there is at least one; does
  /// nothing otherwise (an estimate is never kept). A position already kept is left as it is.
  void add(const Variant& variant, const Position& p, const std::vector<PlyValue>& plies);

  std::size_t size() const;

 private:
  std::size_t capacity_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::vector<PlyValue>> values_;
  std::deque<std::string> order_;  // keys, the oldest first
};

}  // namespace mancala::server

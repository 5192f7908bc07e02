#include "mancala/engine/zobrist.hpp"

#include <array>
#include <random>

namespace mancala {
namespace {

constexpr int max_count = 256;

struct Keys {
  std::array<std::array<std::uint64_t, max_count>, 18> cell{};
  std::uint64_t north_to_move = 0;
  std::array<std::uint64_t, 3> pie{};
  Keys() {
    std::mt19937_64 rng(0x6d616e63616c61ULL);  // fixed: hashes are reproducible
    for (auto& row : cell)
      for (auto& k : row) k = rng();
    north_to_move = rng();
    for (auto& k : pie) k = rng();
  }
};

const Keys& keys() {
  static const Keys k;
  return k;
}

}  // namespace

std::uint64_t zobrist_hash(const Position& p) noexcept {
  const Keys& k = keys();
  std::uint64_t h = k.pie[p.pie_stage % 3];
  for (int c = 0; c < 18; ++c) h ^= k.cell[c][p.cells[c]];
  if (p.to_move == Side::north) h ^= k.north_to_move;
  return h;
}

}  // namespace mancala

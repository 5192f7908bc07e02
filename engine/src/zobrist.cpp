#include "mancala/engine/zobrist.hpp"

#include <array>
#include <random>

#include "mancala/engine/variant.hpp"

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

// The wide layout's keys: 26 cells of 0..288 seeds (the most a valid board holds), from their own
// seed, built on first use so that the standard board never pays for them.
constexpr int wide_cells = 2 * (Position::max_pits + 1);
constexpr int wide_counts = 2 * Variant::max_pits * Variant::max_seeds + 1;

struct WideKeys {
  std::array<std::array<std::uint64_t, wide_counts>, wide_cells> cell{};
  WideKeys() {
    std::mt19937_64 rng(0x77696465ULL);
    for (auto& row : cell)
      for (auto& k : row) k = rng();
  }
};

std::uint64_t wide_cells_hash(const Position& p) noexcept {
  static const WideKeys k;
  std::uint64_t h = 0;
  // A count beyond the keys' range (a loaded position, never a played one) folds back into it.
  for (int c = 0; c < wide_cells; ++c) h ^= k.cell[c][p.counter(c) % wide_counts];
  return h;
}

}  // namespace

std::uint64_t zobrist_hash(const Position& p) noexcept {
  const Keys& k = keys();
  std::uint64_t h = k.pie[p.pie_stage % 3];
  if (p.wide())
    h ^= wide_cells_hash(p);
  else
    for (int c = 0; c < 18; ++c) h ^= k.cell[c][p.cells[c]];
  if (p.to_move == Side::north) h ^= k.north_to_move;
  return h;
}

}  // namespace mancala

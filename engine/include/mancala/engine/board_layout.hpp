// The two cell layouts of Position (position.hpp) as the rules' hot paths see them: each a set of
// inline static functions, so that Kalah's code is compiled once per layout without a branch.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "mancala/engine/position.hpp"

namespace mancala {

/// The standard board's layout: up to 8 pits a side, one byte a cell, sown as three word adds.
struct NarrowBoard {
  static constexpr int words = 3;
  static constexpr int max_pits = Position::narrow_max_pits;
  using Words = std::array<std::uint64_t, words>;

  static constexpr int cell(int side, int pit) noexcept { return Position::cell(side, pit); }
  static constexpr int store_cell(int side) noexcept { return Position::store_cell(side); }
  static Position empty() noexcept { return {}; }
  static int get(const Position& p, int c) noexcept { return p.cells[c]; }
  static void set(Position& p, int c, int n) noexcept { p.cells[c] = static_cast<std::uint8_t>(n); }
  /// Adds one seed to cell `c` of a sowing's word vector.
  static void add_one(Words& w, int c) noexcept { w[c / 8] += std::uint64_t{1} << (8 * (c % 8)); }

  static constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
  static constexpr std::uint64_t high1 = 0x8080808080808080ULL;
  // The 8 pit bytes of a side as one word (bytes past P are always zero).
  static std::uint64_t pit_word(const Position& p, int side) noexcept {
    if (side == 0) return p.word(0);
    return (p.word(1) >> 8) | (p.word(2) << 56);
  }
  // High bit of each byte set where that byte is non-zero.
  static std::uint64_t nonzero_bytes(std::uint64_t x) noexcept { return (((x & low7) + low7) | x) & high1; }
  static int sum_bytes(std::uint64_t x) noexcept { return static_cast<int>((x * 0x0101010101010101ULL) >> 56); }

  /// Non-empty pits of `side`.
  static int count_nonempty(const Position& p, int side) noexcept {
    // One bit per non-empty pit at bit 7 of its byte: a multiply adds them up without popcount.
    const std::uint64_t bits = nonzero_bytes(pit_word(p, side)) >> 7;
    return static_cast<int>((bits * 0x0101010101010101ULL) >> 56);
  }
  /// Appends the non-empty pits of `side` (pit order) to `list`.
  static void push_nonempty(const Position& p, int side, int, PlyList& list) noexcept {
    for (std::uint64_t m = nonzero_bytes(pit_word(p, side)); m; m &= m - 1)
      list.push(Ply::pit(std::countr_zero(m) / 8));
  }
  static bool side_empty(const Position& p, int side) noexcept { return pit_word(p, side) == 0; }
  /// Seeds on the whole board, stores included.
  static int total(const Position& p) noexcept {
    return sum_bytes(p.word(0)) + sum_bytes(p.word(1)) + sum_bytes(p.word(2));
  }
  /// The 16 pit bytes as two words (North's pit 7 moved into the South store's byte).
  static std::array<std::uint64_t, 2> pit_words(const Position& p) noexcept {
    return {p.word(0), (p.word(1) & ~std::uint64_t{0xFF}) | (p.word(2) & 0xFF)};
  }
  /// Seeds in both rows.
  static int pit_seeds(const Position& p) noexcept {
    return total(p) - p.cells[store_cell(0)] - p.cells[store_cell(1)];
  }
};

namespace board_detail {

constexpr std::array<std::array<std::uint64_t, 4>, 2> wide_pit_masks() noexcept {
  std::array<std::array<std::uint64_t, 4>, 2> m{};
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < Position::max_pits; ++i) {
      const int c = Position::wide_cell(s, i);
      m[s][c / 7] |= std::uint64_t{0x1FF} << (9 * (c % 7));
    }
  return m;
}

}  // namespace board_detail

/// Boards of 9..12 pits a side (and up to 288 seeds): 9-bit counters, sown as four word adds.
struct WideBoard {
  static constexpr int words = 4;
  static constexpr int max_pits = Position::max_pits;
  using Words = std::array<std::uint64_t, words>;

  static constexpr int cell(int side, int pit) noexcept { return Position::wide_cell(side, pit); }
  static constexpr int store_cell(int side) noexcept { return Position::wide_store_cell(side); }
  static Position empty() noexcept { return Position::empty(max_pits); }
  static int get(const Position& p, int c) noexcept { return p.counter(c); }
  static void set(Position& p, int c, int n) noexcept { p.set_counter(c, n); }
  static void add_one(Words& w, int c) noexcept { w[c / 7] += std::uint64_t{1} << (9 * (c % 7)); }

  // A side's pit counters, every word: pits past P are always zero, so all 12 are taken.
  static constexpr std::array<Words, 2> pit_mask = board_detail::wide_pit_masks();

  static int count_nonempty(const Position& p, int side) noexcept {
    int n = 0;
    for (int i = 0; i < max_pits; ++i) n += p.counter(cell(side, i)) != 0;
    return n;
  }
  static void push_nonempty(const Position& p, int side, int pits, PlyList& list) noexcept {
    for (int i = 0; i < pits; ++i)
      if (p.counter(cell(side, i)) != 0) list.push(Ply::pit(i));
  }
  static bool side_empty(const Position& p, int side) noexcept {
    std::uint64_t any = 0;
    for (int w = 0; w < words; ++w) any |= p.word(w) & pit_mask[side][w];
    return any == 0;
  }
  static int total(const Position& p) noexcept { return pit_seeds(p) + get(p, store_cell(0)) + get(p, store_cell(1)); }
  /// Both rows' counters, the stores and the layout mark left out.
  static Words pit_words(const Position& p) noexcept {
    Words w{};
    for (int k = 0; k < words; ++k) w[k] = p.word(k) & (pit_mask[0][k] | pit_mask[1][k]);
    return w;
  }
  static int pit_seeds(const Position& p) noexcept {
    int n = 0;
    for (int s = 0; s < 2; ++s)
      for (int i = 0; i < max_pits; ++i) n += p.counter(cell(s, i));
    return n;
  }
};

}  // namespace mancala

// A position of any game of the engine: a copyable 40-byte value.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

#include "mancala/engine/types.hpp"

namespace mancala {

/// Board cells in one of two layouts, fixed by the variant's width (board_layout.hpp has both):
/// - narrow, up to `narrow_max_pits` pits a side (the standard board, Oware): one byte a cell,
///   side s's pit i at byte 9*s+i, its store (Kalah) or captured seeds (Oware) at byte 9*s+8;
///   bytes 18..31 stay zero. A sowing is three 64-bit word adds.
/// - wide, up to `max_pits` pits a side and 288 seeds: 9-bit counters (0..511), seven to a 64-bit
///   word (cell c at bits 9*(c%7).. of word c/7), side s's pit i at cell 13*s+i, its store at
///   cell 13*s+12. A sowing is four word adds. Bit 63 of word 3 marks the layout; no counter
///   reaches it.
/// pit() and store() read either layout; the rules' hot paths use their layout's own accessors.
struct Position {
  alignas(8) std::array<std::uint8_t, 32> cells{};
  Side to_move = Side::south;
  Outcome result = Outcome::none;  // none while the game goes on
  Reason reason = Reason::none;
  /// Pie rule: 0 = South's first turn is under way, 1 = North may swap now, 2 = past.
  std::uint8_t pie_stage = 2;
  std::uint16_t ply = 0;          // plies played so far (a swap counts)
  std::uint16_t quiet_plies = 0;  // Oware: plies since the last capture

  /// The widest board of each layout (pits a side).
  static constexpr int narrow_max_pits = 8;
  static constexpr int max_pits = 12;
  /// The most seeds one cell can hold in the narrow and the wide layout.
  static constexpr int narrow_max_count = 255;
  static constexpr int wide_max_count = 511;
  static constexpr std::uint8_t wide_mark = 0x80;  // in cells[31]

  /// An empty board (no seeds, South to move) in the layout of a game with `pits` pits a side.
  static Position empty(int pits) noexcept {
    Position p;
    if (pits > narrow_max_pits) p.cells[31] = wide_mark;
    return p;
  }
  bool wide() const noexcept { return (cells[31] & wide_mark) != 0; }
  /// The most seeds one cell of this position's layout can hold.
  int max_count() const noexcept { return wide() ? wide_max_count : narrow_max_count; }

  /// Narrow layout's cells (bytes).
  static constexpr int cell(int side, int pit) noexcept { return 9 * side + pit; }
  static constexpr int store_cell(int side) noexcept { return 9 * side + 8; }
  /// Wide layout's cells (9-bit counters).
  static constexpr int wide_cell(int side, int pit) noexcept { return 13 * side + pit; }
  static constexpr int wide_store_cell(int side) noexcept { return 13 * side + 12; }
  int counter(int c) const noexcept { return static_cast<int>((word(c / 7) >> (9 * (c % 7))) & 0x1FF); }
  void set_counter(int c, int n) noexcept {
    const int shift = 9 * (c % 7);
    set_word(c / 7, (word(c / 7) & ~(std::uint64_t{0x1FF} << shift)) | (static_cast<std::uint64_t>(n) << shift));
  }

  int pit(Side s, int i) const noexcept { return wide() ? counter(wide_cell(index(s), i)) : cells[cell(index(s), i)]; }
  int store(Side s) const noexcept { return wide() ? counter(wide_store_cell(index(s))) : cells[store_cell(index(s))]; }
  /// Precondition: 0 <= n <= max_count().
  void set_pit(Side s, int i, int n) noexcept {
    if (wide())
      set_counter(wide_cell(index(s), i), n);
    else
      cells[cell(index(s), i)] = static_cast<std::uint8_t>(n);
  }
  void set_store(Side s, int n) noexcept {
    if (wide())
      set_counter(wide_store_cell(index(s)), n);
    else
      cells[store_cell(index(s))] = static_cast<std::uint8_t>(n);
  }
  bool over() const noexcept { return result != Outcome::none; }
  bool swap_available() const noexcept { return pie_stage == 1 && to_move == Side::north; }

  std::uint64_t word(int w) const noexcept {
    std::uint64_t x;
    std::memcpy(&x, cells.data() + 8 * w, 8);
    return x;
  }
  void set_word(int w, std::uint64_t x) noexcept { std::memcpy(cells.data() + 8 * w, &x, 8); }

  friend bool operator==(const Position&, const Position&) = default;
};

static_assert(sizeof(Position) <= 40);

}  // namespace mancala

// A position of any game of the engine: a copyable 40-byte value.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

#include "mancala/engine/types.hpp"

namespace mancala {

/// Board cells in a fixed layout for every width: side s's pit i at byte 9*s+i (i < 8),
/// its store (Kalah) or captured seeds (Oware) at byte 9*s+8. Bytes 18..23 stay zero.
/// The layout lets a sowing be added as three 64-bit words (see kalah.cpp).
struct Position {
  alignas(8) std::array<std::uint8_t, 24> cells{};
  Side to_move = Side::south;
  Outcome result = Outcome::none;  // none while the game goes on
  Reason reason = Reason::none;
  /// Pie rule: 0 = South's first turn is under way, 1 = North may swap now, 2 = past.
  std::uint8_t pie_stage = 2;
  std::uint16_t ply = 0;          // plies played so far (a swap counts)
  std::uint16_t quiet_plies = 0;  // Oware: plies since the last capture

  static constexpr int cell(int side, int pit) noexcept { return 9 * side + pit; }
  static constexpr int store_cell(int side) noexcept { return 9 * side + 8; }

  int pit(Side s, int i) const noexcept { return cells[cell(index(s), i)]; }
  int store(Side s) const noexcept { return cells[store_cell(index(s))]; }
  void set_pit(Side s, int i, int n) noexcept { cells[cell(index(s), i)] = static_cast<std::uint8_t>(n); }
  void set_store(Side s, int n) noexcept { cells[store_cell(index(s))] = static_cast<std::uint8_t>(n); }
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

// Small value types shared by every game of the engine: sides, plies, outcomes.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace mancala {

/// The two seats. South (index 0) sits at the bottom and moves first (rules/kalah.md §Terms).
enum class Side : std::uint8_t { south = 0, north = 1 };

constexpr Side other(Side s) noexcept { return s == Side::south ? Side::north : Side::south; }
constexpr int index(Side s) noexcept { return static_cast<int>(s); }
constexpr std::string_view to_string(Side s) noexcept { return s == Side::south ? "south" : "north"; }

/// One ply: a pit index 0..P-1 from the mover's left, or the pie rule's swap. One byte.
struct Ply {
  std::uint8_t value = 0;
  static constexpr std::uint8_t swap_value = 0xFF;
  static constexpr Ply pit(int p) noexcept { return Ply{static_cast<std::uint8_t>(p)}; }
  static constexpr Ply swap() noexcept { return Ply{swap_value}; }
  constexpr bool is_swap() const noexcept { return value == swap_value; }
  constexpr int pit_index() const noexcept { return value; }
  friend constexpr bool operator==(Ply a, Ply b) noexcept { return a.value == b.value; }
};

/// Legal plies without allocation: at most 12 pits plus a swap.
struct PlyList {
  std::array<Ply, 13> items{};
  int count = 0;
  void push(Ply p) noexcept { items[count++] = p; }
  const Ply* begin() const noexcept { return items.data(); }
  const Ply* end() const noexcept { return items.data() + count; }
  int size() const noexcept { return count; }
  bool empty() const noexcept { return count == 0; }
  Ply operator[](int i) const noexcept { return items[i]; }
  bool contains(Ply p) const noexcept {
    for (Ply q : *this)
      if (q == p) return true;
    return false;
  }
};

/// Who won a finished game. `no_result`: the game ended without a winner or a draw (an abort);
/// its `result` is null on the wire.
enum class Outcome : std::uint8_t { none, south, north, draw, no_result };

/// Why a game ended (PROTOCOL.md §State object and §Offers: `aborted`, `agreement`).
enum class Reason : std::uint8_t {
  none,
  normal,
  resign,
  timeout,
  abandon,
  no_capture_limit,
  no_feed,
  aborted,
  agreement
};

std::string_view to_string(Outcome o) noexcept;
std::string_view to_string(Reason r) noexcept;

/// Why a ply was refused (PROTOCOL.md `illegal_move`; the checks before it belong to rooms).
enum class MoveError : std::uint8_t {
  none,
  game_over,         // the game has ended
  out_of_range,      // pit outside 0..P-1
  empty_pit,         // the pit holds no seed
  swap_not_allowed,  // swap outside North's first ply of a pie game
  must_feed,         // Oware: the ply leaves the opponent without seeds while feeding is possible
};

std::string_view describe(MoveError e) noexcept;

/// A hollow on the board: side index and pit, where pit == P names that side's store.
struct Hollow {
  std::uint8_t side = 0;
  std::uint8_t pit = 0;
  friend constexpr bool operator==(Hollow a, Hollow b) noexcept { return a.side == b.side && a.pit == b.pit; }
};

}  // namespace mancala

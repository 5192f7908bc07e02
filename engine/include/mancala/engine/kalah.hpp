// Kalah: the rules of rules/kalah.md with every option, on precomputed sowing tables.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "mancala/engine/board_layout.hpp"
#include "mancala/engine/position.hpp"
#include "mancala/engine/report.hpp"
#include "mancala/engine/variant.hpp"

namespace mancala {

/// The rules of one Kalah variant on one cell layout B (board_layout.hpp). Immutable after
/// construction; cheap to share by const reference. The layout is picked once per variant
/// (Rules): `Kalah` for boards of up to 8 pits a side, `KalahWide` for 9..12.
template <class B>
class BasicKalah {
 public:
  /// Precondition: `v.game == kalah`, `v.validate()` is empty and `v.pits <= B::max_pits`.
  explicit BasicKalah(const Variant& v);

  const Variant& variant() const noexcept { return variant_; }
  int pits() const noexcept { return pits_; }

  /// The start position: `seeds` in every pit, empty stores, South to move.
  Position start() const noexcept;

  /// Legal plies in pit order, then swap where the pie rule allows it; empty when the game is over.
  PlyList legal_plies(const Position& p) const noexcept;
  /// Number of legal plies (perft's bulk count at the last level).
  int count_plies(const Position& p) const noexcept;
  /// Why `ply` is illegal in `p`, or MoveError::none.
  MoveError check(const Position& p, Ply ply) const noexcept;

  /// Fast path for search and perft. Precondition: check(p, ply) == none.
  void play(Position& p, Ply ply) const noexcept;
  /// Detailed path for rooms: the same result as play() plus path, captures, extra turn.
  PlyReport play_detailed(Position& p, Ply ply) const;

  /// Ends the game if either side's pits are empty or early_end applies (rules/kalah.md §A ply, step 4).
  void check_end(Position& p) const noexcept;

 private:
  using Words = typename B::Words;
  struct Sow {
    Words add;          // +1 on each hollow this remainder reaches
    std::uint8_t last;  // cell of the last seed
  };
  static constexpr int max_cycle = 2 * B::max_pits + 1;
  static constexpr std::size_t sow_count = 2 * B::max_pits * max_cycle;
  // The standard board's tables sit inside the object (no indirection on its hot path); a wide
  // board's 24 kB go to the heap, so that a Rules value stays small.
  using SowTable =
      std::conditional_t<(sow_count * sizeof(Sow) <= 12 * 1024), std::array<Sow, sow_count>, std::vector<Sow>>;
  enum class Landing : std::uint8_t { plain, store, capture, capture_alone };
  const Sow& sow_entry(int s, int pit, int r) const noexcept { return sow_[(s * B::max_pits + pit) * max_cycle + r]; }
  void sow(Position& p, int pit, int& last_cell) const noexcept;
  Landing play_sow(Position& p, int pit) const noexcept;
  void finish(Position& p) const noexcept;

  Variant variant_;
  int pits_;
  int cycle_;                   // hollows a sower visits in one lap: 2P+1
  std::array<Words, 2> lap_{};  // +1 on every hollow of one lap, per mover
  SowTable sow_{};              // [mover][pit][seeds % cycle]
};

/// Kalah on the standard layout: up to 8 pits a side.
using Kalah = BasicKalah<NarrowBoard>;
/// Kalah on the wide layout: 9..12 pits a side.
using KalahWide = BasicKalah<WideBoard>;

// The members defined in kalah.cpp are instantiated there for both layouts; the hot paths of
// kalah_inline.hpp are instantiated, and inlined, where they are used (no `extern template`,
// which would keep gcc from inlining them into perft and the search).

}  // namespace mancala

#include "mancala/engine/kalah_inline.hpp"

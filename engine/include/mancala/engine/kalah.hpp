// Kalah: the rules of rules/kalah.md with every option, on precomputed sowing tables.
#pragma once

#include <array>
#include <cstdint>

#include "mancala/engine/position.hpp"
#include "mancala/engine/report.hpp"
#include "mancala/engine/variant.hpp"

namespace mancala {

/// The rules of one Kalah variant. Immutable after construction; cheap to share by const reference.
class Kalah {
 public:
  /// Precondition: `v.game == kalah` and `v.validate()` is empty.
  explicit Kalah(const Variant& v);

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
  using Words = std::array<std::uint64_t, 3>;
  struct Sow {
    Words add;          // +1 on each hollow this remainder reaches
    std::uint8_t last;  // cell of the last seed
  };
  enum class Landing : std::uint8_t { plain, store, capture, capture_alone };
  void sow(Position& p, int pit, int& last_cell) const noexcept;
  Landing play_sow(Position& p, int pit) const noexcept;
  bool side_empty(const Position& p, int side) const noexcept;
  void finish(Position& p) const noexcept;

  Variant variant_;
  int pits_;
  int cycle_;                                                // hollows a sower visits in one lap: 2P+1
  std::array<Words, 2> lap_{};                               // +1 on every hollow of one lap, per mover
  std::array<std::array<std::array<Sow, 17>, 8>, 2> sow_{};  // [mover][pit][seeds % cycle]
};

}  // namespace mancala

#include "mancala/engine/kalah_inline.hpp"

// Oware (abapa): the rules of rules/oware.md, a second game beside Kalah with the same interface.
#pragma once

#include <array>
#include <cstdint>

#include "mancala/engine/position.hpp"
#include "mancala/engine/report.hpp"
#include "mancala/engine/variant.hpp"

namespace mancala {

/// The rules of Oware: 6 pits a side, 4 seeds each, captured seeds kept in the store cells.
/// Immutable after construction; cheap to share by const reference.
class Oware {
 public:
  static constexpr int pit_count = 6;
  /// Captured seeds that win at once (rules/oware.md §End).
  static constexpr int winning_captures = 25;

  /// Precondition: `v.game == oware` and `v.validate()` is empty.
  explicit Oware(const Variant& v);

  const Variant& variant() const noexcept { return variant_; }
  int pits() const noexcept { return pit_count; }

  /// The start position: 4 seeds in every pit, nothing captured, South to move.
  Position start() const noexcept;

  /// Legal plies in pit order: the mover's non-empty pits, only the feeding ones when the
  /// opponent's row is empty. Empty when the game is over.
  PlyList legal_plies(const Position& p) const noexcept;
  /// Number of legal plies (perft's bulk count at the last level).
  int count_plies(const Position& p) const noexcept;
  /// Why `ply` is illegal in `p` (must_feed when it leaves the opponent without seeds), or none.
  MoveError check(const Position& p, Ply ply) const noexcept;

  /// Fast path for search and perft. Precondition: check(p, ply) == none.
  void play(Position& p, Ply ply) const noexcept;
  /// Detailed path for rooms: the same result as play() plus the sowing path, the captured pits
  /// (landing pit first, then backwards along the chain) and whether a grand slam cancelled them.
  PlyReport play_detailed(Position& p, Ply ply) const;

  /// Ends the game when it is decided (rules/oware.md §End): 25 captures, 24-24, the no-capture
  /// limit reached (reason no_capture_limit), or the side to move has no legal ply (reason no_feed;
  /// the seeds left all lie on that side's row, so they go to it).
  void check_end(Position& p) const noexcept;

 private:
  using Words = std::array<std::uint64_t, 3>;
  struct Sow {
    Words add;          // +1 on each pit this remainder reaches
    std::uint8_t last;  // cell of the last seed
  };
  struct Capture {
    int seeds = 0;      // seeds taken (0 when a grand slam cancelled the capture)
    int first_pit = 0;  // opponent pits first_pit..last_pit were taken
    int last_pit = -1;
    bool grand_slam = false;
  };
  int sow(Position& p, int pit) const noexcept;
  Capture capture(Position& p, int mover, int last_cell) const noexcept;
  void apply(Position& p, int pit, Capture* out) const noexcept;
  bool feeds(const Position& p, int pit) const noexcept;
  void sweep(Position& p, Reason why) const noexcept;

  Variant variant_;
  // Indexed [mover][pit]: one lap adds a seed to the 11 other pits (the origin is skipped).
  std::array<std::array<Words, pit_count>, 2> lap_{};
  // Indexed [mover][pit][seeds % 11]: the partial lap after the whole ones.
  std::array<std::array<std::array<Sow, 11>, pit_count>, 2> sow_{};
};

}  // namespace mancala

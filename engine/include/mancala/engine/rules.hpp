// One entry point for every game of the engine: picks Kalah or Oware from a variant.
#pragma once

#include <memory>
#include <variant>

#include "mancala/engine/kalah.hpp"
#include "mancala/engine/oware.hpp"

namespace mancala {

/// The rules of one validated variant, dispatching to the game's own class: Oware, Kalah on the
/// standard layout (up to 8 pits a side) or Kalah on the wide one (9..12), picked once here.
/// Search code that wants no dispatch calls visit() once and works on the concrete game.
class Rules {
 public:
  /// Throws std::invalid_argument with Variant::validate()'s reason when the variant is bad.
  explicit Rules(const Variant& v);

  const Variant& variant() const noexcept { return variant_; }
  /// Pits a side (6 for Oware).
  int pits() const noexcept { return variant_.pits; }

  Position start() const;
  PlyList legal_plies(const Position& p) const;
  MoveError check(const Position& p, Ply ply) const;
  void play(Position& p, Ply ply) const;
  PlyReport play_detailed(Position& p, Ply ply) const;
  /// Ends a loaded position that is already finished (e.g. `mancala play --state` with an empty side).
  void check_end(Position& p) const;

  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit(std::forward<F>(f), impl_);
  }

 private:
  Variant variant_;
  std::variant<Kalah, Oware, KalahWide> impl_;
};

}  // namespace mancala

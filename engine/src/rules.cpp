#include "mancala/engine/rules.hpp"

#include <stdexcept>

namespace mancala {
namespace {

static_assert(Variant::max_pits == Position::max_pits, "the wide layout holds every valid Kalah board");
static_assert(2 * Variant::max_pits * Variant::max_seeds <= Position::wide_max_count);

std::variant<Kalah, Oware, KalahWide> make_impl(const Variant& v) {
  if (auto err = v.validate()) throw std::invalid_argument(*err);
  if (v.game == GameKind::oware) return Oware(v);
  if (v.pits > Position::narrow_max_pits) return KalahWide(v);
  return Kalah(v);
}

}  // namespace

Rules::Rules(const Variant& v) : variant_(v), impl_(make_impl(v)) {}

Position Rules::start() const {
  return visit([](const auto& g) { return g.start(); });
}
PlyList Rules::legal_plies(const Position& p) const {
  return visit([&](const auto& g) { return g.legal_plies(p); });
}
MoveError Rules::check(const Position& p, Ply ply) const {
  return visit([&](const auto& g) { return g.check(p, ply); });
}
void Rules::play(Position& p, Ply ply) const {
  visit([&](const auto& g) { g.play(p, ply); });
}
PlyReport Rules::play_detailed(Position& p, Ply ply) const {
  return visit([&](const auto& g) { return g.play_detailed(p, ply); });
}
void Rules::check_end(Position& p) const {
  visit([&](const auto& g) { g.check_end(p); });
}

}  // namespace mancala

#include "mancala/engine/kalah.hpp"

namespace mancala {

Kalah::Kalah(const Variant& v) : variant_(v), pits_(v.pits), cycle_(2 * v.pits + 1) {
  for (int s = 0; s < 2; ++s) {
    // Mover s's cycle: own pits, own store, the opponent's pits (rules/kalah.md §Board).
    std::array<int, 17> cycle{};
    for (int k = 0; k < cycle_; ++k) {
      if (k < pits_)
        cycle[k] = Position::cell(s, k);
      else if (k == pits_)
        cycle[k] = Position::store_cell(s);
      else
        cycle[k] = Position::cell(1 - s, k - pits_ - 1);
    }
    for (int k = 0; k < cycle_; ++k) kalah_detail::add_one(lap_[s], cycle[k]);
    for (int i = 0; i < pits_; ++i) {
      for (int r = 0; r < cycle_; ++r) {
        Sow& t = sow_[s][i][r];
        for (int k = 1; k <= r; ++k) kalah_detail::add_one(t.add, cycle[(i + k) % cycle_]);
        t.last = static_cast<std::uint8_t>(cycle[(i + r) % cycle_]);
      }
    }
  }
}

Position Kalah::start() const noexcept {
  Position p;
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < pits_; ++i) p.cells[Position::cell(s, i)] = static_cast<std::uint8_t>(variant_.seeds);
  p.pie_stage = variant_.pie ? 0 : 2;
  return p;
}

MoveError Kalah::check(const Position& p, Ply ply) const noexcept {
  if (p.over()) return MoveError::game_over;
  if (ply.is_swap()) return p.swap_available() ? MoveError::none : MoveError::swap_not_allowed;
  if (ply.pit_index() >= pits_) return MoveError::out_of_range;
  if (p.pit(p.to_move, ply.pit_index()) == 0) return MoveError::empty_pit;
  return MoveError::none;
}

PlyReport Kalah::play_detailed(Position& p, Ply ply) const {
  PlyReport r;
  r.side = p.to_move;
  r.ply = ply;
  if (ply.is_swap()) {
    play(p, ply);
    return r;
  }
  const int s = index(p.to_move);
  const int n = p.pit(p.to_move, ply.pit_index());
  // Walk the cycle once per seed for the path; the position itself comes from the tables.
  auto hollow = [&](int k) -> Hollow {
    if (k < pits_) return {static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(k)};
    if (k == pits_) return {static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(pits_)};
    return {static_cast<std::uint8_t>(1 - s), static_cast<std::uint8_t>(k - pits_ - 1)};
  };
  for (int i = 1, k = ply.pit_index(); i <= n; ++i) r.path.push_back(hollow(k = (k + 1) % cycle_));
  p.ply++;
  const Landing landing = play_sow(p, ply.pit_index());
  const Hollow last = r.path.back();
  if (landing == Landing::capture || landing == Landing::capture_alone) r.captured.push_back(last);
  if (landing == Landing::capture)
    r.captured.push_back({static_cast<std::uint8_t>(1 - s), static_cast<std::uint8_t>(pits_ - 1 - last.pit)});
  r.extra_turn = landing == Landing::store && !p.over();
  return r;
}

void Kalah::finish(Position& p) const noexcept {
  p.reason = Reason::normal;
  if (variant_.scoring == Scoring::outlast) {
    const bool south_left = !side_empty(p, 0), north_left = !side_empty(p, 1);
    p.result = south_left == north_left ? Outcome::draw : (south_left ? Outcome::south : Outcome::north);
    return;
  }
  if (variant_.scoring == Scoring::store) {
    // End sweep: each side's remaining seeds go to their owner's store (§A ply, step 4).
    for (int s = 0; s < 2; ++s) {
      int sum = 0;
      for (int i = 0; i < pits_; ++i) {
        sum += p.cells[Position::cell(s, i)];
        p.cells[Position::cell(s, i)] = 0;
      }
      p.cells[Position::store_cell(s)] = static_cast<std::uint8_t>(p.cells[Position::store_cell(s)] + sum);
    }
  }
  const int a = p.store(Side::south), b = p.store(Side::north);
  p.result = a > b ? Outcome::south : (b > a ? Outcome::north : Outcome::draw);
}

}  // namespace mancala

#include "mancala/engine/kalah.hpp"

namespace mancala {

template <class B>
BasicKalah<B>::BasicKalah(const Variant& v) : variant_(v), pits_(v.pits), cycle_(2 * v.pits + 1) {
  if constexpr (!std::is_same_v<SowTable, std::array<Sow, sow_count>>) sow_.assign(sow_count, Sow{});
  for (int s = 0; s < 2; ++s) {
    // Mover s's cycle: own pits, own store, the opponent's pits (rules/kalah.md §Board).
    std::array<int, max_cycle> cycle{};
    for (int k = 0; k < cycle_; ++k) {
      if (k < pits_)
        cycle[k] = B::cell(s, k);
      else if (k == pits_)
        cycle[k] = B::store_cell(s);
      else
        cycle[k] = B::cell(1 - s, k - pits_ - 1);
    }
    for (int k = 0; k < cycle_; ++k) B::add_one(lap_[s], cycle[k]);
    for (int i = 0; i < pits_; ++i) {
      for (int r = 0; r < cycle_; ++r) {
        Sow& t = sow_[(s * B::max_pits + i) * max_cycle + r];
        for (int k = 1; k <= r; ++k) B::add_one(t.add, cycle[(i + k) % cycle_]);
        t.last = static_cast<std::uint8_t>(cycle[(i + r) % cycle_]);
      }
    }
  }
}

template <class B>
Position BasicKalah<B>::start() const noexcept {
  Position p = B::empty();
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < pits_; ++i) B::set(p, B::cell(s, i), variant_.seeds);
  p.pie_stage = variant_.pie ? 0 : 2;
  return p;
}

template <class B>
MoveError BasicKalah<B>::check(const Position& p, Ply ply) const noexcept {
  if (p.over()) return MoveError::game_over;
  if (ply.is_swap()) return p.swap_available() ? MoveError::none : MoveError::swap_not_allowed;
  if (ply.pit_index() >= pits_) return MoveError::out_of_range;
  if (B::get(p, B::cell(index(p.to_move), ply.pit_index())) == 0) return MoveError::empty_pit;
  return MoveError::none;
}

template <class B>
PlyReport BasicKalah<B>::play_detailed(Position& p, Ply ply) const {
  PlyReport r;
  r.side = p.to_move;
  r.ply = ply;
  if (ply.is_swap()) {
    play(p, ply);
    return r;
  }
  const int s = index(p.to_move);
  const int n = B::get(p, B::cell(s, ply.pit_index()));
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

template <class B>
void BasicKalah<B>::finish(Position& p) const noexcept {
  p.reason = Reason::normal;
  if (variant_.scoring == Scoring::outlast) {
    const bool south_left = !B::side_empty(p, 0), north_left = !B::side_empty(p, 1);
    p.result = south_left == north_left ? Outcome::draw : (south_left ? Outcome::south : Outcome::north);
    return;
  }
  if (variant_.scoring == Scoring::store) {
    // End sweep: each side's remaining seeds go to their owner's store (§A ply, step 4).
    for (int s = 0; s < 2; ++s) {
      int sum = 0;
      for (int i = 0; i < pits_; ++i) {
        sum += B::get(p, B::cell(s, i));
        B::set(p, B::cell(s, i), 0);
      }
      B::set(p, B::store_cell(s), B::get(p, B::store_cell(s)) + sum);
    }
  }
  const int a = B::get(p, B::store_cell(0)), b = B::get(p, B::store_cell(1));
  p.result = a > b ? Outcome::south : (b > a ? Outcome::north : Outcome::draw);
}

template class BasicKalah<NarrowBoard>;
template class BasicKalah<WideBoard>;

}  // namespace mancala

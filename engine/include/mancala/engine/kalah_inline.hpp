// Hot paths of Kalah, inline so that perft and the search compile them into their loops.
#pragma once

namespace mancala {

template <class B>
inline int BasicKalah<B>::count_plies(const Position& p) const noexcept {
  if (p.over()) return 0;
  return B::count_nonempty(p, index(p.to_move)) + (p.swap_available() ? 1 : 0);
}

template <class B>
inline PlyList BasicKalah<B>::legal_plies(const Position& p) const noexcept {
  PlyList list;
  if (p.over()) return list;
  B::push_nonempty(p, index(p.to_move), pits_, list);
  if (p.swap_available()) list.push(Ply::swap());
  return list;
}

template <class B>
inline void BasicKalah<B>::sow(Position& p, int pit, int& last_cell) const noexcept {
  const int s = index(p.to_move);
  const int origin = B::cell(s, pit);
  const int n = B::get(p, origin);
  B::set(p, origin, 0);
  // Whole laps add one seed to every hollow of the cycle, the origin included (§A ply, step 2).
  if (n < cycle_) {  // the common case, without a division
    const Sow& t = sow_entry(s, pit, n);
    for (int w = 0; w < B::words; ++w) p.set_word(w, p.word(w) + t.add[w]);
    last_cell = t.last;
    return;
  }
  const std::uint64_t laps = static_cast<std::uint64_t>(n / cycle_);
  const Sow& t = sow_entry(s, pit, n % cycle_);
  for (int w = 0; w < B::words; ++w) p.set_word(w, p.word(w) + laps * lap_[s][w] + t.add[w]);
  last_cell = t.last;
}

template <class B>
inline typename BasicKalah<B>::Landing BasicKalah<B>::play_sow(Position& p, int pit) const noexcept {
  const Side mover = p.to_move;
  const int s = index(mover);
  int last;
  sow(p, pit, last);
  Landing landing = Landing::plain;
  if (last == B::store_cell(s)) {
    landing = Landing::store;
  } else {
    const int base = B::cell(s, 0);
    // Last seed in an own pit that was empty before it (§A ply, step 3).
    if (last >= base && last < base + pits_ && B::get(p, last) == 1 && variant_.capture != CaptureRule::none) {
      const int opposite = B::cell(1 - s, pits_ - 1 - (last - base));
      const int store = B::store_cell(s);
      if (B::get(p, opposite) > 0) {
        B::set(p, store, B::get(p, store) + B::get(p, opposite) + 1);
        B::set(p, opposite, 0);
        B::set(p, last, 0);
        landing = Landing::capture;
      } else if (variant_.capture == CaptureRule::empty) {
        B::set(p, store, B::get(p, store) + 1);
        B::set(p, last, 0);
        landing = Landing::capture_alone;
      }
    }
    p.to_move = other(mover);
  }
  if (p.pie_stage == 0) {
    if (landing != Landing::store) p.pie_stage = 1;
  } else if (p.pie_stage == 1) {
    p.pie_stage = 2;
  }
  check_end(p);
  return landing;
}

template <class B>
inline void BasicKalah<B>::play(Position& p, Ply ply) const noexcept {
  p.ply++;
  if (ply.is_swap()) {
    // The players exchange seats; the board and the side to move stay (rules/kalah.md §Options pie).
    p.pie_stage = 2;
    return;
  }
  play_sow(p, ply.pit_index());
}

template <class B>
inline void BasicKalah<B>::check_end(Position& p) const noexcept {
  if (p.over()) return;
  if (B::side_empty(p, 0) || B::side_empty(p, 1)) {
    finish(p);
    return;
  }
  if (variant_.early_end && variant_.scoring != Scoring::outlast) {
    const int total = B::total(p);
    if (2 * B::get(p, B::store_cell(0)) > total || 2 * B::get(p, B::store_cell(1)) > total) finish(p);
  }
}

}  // namespace mancala

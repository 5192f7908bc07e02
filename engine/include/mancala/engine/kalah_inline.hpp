// Hot paths of Kalah, inline so that perft and the search compile them into their loops.
#pragma once

#include <bit>

namespace mancala {
namespace kalah_detail {

inline constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
inline constexpr std::uint64_t high1 = 0x8080808080808080ULL;

inline void add_one(std::array<std::uint64_t, 3>& w, int cell) { w[cell / 8] += std::uint64_t{1} << (8 * (cell % 8)); }

// The 8 pit bytes of a side as one word (bytes past P are always zero).
inline std::uint64_t pit_word(const Position& p, int side) noexcept {
  if (side == 0) return p.word(0);
  return (p.word(1) >> 8) | (p.word(2) << 56);
}

// High bit of each byte set where that byte is non-zero.
inline std::uint64_t nonzero_bytes(std::uint64_t x) noexcept { return (((x & low7) + low7) | x) & high1; }

inline int sum_bytes(std::uint64_t x) noexcept { return static_cast<int>((x * 0x0101010101010101ULL) >> 56); }

}  // namespace kalah_detail

inline int Kalah::count_plies(const Position& p) const noexcept {
  if (p.over()) return 0;
  // One bit per non-empty pit at bit 7 of its byte: a multiply adds them up without popcount.
  const std::uint64_t bits = kalah_detail::nonzero_bytes(kalah_detail::pit_word(p, index(p.to_move))) >> 7;
  return static_cast<int>((bits * 0x0101010101010101ULL) >> 56) + (p.swap_available() ? 1 : 0);
}

inline PlyList Kalah::legal_plies(const Position& p) const noexcept {
  PlyList list;
  if (p.over()) return list;
  for (std::uint64_t m = kalah_detail::nonzero_bytes(kalah_detail::pit_word(p, index(p.to_move))); m; m &= m - 1)
    list.push(Ply::pit(std::countr_zero(m) / 8));
  if (p.swap_available()) list.push(Ply::swap());
  return list;
}

inline void Kalah::sow(Position& p, int pit, int& last_cell) const noexcept {
  const int s = index(p.to_move);
  const int origin = Position::cell(s, pit);
  const int n = p.cells[origin];
  p.cells[origin] = 0;
  // Whole laps add one seed to every hollow of the cycle, the origin included (§A ply, step 2).
  if (n < cycle_) {  // the common case, without a division
    const Sow& t = sow_[s][pit][n];
    for (int w = 0; w < 3; ++w) p.set_word(w, p.word(w) + t.add[w]);
    last_cell = t.last;
    return;
  }
  const std::uint64_t laps = static_cast<std::uint64_t>(n / cycle_);
  const Sow& t = sow_[s][pit][n % cycle_];
  for (int w = 0; w < 3; ++w) p.set_word(w, p.word(w) + laps * lap_[s][w] + t.add[w]);
  last_cell = t.last;
}

inline Kalah::Landing Kalah::play_sow(Position& p, int pit) const noexcept {
  const Side mover = p.to_move;
  const int s = index(mover);
  int last;
  sow(p, pit, last);
  Landing landing = Landing::plain;
  if (last == Position::store_cell(s)) {
    landing = Landing::store;
  } else {
    const int base = Position::cell(s, 0);
    // Last seed in an own pit that was empty before it (§A ply, step 3).
    if (last >= base && last < base + pits_ && p.cells[last] == 1 && variant_.capture != CaptureRule::none) {
      const int opposite = Position::cell(1 - s, pits_ - 1 - (last - base));
      const int store = Position::store_cell(s);
      if (p.cells[opposite] > 0) {
        p.cells[store] = static_cast<std::uint8_t>(p.cells[store] + p.cells[opposite] + 1);
        p.cells[opposite] = 0;
        p.cells[last] = 0;
        landing = Landing::capture;
      } else if (variant_.capture == CaptureRule::empty) {
        p.cells[store]++;
        p.cells[last] = 0;
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

inline void Kalah::play(Position& p, Ply ply) const noexcept {
  p.ply++;
  if (ply.is_swap()) {
    // The players exchange seats; the board and the side to move stay (rules/kalah.md §Options pie).
    p.pie_stage = 2;
    return;
  }
  play_sow(p, ply.pit_index());
}

inline bool Kalah::side_empty(const Position& p, int side) const noexcept {
  return kalah_detail::pit_word(p, side) == 0;
}

inline void Kalah::check_end(Position& p) const noexcept {
  if (p.over()) return;
  if (side_empty(p, 0) || side_empty(p, 1)) {
    finish(p);
    return;
  }
  if (variant_.early_end && variant_.scoring != Scoring::outlast) {
    const int total =
        kalah_detail::sum_bytes(p.word(0)) + kalah_detail::sum_bytes(p.word(1)) + kalah_detail::sum_bytes(p.word(2));
    if (2 * p.store(Side::south) > total || 2 * p.store(Side::north) > total) finish(p);
  }
}

}  // namespace mancala

#include "mancala/engine/kalah.hpp"

#include <bit>

namespace mancala {
namespace {

constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
constexpr std::uint64_t high1 = 0x8080808080808080ULL;

void add_one(std::array<std::uint64_t, 3>& w, int cell) {
  w[cell / 8] += std::uint64_t{1} << (8 * (cell % 8));
}

// The 8 pit bytes of a side as one word (bytes past P are always zero).
std::uint64_t pit_word(const Position& p, int side) noexcept {
  if (side == 0) return p.word(0);
  return (p.word(1) >> 8) | (p.word(2) << 56);
}

// High bit of each byte set where that byte is non-zero.
std::uint64_t nonzero_bytes(std::uint64_t x) noexcept {
  return (((x & low7) + low7) | x) & high1;
}

int sum_bytes(std::uint64_t x) noexcept { return static_cast<int>((x * 0x0101010101010101ULL) >> 56); }

}  // namespace

Kalah::Kalah(const Variant& v) : variant_(v), pits_(v.pits), cycle_(2 * v.pits + 1) {
  for (int s = 0; s < 2; ++s) {
    // Mover s's cycle: own pits, own store, the opponent's pits (rules/kalah.md §Board).
    std::array<int, 17> cycle{};
    for (int k = 0; k < cycle_; ++k) {
      if (k < pits_) cycle[k] = Position::cell(s, k);
      else if (k == pits_) cycle[k] = Position::store_cell(s);
      else cycle[k] = Position::cell(1 - s, k - pits_ - 1);
    }
    for (int k = 0; k < cycle_; ++k) add_one(lap_[s], cycle[k]);
    for (int i = 0; i < pits_; ++i) {
      for (int r = 0; r < cycle_; ++r) {
        Sow& t = sow_[s][i][r];
        for (int k = 1; k <= r; ++k) add_one(t.add, cycle[(i + k) % cycle_]);
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

int Kalah::count_plies(const Position& p) const noexcept {
  if (p.over()) return 0;
  return std::popcount(nonzero_bytes(pit_word(p, index(p.to_move)))) + (p.swap_available() ? 1 : 0);
}

PlyList Kalah::legal_plies(const Position& p) const noexcept {
  PlyList list;
  if (p.over()) return list;
  for (std::uint64_t m = nonzero_bytes(pit_word(p, index(p.to_move))); m; m &= m - 1)
    list.push(Ply::pit(std::countr_zero(m) / 8));
  if (p.swap_available()) list.push(Ply::swap());
  return list;
}

MoveError Kalah::check(const Position& p, Ply ply) const noexcept {
  if (p.over()) return MoveError::game_over;
  if (ply.is_swap()) return p.swap_available() ? MoveError::none : MoveError::swap_not_allowed;
  if (ply.pit_index() >= pits_) return MoveError::out_of_range;
  if (p.pit(p.to_move, ply.pit_index()) == 0) return MoveError::empty_pit;
  return MoveError::none;
}

void Kalah::sow(Position& p, int pit, int& last_cell) const noexcept {
  const int s = index(p.to_move);
  const int origin = Position::cell(s, pit);
  const int n = p.cells[origin];
  p.cells[origin] = 0;
  // Whole laps add one seed to every hollow of the cycle, the origin included (§A ply, step 2).
  const std::uint64_t laps = static_cast<std::uint64_t>(n / cycle_);
  const Sow& t = sow_[s][pit][n % cycle_];
  for (int w = 0; w < 3; ++w) p.set_word(w, p.word(w) + laps * lap_[s][w] + t.add[w]);
  last_cell = t.last;
}

Kalah::Landing Kalah::play_sow(Position& p, int pit) const noexcept {
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

void Kalah::play(Position& p, Ply ply) const noexcept {
  p.ply++;
  if (ply.is_swap()) {
    // The players exchange seats; the board and the side to move stay (rules/kalah.md §Options pie).
    p.pie_stage = 2;
    return;
  }
  play_sow(p, ply.pit_index());
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

bool Kalah::side_empty(const Position& p, int side) const noexcept { return pit_word(p, side) == 0; }

void Kalah::check_end(Position& p) const noexcept {
  if (p.over()) return;
  if (side_empty(p, 0) || side_empty(p, 1)) {
    finish(p);
    return;
  }
  if (variant_.early_end && variant_.scoring != Scoring::outlast) {
    const int total = sum_bytes(p.word(0)) + sum_bytes(p.word(1)) + sum_bytes(p.word(2));
    if (2 * p.store(Side::south) > total || 2 * p.store(Side::north) > total) finish(p);
  }
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

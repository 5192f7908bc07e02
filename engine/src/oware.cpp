#include "mancala/engine/oware.hpp"

namespace mancala {
namespace {

constexpr int P = Oware::pit_count;
constexpr int others = 2 * P - 1;  // pits a sowing visits in one lap: every pit but the origin

void add_one(std::array<std::uint64_t, 3>& w, int cell) { w[cell / 8] += std::uint64_t{1} << (8 * (cell % 8)); }

// The cycle S0..S5 N0..N5 as cells; mover s's pit i sits at index 6*s+i.
constexpr int cycle_cell(int k) noexcept { return k < P ? Position::cell(0, k) : Position::cell(1, k - P); }

int row_sum(const Position& p, int side) noexcept {
  int n = 0;
  for (int i = 0; i < P; ++i) n += p.cells[Position::cell(side, i)];
  return n;
}

}  // namespace

Oware::Oware(const Variant& v) : variant_(v) {
  for (int s = 0; s < 2; ++s) {
    for (int i = 0; i < P; ++i) {
      const int origin = P * s + i;
      // Distance d = 1..11 along the cycle; the origin (d = 12) is never sown (rules/oware.md §A move, 2).
      for (int d = 1; d <= others; ++d) add_one(lap_[s][i], cycle_cell((origin + d) % (2 * P)));
      for (int r = 0; r < others; ++r) {
        Sow& t = sow_[s][i][r];
        for (int d = 1; d <= r; ++d) add_one(t.add, cycle_cell((origin + d) % (2 * P)));
        // A remainder of 0 after at least one lap ends on the pit just before the origin.
        t.last = static_cast<std::uint8_t>(cycle_cell((origin + (r == 0 ? others : r)) % (2 * P)));
      }
    }
  }
}

Position Oware::start() const noexcept {
  Position p;
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < P; ++i) p.cells[Position::cell(s, i)] = 4;
  p.pie_stage = 2;  // Oware has no pie rule
  return p;
}

bool Oware::feeds(const Position& p, int pit) const noexcept {
  // From pit i the first opponent pit is 6-i seeds away; a sowing that reaches it leaves seeds
  // there, because a capture that would empty the row is a grand slam and takes nothing.
  return p.cells[Position::cell(index(p.to_move), pit)] >= P - pit;
}

int Oware::count_plies(const Position& p) const noexcept {
  if (p.over()) return 0;
  const bool starving = row_sum(p, 1 - index(p.to_move)) == 0;
  int n = 0;
  for (int i = 0; i < P; ++i)
    if (p.cells[Position::cell(index(p.to_move), i)] > 0 && (!starving || feeds(p, i))) ++n;
  return n;
}

PlyList Oware::legal_plies(const Position& p) const noexcept {
  PlyList list;
  if (p.over()) return list;
  const bool starving = row_sum(p, 1 - index(p.to_move)) == 0;
  for (int i = 0; i < P; ++i)
    if (p.cells[Position::cell(index(p.to_move), i)] > 0 && (!starving || feeds(p, i))) list.push(Ply::pit(i));
  return list;
}

MoveError Oware::check(const Position& p, Ply ply) const noexcept {
  if (p.over()) return MoveError::game_over;
  if (ply.is_swap()) return MoveError::swap_not_allowed;
  const int pit = ply.pit_index();
  if (pit >= P) return MoveError::out_of_range;
  if (p.cells[Position::cell(index(p.to_move), pit)] == 0) return MoveError::empty_pit;
  if (row_sum(p, 1 - index(p.to_move)) == 0 && !feeds(p, pit)) return MoveError::must_feed;
  return MoveError::none;
}

int Oware::sow(Position& p, int pit) const noexcept {
  const int s = index(p.to_move);
  const int origin = Position::cell(s, pit);
  const int n = p.cells[origin];
  p.cells[origin] = 0;
  const auto laps = static_cast<std::uint64_t>(n / others);
  const Sow& t = sow_[s][pit][n % others];
  for (int w = 0; w < 3; ++w) p.set_word(w, p.word(w) + laps * lap_[s][pit][w] + t.add[w]);
  return t.last;
}

Oware::Capture Oware::capture(Position& p, int mover, int last_cell) const noexcept {
  Capture c;
  const int opp = 1 - mover;
  const int base = Position::cell(opp, 0);
  if (last_cell < base || last_cell >= base + P) return c;  // landed on the mover's own row
  // Walk backwards from the landing pit while the opponent's pits hold 2 or 3 (§A move, 3);
  // the chain ends at the opponent's pit 0, whose predecessor is the mover's own row.
  int j = last_cell - base;
  c.last_pit = j;
  for (; j >= 0; --j) {
    const int n = p.cells[base + j];
    if (n != 2 && n != 3) break;
    c.seeds += n;
  }
  c.first_pit = j + 1;
  if (c.seeds == 0) {
    c.last_pit = -1;
    return c;
  }
  if (c.seeds == row_sum(p, opp)) {
    // Grand slam: the capture would leave the opponent with nothing, so it is cancelled (§A move, 4).
    c = Capture{};
    c.grand_slam = true;
    return c;
  }
  for (int i = c.first_pit; i <= c.last_pit; ++i) p.cells[base + i] = 0;
  p.cells[Position::store_cell(mover)] = static_cast<std::uint8_t>(p.cells[Position::store_cell(mover)] + c.seeds);
  return c;
}

void Oware::apply(Position& p, int pit, Capture* out) const noexcept {
  const int mover = index(p.to_move);
  p.ply++;
  const int last = sow(p, pit);
  const Capture c = capture(p, mover, last);
  if (c.seeds > 0)
    p.quiet_plies = 0;
  else if (p.quiet_plies < 0xFFFF)
    p.quiet_plies++;
  p.to_move = other(p.to_move);
  check_end(p);
  if (out) *out = c;
}

void Oware::play(Position& p, Ply ply) const noexcept { apply(p, ply.pit_index(), nullptr); }

PlyReport Oware::play_detailed(Position& p, Ply ply) const {
  PlyReport r;
  r.side = p.to_move;
  r.ply = ply;
  const int s = index(p.to_move);
  const int origin = P * s + ply.pit_index();
  const int n = p.pit(p.to_move, ply.pit_index());
  for (int k = 0, d = 0; k < n; ++k) {
    if (++d % (2 * P) == 0) ++d;  // skip the origin on every lap
    const int a = (origin + d) % (2 * P);
    r.path.push_back({static_cast<std::uint8_t>(a / P), static_cast<std::uint8_t>(a % P)});
  }
  Capture c;
  apply(p, ply.pit_index(), &c);
  for (int i = c.last_pit; i >= c.first_pit; --i)
    r.captured.push_back({static_cast<std::uint8_t>(1 - s), static_cast<std::uint8_t>(i)});
  r.grand_slam = c.grand_slam;
  return r;
}

void Oware::sweep(Position& p, Reason why) const noexcept {
  // Each side adds its own row to its captures. Under no_feed every seed left lies on the
  // mover's row (the opponent's is empty), so this is "the mover takes every seed" (§A move, 5).
  for (int s = 0; s < 2; ++s) {
    const int n = row_sum(p, s);
    for (int i = 0; i < P; ++i) p.cells[Position::cell(s, i)] = 0;
    p.cells[Position::store_cell(s)] = static_cast<std::uint8_t>(p.cells[Position::store_cell(s)] + n);
  }
  const int a = p.cells[Position::store_cell(0)], b = p.cells[Position::store_cell(1)];
  p.result = a > b ? Outcome::south : (b > a ? Outcome::north : Outcome::draw);
  p.reason = why;
}

void Oware::check_end(Position& p) const noexcept {
  if (p.over()) return;
  const int a = p.cells[Position::store_cell(0)], b = p.cells[Position::store_cell(1)];
  const int half = winning_captures - 1;
  if (a >= winning_captures || b >= winning_captures || (a == half && b == half)) {
    p.result = a > b ? Outcome::south : (b > a ? Outcome::north : Outcome::draw);
    p.reason = Reason::normal;
    return;
  }
  if (p.quiet_plies >= variant_.no_capture_limit) {
    sweep(p, Reason::no_capture_limit);
    return;
  }
  if (count_plies(p) == 0) sweep(p, Reason::no_feed);
}

}  // namespace mancala

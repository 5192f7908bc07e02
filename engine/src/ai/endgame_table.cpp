#include "mancala/engine/ai/endgame_table.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <random>
#include <stdexcept>
#include <thread>

#include "huge_pages.hpp"
#include "mancala/engine/ai/game_traits.hpp"

namespace mancala::ai {
namespace {

constexpr std::int8_t unknown = -128;

}  // namespace

template <class ChildValue>
int EndgameTable::best_ply_value(const Position& q, ChildValue&& child_value) const {
  // Every child's entry is requested before any is read, so that their cache misses overlap.
  const PlyList plies = game_.legal_plies(q);
  std::array<Position, 9> kids;
  std::array<std::size_t, 9> at{};
  for (int k = 0; k < plies.count; ++k) {
    kids[k] = q;
    game_.play(kids[k], plies[k]);
    if (kids[k].over()) continue;
    at[k] = index(kids[k]);
    __builtin_prefetch(&values_[at[k]]);
  }
  GameTraits<Kalah> traits(game_);
  int best = -1000;
  for (int k = 0; k < plies.count; ++k) {
    const Position& c = kids[k];
    int v = c.over() ? traits.terminal(c) : child_value(c, at[k]);
    // Children in the table are relative to their own stores: shift as in searcher.hpp.
    if (c.to_move == q.to_move)
      v = v + traits.base(c) - traits.base(q);
    else
      v = -(v + traits.base(c)) - traits.base(q);
    if (v > best) best = v;
  }
  return best;
}

void EndgameTable::Free::operator()(std::int8_t* p) const noexcept { std::free(p); }

bool EndgameTable::applies(const Kalah& game) noexcept { return !game.variant().early_end; }

EndgameTable::EndgameTable(const Kalah& game, int max_seeds, int threads)
    : game_(game), pits_(game.pits()), max_seeds_(max_seeds) {
  if (max_seeds < 0 || max_seeds > 40 || !applies(game)) throw std::invalid_argument("endgame table: bad parameters");
  layout();
  const int cells = 2 * pits_;
  std::fill_n(values_.get(), size_, unknown);

  // Visit every composition of n seeds into the 2P pits, South to move, and solve it. The last
  // pit varies slowest, so that the compositions come in the order of their entries (index()'s
  // largest terms come from the last pits) and the entries are visited in sequence. Threads
  // share the compositions of one total round-robin; an entry two threads reach at once is
  // merely computed twice (same value), so byte-sized relaxed atomics suffice.
  for (int n = 0; n <= max_seeds; ++n) {
    auto work = [&, n](int id) {
      std::array<int, 16> c{};
      std::uint64_t counter = 0;
      auto visit = [&](auto&& self, int i, int left) -> void {
        if (i == cells - 1) {
          if (counter++ % static_cast<std::uint64_t>(threads) != static_cast<std::uint64_t>(id)) return;
          c[0] = left;
          Position p;
          for (int k = 0; k < cells; ++k)
            p.cells[k < pits_ ? Position::cell(0, k) : Position::cell(1, k - pits_)] = static_cast<std::uint8_t>(c[k]);
          solve(p);
          return;
        }
        for (int x = 0; x <= left; ++x) {
          c[cells - 1 - i] = x;
          self(self, i + 1, left - x);
        }
      };
      visit(visit, 0, n);
    };
    std::vector<std::thread> pool;
    for (int id = 1; id < threads; ++id) pool.emplace_back(work, id);
    work(0);
    for (auto& t : pool) t.join();
  }
}

EndgameTable::EndgameTable(const Kalah& game, int max_seeds, std::span<const std::int8_t> values)
    : EndgameTable(game, max_seeds, values.size(), [values](std::span<std::int8_t> out) {
        std::copy(values.begin(), values.end(), out.begin());
        return true;
      }) {}

EndgameTable::EndgameTable(const Kalah& game, int max_seeds, std::size_t size,
                           const std::function<bool(std::span<std::int8_t>)>& fill)
    : game_(game), pits_(game.pits()), max_seeds_(max_seeds) {
  if (max_seeds < 0 || max_seeds > 40 || !applies(game)) throw std::invalid_argument("endgame table: bad parameters");
  layout();
  if (size != size_) throw std::invalid_argument("endgame table: wrong size for these rules");
  if (!fill({values_.get(), size_})) throw std::invalid_argument("endgame table: the values could not be read");
}

void EndgameTable::layout() {
  for (int n = 0; n < 60; ++n) {
    binom_[n][0] = 1;
    for (int k = 1; k <= 16 && k <= n; ++k) binom_[n][k] = binom_[n - 1][k - 1] + (k <= n - 1 ? binom_[n - 1][k] : 0);
  }
  const int cells = 2 * pits_;
  std::size_t total = 0;
  for (int n = 0; n <= max_seeds_; ++n) {
    offset_.push_back(total);
    total += binom_[n + cells - 1][cells - 1];
  }
  offset_.push_back(total);
  values_.reset(static_cast<std::int8_t*>(detail::allocate_huge(total)));
  size_ = total;
}

bool EndgameTable::consistent(int samples, std::uint64_t seed) const {
  std::mt19937_64 rng(seed);
  const int cells = 2 * pits_;
  GameTraits<Kalah> traits(game_);
  for (int i = 0; i < samples; ++i) {
    // A random live position: n seeds dropped one by one into random pits, South to move.
    const int n = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(std::max(1, max_seeds_)));
    Position p;
    for (int s = 0; s < n; ++s) {
      const int k = static_cast<int>(rng() % static_cast<std::uint64_t>(cells));
      ++p.cells[k < pits_ ? Position::cell(0, k) : Position::cell(1, k - pits_)];
    }
    p.pie_stage = 2;
    game_.check_end(p);
    if (p.over() || pit_seeds(p) > max_seeds_) continue;
    const int expected = best_ply_value(p, [&](const Position&, std::size_t at) { return int{values_[at]}; });
    if (value(p) != expected) return false;
  }
  return true;
}

int EndgameTable::pit_seeds(const Position& p) const noexcept {
  int n = 0;
  for (int i = 0; i < pits_; ++i) n += p.cells[Position::cell(0, i)] + p.cells[Position::cell(1, i)];
  return n;
}

std::size_t EndgameTable::index(const Position& p) const noexcept {
  // The mover's row first, then the opponent's: a position and its mirror share an entry.
  const int me = mancala::index(p.to_move), cells = 2 * pits_;
  int n = 0, bar = -1;
  std::size_t rank = 0;
  // Bars after each of the first 2P-1 cells: bar_j = (seeds so far) + j, ranked as C(bar_j, j+1).
  for (int k = 0; k < cells - 1; ++k) {
    const int side = k < pits_ ? me : 1 - me;
    n += p.cells[Position::cell(side, k % pits_)];
    bar = n + k;
    rank += binom_[bar][k + 1];
  }
  n += p.cells[Position::cell(1 - me, pits_ - 1)];
  return offset_[n] + rank;
}

int EndgameTable::solve(const Position& p) {
  const std::size_t at = index(p);
  std::atomic_ref<std::int8_t> slot(values_[at]);
  if (const std::int8_t known = slot.load(std::memory_order_relaxed); known != unknown) return known;
  Position q = p;
  q.pie_stage = 2;
  game_.check_end(q);
  int best;
  if (q.over()) {
    GameTraits<Kalah> traits(game_);
    best = traits.terminal(q) + traits.base(q) - traits.base(p);
  } else {
    best = best_ply_value(q, [this](const Position& c, std::size_t at) {
      const int known = std::atomic_ref<std::int8_t>(values_[at]).load(std::memory_order_relaxed);
      return known != unknown ? known : solve(c);
    });
  }
  slot.store(static_cast<std::int8_t>(best), std::memory_order_relaxed);
  return best;
}

}  // namespace mancala::ai

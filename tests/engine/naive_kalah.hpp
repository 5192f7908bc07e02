// A deliberately naive Kalah, written straight from ../shared/rules/kalah.md with plain int arrays
// and a seed-by-seed walk: no tables, no layouts. The wide-board tests check the engine against it.
#pragma once

#include <cstdint>
#include <vector>

#include "mancala/engine/variant.hpp"

namespace engine_test {

struct NaiveKalah {
  static constexpr int swap = -1;  // the pie rule's swap among legal()'s plies

  mancala::Variant v;
  int pits[2][12] = {};
  int store[2] = {};
  int mover = 0;      // 0 South, 1 North
  int pie_stage = 2;  // 0: South's first turn under way, 1: North may swap now, 2: past
  bool over = false;
  int winner = -1;  // 0 South, 1 North, 2 draw (once over)

  explicit NaiveKalah(const mancala::Variant& variant) : v(variant) {
    for (int s = 0; s < 2; ++s)
      for (int i = 0; i < v.pits; ++i) pits[s][i] = v.seeds;
    pie_stage = v.pie ? 0 : 2;
  }

  /// The mover's non-empty pits in order, then the swap when the pie rule offers it.
  std::vector<int> legal() const {
    std::vector<int> out;
    if (over) return out;
    for (int i = 0; i < v.pits; ++i)
      if (pits[mover][i] > 0) out.push_back(i);
    if (pie_stage == 1 && mover == 1) out.push_back(swap);
    return out;
  }

  void play(int pit) {
    if (pit == swap) {  // the seats change, the board and the side to move stay
      pie_stage = 2;
      return;
    }
    const int me = mover, P = v.pits;
    int seeds = pits[me][pit];
    pits[me][pit] = 0;
    int side = me, at = pit;  // at == P: the store of `side` (only ever the mover's)
    while (seeds > 0) {
      if (at == P) {
        side = 1 - side, at = 0;
      } else if (at == P - 1 && side != me) {
        side = me, at = 0;  // the opponent's store is skipped
      } else {
        ++at;
      }
      if (at == P)
        ++store[me];
      else
        ++pits[side][at];
      --seeds;
    }
    const bool extra_turn = at == P;
    if (!extra_turn) {
      if (side == me && pits[me][at] == 1 && v.capture != mancala::CaptureRule::none) {
        int& opposite = pits[1 - me][P - 1 - at];
        if (opposite > 0) {
          store[me] += opposite + 1;
          opposite = 0;
          pits[me][at] = 0;
        } else if (v.capture == mancala::CaptureRule::empty) {
          store[me] += 1;
          pits[me][at] = 0;
        }
      }
      mover = 1 - me;
    }
    if (pie_stage == 0 && !extra_turn)
      pie_stage = 1;
    else if (pie_stage == 1)
      pie_stage = 2;
    end_check();
  }

  int row(int s) const {
    int n = 0;
    for (int i = 0; i < v.pits; ++i) n += pits[s][i];
    return n;
  }

  void end_check() {
    const bool empty_side = row(0) == 0 || row(1) == 0;
    const int all = row(0) + row(1) + store[0] + store[1];
    const bool early =
        v.early_end && v.scoring != mancala::Scoring::outlast && (2 * store[0] > all || 2 * store[1] > all);
    if (!empty_side && !early) return;
    over = true;
    if (v.scoring == mancala::Scoring::outlast) {
      const bool south = row(0) > 0, north = row(1) > 0;
      winner = south == north ? 2 : (south ? 0 : 1);
      return;
    }
    if (v.scoring == mancala::Scoring::store)
      for (int s = 0; s < 2; ++s) {
        store[s] += row(s);
        for (int i = 0; i < v.pits; ++i) pits[s][i] = 0;
      }
    winner = store[0] > store[1] ? 0 : (store[1] > store[0] ? 1 : 2);
  }
};

/// Ply sequences of exactly `depth` plies, counted by playing every one.
inline std::uint64_t naive_perft(const NaiveKalah& g, int depth) {
  if (depth == 0) return 1;
  std::uint64_t n = 0;
  for (int ply : g.legal()) {
    NaiveKalah next = g;
    next.play(ply);
    n += naive_perft(next, depth - 1);
  }
  return n;
}

}  // namespace engine_test

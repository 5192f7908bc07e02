// A plain minimax with no pruning and no relative values: the oracle for the search. It only
// remembers finished sub-results by the whole position, so it stays exhaustive but affordable.
#pragma once

#include <cstring>
#include <map>
#include <string>

#include "mancala/engine/rules.hpp"

namespace mancala::test {

class Minimax {
 public:
  explicit Minimax(const Rules& rules) : rules_(rules) {}

  /// South's final store minus North's under perfect play (outlast: +1/-1/0).
  int value(const Position& p) { return line(p).seat; }

 private:
  // `own`: the final difference for the player to move (who may change seats by a swap);
  // `seat`: South minus North at the end of the same line. Ties keep the first ply in legal order.
  struct Line {
    int own;
    int seat;
  };

  Line line(const Position& p) {
    if (p.over()) {
      int seat = p.store(Side::south) - p.store(Side::north);
      if (rules_.variant().scoring == Scoring::outlast)
        seat = p.result == Outcome::south ? 1 : (p.result == Outcome::north ? -1 : 0);
      return {p.to_move == Side::south ? seat : -seat, seat};
    }
    std::string key(reinterpret_cast<const char*>(p.cells.data()), p.cells.size());
    key += static_cast<char>(p.to_move);
    key += static_cast<char>(p.pie_stage);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    Line best{-100000, 0};
    for (Ply ply : rules_.legal_plies(p)) {
      Position c = p;
      rules_.play(c, ply);
      const Line l = line(c);
      // A swap hands the seat to move to the other player, so it never continues the same player.
      const bool same_player = !ply.is_swap() && c.to_move == p.to_move;
      const int own = same_player ? l.own : -l.own;
      if (own > best.own) best = {own, l.seat};
    }
    memo_.emplace(std::move(key), best);
    return best;
  }

  const Rules& rules_;
  std::map<std::string, Line> memo_;
};

}  // namespace mancala::test

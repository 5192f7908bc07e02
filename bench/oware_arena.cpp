// Weighs the Oware evaluation: the search with weights A plays weights B at a fixed depth from
// seeded random openings, each opening twice with the seats exchanged (docs/oware.md, Oware).
// Usage: oware_arena DEPTH PAIRS A B, each weight set "row,threat,small" (1/16 seeds),
// "0,0,0" being the bare capture count. Prints one JSON line: A's wins, draws, losses,
// mean capture difference and the nodes each side searched.
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "mancala/engine/ai/searcher.hpp"

using namespace mancala;
using namespace mancala::ai;

namespace {

// Oware with its own evaluation weights: a distinct type, so Searcher picks the traits below.
struct TunedOware : Oware {
  TunedOware(const Variant& v, OwareWeights weights) : Oware(v), w(weights) {}
  OwareWeights w;
};

}  // namespace

template <>
struct mancala::ai::GameTraits<TunedOware> : GameTraits<Oware> {
  explicit GameTraits(const TunedOware& g) : GameTraits<Oware>(g, g.w) {}
};

namespace {

OwareWeights parse(const char* s) {
  OwareWeights w{};
  if (std::sscanf(s, "%d,%d,%d", &w.row, &w.threat, &w.small) != 3) {
    std::fprintf(stderr, "bad weights %s: want row,threat,small\n", s);
    std::exit(2);
  }
  return w;
}

// The ply with the best value at `depth` plies; ties go to the first in the searcher's order.
Ply best_ply(const TunedOware& g, const Position& p, int depth, std::uint64_t& nodes) {
  TranspositionTable tt(2);
  Searcher<TunedOware> s(g, tt, Budget{});
  Ply best = g.legal_plies(p)[0];
  for (int d = 1; d <= depth; ++d) {
    int top = -infinity_score;
    for (Ply ply : g.legal_plies(p)) {
      const Value v = s.child(p, ply, d, top, infinity_score, 0);
      if (v.value > top) top = v.value, best = ply;
    }
  }
  nodes += s.nodes();
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: oware_arena DEPTH PAIRS A B\n");
    return 2;
  }
  const int depth = std::atoi(argv[1]), pairs = std::atoi(argv[2]);
  const TunedOware a(Variant::oware(), parse(argv[3])), b(Variant::oware(), parse(argv[4]));
  std::mt19937_64 rng(20261129);
  int wins = 0, draws = 0, losses = 0;
  long diff = 0;
  std::uint64_t nodes_a = 0, nodes_b = 0;
  for (int pair = 0; pair < pairs; ++pair) {
    // Four random plies give varied, still balanced openings.
    Position opening = a.start();
    for (int k = 0; k < 4 && !opening.over(); ++k) {
      const PlyList legal = a.legal_plies(opening);
      a.play(opening, legal[static_cast<int>(rng() % legal.size())]);
    }
    for (int seat = 0; seat < 2; ++seat) {
      const Side a_side = seat == 0 ? Side::south : Side::north;
      Position p = opening;
      while (!p.over()) {
        const bool a_moves = p.to_move == a_side;
        const Ply ply = a_moves ? best_ply(a, p, depth, nodes_a) : best_ply(b, p, depth, nodes_b);
        a.play(p, ply);
      }
      const int d = p.store(a_side) - p.store(other(a_side));
      diff += d;
      const Outcome a_won = a_side == Side::south ? Outcome::south : Outcome::north;
      if (p.result == Outcome::draw)
        ++draws;
      else if (p.result == a_won)
        ++wins;
      else
        ++losses;
    }
  }
  const int games = 2 * pairs;
  std::printf(
      "{\"depth\":%d,\"games\":%d,\"a\":\"%s\",\"b\":\"%s\",\"wins\":%d,\"draws\":%d,\"losses\":%d,"
      "\"score\":%.3f,\"mean_diff\":%.2f,\"nodes_a\":%llu,\"nodes_b\":%llu}\n",
      depth, games, argv[3], argv[4], wins, draws, losses, (wins + 0.5 * draws) / games,
      static_cast<double>(diff) / games, static_cast<unsigned long long>(nodes_a),
      static_cast<unsigned long long>(nodes_b));
}

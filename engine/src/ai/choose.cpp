// Stand-in computer until the search lands (issue 3): the ply with the best immediate store gain,
// ties broken by the seed. Same interface as the real search.
#include <random>

#include "mancala/engine/ai.hpp"

namespace mancala::ai {

std::string_view to_string(Level l) noexcept {
  switch (l) {
    case Level::easy: return "easy";
    case Level::medium: return "medium";
    case Level::hard: return "hard";
  }
  return "?";
}

std::optional<Level> level_from_string(std::string_view s) noexcept {
  if (s == "easy") return Level::easy;
  if (s == "medium") return Level::medium;
  if (s == "hard") return Level::hard;
  return std::nullopt;
}

SearchResult choose(const Rules& rules, const Position& p, Level, const Limits& limits) {
  const PlyList legal = rules.legal_plies(p);
  std::mt19937_64 rng(limits.seed);
  SearchResult best;
  int best_gain = -1000;
  const int sign = p.to_move == Side::south ? 1 : -1;
  for (Ply ply : legal) {
    Position next = p;
    rules.play(next, ply);
    const int gain = sign * (next.store(Side::south) - next.store(Side::north)) * 4 + static_cast<int>(rng() % 4);
    if (gain > best_gain) best_gain = gain, best.ply = ply;
  }
  best.nodes = static_cast<std::uint64_t>(legal.size());
  best.pv = {best.ply};
  return best;
}

}  // namespace mancala::ai

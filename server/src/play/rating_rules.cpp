#include "mancala/server/play/rating_rules.hpp"

#include <limits>

#include "mancala/server/play/glicko2.hpp"

namespace mancala::server {

std::array<StoredRating, 2> rate_pair(const std::array<StoredRating, 2>& before, double south_score) {
  const auto as_rating = [](const StoredRating& r) { return Rating{r.rating, r.rd, r.volatility}; };
  const Rating south = rate_game(as_rating(before[0]), as_rating(before[1]), south_score);
  const Rating north = rate_game(as_rating(before[1]), as_rating(before[0]), 1 - south_score);
  return {StoredRating{south.rating, south.rd, south.volatility, before[0].games + 1},
          StoredRating{north.rating, north.rd, north.volatility, before[1].games + 1}};
}

double rating_window(std::chrono::milliseconds waited, std::chrono::milliseconds bot_after) {
  if (bot_after.count() <= 0 || waited * 2 >= bot_after) return std::numeric_limits<double>::infinity();
  const double quarter = static_cast<double>(bot_after.count()) / 4;
  const double share = std::min(1.0, static_cast<double>(waited.count()) / quarter);
  return narrow_rating_window + share * (wide_rating_window - narrow_rating_window);
}

}  // namespace mancala::server

#include "rating_rows.hpp"

#include <chrono>

namespace mancala::server {

std::optional<RatingChange> rate_result(RatingRows& rows, const std::string& game, const RatedResult& r,
                                        const std::string& ended_at) {
  if (!rows.exists(r.players[0]) || !rows.exists(r.players[1])) return std::nullopt;
  const auto at = parse_iso_time(ended_at).value_or(std::chrono::system_clock::now());
  if (rows.pair_games(r.players[0], r.players[1], iso_time(at - std::chrono::hours(24))) >= r.max_per_pair)
    return std::nullopt;
  RatingChange c;
  for (int s = 0; s < 2; ++s) c.before[s] = rows.read(r.players[s], r.variant).value_or(StoredRating{});
  c.after = r.rate(c.before, r.south_score);
  for (int s = 0; s < 2; ++s) {
    rows.write(r.players[s], r.variant, c.after[s]);
    rows.add_game_row(game, s, r.players[s], r.variant, c.before[s], c.after[s], ended_at);
  }
  return c;
}

}  // namespace mancala::server

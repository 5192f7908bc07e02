#include "mancala/server/rating/rating_rules.hpp"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/rating/glicko2.hpp"

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

namespace mancala::server {

protocol::Speed rating_speed(const std::optional<protocol::TimeControl>& clock) {
  return clock ? protocol::speed_of(*clock) : untimed_speed;
}

protocol::Speed per_turn_speed(std::chrono::milliseconds per_turn) {
  // 0 + inc estimates to 40 × inc seconds: the same as a start of that many seconds and no increment.
  const auto estimate_s = std::clamp<std::int64_t>(per_turn.count() / 25, 0, 1'000'000);
  return protocol::speed_of(protocol::TimeControl{static_cast<int>(estimate_s), 0, 0});
}

std::string variant_key(const Variant& v) { return protocol::variant_to_json(v).dump(); }

std::string rating_key(const std::string& variant_key, protocol::Speed speed) {
  if (speed == untimed_speed) return variant_key;
  return variant_key + "|" + std::string(protocol::to_string(speed));
}

std::pair<std::string, std::optional<protocol::Speed>> split_rating_key(const std::string& key) {
  const auto bar = key.rfind('|');
  // A variant's key is JSON text ending in "}": a bar after the last brace starts a speed.
  if (bar == std::string::npos || key.find('}', bar) != std::string::npos) return {key, untimed_speed};
  return {key.substr(0, bar), protocol::speed_from(std::string_view(key).substr(bar + 1))};
}

}  // namespace mancala::server

#include "rating_json.hpp"

#include "mancala/protocol/time_control.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

RatingsJson ratings_json(const PlayerProfile& p) {
  using nlohmann::json;
  RatingsJson out;
  for (const PlayerRating& r : p.ratings) {
    const auto [variant, speed] = split_rating_key(r.variant);
    if (!speed) continue;  // not a key this server writes
    out.ratings.push_back({{"variant", json::parse(variant, nullptr, false)},
                           {"speed", std::string(protocol::to_string(*speed))},
                           {"rating", r.rating.rating},
                           {"rd", r.rating.rd},
                           {"vol", r.rating.volatility},
                           {"games", r.rating.games}});
  }
  for (const RatingPoint& h : p.history) {
    const auto [variant, speed] = split_rating_key(h.variant);
    if (!speed) continue;
    out.history.push_back({{"game", h.game},
                           {"variant", json::parse(variant, nullptr, false)},
                           {"speed", std::string(protocol::to_string(*speed))},
                           {"rating", h.rating},
                           {"rd", h.rd},
                           {"at", h.at}});
  }
  return out;
}

}  // namespace mancala::server

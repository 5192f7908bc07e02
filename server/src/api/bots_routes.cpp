#include "bots_routes.hpp"

#include <algorithm>
#include <tuple>

#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr int default_bots = 100;

}  // namespace

std::vector<OnlineBot> bots_online_here(ApiContext& ctx, std::size_t limit) {
  std::vector<OnlineBot> bots = ctx.lobby.online_bots().list(limit);
  if (ctx.kgp_online) {
    // A bot on both (a KGP agent whose token also holds a stream open) is listed once.
    for (OnlineBot& b : ctx.kgp_online->list(limit))
      if (std::none_of(bots.begin(), bots.end(), [&](const OnlineBot& o) { return o.id == b.id; }))
        bots.push_back(std::move(b));
    std::sort(bots.begin(), bots.end(),
              [](const OnlineBot& a, const OnlineBot& b) { return std::tie(a.name, a.id) < std::tie(b.name, b.id); });
    if (bots.size() > limit) bots.resize(limit);
  }
  return bots;
}

StringResponse bots_online(ApiContext& ctx, const Request& req) {
  const auto limit = limit_param(req, default_bots);
  if (!limit) return bad_limit(req);
  // The rating most bots play at: the standard board at the speed of the queue's default clock.
  const std::string key = rating_key(variant_key(Variant{}), rating_speed(ctx.config.default_clock));
  json bots = json::array();
  for (const OnlineBot& b : bots_online_here(ctx, static_cast<std::size_t>(*limit))) {
    json entry = {{"id", b.id}, {"name", b.name}};
    if (const StoredRating r = ctx.store.rating(b.id, key); r.games > 0) entry["rating"] = r.rating;
    bots.push_back(std::move(entry));
  }
  return json_response(req, http::status::ok, json{{"bots", std::move(bots)}}.dump());
}

}  // namespace mancala::server

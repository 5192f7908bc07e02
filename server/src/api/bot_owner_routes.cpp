#include "bot_owner_routes.hpp"

#include "game_json.hpp"
#include "mancala/server/bots/bot_errors.hpp"
#include "mancala/server/play/ids.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::string_view bots_prefix = "/api/bots/";
constexpr int bot_games_listed = 20;
constexpr std::size_t max_bot_id = 64;

json errors_json(ApiContext& ctx, const std::string& bot) {
  json out = json::array();
  if (!ctx.bot_errors) return out;
  for (const BotError& e : ctx.bot_errors->recent(bot))
    out.push_back({{"at", iso_time(e.at)}, {"where", e.where}, {"code", e.code}, {"detail", e.detail}});
  return out;
}

// The player the bearer token names, or nullopt.
std::optional<StoredPlayer> bearer_player(ApiContext& ctx, const Request& req) {
  const auto token = bearer_token(req);
  return token ? ctx.store.find_player(token_hash(*token)) : std::nullopt;
}

// `me` may read bot `p`'s owner-facing data: its owner, or the bot itself.
bool reads_bot(const StoredPlayer& me, const PlayerProfile& p) {
  return me.id == p.id || (!p.bot_owner.empty() && me.id == p.bot_owner);
}

json owner_json(ApiContext& ctx, const std::string& owner) {
  if (owner.empty()) return nullptr;
  const auto p = ctx.store.player_profile(owner);
  return {{"id", owner}, {"name", p ? json(p->name) : json(nullptr)}};
}

}  // namespace

bool is_bots_path(std::string_view path) { return path.starts_with(bots_prefix); }

std::optional<json> bot_owner_view(ApiContext& ctx, const Request& req, const PlayerProfile& p) {
  if (!p.bot) return std::nullopt;
  const auto me = bearer_player(ctx, req);
  if (!me || !reads_bot(*me, p)) return std::nullopt;
  return json{{"owner", p.bot_owner.empty() ? json(nullptr) : json(p.bot_owner)}, {"errors", errors_json(ctx, p.id)}};
}

StringResponse bots_route(ApiContext& ctx, const Request& req, std::string_view path) {
  if (req.method() != http::verb::get && req.method() != http::verb::head) {
    auto res =
        json_response(req, http::status::method_not_allowed, api_error("method_not_allowed", "GET or HEAD only"));
    res.set(http::field::allow, "GET, HEAD");
    return res;
  }
  const std::string id(path.substr(bots_prefix.size()));
  const auto not_found = [&] {
    return json_response(req, http::status::not_found, api_error("not_found", "no such bot"));
  };
  if (id.empty() || id.size() > max_bot_id || id.find('/') != std::string::npos) return not_found();
  const auto me = bearer_player(ctx, req);
  if (!me)
    return json_response(req, http::status::unauthorized,
                         api_error("unauthorized", "send Authorization: Bearer with the token of the bot's owner"));
  const auto p = ctx.store.player_profile(id);
  if (!p || !p->bot) return not_found();
  if (!reads_bot(*me, *p))
    return json_response(req, http::status::forbidden, api_error("forbidden", "only the bot's owner may read this"));
  json games = json::array();
  for (const GameRecord& g : ctx.store.player_games(id, bot_games_listed, 0)) games.push_back(game_json(g, false));
  const json body = {
      {"bot", {{"id", p->id}, {"name", p->name}, {"account", p->account ? json(*p->account) : json(nullptr)}}},
      {"owner", owner_json(ctx, p->bot_owner)},
      {"games", std::move(games)},
      {"errors", errors_json(ctx, id)}};
  return json_response(req, http::status::ok, body.dump());
}

}  // namespace mancala::server

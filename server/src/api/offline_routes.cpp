#include "offline_routes.hpp"

#include <spdlog/spdlog.h>

#include <nlohmann/json.hpp>

#include "mancala/server/offline/offline_game.hpp"
#include "mancala/server/play/ids.hpp"

namespace mancala::server {

StringResponse upload_offline_game(ApiContext& ctx, const Request& req) {
  const auto token = bearer_token(req);
  if (!json_body(req))
    return json_response(req, http::status::unsupported_media_type,
                         api_error("unsupported_media_type", "the body must be application/json"));
  const auto body = nlohmann::json::parse(req.body(), nullptr, false);
  if (body.is_discarded()) return bad_request(req, "the body must be a JSON object");
  auto read = read_offline_game(body);
  if (auto* why = std::get_if<std::string>(&read)) return bad_request(req, *why);
  const OfflineGame& game = std::get<OfflineGame>(read);
  try {
    const auto me = token ? ctx.store.find_player(token_hash(*token)) : std::nullopt;
    if (!me)
      return json_response(req, http::status::unauthorized,
                           api_error("unauthorized", "send Authorization: Bearer with your player token"));
    auto replayed = replay_offline_game(game);
    if (auto* why = std::get_if<std::string>(&replayed))
      return json_response(req, http::status::unprocessable_entity, api_error("illegal_game", *why));
    const auto stored = store_offline_game(ctx.store, *me, game, std::get<Position>(replayed));
    const std::string id = offline_game_id(me->id, game.client_id);
    if (stored == OfflineStored::already_stored)
      return json_response(req, http::status::ok, nlohmann::json{{"game", id}, {"already_stored", true}}.dump());
    spdlog::info("player {} sent offline game {} ({} plies)", me->id, id, game.plies.size());
    return json_response(req, http::status::created, nlohmann::json{{"game", id}}.dump());
  } catch (const std::exception& e) {
    spdlog::error("offline game: the store failed: {}", e.what());
    return json_response(req, http::status::service_unavailable,
                         api_error("unavailable", "the server cannot store this now: try again"));
  }
}

}  // namespace mancala::server

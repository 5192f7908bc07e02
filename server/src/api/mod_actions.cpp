// A moderator's action on a player: the body's checks, the log entry stored (the store applies it
// to the player's standing in the same transaction), the answer once it is durable.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/ids.hpp"
#include "mod_routes.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace

std::variant<ModAction, std::string> parse_mod_action(const json& body, const std::string& moderator,
                                                      const std::string& player,
                                                      std::chrono::system_clock::time_point now) {
  if (!body.is_object()) return std::string("the body must be a JSON object");
  const auto action = body.find("action");
  if (action == body.end() || !action->is_string() ||
      std::find(std::begin(mod_action_names), std::end(mod_action_names), action->get_ref<const std::string&>()) ==
          std::end(mod_action_names))
    return std::string(
        "action: one of chat_timeout, shadow_ban, lift_shadow_ban, play_ban, lift_play_ban, close_account, "
        "dismiss_reports");
  const auto reason = body.find("reason");
  const std::string why = reason != body.end() && reason->is_string() ? trimmed(reason->get<std::string>()) : "";
  if (why.empty() || protocol::code_points(why) > max_mod_reason)
    return "reason: a string of 1 to " + std::to_string(max_mod_reason) + " characters";
  ModAction a;
  a.moderator = moderator;
  a.player = player;
  a.action = action->get<std::string>();
  a.reason = why;
  a.at = iso_time(now);
  if (a.action == "chat_timeout") a.until = iso_time(now + chat_timeout_length);
  if (a.action == "play_ban") {
    int minutes = default_ban_minutes;
    if (auto m = body.find("minutes"); m != body.end() && !m->is_null()) {
      if (!m->is_number_integer() || m->get<std::int64_t>() < min_ban_minutes ||
          m->get<std::int64_t>() > max_ban_minutes)
        return "minutes: a whole number " + std::to_string(min_ban_minutes) + ".." + std::to_string(max_ban_minutes);
      minutes = m->get<int>();
    }
    a.until = iso_time(now + std::chrono::minutes(minutes));
  }
  return a;
}

StringResponse mod_act(ApiContext& ctx, const Request& req, const StoredPlayer& me, const std::string& player) {
  if (!json_body(req))
    return json_response(req, http::status::unsupported_media_type,
                         api_error("unsupported_media_type", "the body must be application/json"));
  const json body = json::parse(req.body(), nullptr, false);
  if (body.is_discarded()) return bad_request(req, "the body must be a JSON object");
  auto parsed = parse_mod_action(body, me.id, player, std::chrono::system_clock::now());
  if (auto* why = std::get_if<std::string>(&parsed)) return bad_request(req, *why);
  ModAction a = std::get<ModAction>(std::move(parsed));
  if (!ctx.store.standing(player).known)
    return json_response(req, http::status::not_found, api_error("not_found", "no such player"));
  if (player == me.id) return bad_request(req, "a moderator does not act on themself");
  a.id = new_id();
  ctx.store.save_mod_action(a);
  ctx.store.flush();  // answered once stored: the player's next chat line or game finds it
  // A write that failed leaves no entry: read back, so that a 201 always means it was stored.
  const auto logged = ctx.store.mod_actions(player, 10);
  if (std::none_of(logged.begin(), logged.end(), [&](const ModAction& x) { return x.id == a.id; })) {
    spdlog::error("moderation: {} on player {} was not stored", a.action, player);
    return json_response(req, http::status::service_unavailable,
                         api_error("unavailable", "the server cannot store this now: try again"));
  }
  if (a.action == "close_account") ctx.lobby.forget_player(player, close_account_closed, "account closed");
  if (a.action == "play_ban") ctx.lobby.bar_from_play(player);
  spdlog::info("moderator {} took action {} on player {}", me.id, a.action, player);
  ModNames names(ctx.store);
  return json_response(req, http::status::created, mod_action_json(a, names).dump());
}

}  // namespace mancala::server

#include "report_routes.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/play/ids.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::size_t max_report_text = 500, max_report_id = 64;

// A string field of at most `max` code points: its value, or the 400 to answer.
std::variant<std::string, StringResponse> string_field(const Request& req, const json& body, const char* name,
                                                       std::size_t max, bool required) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) return bad_request(req, std::string(name) + ": a string is required");
    return std::string();
  }
  if (!it->is_string() || protocol::code_points(it->get_ref<const std::string&>()) > max)
    return bad_request(req, std::string(name) + ": a string of at most " + std::to_string(max) + " characters");
  return it->get<std::string>();
}

}  // namespace

StringResponse create_report(ApiContext& ctx, const Request& req) {
  const auto token = bearer_token(req);
  if (!json_body(req))
    return json_response(req, http::status::unsupported_media_type,
                         api_error("unsupported_media_type", "the body must be application/json"));
  const json body = json::parse(req.body(), nullptr, false);
  if (body.is_discarded() || !body.is_object()) return bad_request(req, "the body must be a JSON object");
  StoredReport r;
  for (auto [name, max, required, out] :
       {std::tuple{"player", max_report_id, true, &r.player}, std::tuple{"game", max_report_id, false, &r.game},
        std::tuple{"reason", std::size_t{16}, true, &r.reason}, std::tuple{"text", max_report_text, false, &r.text}}) {
    auto value = string_field(req, body, name, max, required);
    if (auto* refusal = std::get_if<StringResponse>(&value)) return std::move(*refusal);
    *out = std::get<std::string>(value);
  }
  if (std::find(std::begin(report_reasons), std::end(report_reasons), r.reason) == std::end(report_reasons))
    return bad_request(req, "reason: one of cheat, insult, spam, boost, username, other");
  try {
    const auto me = token ? ctx.store.find_player(token_hash(*token)) : std::nullopt;
    if (!me)
      return json_response(req, http::status::unauthorized,
                           api_error("unauthorized", "send Authorization: Bearer with your player token"));
    if (r.player == me->id) return bad_request(req, "you cannot report yourself");
    if (!ctx.store.player_profile(r.player))
      return json_response(req, http::status::not_found, api_error("not_found", "no such player"));
    const auto day_ago = std::chrono::system_clock::now() - std::chrono::hours(24);
    if (ctx.store.reports_since(me->id, iso_time(day_ago)) >= max_reports_a_day)
      return json_response(req, http::status::too_many_requests,
                           api_error("rate_limited", "at most " + std::to_string(max_reports_a_day) +
                                                         " reports a day: the moderators read each one"));
    r.id = new_id();
    r.reporter = me->id;
    ctx.store.save_report(r);
    ctx.store.flush();  // answered once stored
    spdlog::info("player {} reported player {} ({})", r.reporter, r.player, r.reason);
    return json_response(req, http::status::created, json{{"report", r.id}}.dump());
  } catch (const std::exception& e) {
    spdlog::error("report: the store failed: {}", e.what());
    return json_response(req, http::status::service_unavailable,
                         api_error("unavailable", "the server cannot store this now: try again"));
  }
}

}  // namespace mancala::server

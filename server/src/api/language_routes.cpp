// PUT /api/account/language: an account's language, checked against the client's languages and
// stored with the account; the write runs on the reads pool and is answered once stored.
#include "language_routes.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <iterator>
#include <nlohmann/json.hpp>

#include "mancala/server/play/ids.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

// The codes of web/js/texts/languages.js's LANGUAGES (the test-only pseudo-language is not one).
constexpr std::string_view client_languages[] = {"en", "fr", "de", "es", "pt", "tr", "sw", "id"};

StringResponse language_method_refused(const Request& req) {
  auto res = json_response(req, http::status::method_not_allowed, api_error("method_not_allowed", "PUT only"));
  res.set(http::field::allow, "PUT");
  return res;
}

}  // namespace

bool is_client_language(std::string_view code) {
  return std::find(std::begin(client_languages), std::end(client_languages), code) != std::end(client_languages);
}

StringResponse account_language_route(ApiContext& ctx, const Request& req) {
  if (req.method() != http::verb::put) return language_method_refused(req);
  const auto token = bearer_token(req);
  if (!json_body(req))
    return json_response(req, http::status::unsupported_media_type,
                         api_error("unsupported_media_type", "the body must be application/json"));
  const json body = json::parse(req.body(), nullptr, false);
  const auto field = body.is_object() ? body.find("language") : body.end();
  if (!body.is_object() || field == body.end() || !field->is_string() ||
      !is_client_language(field->get_ref<const std::string&>()))
    return bad_request(req, "the body must be {\"language\": one of en, fr, de, es, pt, tr, sw, id}");
  const std::string language = field->get<std::string>();
  try {
    const auto me = token ? ctx.store.find_player(token_hash(*token)) : std::nullopt;
    if (!me)
      return json_response(req, http::status::unauthorized,
                           api_error("unauthorized", "send Authorization: Bearer with your player token"));
    if (!me->account)
      return json_response(req, http::status::forbidden,
                           api_error("no_account", "only an account keeps a language: a guest's stays in the browser"));
    if (!ctx.store.set_language(me->id, language)) {
      spdlog::error("player {}: the store did not keep their language", me->id);
      return json_response(req, http::status::service_unavailable,
                           api_error("unavailable", "the server cannot store this now: try again"));
    }
    return json_response(req, http::status::ok, json{{"language", language}}.dump());
  } catch (const std::exception& e) {
    spdlog::error("account language: the store failed: {}", e.what());
    return json_response(req, http::status::service_unavailable,
                         api_error("unavailable", "the server cannot store this now: try again"));
  }
}

}  // namespace mancala::server

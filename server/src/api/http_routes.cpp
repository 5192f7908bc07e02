// /healthz and the stored-games API (a game, its notation and replay); everything else goes to the static files.
#include "http_routes.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <nlohmann/json.hpp>

#include "account_routes.hpp"
#include "analysis_routes.hpp"
#include "block_routes.hpp"
#include "bot_owner_routes.hpp"
#include "bots_routes.hpp"
#include "game_json.hpp"
#include "game_notation.hpp"
#include "game_replay.hpp"
#include "language_routes.hpp"
#include "mancala/server/chat/chat_room.hpp"
#include "mancala/server/play/hard_table.hpp"
#include "mod_routes.hpp"
#include "offline_routes.hpp"
#include "ops_routes.hpp"
#include "play_routes.hpp"
#include "privacy_routes.hpp"
#include "puzzle_routes.hpp"
#include "report_routes.hpp"
#include "tournament_routes.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr int default_games_limit = 20;
constexpr int max_games_limit = 100;
constexpr std::size_t max_bearer_chars = 128;

StringResponse healthz(ApiContext& ctx, const Request& req) {
  const Metrics& m = ctx.metrics;
  // A database that refuses writes (disk full, read-only) or whose file or folder is no longer
  // writable is reported, but the process stays live: restarting it would not free the disk (and
  // could not reopen a read-only database) and would drop the games in memory (/readyz takes the
  // server out of rotation instead).
  json body = {{"status", m.draining ? "draining" : "ok"},
               {"db", m.db_ok.load() && m.db_writable.load() ? "ok" : "failing"},
               {"version", MANCALA_VERSION},
               {"uptime_s", m.uptime_s()},
               {"connections", m.connections.load()},
               {"games", m.games.load()},
               {"queue", m.queue.load()},
               {"hard_endgame_seeds", ctx.hard_table.seeds_in_use()}};
  if (ctx.redis_up) {
    body["node"] = ctx.config.node;
    body["store"] = ctx.config.store;
    body["redis"] = ctx.redis_up->load() ? "ok" : "failing";
  }
  auto res = json_response(req, http::status::ok, body.dump());
  res.set(http::field::cache_control, "no-store");
  return res;
}

StringResponse games_list(ApiContext& ctx, const Request& req) {
  const auto limit = limit_param(req, default_games_limit);
  if (!limit) return bad_limit(req);
  json games = json::array();
  for (const GameRecord& g : ctx.store.recent_games(*limit)) games.push_back(game_json(g, false));
  return json_response(req, http::status::ok, json{{"games", std::move(games)}}.dump());
}

StringResponse text_response(const Request& req, http::status status, std::string body) {
  StringResponse res{status, req.version()};
  res.set(http::field::content_type, "text/plain; charset=utf-8");
  res.set(http::field::cache_control, "no-store");
  res.keep_alive(req.keep_alive());
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

// `/api/games/{id}` and its `/notation` and `/replay`; `rest` is the path after `/api/games/`.
StringResponse game_by_id(ApiContext& ctx, const Request& req, std::string_view rest) {
  const auto slash = rest.find('/');
  const std::string_view id = rest.substr(0, slash);
  const std::string_view part = slash == std::string_view::npos ? "" : rest.substr(slash + 1);
  const auto not_found = [&] {
    return json_response(req, http::status::not_found, api_error("not_found", "no such game"));
  };
  if (id.empty() || id.size() > 64) return not_found();
  if (slash != std::string_view::npos && part != "notation" && part != "replay" && part != "analysis")
    return json_response(req, http::status::not_found, api_error("not_found", "no such API"));
  if (part == "analysis") return game_analysis(ctx, req, std::string(id));
  auto game = ctx.store.game(std::string(id));
  if (!game) return not_found();
  if (part == "notation") return text_response(req, http::status::ok, game_notation(*game));
  if (part == "replay") {
    // The players' room is theirs while the game goes on: the replay shows it once the game ended.
    const auto chat = game->ended_at
                          ? ctx.store.chat_lines(chat::room_key(game->start.id, protocol::ChatRoomKind::players))
                          : std::vector<StoredChatLine>{};
    return json_response(req, http::status::ok, game_replay(*game, chat).dump());
  }
  return json_response(req, http::status::ok, game_json(*game, true).dump());
}

}  // namespace

std::string api_error(const std::string& code, const std::string& message) {
  return json{{"error", code}, {"message", message}}.dump();
}

std::optional<std::string> query_param(std::string_view target, std::string_view key) {
  const auto q = target.find('?');
  if (q == std::string_view::npos) return std::nullopt;
  std::string_view rest = target.substr(q + 1);
  while (!rest.empty()) {
    const auto amp = rest.find('&');
    const std::string_view pair = rest.substr(0, amp);
    const auto eq = pair.find('=');
    if (pair.substr(0, eq) == key) return std::string(eq == std::string_view::npos ? "" : pair.substr(eq + 1));
    if (amp == std::string_view::npos) break;
    rest = rest.substr(amp + 1);
  }
  return std::nullopt;
}

std::optional<int> limit_param(const Request& req, int fallback) {
  auto text = query_param(req.target(), "limit");
  if (!text) return fallback;
  int limit = 0;
  auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), limit);
  if (ec != std::errc() || end != text->data() + text->size() || limit < 1 || limit > max_games_limit)
    return std::nullopt;
  return limit;
}

bool json_body(const Request& req) {
  std::string type(req[http::field::content_type]);
  type = type.substr(0, type.find(';'));
  type.erase(std::remove_if(type.begin(), type.end(), [](unsigned char c) { return std::isspace(c); }), type.end());
  std::transform(type.begin(), type.end(), type.begin(), [](unsigned char c) { return std::tolower(c); });
  return type == "application/json";
}

std::optional<std::string> bearer_token(const Request& req) {
  const std::string_view header = req[http::field::authorization];
  constexpr std::string_view scheme = "bearer ";
  if (header.size() <= scheme.size() || header.size() > scheme.size() + max_bearer_chars) return std::nullopt;
  for (std::size_t i = 0; i < scheme.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(header[i])) != scheme[i]) return std::nullopt;
  std::string token(header.substr(scheme.size()));
  if (token.empty() || std::any_of(token.begin(), token.end(), [](unsigned char c) { return std::isspace(c); }))
    return std::nullopt;
  return token;
}

StringResponse bad_request(const Request& req, const std::string& message) {
  return json_response(req, http::status::bad_request, api_error("bad_request", message));
}

StringResponse bad_limit(const Request& req) { return bad_request(req, "limit must be an integer 1..100"); }

bool needs_reader(const Request& req) {
  const std::string_view target = req.target();
  const std::string_view path = target.substr(0, target.find('?'));
  return path != "/healthz" && path != "/readyz" && path != "/metrics";
}

boost::asio::thread_pool& pool_for(ApiContext& ctx, const Request& req) {
  const std::string_view target = req.target();
  return target.substr(0, target.find('?')) == "/api/analysis" ? ctx.analysis : ctx.reads;
}

bool answers_later(const Request& req) {
  const std::string_view target = req.target();
  return req.method() == http::verb::post && is_tournament_path(target.substr(0, target.find('?')));
}

void answer_later(ApiContext& ctx, const Request& req, const Respond& respond) {
  const std::string_view target = req.target();
  try {
    tournament_post(ctx, req, target.substr(0, target.find('?')), respond);
  } catch (const std::exception& e) {
    spdlog::error("HTTP {} failed: {}", std::string(target), e.what());
    respond(json_response(req, http::status::internal_server_error, api_error("internal", "the server failed")));
  }
}

StringResponse json_response(const Request& req, http::status status, std::string body) {
  StringResponse res{status, req.version()};
  res.set(http::field::content_type, "application/json");
  res.set(http::field::cache_control, "no-store");
  res.keep_alive(req.keep_alive());
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

Response route_http(ApiContext& ctx, const Request& req, const std::string& client) {
  try {
    const std::string_view target = req.target();
    const std::string_view path = target.substr(0, target.find('?'));
    if (is_block_path(path)) return block_route(ctx, req, path);
    if (is_puzzle_path(path)) return puzzle_route(ctx, req, path);
    // The bots online are a list for anyone; every other /api/bots/{id} is a bot's owner's.
    if (path == "/api/bots/online" && (req.method() == http::verb::get || req.method() == http::verb::head))
      return bots_online(ctx, req);
    if (is_bots_path(path)) return bots_route(ctx, req, path);
    if (is_account_path(path)) return account_route(ctx, req, path);
    if (path == account_language_path) return account_language_route(ctx, req);
    if (is_mod_path(path)) return mod_route(ctx, req, path);
    if (is_tournament_path(path)) return tournament_get(ctx, req, path);
    const bool post_path =
        path == "/api/accounts" || path == "/api/sessions" || path == "/api/reports" || path == "/api/games/offline";
    if (req.method() == http::verb::post && post_path) {
      if (path == "/api/reports") return create_report(ctx, req);
      if (path == "/api/games/offline") return upload_offline_game(ctx, req);
      return path == "/api/accounts" ? create_account(ctx, req) : create_session(ctx, req, client);
    }
    if (post_path || (req.method() != http::verb::get && req.method() != http::verb::head)) {
      auto res = json_response(req, http::status::method_not_allowed,
                               api_error("method_not_allowed", post_path ? "POST only" : "GET or HEAD only"));
      res.set(http::field::allow, post_path ? "POST" : "GET, HEAD");
      return res;
    }
    if (path == "/healthz") return healthz(ctx, req);
    if (path == "/readyz") return readyz(ctx, req);
    if (path == "/metrics") return metrics(ctx, req);
    if (path == "/api/games") return games_list(ctx, req);
    if (path.starts_with("/api/games/"))
      return game_by_id(ctx, req, path.substr(std::string_view("/api/games/").size()));
    if (path == "/api/live") return live_games(ctx, req);
    if (path == "/api/seeks") return open_seeks(ctx, req);
    if (path == "/api/leaderboard") return leaderboard(ctx, req);
    if (path == "/api/analysis") return position_analysis(ctx, req);
    if (path.starts_with("/api/players/"))
      return player_by_id(ctx, req, path.substr(std::string_view("/api/players/").size()));
    if (path.starts_with("/api/invites/"))
      return invite_by_code(ctx, req, path.substr(std::string_view("/api/invites/").size()));
    if (path.starts_with("/api/"))
      return json_response(req, http::status::not_found, api_error("not_found", "no such API"));
    return serve_static(ctx.static_files, ctx.config.web_root, req);
  } catch (const std::exception& e) {
    spdlog::error("HTTP {} failed: {}", std::string(req.target()), e.what());
    return json_response(req, http::status::internal_server_error, api_error("internal", "the server failed"));
  }
}

}  // namespace mancala::server

// The moderators' reads (the reports queue, a player's record, the log) and the one door every
// /api/mod/ request goes through: the path, the method, then the caller's token and role.
#include "mod_routes.hpp"

#include <spdlog/spdlog.h>

#include <optional>

#include "game_json.hpp"
#include "mancala/server/play/ids.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::string_view mod_prefix = "/api/mod/", mod_players_prefix = "/api/mod/players/";
constexpr std::size_t max_mod_player_id = 64;
constexpr int mod_chat_lines = 100, mod_games = 20, mod_player_actions = 100;
constexpr int default_mod_reports = 100, default_mod_log = 50;

json text_or_null(const std::string& s) { return s.empty() ? json(nullptr) : json(s); }

// `until` while it lies ahead of `now`, else null: what is in force.
json in_force(const std::string& until, std::chrono::system_clock::time_point now) {
  const auto t = until.empty() ? std::nullopt : parse_iso_time(until);
  return t && *t > now ? json(until) : json(nullptr);
}

json report_json(const StoredReport& r, ModNames& names) {
  return {{"id", r.id},
          {"reporter", r.reporter.empty() ? json(nullptr) : names.ref(r.reporter)},
          {"player", names.ref(r.player)},
          {"game", text_or_null(r.game)},
          {"reason", r.reason},
          {"text", text_or_null(r.text)},
          {"created_at", r.created_at}};
}

json standing_json(const PlayerStanding& s) {
  const auto now = std::chrono::system_clock::now();
  json ban = in_force(s.play_ban_until, now);
  if (!ban.is_null()) ban = {{"until", s.play_ban_until}, {"reason", s.play_ban_reason}};
  return {{"account", s.account},
          {"moderator", s.moderator},
          {"closed", s.closed},
          {"shadow", s.shadow},
          {"chat_until", in_force(s.chat_until, now)},
          {"play_ban", std::move(ban)}};
}

StringResponse mod_reports(ApiContext& ctx, const Request& req) {
  const auto limit = limit_param(req, default_mod_reports);
  if (!limit) return bad_limit(req);
  ModNames names(ctx.store);
  json reports = json::array();
  for (const StoredReport& r : ctx.store.open_reports(*limit)) reports.push_back(report_json(r, names));
  return json_response(req, http::status::ok, json{{"reports", std::move(reports)}}.dump());
}

StringResponse mod_log(ApiContext& ctx, const Request& req) {
  const auto limit = limit_param(req, default_mod_log);
  if (!limit) return bad_limit(req);
  ModNames names(ctx.store);
  json actions = json::array();
  for (const ModAction& a : ctx.store.mod_actions("", *limit)) actions.push_back(mod_action_json(a, names));
  return json_response(req, http::status::ok, json{{"actions", std::move(actions)}}.dump());
}

StringResponse mod_not_found(const Request& req) {
  return json_response(req, http::status::not_found, api_error("not_found", "no such player"));
}

// Everything the moderators hold of one player: who they are, their standing, chat lines, games,
// the reports about them and the actions taken on them.
StringResponse mod_player(ApiContext& ctx, const Request& req, const std::string& id) {
  const PlayerStanding standing = ctx.store.standing(id);
  const auto profile = standing.known ? ctx.store.player_profile(id) : std::nullopt;
  if (!profile) return mod_not_found(req);
  ModNames names(ctx.store);
  json chat = json::array();
  for (const StoredChatLine& l : ctx.store.chat_lines_by(id, mod_chat_lines))
    chat.push_back(
        {{"room", l.room}, {"name", l.name}, {"text", l.text}, {"at", l.at}, {"ply", l.ply}, {"troll", l.troll}});
  json games = json::array();
  for (const GameRecord& g : ctx.store.player_games(id, mod_games, 0)) games.push_back(game_json(g, false));
  json reports = json::array();
  for (const StoredReport& r : ctx.store.reports_about(id)) reports.push_back(report_json(r, names));
  json actions = json::array();
  for (const ModAction& a : ctx.store.mod_actions(id, mod_player_actions)) actions.push_back(mod_action_json(a, names));
  json player = {{"id", profile->id},
                 {"name", profile->name},
                 {"account", profile->account ? json(*profile->account) : json(nullptr)},
                 {"created_at", text_or_null(standing.created_at)}};
  return json_response(req, http::status::ok,
                       json{{"player", std::move(player)},
                            {"standing", standing_json(standing)},
                            {"chat", std::move(chat)},
                            {"games", std::move(games)},
                            {"reports", std::move(reports)},
                            {"actions", std::move(actions)}}
                           .dump());
}

StringResponse mod_method_not_allowed(const Request& req, bool post) {
  auto res = json_response(req, http::status::method_not_allowed,
                           api_error("method_not_allowed", post ? "POST only" : "GET or HEAD only"));
  res.set(http::field::allow, post ? "POST" : "GET, HEAD");
  return res;
}

}  // namespace

json ModNames::ref(const std::string& id) {
  auto it = names_.find(id);
  if (it == names_.end()) {
    json name = nullptr;
    if (id != "system")
      if (auto p = store_.player_profile(id)) name = p->name;
    it = names_.emplace(id, json{{"id", id}, {"name", std::move(name)}}).first;
  }
  return it->second;
}

json mod_action_json(const ModAction& a, ModNames& names) {
  return {{"id", a.id},
          {"moderator", names.ref(a.moderator)},
          {"player", names.ref(a.player)},
          {"action", a.action},
          {"reason", a.reason},
          {"until", text_or_null(a.until)},
          {"at", a.at}};
}

bool is_mod_path(std::string_view path) { return path.starts_with(mod_prefix); }

StringResponse mod_route(ApiContext& ctx, const Request& req, std::string_view path) {
  // Which answer: the path, then its method.
  enum class Page { reports, log, player, actions } page;
  std::string player;
  if (path == "/api/mod/reports") {
    page = Page::reports;
  } else if (path == "/api/mod/log") {
    page = Page::log;
  } else if (path.starts_with(mod_players_prefix)) {
    std::string_view rest = path.substr(mod_players_prefix.size());
    const auto slash = rest.find('/');
    player = std::string(rest.substr(0, slash));
    if (slash == std::string_view::npos) {
      page = Page::player;
    } else if (rest.substr(slash) == "/actions") {
      page = Page::actions;
    } else {
      return json_response(req, http::status::not_found, api_error("not_found", "no such API"));
    }
    if (player.empty() || player.size() > max_mod_player_id) return mod_not_found(req);
  } else {
    return json_response(req, http::status::not_found, api_error("not_found", "no such API"));
  }
  const bool post = page == Page::actions;
  const auto method = req.method();
  if (post ? method != http::verb::post : method != http::verb::get && method != http::verb::head)
    return mod_method_not_allowed(req, post);
  const auto token = bearer_token(req);
  try {
    // Who asks: a known token, then a moderator's.
    const auto me = token ? ctx.store.find_player(token_hash(*token)) : std::nullopt;
    if (!me)
      return json_response(req, http::status::unauthorized,
                           api_error("unauthorized", "send Authorization: Bearer with a moderator's token"));
    if (!ctx.store.standing(me->id).moderator)
      return json_response(req, http::status::forbidden, api_error("forbidden", "for moderators only"));
    switch (page) {
      case Page::reports:
        return mod_reports(ctx, req);
      case Page::log:
        return mod_log(ctx, req);
      case Page::player:
        return mod_player(ctx, req, player);
      case Page::actions:
        return mod_act(ctx, req, *me, player);
    }
    return mod_not_found(req);
  } catch (const std::exception& e) {
    spdlog::error("moderation: the store failed: {}", e.what());
    return json_response(req, http::status::service_unavailable,
                         api_error("unavailable", "the server cannot read or store this now: try again"));
  }
}

}  // namespace mancala::server

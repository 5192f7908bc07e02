// The tournaments' door: the path, the method and the caller first; the event's rules are
// tournament_request.hpp's, its running the director's.
#include "tournament_routes.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>

#include "mancala/server/play/ids.hpp"
#include "mancala/server/tournament/arena_pairing.hpp"
#include "mancala/server/tournament/director.hpp"
#include "mancala/server/tournament/tournament_json.hpp"
#include "mancala/server/tournament/tournament_request.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::string_view tournaments_path = "/api/tournaments";
constexpr std::size_t max_tournament_id = 64;
constexpr std::array<std::string_view, 3> listed_statuses = {"started", "created", "finished"};
constexpr std::array<std::string_view, 3> tournament_actions = {"join", "withdraw", "pause"};

// A path under /api/tournaments: the event's id ("" for the collection) and the action after it
// ("" for the event itself); nullopt for any other shape.
struct TournamentTarget {
  std::string id, action;
};

std::optional<TournamentTarget> tournament_target(std::string_view path) {
  std::string_view rest = path.substr(tournaments_path.size());
  if (rest.empty()) return TournamentTarget{};
  rest.remove_prefix(1);  // the '/' is_tournament_path saw
  const auto slash = rest.find('/');
  TournamentTarget t{std::string(rest.substr(0, slash)), ""};
  if (slash != std::string_view::npos) t.action = std::string(rest.substr(slash + 1));
  if (t.id.empty() || t.id.size() > max_tournament_id) return std::nullopt;
  if (slash != std::string_view::npos &&
      std::find(tournament_actions.begin(), tournament_actions.end(), t.action) == tournament_actions.end())
    return std::nullopt;
  return t;
}

StringResponse field_error(const Request& req, const std::string& field, const std::string& message) {
  return json_response(req, http::status::bad_request,
                       json{{"error", "bad_request"}, {"field", field}, {"message", message}}.dump());
}

StringResponse tournament_error(const Request& req, http::status status, const std::string& code,
                                const std::string& message) {
  return json_response(req, status, api_error(code, message));
}

StringResponse tournament_not_found(const Request& req) {
  return tournament_error(req, http::status::not_found, "not_found", "no such tournament");
}

StringResponse store_unavailable(const Request& req) {
  return tournament_error(req, http::status::service_unavailable, "unavailable",
                          "the server cannot read or write tournaments now: try again");
}

StringResponse no_director(const Request& req) {
  return tournament_error(req, http::status::service_unavailable, "unavailable", "this server runs no tournaments");
}

StringResponse tournament_method_refused(const Request& req, const char* allowed) {
  auto res =
      tournament_error(req, http::status::method_not_allowed, "method_not_allowed", std::string(allowed) + " only");
  res.set(http::field::allow, allowed);
  return res;
}

// The statuses `status=` asks for, in listed_statuses's order; nullopt when it names another.
std::optional<std::vector<std::string>> asked_statuses(const Request& req) {
  const auto raw = query_param(req.target(), "status");
  if (!raw) return std::vector<std::string>(listed_statuses.begin(), listed_statuses.end());
  const auto text = percent_decode(*raw);
  if (!text) return std::nullopt;
  std::vector<std::string> names;
  for (std::size_t at = 0; at <= text->size();) {
    const auto comma = std::min(text->find(',', at), text->size());
    names.push_back(text->substr(at, comma - at));
    at = comma + 1;
  }
  // Every name must be a status: "started,ended" is refused, not cut short.
  for (const std::string& name : names)
    if (std::find(listed_statuses.begin(), listed_statuses.end(), name) == listed_statuses.end()) return std::nullopt;
  std::vector<std::string> asked;
  for (std::string_view status : listed_statuses)
    if (std::find(names.begin(), names.end(), status) != names.end()) asked.emplace_back(status);
  return asked;
}

StringResponse tournament_list(ApiContext& ctx, const Request& req) {
  const auto statuses = asked_statuses(req);
  if (!statuses) return field_error(req, "status", "created, started or finished (several joined by commas)");
  const auto limit = limit_param(req, max_listed_tournaments);
  if (!limit) return field_error(req, "limit", "an integer 1..100");
  json list = json::array();
  for (const std::string& status : *statuses)
    for (const StoredTournament& t : ctx.store.tournaments(status, *limit))
      list.push_back(tournament_summary_json(t, static_cast<int>(ctx.store.entrants(t.id).size())));
  return json_response(req, http::status::ok, json{{"tournaments", std::move(list)}}.dump());
}

// What tournament_json leaves to its caller: the creator's name ({"id"} becomes {"id","name"},
// the name null for a deleted player) and an arena's pairings_closed_at (ends_at less
// arena_pairings_closed). Fields already there are kept.
void complete_event(json& event, const std::function<json(const std::string&)>& name_of) {
  json& creator = event["created_by"];
  if (creator.is_object() && creator["id"].is_string() && !creator.contains("name"))
    creator["name"] = name_of(creator["id"].get<std::string>());
  if (event["kind"] != "arena" || event.contains("pairings_closed_at")) return;
  const json& ends = event["ends_at"];
  const auto end = ends.is_string() ? parse_iso_time(ends.get<std::string>()) : std::nullopt;
  const json& minutes = event["minutes"];
  event["pairings_closed_at"] =
      end && minutes.is_number_integer()
          ? json(iso_time(*end - arena_pairings_closed(std::chrono::minutes(minutes.get<int>()))))
          : json(nullptr);
}

// When a started Swiss event pairs its next round, as the stored games tell it: `gap` after the
// last end of a round whose games have all ended; null while a round is played, before the
// start and after the last round.
json next_round_at(const StoredTournament& t, const std::vector<StoredTournamentGame>& games,
                   std::chrono::milliseconds gap) {
  if (t.status != "started" || t.round >= t.rounds) return nullptr;
  std::optional<std::chrono::system_clock::time_point> last;
  for (const auto& g : games) {
    if (g.round != t.round) continue;
    if (g.result.empty()) return nullptr;
    if (auto end = parse_iso_time(g.ended_at); end && (!last || *end > *last)) last = end;
  }
  return last ? json(iso_time(*last + gap)) : json(nullptr);
}

StringResponse tournament_one(ApiContext& ctx, const Request& req, const std::string& id) {
  const auto t = ctx.store.tournament(id);
  if (!t) return tournament_not_found(req);
  const auto games = ctx.store.tournament_games(id);
  json body = tournament_json(*t, ctx.store.entrants(id), games);
  if (t->kind == "swiss")
    body["next_round_at"] = next_round_at(*t, games, std::chrono::milliseconds(ctx.config.swiss_round_gap_ms));
  complete_event(body, [&ctx](const std::string& player) {
    const auto profile = ctx.store.player_profile(player);
    return profile ? json(profile->name) : json(nullptr);
  });
  return json_response(req, http::status::ok, body.dump());
}

// The director's answer as the response to `req` (its HTTP version and keep-alive). A new
// event's object is completed as GET completes it, `creator` naming its creator.
TournamentDone answer_with(const Request& req, const Respond& respond, const std::string& creator = "") {
  Request head{http::verb::post, "", req.version()};
  head.keep_alive(req.keep_alive());
  return [head = std::move(head), respond, creator](TournamentAnswer a) {
    if (a.status == static_cast<int>(http::status::created)) {
      json event = json::parse(a.body, nullptr, false);
      if (event.is_object()) {
        complete_event(event, [&creator](const std::string&) { return json(creator); });
        a.body = event.dump();
      }
    }
    respond(json_response(head, static_cast<http::status>(a.status), std::move(a.body)));
  };
}

// POST /api/tournaments by `me`: the body checked, the day's count, then the director.
void create_tournament(ApiContext& ctx, const Request& req, const StoredPlayer& me, const Respond& respond) {
  if (!json_body(req))
    return respond(tournament_error(req, http::status::unsupported_media_type, "unsupported_media_type",
                                    "the body must be application/json"));
  const json body = json::parse(req.body(), nullptr, false);
  if (body.is_discarded() || !body.is_object()) return respond(bad_request(req, "the body must be a JSON object"));
  const auto now = std::chrono::system_clock::now();
  auto parsed = parse_tournament_request(body, now);
  if (auto* bad = std::get_if<TournamentFieldError>(&parsed))
    return respond(field_error(req, bad->field, bad->message));
  const int most = ctx.config.max_tournaments_per_day;
  if (ctx.store.tournaments_created_since(me.id, iso_time(now - std::chrono::hours(24))) >= most)
    return respond(tournament_error(req, http::status::too_many_requests, "rate_limited",
                                    "at most " + std::to_string(most) + " tournaments a day"));
  if (!ctx.tournaments) return respond(no_director(req));
  auto& [t, starts_at] = std::get<TournamentRequest>(parsed);
  t.starts_at = iso_time(starts_at);
  if (t.kind == "arena") t.ends_at = iso_time(starts_at + std::chrono::minutes(t.minutes));
  t.created_by = me.id;
  spdlog::info("player {} creates the {} tournament \"{}\" at {}", me.id, t.kind, t.name, t.starts_at);
  ctx.tournaments->create(std::move(t), answer_with(req, respond, me.name));
}

void act_on_tournament(ApiContext& ctx, const Request& req, const StoredPlayer& me, const TournamentTarget& target,
                       const Respond& respond) {
  TournamentPlayer who{me.id, me.name, me.account, me.bot};
  auto done = answer_with(req, respond);
  if (target.action == "join")
    ctx.tournaments->join(target.id, std::move(who), std::move(done));
  else if (target.action == "withdraw")
    ctx.tournaments->withdraw(target.id, std::move(who), std::move(done));
  else
    ctx.tournaments->pause(target.id, std::move(who), std::move(done));
}

}  // namespace

bool is_tournament_path(std::string_view path) {
  return path == tournaments_path || (path.starts_with(tournaments_path) && path[tournaments_path.size()] == '/');
}

StringResponse tournament_get(ApiContext& ctx, const Request& req, std::string_view path) {
  const auto target = tournament_target(path);
  if (!target) return tournament_not_found(req);
  const auto method = req.method();
  if (!target->action.empty()) return tournament_method_refused(req, "POST");
  if (method != http::verb::get && method != http::verb::head)
    return tournament_method_refused(req, target->id.empty() ? "GET, HEAD, POST" : "GET, HEAD");
  try {
    return target->id.empty() ? tournament_list(ctx, req) : tournament_one(ctx, req, target->id);
  } catch (const std::exception& e) {
    spdlog::error("tournaments: the store failed: {}", e.what());
    return store_unavailable(req);
  }
}

void tournament_post(ApiContext& ctx, const Request& req, std::string_view path, Respond respond) {
  const auto target = tournament_target(path);
  if (!target) return respond(tournament_not_found(req));
  if (!target->id.empty() && target->action.empty()) return respond(tournament_method_refused(req, "GET, HEAD"));
  const auto token = bearer_token(req);
  std::optional<StoredPlayer> me;
  try {
    me = token ? ctx.store.find_player(token_hash(*token)) : std::nullopt;
    // A bot without an account (a KGP agent's token) may join, withdraw and pause: the director
    // checks who may join what (entry_rule.hpp). Creating an event needs an account.
    const bool creating = target->id.empty();
    if (!me || !(me->account || (me->bot && !creating)))
      return respond(tournament_error(req, http::status::unauthorized, "account_required",
                                      "an account is needed: send Authorization: Bearer with its token"));
    if (creating) return create_tournament(ctx, req, *me, respond);
  } catch (const std::exception& e) {
    spdlog::error("tournaments: the store failed: {}", e.what());
    return respond(store_unavailable(req));
  }
  if (!ctx.tournaments) return respond(no_director(req));
  act_on_tournament(ctx, req, *me, *target, respond);
}

}  // namespace mancala::server

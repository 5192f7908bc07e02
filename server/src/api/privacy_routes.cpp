// A player's own data: read (GET /api/account), taken away (GET /api/account/export) or erased
// (DELETE /api/account). Every answer reads or writes the store: on the reads pool.
#include "privacy_routes.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <future>
#include <nlohmann/json.hpp>

#include "game_json.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/puzzles/puzzle_book.hpp"
#include "mancala/server/rating/rating_rules.hpp"
#include "rating_json.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::string_view account_path = "/api/account", export_path = "/api/account/export";
// As many as the store gives: the export holds every game, chat line and moderation entry.
constexpr int export_games_limit = 10000, export_chat_limit = 10000, export_actions_limit = 1000;

json null_if_empty(const std::string& s) { return s.empty() ? json(nullptr) : json(s); }

// True when `until` (ISO 8601) is later than now: a ban or a timeout still running.
bool privacy_still_running(const std::string& until) {
  const auto t = until.empty() ? std::nullopt : parse_iso_time(until);
  return t && *t > std::chrono::system_clock::now();
}

StringResponse privacy_unauthorized(const Request& req) {
  return json_response(req, http::status::unauthorized,
                       api_error("unauthorized", "send Authorization: Bearer with your player token"));
}

StringResponse privacy_unavailable(const Request& req) {
  return json_response(req, http::status::service_unavailable,
                       api_error("unavailable", "the server cannot read or store this now: try again"));
}

// The player's seat in a stored game at its end, as GET /api/players/{id}/games tells it.
std::string seat_at_end(const GameRecord& g, const std::string& player) {
  const bool south = g.start.south.player_id == player, north = g.start.north.player_id == player;
  if (south && north) return "both";
  return south != g.swapped ? "south" : "north";
}

json account_summary(const StoredPlayer& me, const PlayerStanding& st) {
  json ban = nullptr;
  if (privacy_still_running(st.play_ban_until)) ban = {{"until", st.play_ban_until}, {"reason", st.play_ban_reason}};
  return {{"id", me.id},
          {"name", me.name},
          {"account", me.account ? json(me.name) : json(nullptr)},
          {"moderator", st.moderator},
          {"created_at", null_if_empty(st.created_at)},
          {"play_ban", std::move(ban)},
          {"chat_until", privacy_still_running(st.chat_until) ? json(st.chat_until) : json(nullptr)},
          {"language", null_if_empty(st.language)}};
}

// The ratings and the rating history of `p` in GET /api/players/{id}'s shape.
void add_ratings(json& out, const std::optional<PlayerProfile>& p) {
  RatingsJson r = p ? ratings_json(*p) : RatingsJson{};
  out["ratings"] = std::move(r.ratings);
  out["rating_history"] = std::move(r.history);
}

// The player's tournament entries, each with the event's name, kind and start (when it is still stored).
json tournament_entries(Store& store, const std::string& player) {
  json out = json::array();
  for (const StoredEntrant& e : store.entries_of(player)) {
    const auto t = store.tournament(e.tournament);
    out.push_back({{"tournament", e.tournament},
                   {"name", t ? json(t->name) : json(nullptr)},
                   {"kind", t ? json(t->kind) : json(nullptr)},
                   {"starts_at", t ? json(t->starts_at) : json(nullptr)},
                   {"joined_at", e.joined_at},
                   {"shown_as", e.name},
                   {"rating", e.rating},
                   {"withdrawn", e.withdrawn},
                   {"paused", e.paused}});
  }
  return out;
}

// Everything the store holds about `me`. Moderators' ids and other players' reports about `me`
// are theirs, not `me`'s: the moderation entries leave out who acted, and reports about `me` stay out.
json export_document(Store& store, const StoredPlayer& me, const PlayerStanding& st) {
  json doc = {{"exported_at", iso_now()},
              {"player", {{"id", me.id}, {"name", me.name}, {"created_at", null_if_empty(st.created_at)}}},
              {"account", me.account ? json{{"username", me.name},
                                            {"created_at", null_if_empty(st.created_at)},
                                            {"moderator", st.moderator},
                                            {"language", null_if_empty(st.language)}}
                                     : json(nullptr)},
              {"standing",
               {{"moderator", st.moderator},
                {"chat_until", null_if_empty(st.chat_until)},
                {"chat_shadow_ban", st.shadow},
                {"play_ban_until", null_if_empty(st.play_ban_until)},
                {"play_ban_reason", null_if_empty(st.play_ban_reason)},
                {"closed", st.closed}}}};
  add_ratings(doc, store.player_profile(me.id));
  json games = json::array();
  for (const GameRecord& g : store.player_games(me.id, export_games_limit, 0)) {
    json j = game_json(g, false);
    j["you"] = seat_at_end(g, me.id);
    games.push_back(std::move(j));
  }
  doc["games"] = std::move(games);
  json chat = json::array();
  for (const StoredChatLine& l : store.chat_lines_by(me.id, export_chat_limit))
    chat.push_back({{"room", l.room},
                    {"name", l.name},
                    {"text", l.text},
                    {"at", l.at},
                    {"ply", l.ply >= 0 ? json(l.ply) : json(nullptr)},
                    {"shown_to_others", !l.troll}});
  doc["chat"] = std::move(chat);
  json reports = json::array();
  for (const StoredReport& r : store.reports_by(me.id))
    reports.push_back({{"id", r.id},
                       {"player", r.player},
                       {"game", null_if_empty(r.game)},
                       {"reason", r.reason},
                       {"text", r.text},
                       {"created_at", r.created_at}});
  doc["reports_filed"] = std::move(reports);
  doc["blocks"] = store.blocked_by(me.id);
  json offences = json::array();
  for (const FairPlayOffence& o : store.offences(me.id, iso_time(std::chrono::system_clock::time_point{})))
    offences.push_back({{"game", o.game}, {"kind", o.kind}, {"at", o.at}});
  doc["fair_play_offences"] = std::move(offences);
  json actions = json::array();
  for (const ModAction& a : store.mod_actions(me.id, export_actions_limit))
    actions.push_back({{"action", a.action}, {"reason", a.reason}, {"until", null_if_empty(a.until)}, {"at", a.at}});
  doc["moderation"] = std::move(actions);
  doc["tournaments"] = tournament_entries(store, me.id);
  return doc;
}

StringResponse export_answer(const Request& req, const StoredPlayer& me, const json& doc) {
  auto res = json_response(req, http::status::ok, doc.dump(2));
  // An id is [0-9a-z]: nothing in the file name needs quoting.
  res.set(http::field::content_disposition, "attachment; filename=\"mancala-" + me.id + ".json\"");
  return res;
}

StringResponse method_refused(const Request& req, bool export_file) {
  const char* allowed = export_file ? "GET, HEAD" : "GET, HEAD, DELETE";
  auto res = json_response(req, http::status::method_not_allowed,
                           api_error("method_not_allowed", std::string(allowed) + " only"));
  res.set(http::field::allow, allowed);
  return res;
}

}  // namespace

bool is_account_path(std::string_view path) { return path == account_path || path == export_path; }

StringResponse account_route(ApiContext& ctx, const Request& req, std::string_view path) {
  const bool export_file = path == export_path;
  const auto method = req.method();
  const bool read = method == http::verb::get || method == http::verb::head;
  if (!read && (export_file || method != http::verb::delete_)) return method_refused(req, export_file);
  const auto token = bearer_token(req);
  try {
    const auto me = token ? ctx.store.find_player(token_hash(*token)) : std::nullopt;
    if (!me) return privacy_unauthorized(req);
    if (method == http::verb::delete_) {
      // The lobby lets go of the player first (this reads-pool thread waits for its strand): no
      // hello, rename or game of theirs can then write them back behind the erasure.
      std::promise<void> forgotten;
      ctx.lobby.forget_player(me->id, close_deleted, "deleted", [&forgotten] { forgotten.set_value(); });
      forgotten.get_future().wait();
      if (!ctx.store.delete_player(me->id)) {
        spdlog::error("player {}: the store did not delete them", me->id);
        return privacy_unavailable(req);
      }
      spdlog::info("player {} deleted their data", me->id);
      return json_response(req, http::status::ok, json{{"deleted", true}}.dump());
    }
    const PlayerStanding st = ctx.store.standing(me->id);
    if (export_file) {
      json doc = export_document(ctx.store, *me, st);
      // The puzzles: the player's puzzle rating and the puzzles they attempted (the first, rated, attempt each).
      if (ctx.puzzles) {
        const StoredRating r = ctx.puzzles->player_rating(me->id);
        doc["puzzles"] = {{"rating", {{"rating", r.rating}, {"rd", r.rd}, {"attempts", r.games}}},
                          {"attempted", ctx.puzzles->attempted(me->id)}};
      }
      return export_answer(req, *me, doc);
    }
    return json_response(req, http::status::ok, account_summary(*me, st).dump());
  } catch (const std::exception& e) {
    spdlog::error("account: the store failed: {}", e.what());
    return privacy_unavailable(req);
  }
}

}  // namespace mancala::server

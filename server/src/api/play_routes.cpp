#include "play_routes.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <nlohmann/json.hpp>

#include "bot_owner_routes.hpp"
#include "game_json.hpp"
#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/seek_message.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/invite/invites.hpp"
#include "mancala/server/live/live_list.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/rating/rating_rules.hpp"
#include "rating_json.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr int default_limit = 20;
constexpr int default_seeks = 100;
// A player's games page by `offset`: deep enough for every game a person plays, small enough to read.
constexpr int max_games_offset = 1000000;
// Every RD is above the floor and at most the ceiling: the bands' open ends.
constexpr double no_rd_floor = -1;
constexpr double no_rd_ceiling = std::numeric_limits<double>::max();

/// The RDs a leaderboard lists: settled ones (RD ≤ `max_rd`), or with `provisional` those above it.
/// The `offset` of GET /api/players/{id}/games: absent is 0, else an integer 0..max_games_offset.
std::optional<int> offset_param(const Request& req) {
  auto text = query_param(req.target(), "offset");
  if (!text) return 0;
  int offset = -1;
  auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), offset);
  if (ec != std::errc() || end != text->data() + text->size() || offset < 0 || offset > max_games_offset)
    return std::nullopt;
  return offset;
}

RdBand leaderboard_band(double max_rd, bool provisional) {
  return provisional ? RdBand{max_rd, no_rd_ceiling} : RdBand{no_rd_floor, max_rd};
}

// The player's seat in a stored game, at its end (a pie swap exchanges the seats).
std::string seat_of(const GameRecord& g, const std::string& player) {
  const bool south = g.start.south.player_id == player, north = g.start.north.player_id == player;
  if (south && north) return "both";
  if (south != g.swapped) return "south";
  return "north";
}

}  // namespace

nlohmann::json your_turn(const RoomRegistry& rooms, const std::string& player, std::size_t limit) {
  std::vector<RoomSummary> mine;
  for (const auto& room : rooms.rooms_of(player))
    if (RoomSummary r = room->summary(); r.to_move == player) mine.push_back(std::move(r));
  // Soonest deadline first; games without one after them.
  std::sort(mine.begin(), mine.end(), [](const RoomSummary& a, const RoomSummary& b) {
    if (a.deadline.has_value() != b.deadline.has_value()) return a.deadline.has_value();
    return a.deadline < b.deadline;
  });
  if (mine.size() > limit) mine.resize(limit);
  json games = json::array();
  for (const RoomSummary& r : mine)
    games.push_back({{"game", r.game},
                     {"variant", protocol::variant_to_json(r.variant)},
                     {"players", {{"south", seat_view_json(r.south)}, {"north", seat_view_json(r.north)}}},
                     {"ply", r.ply},
                     {"clock", protocol::time_control_to_json(r.clock)},
                     {"deadline", r.deadline ? json(iso_time(*r.deadline)) : json(nullptr)},
                     {"started_at", r.started_at}});
  return games;
}

StringResponse live_games(ApiContext& ctx, const Request& req) {
  const auto limit = limit_param(req, default_limit);
  if (!limit) return bad_limit(req);
  json games = server::live_games(ctx.rooms, ctx.live_board, static_cast<std::size_t>(*limit));
  return json_response(req, http::status::ok, json{{"games", std::move(games)}}.dump());
}

StringResponse player_page(ApiContext& ctx, const Request& req, const std::string& id) {
  const auto p = ctx.store.player_profile(id);
  if (!p) return json_response(req, http::status::not_found, api_error("not_found", "no such player"));
  auto [ratings, history] = ratings_json(*p);
  json body = {{"id", p->id},        {"name", p->name},    {"games", p->games},
               {"ratings", ratings}, {"history", history}, {"account", p->account ? json(*p->account) : json(nullptr)}};
  if (p->bot) body["bot"] = true;
  if (auto mine = bot_owner_view(ctx, req, *p)) body.update(*mine);
  return json_response(req, http::status::ok, body.dump());
}

StringResponse player_by_id(ApiContext& ctx, const Request& req, std::string_view rest) {
  const auto slash = rest.find('/');
  const std::string id(rest.substr(0, slash));
  if (!id.empty() && id.size() <= 64 && slash == std::string_view::npos) return player_page(ctx, req, id);
  if (id.empty() || id.size() > 64 || slash == std::string_view::npos || rest.substr(slash + 1) != "games")
    return json_response(req, http::status::not_found, api_error("not_found", "no such API"));
  const auto limit = limit_param(req, default_limit);
  if (!limit) return bad_limit(req);
  if (auto status = query_param(req.target(), "status")) {
    if (*status != "your_turn") return bad_request(req, "status must be your_turn");
    return json_response(req, http::status::ok, json{{"games", your_turn(ctx.rooms, id, *limit)}}.dump());
  }
  const auto offset = offset_param(req);
  if (!offset) return bad_request(req, "offset must be an integer 0.." + std::to_string(max_games_offset));
  // One game past the page tells whether another page follows.
  auto records = ctx.store.player_games(id, *limit + 1, *offset);
  const bool more = records.size() > static_cast<std::size_t>(*limit);
  if (more) records.pop_back();
  json games = json::array();
  for (const GameRecord& g : records) {
    json j = game_json(g, false);
    j["you"] = seat_of(g, id);
    games.push_back(std::move(j));
  }
  return json_response(req, http::status::ok, json{{"games", std::move(games)}, {"more", more}}.dump());
}

StringResponse leaderboard(ApiContext& ctx, const Request& req) {
  const auto limit = limit_param(req, default_limit);
  if (!limit) return bad_limit(req);
  Variant v;
  if (auto text = query_param(req.target(), "variant")) {
    const auto decoded = percent_decode(*text);
    auto parsed = protocol::variant_from_json(json::parse(decoded.value_or(""), nullptr, false));
    if (auto* why = std::get_if<std::string>(&parsed)) return bad_request(req, "variant: " + *why);
    v = std::get<Variant>(parsed);
  }
  // Without `speed`: the speed of the queue's default clock, where most rated games are played.
  protocol::Speed speed = rating_speed(ctx.config.default_clock);
  if (auto text = query_param(req.target(), "speed")) {
    const auto named = protocol::speed_from(*text);
    if (!named) return bad_request(req, "speed must be bullet, blitz, rapid, classical or correspondence");
    speed = *named;
  }
  const auto provisional = query_param(req.target(), "provisional").value_or("0");
  if (provisional != "0" && provisional != "1") return bad_request(req, "provisional must be 0 or 1");
  // People and bots have leaderboards of their own (PROTOCOL.md §Bots).
  const auto bots = query_param(req.target(), "bots").value_or("0");
  if (bots != "0" && bots != "1") return bad_request(req, "bots must be 0 or 1");
  json players = json::array();
  const RdBand band = leaderboard_band(ctx.config.leaderboard_max_rd, provisional == "1");
  for (const LeaderboardRow& r : ctx.store.leaderboard(rating_key(variant_key(v), speed), band, bots == "1", *limit)) {
    players.push_back(
        {{"id", r.id}, {"name", r.name}, {"rating", r.rating.rating}, {"rd", r.rating.rd}, {"games", r.rating.games}});
    if (r.bot) players.back()["bot"] = true;
  }
  return json_response(req, http::status::ok,
                       json{{"variant", protocol::variant_to_json(v)},
                            {"speed", std::string(protocol::to_string(speed))},
                            {"players", std::move(players)}}
                           .dump());
}

StringResponse invite_by_code(ApiContext& ctx, const Request& req, std::string_view code) {
  const auto inv = code.size() <= 64 ? ctx.invites.find(std::string(code)) : std::nullopt;
  if (!inv)
    return json_response(req, http::status::not_found,
                         api_error("invite_not_found", "this invitation has expired, was cancelled or used"));
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(inv->expires - InviteBook::Clock::now());
  json body = {{"code", inv->code},
               {"from", {{"name", inv->creator_name}}},
               {"variant", protocol::variant_to_json(inv->variant)},
               {"side", inv->side ? std::string(to_string(*inv->side)) : "random"},
               {"expires_ms", std::max<std::int64_t>(0, left.count())},
               {"clock", protocol::time_control_to_json(inv->clock)}};
  return json_response(req, http::status::ok, body.dump());
}

StringResponse open_seeks(ApiContext& ctx, const Request& req) {
  const auto limit = limit_param(req, default_seeks);
  if (!limit) return bad_limit(req);
  json seeks = json::array();
  for (const Seek& s : ctx.lobby.seeks().list(static_cast<std::size_t>(*limit)))
    seeks.push_back(protocol::seek_to_json(seek_view(s)));
  return json_response(req, http::status::ok, json{{"seeks", std::move(seeks)}}.dump());
}

}  // namespace mancala::server

#include "puzzle_routes.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/puzzles/puzzle_book.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

constexpr std::string_view puzzles_prefix = "/api/puzzles";
constexpr std::size_t max_attempt_plies = 64;

// Plies from `p` as game-record moves ({"side","pit"}), each with the state it leaves: the page
// shows each position without a rule of its own.
json puzzle_moves(const Rules& rules, Position p, const std::vector<Ply>& plies) {
  json out = json::array();
  for (Ply ply : plies) {
    json move = protocol::move_to_json(p.to_move, ply);
    rules.play(p, ply);
    move["state"] = protocol::state_to_json(p, rules.pits());
    out.push_back(std::move(move));
  }
  return out;
}

json shown_json(const PuzzleShown& s) {
  const protocol::PuzzleEntry& e = *s.entry;
  return {{"puzzle", e.id},
          {"variant", protocol::variant_to_json(e.variant)},
          {"state", protocol::state_to_json(e.puzzle.start, e.variant.pits)},
          {"goal", std::string(ai::to_string(e.puzzle.goal))},
          {"rating", s.rating.rating},
          {"rd", s.rating.rd},
          {"themes", e.puzzle.themes},
          {"attempts", s.rating.games}};
}

json answer_json(const protocol::PuzzleEntry& e, const AttemptAnswer& a) {
  const Rules rules(e.variant);
  const ai::Puzzle& z = e.puzzle;
  json out = {{"correct", a.correct}, {"complete", a.complete}};
  Position at = z.start;  // where the reply or the refutation starts
  if (!a.complete) {
    for (std::size_t i = 0; i < a.reply_at; ++i) rules.play(at, z.line[i]);
    out["state"] = protocol::state_to_json(at, rules.pits());  // after the attempt's last ply
    out["reply"] = puzzle_moves(rules, at, a.reply);
    return out;
  }
  out["solution"] = puzzle_moves(rules, z.start, z.line);
  if (a.wrong_at >= 0) {
    for (int i = 0; i < a.wrong_at; ++i) rules.play(at, z.line[i]);
    out["wrong_at"] = a.wrong_at;
    if (a.refutation) {
      Position after = at;
      json ply = protocol::move_to_json(at.to_move, a.refutation->ply);
      rules.play(after, a.refutation->ply);
      ply["state"] = protocol::state_to_json(after, rules.pits());
      out["refutation"] = {
          {"ply", ply}, {"value", a.refutation->value}, {"line", puzzle_moves(rules, after, a.refutation->line)}};
    }
  }
  if (a.before && a.after) {
    out["rating_change"] = a.after->rating - a.before->rating;
    out["rating"] = {{"rating", a.after->rating}, {"rd", a.after->rd}};
  }
  return out;
}

StringResponse puzzle_not_found(const Request& req, const std::string& what) {
  return json_response(req, http::status::not_found, api_error("not_found", what));
}

std::optional<std::vector<Ply>> attempt_plies(const Request& req, std::string& why) {
  const json body = json::parse(req.body(), nullptr, false);
  if (body.is_discarded() || !body.is_object()) {
    why = "the body must be a JSON object";
    return std::nullopt;
  }
  if (!body.contains("plies") || !body["plies"].is_array() || body["plies"].size() > max_attempt_plies) {
    why = "plies must be a list of at most " + std::to_string(max_attempt_plies) + " plies";
    return std::nullopt;
  }
  std::vector<Ply> plies;
  for (const json& j : body["plies"]) {
    const auto p = protocol::ply_from_object(j);
    if (!p) {
      why = "plies: each ply is {\"pit\":n} or {\"swap\":true}";
      return std::nullopt;
    }
    plies.push_back(*p);
  }
  return plies;
}

}  // namespace

bool is_puzzle_path(std::string_view path) {
  return path == puzzles_prefix || (path.starts_with(puzzles_prefix) && path.size() > puzzles_prefix.size() &&
                                    path[puzzles_prefix.size()] == '/');
}

StringResponse puzzle_route(ApiContext& ctx, const Request& req, std::string_view path) {
  if (!ctx.puzzles) return puzzle_not_found(req, "this server has no puzzles");
  PuzzleBook& book = *ctx.puzzles;
  std::string_view rest =
      path.size() > puzzles_prefix.size() ? path.substr(puzzles_prefix.size() + 1) : std::string_view{};
  const bool attempt = rest.ends_with("/attempt");
  const bool post = req.method() == http::verb::post;
  if (attempt ? !post : (req.method() != http::verb::get && req.method() != http::verb::head)) {
    auto res = json_response(req, http::status::method_not_allowed,
                             api_error("method_not_allowed", attempt ? "POST only" : "GET or HEAD only"));
    res.set(http::field::allow, attempt ? "POST" : "GET, HEAD");
    return res;
  }
  try {
    std::optional<std::string> player;
    if (const auto token = bearer_token(req)) {
      const auto me = ctx.store.find_player(token_hash(*token));
      if (!me) return json_response(req, http::status::unauthorized, api_error("unauthorized", "unknown player token"));
      player = me->id;
    }
    if (attempt) {
      const std::string id(rest.substr(0, rest.size() - std::string_view("/attempt").size()));
      const auto* entry = book.set().find(id);
      if (!entry) return puzzle_not_found(req, "no such puzzle");
      if (!json_body(req))
        return json_response(req, http::status::unsupported_media_type,
                             api_error("unsupported_media_type", "the body must be application/json"));
      std::string why;
      const auto plies = attempt_plies(req, why);
      if (!plies) return bad_request(req, why);
      const AttemptAnswer a = book.attempt(*entry, player, *plies);
      if (!a.bad.empty()) return bad_request(req, a.bad);
      return json_response(req, http::status::ok, answer_json(*entry, a).dump());
    }
    std::optional<PuzzleShown> shown;
    json extra = json::object();
    if (rest == "next") {
      const auto game = query_param(req.target(), "game").value_or("");
      if (!game.empty() && game != "kalah" && game != "oware") return bad_request(req, "game must be kalah or oware");
      shown = book.next(player, game);
    } else if (rest == "daily") {
      using namespace std::chrono;
      const auto day = floor<days>(system_clock::now()).time_since_epoch().count();
      shown = book.daily(day);
      const year_month_day ymd{sys_days{days{day}}};
      char text[16];
      std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                    static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
      extra["day"] = text;
    } else if (!rest.empty() && rest.find('/') == std::string_view::npos) {
      shown = book.find(std::string(rest));
    }
    if (!shown) return puzzle_not_found(req, rest == "next" || rest == "daily" ? "no puzzles" : "no such puzzle");
    json body = shown_json(*shown);
    body.update(extra);
    if (player) {
      const StoredRating you = book.player_rating(*player);
      body["you"] = {{"rating", you.rating}, {"rd", you.rd}};
    }
    return json_response(req, http::status::ok, body.dump());
  } catch (const std::exception& e) {
    spdlog::error("puzzles: the store failed: {}", e.what());
    return json_response(req, http::status::service_unavailable,
                         api_error("unavailable", "the server cannot read or store this now: try again"));
  }
}

}  // namespace mancala::server

#include "analysis_routes.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/analysis/analysis.hpp"
#include "mancala/server/analysis/game_review.hpp"
#include "mancala/server/analysis/review_book.hpp"
#include "mancala/server/play/hard_table.hpp"
#include "mancala/server/play/overloaded.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

/// The JSON value of query parameter `key`, or a message saying why it is not one.
std::variant<json, std::string> json_param(const Request& req, std::string_view key) {
  const auto text = query_param(req.target(), key);
  const auto decoded = text ? percent_decode(*text) : std::nullopt;
  if (!decoded) return std::string(key) + " must be percent-encoded JSON";
  json j = json::parse(*decoded, nullptr, false);
  if (j.is_discarded()) return std::string(key) + " is not JSON";
  return j;
}

/// The position `moves` ("2,5,swap") reaches from `p`, or why there is none.
std::variant<Position, std::string> position_after(const Rules& rules, Position p, const std::string& moves) {
  std::size_t at = 0;
  for (int n = 1; at < moves.size(); ++n) {
    const auto comma = std::min(moves.find(',', at), moves.size());
    const std::string item = moves.substr(at, comma - at);
    at = comma + 1;
    Ply ply = Ply::swap();
    if (item != "swap") {
      int pit = -1;
      auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), pit);
      if (ec != std::errc() || end != item.data() + item.size() || pit < 0 || pit >= rules.pits())
        return "moves: ply " + std::to_string(n) + " (\"" + item + "\") is not a pit 0.." +
               std::to_string(rules.pits() - 1) + " or swap";
      ply = Ply::pit(pit);
    }
    if (p.over()) return "moves: ply " + std::to_string(n) + " comes after the end of the game";
    if (auto why = rules.check(p, ply); why != MoveError::none)
      return "moves: ply " + std::to_string(n) + " is illegal: " + std::string(describe(why));
    rules.play(p, ply);
  }
  return p;
}

}  // namespace

StringResponse position_analysis(ApiContext& ctx, const Request& req) {
  Variant v;
  if (query_param(req.target(), "variant")) {
    auto j = json_param(req, "variant");
    if (auto* why = std::get_if<std::string>(&j)) return bad_request(req, *why);
    auto parsed = protocol::variant_from_json(std::get<json>(j));
    if (auto* why = std::get_if<std::string>(&parsed)) return bad_request(req, "variant: " + *why);
    v = std::get<Variant>(parsed);
  }
  std::optional<Rules> rules;
  try {
    rules.emplace(v);
  } catch (const std::exception& e) {
    return bad_request(req, std::string("variant: ") + e.what());
  }
  Position p = rules->start();
  const auto moves = query_param(req.target(), "moves");
  if (query_param(req.target(), "state")) {
    auto j = json_param(req, "state");
    if (auto* why = std::get_if<std::string>(&j)) return bad_request(req, *why);
    auto parsed = protocol::state_from_json(std::get<json>(j), *rules);
    if (auto* why = std::get_if<std::string>(&parsed)) return bad_request(req, "state: " + *why);
    p = std::get<Position>(parsed);
  }
  // With a state, the moves are played from it; without one, from the start.
  if (moves && !moves->empty()) {
    const auto decoded = percent_decode(*moves);
    if (!decoded) return bad_request(req, "moves must be percent-encoded");
    auto reached = position_after(*rules, p, *decoded);
    if (auto* why = std::get_if<std::string>(&reached)) return bad_request(req, *why);
    p = std::get<Position>(reached);
  }

  AnalysisLimits limits{static_cast<int>(ctx.config.analysis_ms), ctx.hard_table.get()};
  limits.proven = &ctx.reviews.proven();  // what the reviews' proofs found is answered exact at once
  const PositionAnalysis a = analyse_counted(ctx.metrics, *rules, p, limits);

  json best = json::array(), plies = json::array();
  for (Ply b : a.best) best.push_back(ply_json(b));
  for (const PlyValue& pv : a.plies) {
    json j = ply_json(pv.ply);
    j["value"] = pv.value;
    j["exact"] = pv.exact;
    if (!pv.exact) j["depth"] = pv.depth;
    plies.push_back(std::move(j));
  }
  json line = json::array();
  for (Ply l : a.line) line.push_back(ply_json(l));
  json body = {{"value", a.value},
               {"exact", a.exact},
               {"best", best},
               {"plies", plies},
               {"line", line},
               {"ms", a.ms},
               {"state", protocol::state_to_json(p, rules->pits())}};
  return json_response(req, http::status::ok, body.dump());
}

StringResponse game_analysis(ApiContext& ctx, const Request& req, const std::string& id) {
  ReviewBook::Answer answer = ctx.reviews.ask(id);
  return std::visit(overloaded{
                        [&](const ReviewBook::NotFound&) {
                          return json_response(req, http::status::not_found, api_error("not_found", "no such game"));
                        },
                        [&](const ReviewBook::InProgress&) {
                          return json_response(
                              req, http::status::conflict,
                              api_error("game_in_progress", "the game has not ended: it is reviewed once it has"));
                        },
                        [&](const ReviewBook::Pending& p) {
                          return json_response(req, http::status::ok, pending_json(p.done, p.total));
                        },
                        [&](ReviewBook::Done& d) { return json_response(req, http::status::ok, std::move(d.json)); },
                    },
                    answer);
}

}  // namespace mancala::server

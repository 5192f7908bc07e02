#include "analysis_routes.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/play/analysis.hpp"
#include "mancala/server/play/hard_table.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

StringResponse bad_request(const Request& req, const std::string& message) {
  return json_response(req, http::status::bad_request, api_error("bad_request", message));
}

json ply_json(Ply p) { return p.is_swap() ? json{{"swap", true}} : json{{"pit", p.pit_index()}}; }

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

  const auto running = ctx.metrics.analysis_running.fetch_add(1) + 1;
  for (auto peak = ctx.metrics.analysis_running_peak.load(); running > peak;)
    if (ctx.metrics.analysis_running_peak.compare_exchange_weak(peak, running)) break;
  PositionAnalysis a;
  try {
    a = analyse_position(*rules, p, {static_cast<int>(ctx.config.analysis_ms), ctx.hard_table.get()});
  } catch (...) {
    ctx.metrics.analysis_running.fetch_sub(1);
    throw;
  }
  ctx.metrics.analysis_running.fetch_sub(1);
  ctx.metrics.analyses.fetch_add(1, std::memory_order_relaxed);

  json best = json::array(), plies = json::array();
  for (Ply b : a.best) best.push_back(ply_json(b));
  for (const PlyValue& pv : a.plies) {
    json j = ply_json(pv.ply);
    j["value"] = pv.value;
    j["exact"] = pv.exact;
    if (!pv.exact) j["depth"] = pv.depth;
    plies.push_back(std::move(j));
  }
  json body = {{"value", a.value}, {"exact", a.exact}, {"best", best},
               {"plies", plies},    {"ms", a.ms},       {"state", protocol::state_to_json(p, rules->pits())}};
  return json_response(req, http::status::ok, body.dump());
}

}  // namespace mancala::server

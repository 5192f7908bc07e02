#include "game_json.hpp"

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

json seat_json(const StoredSeat& s) {
  json j = {{"name", s.name},
            {"bot", s.bot ? json(std::string(ai::to_string(*s.bot))) : json(nullptr)},
            {"account", s.account}};
  if (s.account_bot) j["account_bot"] = true;
  return j;
}

}  // namespace

json game_json(const GameRecord& g, bool with_moves) {
  const StoredSeat& south = g.swapped ? g.start.north : g.start.south;
  const StoredSeat& north = g.swapped ? g.start.south : g.start.north;
  json out = {
      {"game", g.start.id},
      {"variant", protocol::variant_to_json(g.start.variant)},
      {"players", {{"south", seat_json(south)}, {"north", seat_json(north)}}},
      // In progress, or aborted (ended without a result): null.
      {"result", g.result == Outcome::none || g.result == Outcome::no_result ? json(nullptr)
                                                                             : json(std::string(to_string(g.result)))},
      {"reason", g.reason == Reason::none ? json(nullptr) : json(std::string(to_string(g.reason)))},
      {"stores", g.stores ? json::array({(*g.stores)[0], (*g.stores)[1]}) : json::array({nullptr, nullptr})},
      {"started_at", g.started_at},
      {"ended_at", g.ended_at ? json(*g.ended_at) : json(nullptr)},
      {"clock", protocol::time_control_to_json(g.start.clock)}};
  if (!g.start.tournament.empty()) out["tournament"] = g.start.tournament;
  if (with_moves) {
    json moves = json::array();
    for (const auto& p : g.plies) {
      json move = protocol::move_to_json(p.side, p.ply);
      if (p.clock_ms) move["clock_ms"] = *p.clock_ms;
      moves.push_back(std::move(move));
    }
    out["moves"] = std::move(moves);
  }
  return out;
}

}  // namespace mancala::server

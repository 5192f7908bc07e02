#include "mancala/server/live/live_list.hpp"

#include <algorithm>
#include <string>
#include <unordered_set>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/live/live_board.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

using nlohmann::json;

json seat_view_json(const protocol::SeatView& s) {
  json j = {{"name", s.name},
            {"bot", s.bot ? json(std::string(ai::to_string(*s.bot))) : json(nullptr)},
            {"account", s.account}};
  if (s.account_bot) j["account_bot"] = true;
  return j;
}

json live_games_here(const RoomRegistry& rooms, std::size_t limit) {
  json games = json::array();
  for (const RoomSummary& r : rooms.live(limit))
    games.push_back({{"game", r.game},
                     {"variant", protocol::variant_to_json(r.variant)},
                     {"players", {{"south", seat_view_json(r.south)}, {"north", seat_view_json(r.north)}}},
                     {"ply", r.ply},
                     {"watchers", r.watchers},
                     {"started_at", r.started_at},
                     {"clock", protocol::time_control_to_json(r.clock)}});
  return games;
}

json live_games(const RoomRegistry& rooms, const LiveBoard* board, std::size_t limit) {
  json games = live_games_here(rooms, limit);
  if (!board) return games;
  // A game taken over from a dead node is in the new owner's list and, for a few seconds, in
  // the dead node's last one: listed once, as its owner here or the first node tells it.
  std::unordered_set<std::string> listed;
  for (const auto& g : games) listed.insert(g.at("game").get<std::string>());
  for (auto& g : board->others())
    if (listed.insert(g.at("game").get<std::string>()).second) games.push_back(std::move(g));
  const auto rank = [](const json& g) {
    return LiveRank{g.at("watchers").get<std::size_t>(), g.at("started_at").get_ref<const std::string&>(),
                    g.at("game").get_ref<const std::string&>()};
  };
  std::sort(games.begin(), games.end(), [&](const json& a, const json& b) { return listed_before(rank(a), rank(b)); });
  if (games.size() > limit) games.erase(games.begin() + static_cast<std::ptrdiff_t>(limit), games.end());
  return games;
}

}  // namespace mancala::server

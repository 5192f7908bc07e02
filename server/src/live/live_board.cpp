#include "mancala/server/live/live_board.hpp"

namespace mancala::server {

void LiveBoard::update(const std::string& node, nlohmann::json games, Clock::time_point now) {
  if (!games.is_array()) return;
  nlohmann::json objects = nlohmann::json::array();  // what /api/live can show of it
  for (auto& g : games)
    if (g.is_object() && g.contains("game") && g["game"].is_string() && g.contains("started_at") &&
        g["started_at"].is_string() && g.contains("watchers") && g["watchers"].is_number_unsigned())
      objects.push_back(std::move(g));
  std::lock_guard lock(mutex_);
  lists_[node] = {std::move(objects), now};
}

nlohmann::json LiveBoard::others(Clock::time_point now) const {
  nlohmann::json all = nlohmann::json::array();
  std::lock_guard lock(mutex_);
  for (const auto& [node, list] : lists_)
    if (now - list.at <= live_stale_after)
      for (const auto& g : list.games) all.push_back(g);
  return all;
}

}  // namespace mancala::server

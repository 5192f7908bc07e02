#include "game_replay.hpp"

#include <algorithm>

#include "game_json.hpp"
#include "mancala/protocol/json_game.hpp"

namespace mancala::server {

using nlohmann::json;

json game_replay(const GameRecord& g, const std::vector<StoredChatLine>& players_chat) {
  const Rules rules(g.start.variant);
  Position p = rules.start();
  json plies = json::array();
  for (std::size_t i = 0; i < g.plies.size(); ++i) {
    const protocol::RecordedPly& stored = g.plies[i];
    if (p.to_move != stored.side || rules.check(p, stored.ply) != MoveError::none) break;
    const PlyReport r = rules.play_detailed(p, stored.ply);
    // The fields of the ply's `moved`, as protocol::moved_message writes them.
    json ply = protocol::move_to_json(r.side, r.ply);
    ply["n"] = i;
    ply["path"] = protocol::hollows_to_json(r.path);
    ply["captured"] = protocol::hollows_to_json(r.captured);
    ply["extra_turn"] = r.extra_turn;
    if (r.grand_slam) ply["grand_slam"] = true;
    ply["state"] = protocol::state_to_json(p, rules.pits());
    ply["played_at"] = i < g.played_at.size() ? json(g.played_at[i]) : json(nullptr);
    if (stored.clock_ms) ply["clock_ms"] = *stored.clock_ms;
    plies.push_back(std::move(ply));
  }
  // The players' room only, and not a shadow-banned player's lines (shown to their author alone).
  json chat = json::array();
  for (const StoredChatLine& line : players_chat)
    if (!line.troll)
      chat.push_back({{"room", "players"},
                      {"from", {{"id", line.player}, {"name", line.name}}},
                      {"text", line.text},
                      {"at", line.at},
                      {"ply", std::max(line.ply, 0)}});
  const json stored = game_json(g, false);
  return {{"game", stored.at("game")},       {"variant", stored.at("variant")},
          {"players", stored.at("players")}, {"start", protocol::state_to_json(rules.start(), rules.pits())},
          {"plies", std::move(plies)},       {"result", stored.at("result")},
          {"reason", stored.at("reason")},   {"clock", stored.at("clock")},
          {"chat", std::move(chat)}};
}

}  // namespace mancala::server

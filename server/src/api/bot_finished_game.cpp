#include "bot_finished_game.hpp"

#include <nlohmann/json.hpp>

#include "game_replay.hpp"

namespace mancala::server {

using nlohmann::json;

std::optional<std::string> finished_game_full(const GameRecord& g, const std::string& player) {
  if (!g.ended_at) return std::nullopt;
  const bool started_south = g.start.south.player_id == player;
  if (!started_south && g.start.north.player_id != player) return std::nullopt;
  const json replay = game_replay(g);
  json moves = json::array();
  json state = replay.at("start");
  for (const json& ply : replay.at("plies")) {
    moves.push_back(ply.value("swap", false) ? json("swap") : ply.at("pit"));
    state = ply.at("state");
  }
  // A game ended by a resignation, a flag or an abort is over though its position is not.
  state["over"] = true;
  state["result"] = replay.at("result");
  state["reason"] = replay.at("reason");
  // After a pie swap the player who began South ended North.
  const bool south = started_south != g.swapped;
  return json{{"type", "gameFull"},           {"id", replay.at("game")},          {"variant", replay.at("variant")},
              {"clock", replay.at("clock")},  {"you", south ? "south" : "north"}, {"players", replay.at("players")},
              {"moves", std::move(moves)},    {"state", std::move(state)},        {"status", replay.at("reason")},
              {"result", replay.at("result")}}
      .dump();
}

}  // namespace mancala::server

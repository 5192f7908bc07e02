#include "mancala/server/botapi/ndjson_lines.hpp"

namespace mancala::server::botapi {

using nlohmann::json;

namespace {

/// A JSON value of `frame`, or null when absent.
json member(const json& frame, const char* key) {
  auto it = frame.find(key);
  return it == frame.end() ? json(nullptr) : *it;
}

/// One ply of a `game` frame's `moves` or a `moved` frame, as the bot API lists it: its pit or "swap".
json ply_of(const json& ply) {
  if (ply.value("swap", false)) return "swap";
  return member(ply, "pit");
}

/// "started" while the game goes on, else the state's reason.
json status_of(const json& state) {
  if (!state.is_object() || !state.value("over", false)) return "started";
  return member(state, "reason");
}

json result_of(const json& state) { return state.is_object() ? member(state, "result") : json(nullptr); }

json challenge_line(const char* type, const json& frame) {
  json c = {{"id", member(frame, "challenge")}};
  if (frame.contains("reason")) c["reason"] = frame["reason"];
  return {{"type", type}, {"challenge", std::move(c)}};
}

}  // namespace

std::optional<std::string> event_line(const json& frame) {
  const std::string type = frame.value("type", "");
  if (type == "game")
    return json{{"type", "gameStart"},
                {"game",
                 {{"id", member(frame, "game")},
                  {"variant", member(frame, "variant")},
                  {"you", member(frame, "you")},
                  {"players", member(frame, "players")},
                  {"clock", member(frame, "clock")},
                  {"rated", frame.value("rated", false)},
                  {"tournament", member(frame, "tournament")}}}}
        .dump();
  if (type == "game.over") {
    const json state = member(frame, "state");
    return json{
        {"type", "gameFinish"},
        {"game",
         {{"id", member(frame, "game")}, {"result", result_of(state)}, {"reason", status_of(state)}, {"state", state}}}}
        .dump();
  }
  if (type == "challenge")
    return json{{"type", "challenge"},
                {"challenge",
                 {{"id", member(frame, "challenge")},
                  {"from", member(frame, "from")},
                  {"variant", member(frame, "variant")},
                  {"clock", member(frame, "clock")},
                  {"rated", frame.value("rated", false)}}}}
        .dump();
  if (type == "challenge.cancelled") return challenge_line("challengeCanceled", frame).dump();
  if (type == "challenge.declined") return challenge_line("challengeDeclined", frame).dump();
  return std::nullopt;
}

std::vector<std::string> GameLines::feed(const json& frame) {
  if (over_ || !frame.is_object() || frame.value("game", "") != game_) return {};
  const std::string type = frame.value("type", "");
  if (type == "game") {
    moves_ = json::array();
    if (auto it = frame.find("moves"); it != frame.end() && it->is_array())
      for (const json& ply : *it) moves_.push_back(ply_of(ply));
    state_ = member(frame, "state");
    clock_ = member(frame, "clock");
    you_ = member(frame, "you");
    if (started_) return {state_line()};
    started_ = true;
    over_ = status_of(state_) != "started";
    return {json{{"type", "gameFull"},
                 {"id", game_},
                 {"variant", member(frame, "variant")},
                 {"clock", clock_},
                 {"rated", frame.value("rated", false)},
                 {"you", you_},
                 {"players", member(frame, "players")},
                 {"moves", moves_},
                 {"state", state_},
                 {"status", status_of(state_)},
                 {"result", result_of(state_)}}
                .dump()};
  }
  if (!started_) return {};
  if (type == "moved") {
    moves_.push_back(ply_of(frame));
  } else if (type == "game.over") {
    over_ = true;
  } else {
    return {};
  }
  state_ = member(frame, "state");
  if (frame.contains("clock")) clock_ = frame["clock"];
  return {state_line()};
}

std::string GameLines::state_line() const {
  return json{{"type", "gameState"},
              {"moves", moves_},
              {"you", you_},
              {"state", state_},
              {"clock", clock_},
              {"status", status_of(state_)},
              {"result", result_of(state_)}}
      .dump();
}

}  // namespace mancala::server::botapi

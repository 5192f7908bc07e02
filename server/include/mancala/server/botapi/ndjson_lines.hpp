// The HTTP bot API's lines (docs/bots.md): the frames a player's connection hears, as the
// NDJSON lines of the event stream and of a game stream. Pure: JSON in, text out.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace mancala::server::botapi {

/// The event stream's line for one frame, or nullopt when the frame is no event:
/// `game` → `gameStart` {"type","game":{"id","variant","you","players","clock","rated"}},
/// `game.over` → `gameFinish` {"type","game":{"id","result","reason","state"}},
/// `challenge` → {"type":"challenge","challenge":{"id","from","variant","clock","rated"}},
/// `challenge.cancelled` → `challengeCanceled`, `challenge.declined` → `challengeDeclined`
/// ({"type","challenge":{"id"[,"reason"]}}). `gameStart` is made for every `game` frame: the
/// caller keeps it to the first of each game.
std::optional<std::string> event_line(const nlohmann::json& frame);

/// One game stream's lines, from the frames of its game: the first `game` snapshot makes
/// `gameFull` {"type","id","variant","clock","rated","you","players","moves","state","status",
/// "result"}; each later snapshot (a pie swap, a takeback, more time), `moved` and `game.over`
/// make a `gameState` {"type","moves","you","state","clock","status","result"}. `moves` lists
/// every ply so far, a pit index (0-based, from its mover's left) or "swap"; `status` is
/// "started" until the end, then the state's `reason`; `result` null until then.
class GameLines {
 public:
  explicit GameLines(std::string game) : game_(std::move(game)) {}
  /// The lines `frame` makes: none for another game's frame, an unrelated type, or anything
  /// before the first snapshot.
  std::vector<std::string> feed(const nlohmann::json& frame);
  /// `gameFull` was made.
  bool started() const { return started_; }
  /// The final `gameState` was made: the stream ends after it.
  bool over() const { return over_; }

 private:
  std::string state_line() const;
  nlohmann::json moves_ = nlohmann::json::array();
  nlohmann::json state_, clock_, you_;
  std::string game_;
  bool started_ = false;
  bool over_ = false;
};

}  // namespace mancala::server::botapi

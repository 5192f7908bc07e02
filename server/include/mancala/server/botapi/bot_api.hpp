// The HTTP bot API's service (docs/bots.md): the bots' links and their streams, the request
// limit, and the actions, each done as the WebSocket message of the same name is.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/botapi/bot_link.hpp"
#include "mancala/server/botapi/line_sink.hpp"
#include "mancala/server/botapi/request_limit.hpp"
#include "mancala/server/config/config.hpp"
#include "mancala/server/ops/metrics.hpp"

namespace mancala::server {
class Lobby;
class RoomRegistry;
}  // namespace mancala::server

namespace mancala::server::botapi {

/// One answer of the bot API without HTTP types: a status, a JSON body, and for a 429 the
/// seconds of its Retry-After.
struct BotAnswer {
  int status = 200;
  std::string body = R"({"ok":true})";
  int retry_after_s = 0;
};

/// The body of an error answer: {"error": code, "message": message}.
std::string error_body(const std::string& code, const std::string& message);

/// Every bot's link (one per player, while a stream of theirs is open) behind a mutex; the lobby
/// and the rooms are reached through their own posting members, so nothing here waits on them.
class BotApi {
 public:
  BotApi(const Config& config, Metrics& metrics, Lobby& lobby, RoomRegistry& rooms);

  /// Counts one request of the token whose hash is `key`: nullopt, or the 429 to answer.
  std::optional<BotAnswer> limit(const std::string& key);
  /// `player`'s event stream (they sent `token`): it replaces an earlier one, and the lobby greets
  /// the player's link again, so that their games in progress (`gameStart`) and the challenges
  /// to them come first.
  void open_events(const std::string& player, const std::string& token, const std::shared_ptr<LineSink>& sink);
  /// Whether `player` may stream `game` now: nullopt, or 404 game_not_found (no game in progress
  /// here), 403 not_in_game (not one of its seats), 429 rate_limited (a stream of it is open).
  std::optional<BotAnswer> check_game_stream(const std::string& player, const std::string& game) const;
  /// `player`'s stream of `game` (checked by check_game_stream): `gameFull`, then a `gameState`
  /// per change, and the stream ends after the game does.
  void open_game(const std::string& player, const std::string& token, const std::string& game,
                 const std::shared_ptr<LineSink>& sink);
  /// True while `player` has an event stream open here.
  bool connected(const std::string& player) const;
  /// `player`'s link while its event stream is open (it hears their games' frames), else nullptr.
  /// A bots tournament gives the player its games on it.
  PeerPtr events_peer(const std::string& player) const;
  /// Does `msg` as `player` — move, resign, challenge.create/accept/decline/cancel,
  /// seek.create/cancel/accept — through the same lobby and room members as the WebSocket does;
  /// `done` gets the answer once, from any thread: 200 {"ok":true, ...the direct answer's fields}
  /// or the error code (400; 403 not_in_game, 404 game_not_found/player_not_found, 429 rate_limited).
  void act(const std::string& player, protocol::ClientMessage msg, std::function<void(BotAnswer)> done);

 private:
  /// `player`'s open link, or a new one (`fresh`) that the lobby has yet to greet.
  std::shared_ptr<BotLink> link_of(const std::string& player, bool& fresh);
  std::shared_ptr<BotLink> find_link(const std::string& player) const;
  void greet(const std::shared_ptr<BotLink>& link, const std::string& token);
  void on_gone(const std::shared_ptr<BotLink>& link, bool greeted);
  /// A move or resign: the room found (404) and `player` seated in it (403) first.
  void act_in_room(const std::string& player, protocol::ClientMessage msg, const std::function<void(BotAnswer)>& done);

  const Config& config_;
  Metrics& metrics_;
  Lobby& lobby_;
  RoomRegistry& rooms_;
  RequestLimit limit_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<BotLink>> links_;  // under mutex_: player → open link
};

}  // namespace mancala::server::botapi

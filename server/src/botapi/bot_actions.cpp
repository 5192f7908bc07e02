// The bot API's actions: each a WebSocket message's handler in the lobby or the room, answered
// through a RequestAnswer instead of the connection.
#include <nlohmann/json.hpp>

#include "mancala/protocol/error_code.hpp"
#include "mancala/server/botapi/bot_api.hpp"
#include "mancala/server/botapi/request_answer.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/overloaded.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server::botapi {

using nlohmann::json;

namespace {

/// The HTTP status of an `error` frame's code.
int http_status_of(const std::string& code) {
  if (code == "rate_limited") return 429;
  if (code == "not_in_game") return 403;
  if (code == "game_not_found" || code == "player_not_found") return 404;
  return 400;
}

/// The answer made of the frame a request got back (nullopt: carried out, nothing to tell).
BotAnswer answer_of(const std::optional<std::string>& frame) {
  if (!frame) return {};
  json j = json::parse(*frame, nullptr, false);
  if (!j.is_object()) return {};
  if (j.value("type", "") == "error") {
    const std::string code = j.value("code", "bad_message");
    const int status = http_status_of(code);
    return {status, error_body(code, j.value("message", "")), status == 429 ? 1 : 0};
  }
  j.erase("type");
  j.erase("id");
  j["ok"] = true;
  return {200, j.dump()};
}

/// A reply whose answer goes to `done`.
Reply answer_to(const std::function<void(BotAnswer)>& done, Metrics& metrics) {
  return Reply{std::make_shared<RequestAnswer>([done](std::optional<std::string> frame) { done(answer_of(frame)); }),
               std::nullopt, &metrics};
}

/// The game a room message is about.
const std::string* game_of(const protocol::ClientMessage& msg) {
  if (auto* m = std::get_if<protocol::Move>(&msg.body)) return &m->game;
  if (auto* r = std::get_if<protocol::Resign>(&msg.body)) return &r->game;
  return nullptr;
}

}  // namespace

void BotApi::act(const std::string& player, protocol::ClientMessage msg, std::function<void(BotAnswer)> done) {
  if (game_of(msg)) return act_in_room(player, std::move(msg), done);
  auto& lobby = lobby_;
  std::visit(overloaded{
                 [&](protocol::ChallengeCreate& m) { lobby.challenge_create(answer_to(done, metrics_), player, m); },
                 [&](protocol::ChallengeAccept& m) { lobby.challenge_accept(answer_to(done, metrics_), player, m); },
                 [&](protocol::ChallengeDecline& m) { lobby.challenge_decline(answer_to(done, metrics_), player, m); },
                 [&](protocol::ChallengeCancel& m) { lobby.challenge_cancel(answer_to(done, metrics_), player, m); },
                 [&](protocol::SeekCreate& m) { lobby.seek_create(answer_to(done, metrics_), player, m); },
                 [&](protocol::SeekCancel& m) { lobby.seek_cancel(answer_to(done, metrics_), player, m); },
                 [&](protocol::SeekAccept& m) { lobby.seek_accept(answer_to(done, metrics_), player, m); },
                 [&](auto&) {
                   done({400, error_body("bad_message", "not an action of the bot API")});
                 },
             },
             msg.body);
}

void BotApi::act_in_room(const std::string& player, protocol::ClientMessage msg,
                         const std::function<void(BotAnswer)>& done) {
  const std::string game = *game_of(msg);
  auto room = rooms_.find(game);
  if (!room) return done({404, error_body("game_not_found", "no game " + game + " in progress here")});
  const RoomSummary now = room->summary();
  // Nothing acts for another player: a bot moves and resigns only in its own seat.
  if (now.players[0] != player && now.players[1] != player)
    return done({403, error_body("not_in_game", "you do not play game " + game)});
  if (auto* m = std::get_if<protocol::Move>(&msg.body)) {
    // A move without `?ply=` (-1) answers the position as it is; the room still checks the turn.
    if (m->ply < 0) m->ply = now.ply;
    return room->move(answer_to(done, metrics_), player, std::move(*m));
  }
  room->resign(answer_to(done, metrics_), player);
}

}  // namespace mancala::server::botapi

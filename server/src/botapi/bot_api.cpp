// The bot API's streams: a player's link, greeted by the lobby as their connection, and the
// event and game streams it feeds.
#include "mancala/server/botapi/bot_api.hpp"

#include <nlohmann/json.hpp>

#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server::botapi {

using nlohmann::json;

std::string error_body(const std::string& code, const std::string& message) {
  return json{{"error", code}, {"message", message}}.dump();
}

BotApi::BotApi(const Config& config, Metrics& metrics, Lobby& lobby, RoomRegistry& rooms)
    : config_(config),
      metrics_(metrics),
      lobby_(lobby),
      rooms_(rooms),
      limit_(config.bot_api_rate_per_s, config.bot_api_burst) {}

std::optional<BotAnswer> BotApi::limit(const std::string& key) {
  const int wait_s = limit_.take(key, std::chrono::steady_clock::now());
  if (wait_s == 0) return std::nullopt;
  return BotAnswer{429, error_body("rate_limited", "too many requests: wait " + std::to_string(wait_s) + " s"), wait_s};
}

std::shared_ptr<BotLink> BotApi::find_link(const std::string& player) const {
  std::lock_guard lock(mutex_);
  auto it = links_.find(player);
  return it == links_.end() ? nullptr : it->second;
}

std::shared_ptr<BotLink> BotApi::link_of(const std::string& player, bool& fresh) {
  std::lock_guard lock(mutex_);
  auto& link = links_[player];
  fresh = !link || !link->is_open();
  if (fresh)
    link = std::make_shared<BotLink>(
        player, [this](const std::shared_ptr<BotLink>& gone, bool greeted) { on_gone(gone, greeted); });
  return link;
}

void BotApi::greet(const std::shared_ptr<BotLink>& link, const std::string& token) {
  protocol::Hello hello;
  hello.token = token;
  lobby_.hello(Reply{link, std::nullopt, &metrics_}, std::move(hello));
}

void BotApi::on_gone(const std::shared_ptr<BotLink>& link, bool greeted) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = links_.find(link->player()); it != links_.end() && it->second == link) links_.erase(it);
  }
  // As a closed WebSocket: the lobby lets the player go, and each room starts the seat's grace.
  if (greeted) lobby_.disconnected(link, link->player());
}

void BotApi::open_events(const std::string& player, const std::string& token, const std::shared_ptr<LineSink>& sink) {
  bool fresh = false;
  auto link = link_of(player, fresh);
  link->set_events(sink);
  // Greeted again when it was already: the lobby's answer to `hello` replays the games and challenges.
  greet(link, token);
}

std::optional<BotAnswer> BotApi::check_game_stream(const std::string& player, const std::string& game) const {
  auto room = rooms_.find(game);
  if (!room) return BotAnswer{404, error_body("game_not_found", "no game " + game + " in progress here")};
  const auto players = room->summary().players;
  if (players[0] != player && players[1] != player)
    return BotAnswer{403, error_body("not_in_game", "you do not play game " + game)};
  if (auto link = find_link(player); link && link->streams(game))
    return BotAnswer{429, error_body("rate_limited", "a stream of game " + game + " is open already"), 1};
  return std::nullopt;
}

void BotApi::open_game(const std::string& player, const std::string& token, const std::string& game,
                       const std::shared_ptr<LineSink>& sink) {
  bool fresh = false;
  auto link = link_of(player, fresh);
  if (!link->add_game(game, sink)) {
    sink->write_line(
        json{{"type", "error"}, {"error", "rate_limited"}, {"message", "a stream of this game is open"}}.dump());
    return sink->finish();
  }
  // A new link is greeted, and the lobby attaches it to the player's rooms: each sends its
  // snapshot. An open link asks this room for one.
  if (fresh) return greet(link, token);
  if (auto room = rooms_.find(game)) room->send_snapshot(Reply{link, std::nullopt, &metrics_}, player);
}

bool BotApi::connected(const std::string& player) const { return events_peer(player) != nullptr; }

PeerPtr BotApi::events_peer(const std::string& player) const {
  auto link = find_link(player);
  if (!link || !link->has_events()) return nullptr;
  return link;
}

}  // namespace mancala::server::botapi

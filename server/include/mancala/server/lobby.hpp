// Players and their connections, and the ways into a game: hello, the queue, bot.play, local.play.
#pragma once

#include <boost/asio/strand.hpp>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/context.hpp"
#include "mancala/server/game_room.hpp"
#include "mancala/server/matchmaker.hpp"

namespace mancala::server {

/// Everything that is about a player rather than one game. Each public member posts to the
/// lobby's strand, so players, tokens and queues need no lock.
class Lobby {
 public:
  using Id = std::optional<std::string>;
  explicit Lobby(ServerContext& ctx);

  /// Restores the token's player or makes a new one; answers `welcome`, then each game in progress.
  void hello(PeerPtr peer, protocol::Hello h, Id id);
  void queue_join(PeerPtr peer, std::string player, Variant v, Id id);
  void queue_leave(PeerPtr peer, std::string player, Id id);
  void bot_play(PeerPtr peer, std::string player, protocol::BotPlay b, Id id);
  void local_play(PeerPtr peer, std::string player, Variant v, Id id);
  /// The connection closed: the queue entry goes, each room starts the seat's grace.
  void disconnected(PeerPtr peer, std::string player);

 private:
  struct Player {
    std::string name;
    std::string hash;  // of the token
    PeerRef peer;
  };
  void open_game(GameSetup setup, const PeerPtr& requester, const Id& id);
  bool may_open_game(const PeerPtr& peer, const std::string& player, const Id& id);
  void on_match(QueueEntry a, QueueEntry b);
  void on_queue_timeout(QueueEntry e);
  void error(const PeerPtr& peer, const Id& id, protocol::ErrorCode code, const std::string& message);

  ServerContext& ctx_;
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  std::unordered_map<std::string, Player> players_;  // connected players (and those with open rooms)
  std::unordered_map<std::string, std::string> by_hash_;  // token hash → player id
  Matchmaker matchmaker_;
  std::mt19937_64 rng_;  // seat draws; seeded from std::random_device
};

}  // namespace mancala::server

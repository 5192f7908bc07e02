// What a client's messages do, whatever carries them: a WebSocket of this process (WsSession) or
// one relayed from another node of a cluster (RelaySession). Decodes each text message, applies
// the rate limit, and routes it to the lobby or its room as the player who said `hello`.
#pragma once

#include <atomic>
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/net/net_context.hpp"
#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/reply.hpp"
#include "mancala/server/tournament/director.hpp"

namespace mancala::server {

/// A client's session: the Peer that rooms and the lobby send to. Every member below that is not
/// a Peer's runs on the session's strand (`executor()`).
class ClientSession : public Peer, public std::enable_shared_from_this<ClientSession> {
 public:
  explicit ClientSession(NetContext& ctx);

  void greeted(std::string player_id) override;
  void identify(PeerIdentity who) override;
  PeerIdentity identity() const override;
  /// The player this session said `hello` as; empty before.
  const std::string& player() const { return player_; }

 protected:
  /// One text message from the client: rate limit, decode, route; then reading resumes
  /// (read_next) unless the message must be answered first (`hello`).
  void handle(std::string_view text);
  /// Tells the lobby and the watched rooms that this connection is gone, once (and not before
  /// `hello` was answered: greeted() does it then).
  void say_goodbye();
  /// The rate limit, for every message (one this node relays undecoded to the player's home too,
  /// which applies it again): false when it was dropped (answered `rate_limited` with `id`, or
  /// the connection closed).
  bool admit(const RequestId& id);

  /// The session's strand.
  virtual boost::asio::any_io_executor executor() = 0;
  /// Reads the client's next message.
  virtual void read_next() = 0;
  /// Closes the connection with a WebSocket close code, on the strand.
  virtual void close_now(std::uint16_t code, std::string reason) = 0;

  NetContext& ctx_;
  std::string player_;  // set once `hello` is accepted
  bool greeted_ = false;
  bool hello_sent_ = false;  // `hello` is with the lobby, its answer not yet here
  bool closing_ = false;
  bool watched_live_ = false;  // the live feed is told when the connection closes or is relayed
  std::optional<std::chrono::steady_clock::time_point> move_read_at_;  // a move awaits its `moved` (metrics)

 private:
  /// Hands a message to the lobby or its room; false when reading must wait (for `hello`'s answer).
  bool route(protocol::ClientMessage msg);
  /// The room of a game message, or nullptr after answering not_in_game.
  std::shared_ptr<GameRoom> room_of(const std::string& game, const Reply& reply);
  /// `watch` and `unwatch`, with this connection's limit of max_watch_per_connection games.
  void watch(Reply reply, const std::string& game);
  void unwatch(Reply reply, const std::string& game);
  /// `chat.say` (PROTOCOL.md §Chat): the text cleaned (bad_message), the room found
  /// (game_not_found), the author's standing and blockers read on the reads pool, in the order
  /// the lines came (a strand of the pool), then the room judges and delivers it.
  void chat_say(Reply reply, protocol::ChatSay m);
  /// `tournament.watch` and `tournament.unwatch`, and a tournament room's `chat.say`: to the
  /// tournament director as this connection's player (bad_message when there is none).
  void tournament_watch(Reply reply, const std::string& tournament, bool watch);
  void tournament_chat(Reply reply, protocol::ChatSay m);
  /// `live.watch`: the live feed pushes this connection the games in progress (bad_message when
  /// the server has no feed).
  void live_watch(Reply reply, int limit);
  /// Who this connection is, as the tournament director takes it.
  TournamentPlayer tournament_player() const;
  /// A cluster: `watch` of a game this node does not have, asked of the other nodes; the
  /// connection moves to the one that has it (Lobby::watch_elsewhere), else game_not_found.
  void watch_elsewhere(Reply reply, const std::string& game);
  Reply reply_to(RequestId id) { return Reply{shared_from_this(), std::move(id), &ctx_.metrics, ctx_.bot_errors}; }
  bool take_token();

  std::vector<std::string> watching_;             // games this connection watches
  bool locating_ = false;                         // a `watch` asks the other nodes for its game (watch_elsewhere)
  static constexpr std::size_t max_game_id = 64;  // longer ids are not asked of the other nodes
  bool said_goodbye_ = false;                     // the lobby was told the connection closed
  bool watched_tournament_ = false;               // the director is told when it closes
  // A hint is being worked on for this connection; shared, as the room releases it on a worker.
  std::shared_ptr<std::atomic<bool>> hint_busy_ = std::make_shared<std::atomic<bool>>(false);
  double tokens_;  // rate limit bucket
  std::chrono::steady_clock::time_point refilled_;
  int dropped_in_a_row_ = 0;  // messages the rate limit dropped since the last one it let through
  mutable std::mutex identity_mutex_;
  PeerIdentity identity_;  // under identity_mutex_: the lobby sets it, rooms read it
  // This connection's chat lines' reads, in order; made at its first line.
  std::optional<boost::asio::strand<boost::asio::thread_pool::executor_type>> chat_reads_;
};

}  // namespace mancala::server

// A cluster's connections between nodes: a player's WebSocket may sit on one node while the
// player's session (the lobby's Player, their rooms) lives on another, their home. The socket's
// node relays the client's messages to the home and the home's frames back, over NodeLink.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "mancala/server/lobby/node_link.hpp"
#include "mancala/server/net/net_context.hpp"

namespace mancala::server {

class WsSession;
class RelaySession;

/// The relay's two ends on this node: sockets of this node whose session is elsewhere, and
/// sessions here whose socket is elsewhere (RelaySession). Messages between nodes are JSON
/// objects with a type `t`:
/// - socket → home: `open` {from, c, player, open}, `in` {from, c, m}, `gone` {from, c};
/// - home → socket: `out` {from, c, s, f} (frame `f`, numbered `s` from 0 per session), `close`
///   {from, c, code, reason}, `move` {from, c, to, player, open} (relay to node `to` instead);
/// - between lobbies: `hand_over` {player, to, pairing}, `declined` {pairing}, `requeue`
///   {player}, and to every node `adopt_all` {player, to} (a node took the player's game);
/// - finding a game: to every node `where` {from, q, game}, answered by the node that has its
///   room with `here` {from, q, game}.
/// `open` is `{"hello": text}` (a `hello` to answer there) or `{"adopt": {player, name,
/// account, pairing, then}}` (a greeted player handed over; `then`, when present, is a message
/// of the client's to handle there first, e.g. the `watch` that moved it). Thread-safe.
class RelayHub {
 public:
  RelayHub(NetContext& ctx, NodeLink& link);

  NodeLink& link() { return link_; }

  // The socket's side (WsSession).
  /// Registers `socket` as relaying to `node`'s session and sends `open` there; its id `conn`
  /// is kept across hand-overs (pass the one returned before, or empty the first time).
  std::string open(const std::shared_ptr<WsSession>& socket, std::string conn, const std::string& node,
                   const std::string& player, const std::string& open);
  void forward(const std::string& node, const std::string& conn, const std::string& text);
  void socket_gone(const std::string& node, const std::string& conn);

  // The session's side (RelaySession).
  void send_frame(const std::string& node, const std::string& conn, std::uint64_t seq, const std::string& frame);
  void send_close(const std::string& node, const std::string& conn, std::uint16_t code, const std::string& reason);
  void session_ended(const std::string& node, const std::string& conn);
  /// Tells the socket's node to relay socket `conn` to node `to` instead (`move` {from, c, to,
  /// player, open}): the player's session moves on.
  void send_move(const std::string& node, const std::string& conn, const std::string& to, const std::string& player,
                 const std::string& open);
  /// Node `node` is dead: the sessions here of its sockets end (their seats' grace runs), and the
  /// sockets here still relaying to it a lease time later (no node called them) close with
  /// 1012, so that their clients reconnect.
  void node_dead(const std::string& node);

  /// `done` gets the node that has game `game`'s room (another node than this one), or nullopt
  /// when none answers within `game_lookup_ms`. Called on a thread of the link or a timer's.
  void locate_game(const std::string& game, std::function<void(std::optional<std::string> node)> done);

  /// A message of another node (or this one's broadcast), from any thread.
  void on_message(const nlohmann::json& m);
  /// The link reconnected to Redis: frames may have been lost while it was away, so every relayed
  /// socket of this node closes with 1012 (try again) and its client reconnects to its game.
  void on_reconnected();

 private:
  struct Socket {
    std::weak_ptr<WsSession> session;
    std::string node, player, open;  // where it relays to, whose it is, how its session started
  };
  void on_open(const nlohmann::json& m);
  void to_session(const nlohmann::json& m, bool gone);
  void to_socket(const nlohmann::json& m, bool close);
  void move_socket(const nlohmann::json& m);
  void answer_where(const nlohmann::json& m);
  void game_found(const nlohmann::json& m);
  /// Every socket of this node relaying `player`'s session moves to node `to`.
  void adopt_all(const std::string& player, const std::string& to);

  NetContext& ctx_;
  NodeLink& link_;
  std::mutex mutex_;
  std::unordered_map<std::string, Socket> sockets_;  // conn → a socket of this node relaying
  std::map<std::pair<std::string, std::string>, std::shared_ptr<RelaySession>> sessions_;  // (node, conn)
  std::atomic<std::uint64_t> next_conn_;
  struct Lookup;
  std::unordered_map<std::uint64_t, std::shared_ptr<Lookup>> lookups_;  // `where` asked, by q; under mutex_
  std::uint64_t next_lookup_;                                           // under mutex_; from the clock, as next_conn_
};

/// How long a `watch` of a game no node has answered for waits before `game_not_found`: one
/// PUBLISH there and one back, with room for a busy Redis.
inline constexpr int game_lookup_ms = 1000;

}  // namespace mancala::server

// The tournament director: runs every tournament of this server (or of the cluster, on the node
// that holds the director's lease): starts them, pairs their players, opens their games, hears
// the results, ends them, and tells their watchers. State lives in memory on one strand and
// every change is written to the store first, so a new director rebuilds it from the store.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/play/peer.hpp"
#include "mancala/server/play/play_context.hpp"
#include "mancala/server/play/reply.hpp"
#include "mancala/server/store/tournament_rows.hpp"

namespace mancala::server {

class Lobby;
class NodeLink;
class RoomRegistry;

/// An HTTP answer: a status and its JSON body.
struct TournamentAnswer {
  int status = 200;
  std::string body;  // JSON text
};
using TournamentDone = std::function<void(TournamentAnswer)>;

/// Who asks: a player with their name, whether they hold an account, and whether they are a bot.
struct TournamentPlayer {
  std::string id, name;
  bool account = false;
  bool bot = false;
};

/// A bot player's connection that can be given a tournament game now (an HTTP bot's open event
/// stream), or nullptr. Called on the director's strand: thread-safe, and it must not block.
using BotConnection = std::function<PeerPtr(const std::string& player)>;

/// Whether this process directs the tournaments now (a cluster: the director's lease). The
/// single-process implementation always does.
class TournamentLease {
 public:
  virtual ~TournamentLease() = default;
  /// True while this process directs; thread-safe. It may turn false (the lease lapsed) and true
  /// again: the director then drops what it holds in memory and reads it back from the store.
  virtual bool directing() const = 0;
  /// The node that directs now, as last seen (a cluster); nullopt alone, or when unknown.
  virtual std::optional<std::string> director_node() const { return std::nullopt; }
};

/// Public members are thread-safe: they post to the director's strand. Answers (`done`) run on
/// the strand or the reads pool; they must not block.
class TournamentDirector {
 public:
  /// `lobby` calls a paired player who is not watching to their game (Lobby::reattach).
  TournamentDirector(PlayContext& ctx, RoomRegistry& rooms, Lobby& lobby, TournamentLease& lease);
  ~TournamentDirector();

  /// Reads the running and planned tournaments from the store, creates the next event of each
  /// entry of config `tournament_schedule`, and starts the ticks (every 2 s). Call once, before the first connection;
  /// blocks on the store. Throws when the store cannot be read.
  void start();
  /// Where the bots' connections are found: a bot joined to a bots tournament waits for its
  /// pairing while `find` gives its connection, and its games are opened on it. Call before
  /// start(), before any thread runs the director's strand.
  void find_bots_with(BotConnection find);
  /// Whether a bots tournament holds `player` for its games: they are entered (neither withdrawn
  /// nor paused) in a bots event of this director that has not finished. `done` gets the answer
  /// on the director's strand. A KGP agent so held waits for the event's pairings, not freeplay's.
  void holds_bot(std::string player, std::function<void(bool)> done);
  /// Stops the ticks (shutdown).
  void stop();
  /// A node of a cluster: the node that holds the lease directs; the others send it their HTTP
  /// calls, their watchers (the connection moves there) and the ends of its games. Call before
  /// start().
  void join_cluster(NodeLink& link);
  /// A message of another node for the tournaments (its `t` starts with "tournament.").
  void on_node_message(const nlohmann::json& m);

  // HTTP (api/tournament_routes.cpp validates the request first).
  /// Creates tournament `t` (its id and created_at are set here): 201 with the tournament's JSON.
  void create(StoredTournament t, TournamentDone done);
  /// 200 {"ok":true}; 404 unknown; 409 closed; 401 account_required, 403 bots_only, people_only
  /// or play_banned (entry_rule.hpp).
  void join(std::string tournament, TournamentPlayer who, TournamentDone done);
  void withdraw(std::string tournament, TournamentPlayer who, TournamentDone done);
  void pause(std::string tournament, TournamentPlayer who, TournamentDone done);

  // WebSocket.
  /// `tournament.watch`: answered with a `tournament` frame, then one on each change.
  void watch(Reply reply, TournamentPlayer who, std::string tournament);
  void unwatch(Reply reply, std::string player, std::string tournament);
  /// `chat.say` with `tournament`.
  void chat(Reply reply, TournamentPlayer who, std::string tournament, std::string text);
  /// The connection closed: it watches nothing any more.
  void disconnected(PeerPtr peer, std::string player);

  /// A tournament game ended (RoomRegistry's end listener, or found finished in the store).
  /// `result` "south", "north" or "draw" ("" aborted) for the seats `players` [south, north] as
  /// they sat at the end (after a pie swap; empty: as the game began); `plies` as played;
  /// `berserk` [south, north] of those seats went berserk.
  void game_ended(std::string tournament, std::string game, std::string result, int plies,
                  std::array<std::string, 2> players = {}, std::array<bool, 2> berserk = {});

 private:
  struct Impl;
  // Shared, so that work on the reads pool holds it weakly and finds it gone after destruction.
  std::shared_ptr<Impl> impl_;
};

}  // namespace mancala::server

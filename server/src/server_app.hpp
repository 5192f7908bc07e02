// The composition root's parts, built in dependency order: each gets what it needs when it is made.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <memory>

#include "api/static_cache.hpp"
#include "mancala/server/analysis/review_book.hpp"
#include "mancala/server/api/api_context.hpp"
#include "mancala/server/api/login_limiter.hpp"
#include "mancala/server/botapi/bot_api.hpp"
#include "mancala/server/bots/bot_errors.hpp"
#include "mancala/server/chat/decency.hpp"
#include "mancala/server/cluster/director_lease.hpp"
#include "mancala/server/cluster/node_channel.hpp"
#include "mancala/server/cluster/node_lease.hpp"
#include "mancala/server/cluster/redis_client.hpp"
#include "mancala/server/config/config.hpp"
#include "mancala/server/fairplay/fair_play.hpp"
#include "mancala/server/kgp/kgp_pool.hpp"
#include "mancala/server/live/live_board.hpp"
#include "mancala/server/live/live_feed.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/net/connection_limits.hpp"
#include "mancala/server/net/connection_set.hpp"
#include "mancala/server/net/net_context.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/play/hard_table.hpp"
#include "mancala/server/play/play_context.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/play/thread_contexts.hpp"
#include "mancala/server/puzzles/puzzle_book.hpp"
#include "mancala/server/queue/match_queue.hpp"
#include "mancala/server/store/store.hpp"
#include "mancala/server/tournament/director.hpp"
#include "mancala/server/tournament/local_lease.hpp"

namespace mancala::server {

class Listener;
class RedisQueue;
class RelayHub;

/// One server process: store, pools, rooms, queue, lobby, connections and the listener.
class ServerApp {
 public:
  /// Opens the store (throws std::runtime_error with its message) and wires everything else.
  explicit ServerApp(const Config& config);
  ~ServerApp();

  /// Reopens the games in progress (restore.hpp), then the tournaments (their games among those);
  /// call before listen(). Throws when the store cannot be read.
  int restore();
  /// Binds the listener and starts accepting; returns the bound port. Throws boost::system::system_error.
  unsigned short listen();
  /// Runs the network threads until SIGINT or SIGTERM has drained the connections, then stops
  /// the worker pools and flushes the store. Returns whether the store took every write.
  bool run();

 private:
  const Config& config_;
  Metrics metrics_;
  std::unique_ptr<Store> store_;
  // Before the pools, so destroyed after them: the reads pool may still be warming it.
  StaticCache static_files_;
  // Before the contexts, so destroyed after them: a connection the contexts still hold at the end
  // keeps a strand on the reads pool (its chat lane), which must not outlive the pool's services.
  boost::asio::thread_pool computer_pool_, hint_pool_, read_pool_, analysis_pool_;
  ThreadContexts contexts_;            // the network threads', one each
  boost::asio::io_context& ioc_;       // contexts_.main()
  boost::asio::io_context watch_ioc_;  // the /ws?watch connections and the fan-out (config watch_threads)
  boost::asio::io_context kgp_ioc_;    // the KGP agents and their games (config kgp_threads)
  HardTable hard_table_;
  FairPlay fair_play_;
  PlayContext play_;
  RoomRegistry rooms_;
  chat::Decency decency_;                 // the word filter over the rooms' chat lines
  std::unique_ptr<RedisClient> redis_;    // a cluster node's; none when the process runs alone
  std::unique_ptr<NodeChannel> channel_;  // a cluster node's messages to the others
  std::unique_ptr<MatchQueue> queue_;
  RedisQueue* redis_queue_ = nullptr;  // queue_, when it is a cluster's
  Lobby lobby_;
  // Who directs the tournaments: a process alone always does; a cluster's node while it holds the lease.
  std::unique_ptr<TournamentLease> tournament_lease_;
  DirectorLease* director_lease_ = nullptr;  // tournament_lease_, when it is a cluster's
  TournamentDirector tournaments_;
  KgpPool kgp_;  // the KGP agents waiting for a game
  ConnectionSet connections_;
  ConnectionLimits limits_;
  LoginLimiter logins_;
  ReviewBook reviews_;
  LiveBoard live_board_;                 // a cluster node's view of the other nodes' live games
  LiveFeed live_feed_;                   // the live games pushed to the connections that watch them (`live.watch`)
  botapi::BotApi bots_;                  // the HTTP bot API's links and streams
  BotErrors bot_errors_;                 // what the bots were answered wrong lately, for their owners
  std::unique_ptr<PuzzleBook> puzzles_;  // the puzzle set and its ratings; none when the store keeps no puzzles
  ApiContext api_;
  NetContext net_;
  std::unique_ptr<RelayHub> relay_;   // a cluster node's connections relayed between nodes
  std::unique_ptr<NodeLease> lease_;  // a cluster node's lease, and the games of dead nodes

  std::unique_ptr<boost::asio::steady_timer> live_timer_;  // a cluster node's `live` broadcasts

  /// A cluster's node: the relay, the lease, fencing, and this node's channel read.
  void join_cluster();
  /// Tells every node this node's live games now, and again every live_interval.
  void tell_live();
  std::shared_ptr<Listener> listener_;
  std::shared_ptr<Listener> kgp_listener_;  // kgp_port's, when set
};

}  // namespace mancala::server

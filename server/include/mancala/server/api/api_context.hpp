// What the HTTP API is given at construction.
#pragma once

#include <atomic>
#include <boost/asio/thread_pool.hpp>

#include "mancala/server/config/config.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

class BotErrors;
class OnlineBots;
class PuzzleBook;
class HardTable;
class InviteBook;
class LiveBoard;
class Lobby;
class LoginLimiter;
class ReviewBook;
class RoomRegistry;
class StaticCache;
class TournamentDirector;
namespace botapi {
class BotApi;
}

/// References to the services the HTTP answers read; every one outlives every session.
struct ApiContext {
  const Config& config;
  Metrics& metrics;
  Store& store;
  const HardTable& hard_table;
  boost::asio::thread_pool& reads;     // answers that read the store or the disk are made here
  const RoomRegistry& rooms;           // the live games (/api/live)
  const InviteBook& invites;           // open invitations (/api/invites/{code})
  boost::asio::thread_pool& analysis;  // position analyses (analysis_threads), apart from the reads
  LoginLimiter& logins;                // failed logins per username and address (POST /api/sessions)
  Lobby& lobby;                        // told of a new account, to show a connected player's new name
  ReviewBook& reviews;                 // the reviews of finished games (/api/games/{id}/analysis)
  const std::atomic<bool>* redis_up;   // a cluster node's Redis answers (/healthz); null when alone
  const LiveBoard* live_board;         // the other nodes' live games (/api/live); null when alone
  StaticCache& static_files;           // the web client's files, compressed and hashed once
  // Creates and runs the tournaments (POST /api/tournaments…, tournament.watch); null: this server
  // runs none (503).
  TournamentDirector* tournaments = nullptr;
  botapi::BotApi* bots = nullptr;          // the HTTP bot API (docs/bots.md); null: answered 503
  BotErrors* bot_errors = nullptr;         // bots' recent errors (GET /api/bots/{id}); null: none kept
  const OnlineBots* kgp_online = nullptr;  // the KGP agents connected (GET /api/bots/online); null: no KGP
  PuzzleBook* puzzles = nullptr;           // the puzzle set and its ratings (/api/puzzles/…); null: none
};

}  // namespace mancala::server

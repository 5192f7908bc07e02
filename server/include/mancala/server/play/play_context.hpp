// What the play layer (lobby, queue, rooms) is given at construction: one instance, made by the server.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>

#include "mancala/server/config/config.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

class FairPlay;
class HardTable;
class ThreadContexts;

/// The worker pools; none of their work runs on a network thread or a room's strand.
struct WorkerPools {
  boost::asio::thread_pool& computer;  // the computer's searches
  boost::asio::thread_pool& hints;     // hints, apart: a flood of them must not delay anyone's computer
  boost::asio::thread_pool& reads;     // blocking store reads (a token at `hello`, the HTTP API)
};

/// References to the long-lived services; every one outlives every room and session.
struct PlayContext {
  boost::asio::io_context& ioc;
  /// Where a room's fan-out to its spectators runs (audience.hpp); empty: on the room's own
  /// network thread.
  boost::asio::any_io_executor spectators;
  const Config& config;
  Metrics& metrics;
  Store& store;
  WorkerPools pools;
  const HardTable& hard_table;  // hard's large endgame table (hard_table.hpp)
  /// The network threads' contexts, where a room that no connection is seated in goes (a game
  /// reopened at start); nullptr: such rooms live on `ioc`.
  ThreadContexts* threads = nullptr;
  /// Fair play (fairplay/): the rooms tell it of offences and short rated games; nullptr: nobody
  /// is told (unit tests that do not look at fair play).
  FairPlay* fair_play = nullptr;
};

}  // namespace mancala::server

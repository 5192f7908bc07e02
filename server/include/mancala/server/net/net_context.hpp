// What the network layer is given at construction.
#pragma once

#include <boost/asio/io_context.hpp>

#include "mancala/server/api/api_context.hpp"
#include "mancala/server/config/config.hpp"
#include "mancala/server/ops/metrics.hpp"

namespace mancala::server {

class BotErrors;
class Lobby;
class RoomRegistry;
class ConnectionSet;
class ConnectionLimits;
class RelayHub;
class ThreadContexts;
class KgpPool;
class LiveFeed;

/// References to the services every connection reaches; every one outlives every session.
struct NetContext {
  boost::asio::io_context& ioc;
  boost::asio::io_context* watch_ioc;  // serves the connections opened at /ws?watch; nullptr: they stay on ioc
  const Config& config;
  Metrics& metrics;
  Lobby& lobby;
  RoomRegistry& rooms;
  ConnectionSet& connections;         // every open WebSocket, for the drain (drain.hpp)
  ConnectionLimits& limits;           // WebSocket connections per address and in total
  ApiContext& api;                    // the HTTP answers
  RelayHub* relay = nullptr;          // a cluster's relay of connections between nodes; nullptr when alone
  ThreadContexts* threads = nullptr;  // where the listener puts each new connection; nullptr: on ioc
  BotErrors* bot_errors = nullptr;    // the errors answered to bots' connections; nullptr: none kept
  KgpPool* kgp = nullptr;             // the KGP agents' pool (/kgp and kgp_port); nullptr: no KGP
  LiveFeed* live = nullptr;           // `live.watch`'s pushes; nullptr: refused (bad_message)
  /// The KGP threads' context (config kgp_threads), where agents and their games run; nullptr:
  /// on the network threads.
  boost::asio::io_context* kgp_ioc = nullptr;
};

}  // namespace mancala::server

// The shared services every part of the server reaches: one instance, built by main.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>

#include "mancala/server/config.hpp"
#include "mancala/server/game_store.hpp"
#include "mancala/server/metrics.hpp"

namespace mancala::server {

class RoomRegistry;
class Lobby;
class ConnectionSet;
class ConnectionLimits;
class HardTable;

/// References to the long-lived services; outlives every session and room.
struct ServerContext {
  boost::asio::io_context& ioc;
  const Config& config;
  Metrics& metrics;
  GameStore& store;
  boost::asio::thread_pool& bots;   // the computer's plies are searched here, never on ioc
  boost::asio::thread_pool& hints;  // hints, apart: a flood of them must not delay anyone's computer
  RoomRegistry* rooms = nullptr;
  Lobby* lobby = nullptr;
  ConnectionSet* connections = nullptr;  // every open WebSocket, for the drain (drain.hpp)
  ConnectionLimits* limits = nullptr;  // WebSocket connections per address and in total
  const HardTable* hard_table = nullptr;  // hard's large endgame table (hard_table.hpp)
};

}  // namespace mancala::server

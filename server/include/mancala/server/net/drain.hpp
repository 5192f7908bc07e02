// Graceful shutdown: tell every client, close their connections, then let the process stop.
#pragma once

#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdint>
#include <functional>

#include "mancala/server/net/connection_set.hpp"
#include "mancala/server/ops/metrics.hpp"

namespace mancala::server {

/// WebSocket close code of a drain: 1001 "going away" (RFC 6455).
inline constexpr std::uint16_t close_going_away = 1001;
/// What `server.draining` tells clients to wait before reconnecting, ms.
inline constexpr std::int64_t drain_retry_after_ms = 2000;
/// Time the `server.draining` frames get to leave before the close frames follow.
inline constexpr std::chrono::milliseconds drain_notice_time{150};
/// Longest wait for the clients' close handshakes; well inside Docker's 10 s stop timeout.
inline constexpr std::chrono::milliseconds drain_close_wait{2000};

/// Starts the drain on `ioc`: sets metrics.draining (so /readyz answers 503), sends
/// `{"type":"server.draining","retry_after_ms":2000}` to every open connection, closes each with
/// 1001 after `drain_notice_time`, and calls `done` once metrics.connections is 0 or
/// `drain_close_wait` has passed. Games in progress stay as the store has them (every ply is
/// written as it is played) and come back at the next start. The caller stops the listener
/// first, and after `done` stops the io_context and flushes the store.
void begin_drain(boost::asio::io_context& ioc, Metrics& metrics, ConnectionSet& connections,
                 std::function<void()> done);

}  // namespace mancala::server

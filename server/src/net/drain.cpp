// The steps of a graceful shutdown, each on a timer of the io_context.
#include "mancala/server/net/drain.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/steady_timer.hpp>
#include <memory>
#include <nlohmann/json.hpp>

namespace mancala::server {
namespace {

namespace net = boost::asio;
using Clock = std::chrono::steady_clock;

// Polls until every connection has finished its close handshake, or the deadline.
void wait_closed(Metrics& metrics, std::shared_ptr<net::steady_timer> timer, Clock::time_point deadline,
                 std::function<void()> done) {
  const auto left = metrics.connections.load(std::memory_order_relaxed);
  if (left <= 0 || Clock::now() >= deadline) {
    if (left > 0) spdlog::warn("drain: {} connections still open at the deadline", left);
    return done();
  }
  timer->expires_after(std::chrono::milliseconds(20));
  timer->async_wait([&metrics, timer, deadline, done = std::move(done)](boost::system::error_code) mutable {
    wait_closed(metrics, std::move(timer), deadline, std::move(done));
  });
}

}  // namespace

void begin_drain(boost::asio::io_context& ioc, Metrics& metrics, ConnectionSet& connections,
                 std::function<void()> done) {
  metrics.draining = true;
  const auto peers = connections.open();
  spdlog::info("drain: telling {} connections, games in progress stay stored", peers.size());
  const auto notice = std::make_shared<const std::string>(
      nlohmann::json{{"type", "server.draining"}, {"retry_after_ms", drain_retry_after_ms}}.dump());
  for (const auto& p : peers) p->send(notice);

  auto timer = std::make_shared<net::steady_timer>(ioc, drain_notice_time);
  timer->async_wait([&metrics, &connections, timer, done = std::move(done)](boost::system::error_code) mutable {
    // Connections opened since the notice (none: the listener is stopped) and the notified ones.
    for (const auto& p : connections.open()) p->close_with(close_going_away, "server shutting down");
    wait_closed(metrics, std::move(timer), Clock::now() + drain_close_wait, std::move(done));
  });
}

}  // namespace mancala::server

#include "mancala/server/play/move_clock.hpp"

#include <algorithm>

namespace mancala::server {

void MoveClock::start(std::function<void()> on_timeout, std::optional<Clock::time_point> at) {
  if (!limit_) return;
  running_ = true;
  timer_.expires_at(at ? *at : Clock::now() + *limit_);
  timer_.async_wait([this, gen = ++generation_, on_timeout = std::move(on_timeout)](boost::system::error_code ec) {
    // A cancelled or replaced deadline: its callback must not run. The room that owns this clock
    // is kept alive by on_timeout's capture, so `this` is too.
    if (ec || gen != generation_) return;
    running_ = false;
    on_timeout();
  });
}

void MoveClock::stop() {
  running_ = false;
  ++generation_;
  timer_.cancel();
}

std::optional<std::int64_t> MoveClock::left_ms() const {
  if (!running_) return std::nullopt;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(timer_.expiry() - Clock::now()).count();
  return std::max<std::int64_t>(0, left);
}

}  // namespace mancala::server

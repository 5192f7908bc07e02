#include "mancala/server/play/move_clock.hpp"

#include <algorithm>

namespace mancala::server {

void MoveClock::start(std::function<void()> on_timeout, std::optional<Clock::time_point> at) {
  if (!limit_ && !at) return;
  State& s = *state_;
  s.running = true;
  s.timer.expires_at(at ? *at : Clock::now() + *limit_);
  s.timer.async_wait(
      [state = state_, gen = ++s.generation, on_timeout = std::move(on_timeout)](boost::system::error_code ec) {
        // A cancelled or replaced deadline, or a clock that is gone: the callback must not run.
        if (ec || gen != state->generation) return;
        state->running = false;
        on_timeout();
      });
}

void MoveClock::stop() {
  state_->running = false;
  ++state_->generation;
  state_->timer.cancel();
}

std::optional<std::int64_t> MoveClock::left_ms() const {
  if (!state_->running) return std::nullopt;
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(state_->timer.expiry() - Clock::now()).count();
  return std::max<std::int64_t>(0, left);
}

}  // namespace mancala::server

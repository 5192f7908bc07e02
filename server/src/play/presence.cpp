#include "mancala/server/play/presence.hpp"

#include <algorithm>

namespace mancala::server {

std::int64_t Presence::grace_left_ms() const {
  if (!state_->grace_seat) return 0;
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(state_->timer.expiry() - Clock::now()).count();
  return std::max<std::int64_t>(0, left);
}

void Presence::start_grace(Side s, bool away_since_restart, std::function<void(Side)> on_expired) {
  State& st = *state_;
  st.grace_seat = s;
  const auto until = Clock::now() + grace_;
  st.timer.expires_at(away_since_restart ? std::max(until, restored_until_) : until);
  st.timer.async_wait(
      [state = state_, gen = ++st.generation, on_expired = std::move(on_expired)](boost::system::error_code ec) {
        // The seat is read now, not when the grace began: a pie swap since then moved the player.
        if (ec || gen != state->generation || !state->grace_seat) return;
        const Side away = *state->grace_seat;
        state->grace_seat.reset();
        on_expired(away);
      });
}

void Presence::stop_grace() {
  state_->grace_seat.reset();
  ++state_->generation;
  state_->timer.cancel();
}

void Presence::swap_seats() {
  if (state_->grace_seat) state_->grace_seat = other(*state_->grace_seat);
}

}  // namespace mancala::server

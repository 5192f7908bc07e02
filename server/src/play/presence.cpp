#include "mancala/server/play/presence.hpp"

#include <algorithm>

namespace mancala::server {

std::int64_t Presence::grace_left_ms() const {
  if (!grace_seat_) return 0;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(timer_.expiry() - Clock::now()).count();
  return std::max<std::int64_t>(0, left);
}

void Presence::start_grace(Side s, std::function<void(Side)> on_expired) {
  grace_seat_ = s;
  timer_.expires_at(std::max(Clock::now() + grace_, restored_until_));
  timer_.async_wait([this, gen = ++generation_, on_expired = std::move(on_expired)](boost::system::error_code ec) {
    // The room that owns this object is kept alive by on_expired's capture, so `this` is too. The
    // seat is read now, not when the grace began: a pie swap since then moved the player.
    if (ec || gen != generation_ || !grace_seat_) return;
    const Side away = *grace_seat_;
    grace_seat_.reset();
    on_expired(away);
  });
}

void Presence::stop_grace() {
  grace_seat_.reset();
  ++generation_;
  timer_.cancel();
}

void Presence::swap_seats() {
  if (grace_seat_) grace_seat_ = other(*grace_seat_);
}

}  // namespace mancala::server

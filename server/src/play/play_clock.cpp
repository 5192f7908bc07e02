#include "mancala/server/play/play_clock.hpp"

#include <atomic>
#include <stdexcept>

namespace mancala::server {

namespace {

// The manual clock, read by any thread: whether it is on, and its steady and wall readings as
// ticks since each clock's epoch. A relaxed load of `manual` is all the real clock costs.
std::atomic<bool> manual_clock_on{false};
std::atomic<PlayClock::rep> manual_steady_ticks{0};
std::atomic<std::chrono::system_clock::rep> manual_wall_ticks{0};

}  // namespace

PlayClock::time_point PlayClock::now() noexcept {
  if (manual_clock_on.load(std::memory_order_relaxed)) return time_point(duration(manual_steady_ticks.load()));
  return time_point(std::chrono::steady_clock::now().time_since_epoch());
}

std::chrono::system_clock::time_point PlayClock::wall_now() noexcept {
  using Wall = std::chrono::system_clock;
  if (manual_clock_on.load(std::memory_order_relaxed))
    return Wall::time_point(Wall::duration(manual_wall_ticks.load()));
  return Wall::now();
}

ManualPlayTime::ManualPlayTime() {
  if (manual_clock_on.load()) throw std::logic_error("a ManualPlayTime is already alive");
  manual_steady_ticks.store(std::chrono::steady_clock::now().time_since_epoch().count());
  manual_wall_ticks.store(std::chrono::system_clock::now().time_since_epoch().count());
  manual_clock_on.store(true);
}

ManualPlayTime::~ManualPlayTime() { manual_clock_on.store(false); }

void ManualPlayTime::advance(PlayClock::duration d) {
  if (d < PlayClock::duration::zero()) throw std::invalid_argument("ManualPlayTime::advance: negative duration");
  manual_steady_ticks.fetch_add(d.count());
  manual_wall_ticks.fetch_add(std::chrono::duration_cast<std::chrono::system_clock::duration>(d).count());
}

}  // namespace mancala::server

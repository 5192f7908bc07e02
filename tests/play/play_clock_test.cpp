// PlayClock: the real steady clock unless a test holds a ManualPlayTime, which stops it and moves
// it (and its wall clock) only when told; timers on it fire when the test moves time past them.
#include <doctest/doctest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <stdexcept>

#include "play_support.hpp"

using namespace play_test;
using std::chrono::milliseconds;

TEST_CASE("play time stands still under a ManualPlayTime and moves only by advance") {
  ManualPlayTime time;
  const auto t0 = PlayClock::now();
  const auto w0 = PlayClock::wall_now();
  CHECK(PlayClock::now() == t0);
  time.advance(milliseconds(1500));
  CHECK(PlayClock::now() - t0 == milliseconds(1500));
  CHECK(PlayClock::wall_now() - w0 == milliseconds(1500));
  CHECK_THROWS_AS(time.advance(milliseconds(-1)), std::invalid_argument);
  CHECK(PlayClock::now() - t0 == milliseconds(1500));
  CHECK_THROWS_AS(ManualPlayTime(), std::logic_error);
}

TEST_CASE("without a ManualPlayTime, play time is the steady clock's") {
  {
    ManualPlayTime time;
    time.advance(std::chrono::hours(24));
  }
  const auto before = std::chrono::steady_clock::now().time_since_epoch();
  const auto now = PlayClock::now().time_since_epoch();
  const auto after = std::chrono::steady_clock::now().time_since_epoch();
  CHECK(before <= now);
  CHECK(now <= after);
}

TEST_CASE("a timer on play time fires when time is moved to its deadline, not before") {
  ManualPlayTime time;
  boost::asio::io_context ioc;
  auto guard = boost::asio::make_work_guard(ioc);
  PlayTimer timer(ioc);
  timer.expires_after(milliseconds(100));
  int fired = 0;
  timer.async_wait([&](boost::system::error_code ec) { fired += !ec; });
  advance(time, ioc, milliseconds(99));
  CHECK(fired == 0);
  advance(time, ioc, milliseconds(1));
  CHECK(fired == 1);
}

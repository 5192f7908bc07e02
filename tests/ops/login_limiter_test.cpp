// The failed-login limiter of POST /api/sessions (server/src/api/login_limiter.cpp), on a clock
// the test moves by hand.
#include "mancala/server/api/login_limiter.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <string>

using mancala::server::LoginLimiter;
using namespace std::chrono_literals;

namespace {
const LoginLimiter::Clock::time_point t0 = LoginLimiter::Clock::now();
}

TEST_CASE("five failed logins for one username in a minute refuse the sixth, from any address") {
  LoginLimiter limiter;
  for (int i = 0; i < 5; ++i) {
    CHECK(limiter.retry_after("Ann", "10.0.0." + std::to_string(i), t0 + i * 1s) == 0s);
    limiter.failed("Ann", "10.0.0." + std::to_string(i), t0 + i * 1s);
  }
  // The name in another case is the same name; a new address does not help.
  CHECK(limiter.retry_after("aNN", "10.0.0.99", t0 + 10s) == 50s);
  CHECK(limiter.retry_after("Bob", "10.0.0.99", t0 + 10s) == 0s);
  // Free again once the first failure is a minute old.
  CHECK(limiter.retry_after("ann", "10.0.0.99", t0 + 59s + 500ms) == 1s);
  CHECK(limiter.retry_after("ann", "10.0.0.99", t0 + 60s) == 0s);
}

TEST_CASE("five failed logins from one address in a minute refuse the sixth, whatever the name") {
  LoginLimiter limiter;
  for (int i = 0; i < 5; ++i) limiter.failed("user" + std::to_string(i), "192.0.2.1", t0 + i * 10s);
  CHECK(limiter.retry_after("someone_new", "192.0.2.1", t0 + 45s) == 15s);
  CHECK(limiter.retry_after("someone_new", "192.0.2.2", t0 + 45s) == 0s);
  // The window slides: at 60 s the first failure is gone, four remain, one more may be tried.
  CHECK(limiter.retry_after("someone_new", "192.0.2.1", t0 + 60s) == 0s);
  limiter.failed("someone_new", "192.0.2.1", t0 + 61s);
  CHECK(limiter.retry_after("x_y", "192.0.2.1", t0 + 62s) == 8s);  // until the failure at 10 s is old
}

TEST_CASE("four failures leave a key free, and old keys are forgotten") {
  LoginLimiter limiter(5, 60s);
  for (int i = 0; i < 4; ++i) limiter.failed("Cid", "198.51.100.7", t0);
  CHECK(limiter.retry_after("Cid", "198.51.100.7", t0 + 1s) == 0s);
  // A sweep every 1024 failures drops the keys whose failures are all past the window.
  for (int i = 0; i < 1024; ++i) limiter.failed("name" + std::to_string(i), "203.0.113.1", t0 + 2min);
  CHECK(limiter.keys() == 1024 + 1);  // the sweep's keys, and the address; Cid's two went
}

// The search's stop flag, set by another thread while a search runs (the server's hint and
// computer searches are stopped so when a room lets go of them).
#include <doctest/doctest.h>

#include <atomic>
#include <functional>
#include <semaphore>
#include <thread>

#include "mancala/engine/ai/searcher.hpp"
#include "mancala/engine/kalah.hpp"

using namespace mancala;

namespace {

// Kalah whose play() calls `hook` at the `hook_at`-th ply a search plays, on the searching
// thread: a way into a running search at a known node count (Searcher's count is not atomic).
struct HookedKalah : Kalah {
  HookedKalah() : Kalah(Variant::kalah()) {}
  void play(Position& p, Ply ply) const noexcept {
    if (++plays == hook_at) hook();
    Kalah::play(p, ply);
  }
  std::uint64_t hook_at = 0;
  std::function<void()> hook;
  mutable std::uint64_t plays = 0;
};

}  // namespace

TEST_CASE("a stop flag set from another thread during a search ends it at the search's next check") {
  // ai::choose offers no way into a running search, so this drives the Searcher behind every
  // level directly, on Kalah(6,4) from the start to every game end. It waits inside its 50,000th
  // ply while another thread sets the flag, then runs on. It reads the flag every
  // Searcher::check_interval (1024) nodes, so it must stop within 1024 nodes of it. The node limit
  // is only a backstop, far beyond that: a search that ignores the flag stops there and fails.
  HookedKalah game;
  ai::TranspositionTable tt(1 << 20);
  std::atomic<bool> stop{false};
  ai::Budget budget;
  budget.stop = &stop;
  budget.node_limit = 5'000'000;
  ai::Searcher<HookedKalah> s(game, tt, budget);
  std::binary_semaphore running{0}, flag_set{0};
  bool hooked = false;
  std::uint64_t nodes_at_flag = 0;
  game.hook_at = 50'000;
  game.hook = [&] {
    hooked = true;
    nodes_at_flag = s.nodes();
    running.release();
    flag_set.acquire();
  };
  std::thread outside([&] {
    running.acquire();
    stop = true;
    flag_set.release();
  });
  s.mtdf(game.start(), 0, ai::unlimited_depth);
  if (!hooked) running.release();  // the search ended before the hook: let the other thread end
  outside.join();
  REQUIRE(hooked);  // the flag was set mid-search
  CHECK(s.aborted());
  CHECK(s.nodes() - nodes_at_flag <= 1024);
}

// A tournament's hold on an agent (KgpPool::hold, KgpSession's rejoin): an agent whose player a
// bots tournament holds is not paired in freeplay, `held_agent` finds it for the tournament, and
// once the hold ends (asked again every kgp_hold_check) it waits in the pool again.
#include <doctest/doctest.h>

#include <atomic>
#include <set>

#include "kgp_support.hpp"

using namespace kgp_test;

namespace {

/// A director's answer that the test sets: the players held now.
struct Holds {
  std::set<std::string> players;
  std::atomic<int> asked{0};
};

void hold_with(KgpPlay& p, Holds& holds) {
  p.pool.ask_holds_with([&holds](std::string player, std::function<void(bool)> done) {
    ++holds.asked;
    done(holds.players.count(player) > 0);
  });
}

}  // namespace

TEST_CASE("a held agent is not paired in freeplay and is the tournament's until the hold ends") {
  KgpPlay p;
  Holds holds;
  hold_with(p, holds);
  p.store.create_bot_player("held-bot", "Held", token_hash("token-held"));
  holds.players.insert("held-bot");
  auto held = p.freeplay("token-held", "Held");
  REQUIRE(p.run_until([&] { return p.pool.held_agent("held-bot") != nullptr; }));
  CHECK(p.pool.held_agent("held-bot").get() == held.get());
  CHECK(p.pool.held_agent("someone-else") == nullptr);

  // Another agent waits: it is not paired with the held one.
  auto free = p.freeplay("token-free", "Free");
  p.drain();
  CHECK(p.rooms.size() == 0);

  // The hold is asked again every kgp_hold_check: once it ends, freeplay pairs the two.
  holds.players.clear();
  const int asked = holds.asked;
  p.advance(std::chrono::duration_cast<std::chrono::milliseconds>(kgp_hold_check).count() - 1);
  CHECK(holds.asked == asked);
  CHECK(p.rooms.size() == 0);
  p.advance(1);
  REQUIRE(p.run_until([&] { return p.rooms.size() == 1; }));
  CHECK(holds.asked > asked);  // each waiting agent asked again
  CHECK(p.pool.held_agent("held-bot") == nullptr);
  const auto r = p.record(p.only_game());
  const std::set<std::string> seated{r.start.south.player_id, r.start.north.player_id};
  CHECK(seated.count("held-bot") == 1);
}

TEST_CASE("a held agent whose connection closes is no longer found") {
  KgpPlay p;
  Holds holds;
  hold_with(p, holds);
  p.store.create_bot_player("held-bot", "Held", token_hash("token-held"));
  holds.players.insert("held-bot");
  auto held = p.freeplay("token-held", "Held");
  REQUIRE(p.run_until([&] { return p.pool.held_agent("held-bot") != nullptr; }));
  held->drop();
  p.poll();
  CHECK(p.pool.held_agent("held-bot") == nullptr);
}

// LocalQueue: pairing within a pool (variant and clock), the computer fallback, leave, and the race
// of a join with the timer, on play time that the test steps (no test here reads the real clock).
#include "mancala/server/queue/local_queue.hpp"

#include <doctest/doctest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <cmath>

#include "mancala/server/rating/rating_rules.hpp"
#include "play_support.hpp"

using namespace mancala;
using namespace mancala::server;
using std::chrono::milliseconds;

namespace {

struct Queue {
  explicit Queue(std::int64_t bot_after_ms)
      : guard(boost::asio::make_work_guard(ioc)), queue(ioc, bot_after_ms, metrics) {
    queue.subscribe(ioc.get_executor(), [this](QueueEvent e) { events.push_back(std::move(e)); });
  }
  /// Runs every handler that is ready; play time does not move.
  void run() { ioc.poll(); }
  void advance(int ms) { play_test::advance(time, ioc, milliseconds(ms)); }
  /// How many events name `player`.
  int events_of(const std::string& player) const {
    int n = 0;
    for (const auto& e : events) {
      if (auto* p = std::get_if<Pairing>(&e))
        n += (p->first.player == player) + (p->second.player == player);
      else
        n += std::get<ComputerFallback>(e).entry.player == player;
    }
    return n;
  }
  int fallbacks() const {
    return static_cast<int>(std::count_if(
        events.begin(), events.end(), [](const QueueEvent& e) { return std::holds_alternative<ComputerFallback>(e); }));
  }
  ManualPlayTime time;  // first: it outlives the queue's timers
  boost::asio::io_context ioc;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> guard;
  Metrics metrics;
  LocalQueue queue;
  std::vector<QueueEvent> events;
};

Variant small() {
  Variant v;
  v.pits = 4;
  return v;
}

}  // namespace

TEST_CASE("two players of one variant are paired at once, the one who waited first") {
  Queue q(10000);
  q.queue.join({"ann", Variant::kalah()});
  q.queue.join({"bob", Variant::kalah()});
  q.run();
  REQUIRE(q.events.size() == 1);
  const auto& p = std::get<Pairing>(q.events[0]);
  CHECK(p.first.player == "ann");
  CHECK(p.second.player == "bob");
  CHECK(q.metrics.queue.load() == 0);
}

TEST_CASE("players of different variants are not paired") {
  Queue q(10000);
  q.queue.join({"ann", Variant::kalah()});
  q.queue.join({"bob", small()});
  q.advance(9999);
  CHECK(q.events.empty());
  CHECK(q.metrics.queue.load() == 2);
}

TEST_CASE("a lone player gets the computer after bot_after_ms, and joining twice changes nothing") {
  Queue q(30);
  q.queue.join({"ann", Variant::kalah()});
  q.queue.join({"ann", Variant::kalah()});
  q.advance(29);
  CHECK(q.events.empty());
  q.advance(1);
  REQUIRE(q.events.size() == 1);
  CHECK(std::get<ComputerFallback>(q.events[0]).entry.player == "ann");
  q.advance(1000);
  CHECK(q.events.size() == 1);
}

TEST_CASE("a player who left is neither paired nor given the computer") {
  Queue q(30);
  q.queue.join({"ann", Variant::kalah()});
  q.queue.leave("ann");
  q.advance(10);
  q.queue.join({"bob", Variant::kalah()});
  q.advance(29);
  CHECK(q.events.empty());
  q.advance(1);  // bob's 30 ms; ann's would have passed already
  REQUIRE(q.events.size() == 1);
  CHECK(std::get<ComputerFallback>(q.events[0]).entry.player == "bob");
  q.advance(1000);
  CHECK(q.events.size() == 1);
}

// The race of a human's join with the computer's timer, in both orders on the queue's strand.
TEST_CASE("a human arriving as the computer's timer fires gets exactly one answer") {
  SUBCASE("the join reaches the strand first: the two are paired and the timer does nothing") {
    Queue q(1);
    q.queue.join({"ann", Variant::kalah()});
    q.run();                          // ann's entry and timer exist
    q.time.advance(milliseconds(1));  // her timer is due; nothing has run it
    q.queue.join({"bob", Variant::kalah()});
    q.advance(0);
    REQUIRE(q.events.size() == 1);
    CHECK(std::holds_alternative<Pairing>(q.events[0]));
    q.advance(1000);
    CHECK(q.events_of("ann") == 1);
    CHECK(q.events_of("bob") == 1);
  }
  SUBCASE("the timer's handler is queued first: ann gets the computer, bob waits on alone") {
    Queue q(1);
    q.queue.join({"ann", Variant::kalah()});
    q.run();
    // A timer of the test's, due 1 ms after ann's, completes in the same pass of the timer queue
    // and after hers: its handler sends bob's join behind her timer's handler on the strand.
    PlayTimer after_ann(q.ioc);
    after_ann.expires_at(PlayClock::now() + milliseconds(2));
    after_ann.async_wait([&](boost::system::error_code) { q.queue.join({"bob", Variant::kalah()}); });
    q.advance(2);
    REQUIRE(q.events.size() == 1);
    CHECK(std::get<ComputerFallback>(q.events[0]).entry.player == "ann");
    q.advance(1);  // bob's own timer
    CHECK(q.fallbacks() == 2);
    CHECK(q.events_of("ann") == 1);
    CHECK(q.events_of("bob") == 1);
  }
}

namespace {
QueueEntry pooled(std::string player, std::optional<protocol::TimeControl> clock) {
  QueueEntry e{std::move(player), Variant::kalah()};
  e.clock = clock;
  return e;
}
const protocol::TimeControl one_plus_one{60, 1, 0}, three_plus_two{180, 2, 0};
}  // namespace

TEST_CASE("players of one variant with different clocks are not paired, and an untimed one meets neither") {
  Queue q(10000);
  q.queue.join(pooled("ann", one_plus_one));
  q.queue.join(pooled("bob", three_plus_two));
  q.queue.join(pooled("cid", std::nullopt));
  q.queue.join(pooled("dan", protocol::TimeControl{0, 0, 1}));
  q.advance(9999);
  CHECK(q.events.empty());
  CHECK(q.metrics.queue.load() == 4);
  // One series a pool, labelled by variant and clock.
  CHECK(q.metrics.queue_length.snapshot().size() == 4);
}

TEST_CASE("players of one variant and one clock are paired, and the pairing carries the clock") {
  Queue q(10000);
  q.queue.join(pooled("ann", one_plus_one));
  q.queue.join(pooled("bob", three_plus_two));
  q.queue.join(pooled("cid", one_plus_one));
  q.run();
  REQUIRE(q.events.size() == 1);
  const auto& p = std::get<Pairing>(q.events[0]);
  CHECK(p.first.player == "ann");
  CHECK(p.second.player == "cid");
  CHECK(p.first.clock == one_plus_one);
  CHECK(p.second.clock == one_plus_one);
  CHECK(q.metrics.queue.load() == 1);  // bob waits on in his own pool
}

TEST_CASE("the computer after bot_after_ms keeps the pool's clock") {
  Queue q(30);
  q.queue.join(pooled("ann", three_plus_two));
  q.advance(29);
  CHECK(q.events.empty());
  q.advance(1);
  REQUIRE(q.events.size() == 1);
  const auto& f = std::get<ComputerFallback>(q.events[0]);
  CHECK(f.entry.player == "ann");
  CHECK(f.entry.clock == three_plus_two);
}

TEST_CASE("joining again with the same clock keeps the place, and with another clock moves the entry") {
  Queue q(10000);
  q.queue.join(pooled("ann", one_plus_one));
  q.queue.join(pooled("bob", three_plus_two));
  q.advance(10);
  q.queue.join(pooled("ann", one_plus_one));  // a no-op: still in the 1+1 pool
  q.run();
  CHECK(q.events.empty());
  q.queue.join(pooled("ann", three_plus_two));  // moves to bob's pool
  q.run();
  REQUIRE(q.events.size() == 1);
  const auto& p = std::get<Pairing>(q.events[0]);
  CHECK(p.first.player == "bob");
  CHECK(p.second.player == "ann");
  CHECK(p.second.clock == three_plus_two);
  q.queue.join(pooled("cid", one_plus_one));
  q.advance(9999);
  CHECK(q.events.size() == 1);  // nobody left in the 1+1 pool for cid
}

namespace {
QueueEntry rated(std::string player, double rating) {
  QueueEntry e{std::move(player), Variant::kalah()};
  e.rating.rating = rating;
  return e;
}
}  // namespace

TEST_CASE("three waiting players: the two nearest in rating are paired, the third waits") {
  Queue q(10000);
  q.queue.join(rated("ann", 1500));
  q.queue.join(rated("bob", 1900));
  q.advance(20);
  CHECK(q.events.empty());  // 400 apart: more than the window at once
  q.queue.join(rated("cid", 1520));
  q.run();
  REQUIRE(q.events.size() == 1);
  const auto& p = std::get<Pairing>(q.events[0]);
  CHECK(p.first.player == "ann");  // waited longer
  CHECK(p.second.player == "cid");
  CHECK(q.events_of("bob") == 0);
  CHECK(q.metrics.queue.load() == 1);
}

TEST_CASE("players far apart in rating are paired by a wave once the window opens, before the computer") {
  Queue q(400);  // the window is unlimited from 200 ms; waves every 50 ms
  q.queue.join(rated("ann", 1000));
  q.queue.join(rated("bob", 2400));
  for (int waited = 50; waited < 200; waited += 50) {
    q.advance(50);
    CHECK(q.events.empty());  // a wave at `waited` ms: still apart
  }
  q.advance(50);  // the wave at 200 ms
  REQUIRE(q.events.size() == 1);
  CHECK(std::holds_alternative<Pairing>(q.events[0]));
  q.advance(1000);
  CHECK(q.events.size() == 1);  // no computer fallback after it
}

TEST_CASE("the rating window widens with the wait and has no limit from half of bot_after") {
  CHECK(rating_window(milliseconds(0), milliseconds(10000)) == narrow_rating_window);
  CHECK(rating_window(milliseconds(1250), milliseconds(10000)) ==
        doctest::Approx((narrow_rating_window + wide_rating_window) / 2));
  CHECK(rating_window(milliseconds(2500), milliseconds(10000)) == wide_rating_window);
  CHECK(rating_window(milliseconds(4999), milliseconds(10000)) == wide_rating_window);
  CHECK(std::isinf(rating_window(milliseconds(5000), milliseconds(10000))));
  CHECK(std::isinf(rating_window(milliseconds(0), milliseconds(0))));
}

TEST_CASE("rate_pair rates both seats from the ratings before the game") {
  const std::array<StoredRating, 2> before{StoredRating{1500, 350, 0.06, 0}, StoredRating{1500, 350, 0.06, 3}};
  const auto win = rate_pair(before, 1.0);
  CHECK(win[0].rating == doctest::Approx(1662.3108939));
  CHECK(win[1].rating == doctest::Approx(1337.6891061));
  CHECK(win[0].rd == doctest::Approx(290.3189637));
  CHECK(win[0].games == 1);
  CHECK(win[1].games == 4);
  const auto draw = rate_pair(before, 0.5);
  CHECK(draw[0].rating == doctest::Approx(1500));
  CHECK(draw[1].rating == doctest::Approx(1500));
  CHECK_THROWS_AS(rate_pair(before, 2.0), std::invalid_argument);
}

TEST_CASE("two players of whom one blocked the other are never paired: each meets the nearest other") {
  Queue q(10000);
  QueueEntry ann = rated("ann", 1500), bob = rated("bob", 1510);
  ann.avoid = {"bob"};  // Ann blocked Bob (or Bob Ann: the lobby lists it on both entries it reads)
  q.queue.join(ann);
  q.queue.join(bob);
  q.advance(9000);  // long past the widest window: only the block keeps them apart
  CHECK(q.events.empty());
  q.queue.join(rated("cid", 1400));  // farther from Ann than Bob, yet the one she may meet
  q.run();
  REQUIRE(q.events.size() == 1);
  const auto& p = std::get<Pairing>(q.events[0]);
  CHECK((p.first.player == "ann" || p.second.player == "ann"));
  CHECK((p.first.player == "cid" || p.second.player == "cid"));
  CHECK_FALSE(kept_apart(p.first, p.second));
  QueueEntry dan = rated("dan", 1505);
  dan.avoid = {"zed"};
  CHECK(kept_apart(bob, ann));  // either entry naming the other is enough
  CHECK_FALSE(kept_apart(bob, dan));
}

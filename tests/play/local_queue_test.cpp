// LocalQueue: pairing, the computer fallback, leave, and the race of a join with the timer.
#include "mancala/server/play/local_queue.hpp"

#include <doctest/doctest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <cmath>
#include <thread>

#include "mancala/server/play/rating_rules.hpp"

using namespace mancala;
using namespace mancala::server;

namespace {

struct Queue {
  explicit Queue(std::int64_t bot_after_ms)
      : guard(boost::asio::make_work_guard(ioc)), queue(ioc, bot_after_ms, metrics) {
    queue.subscribe(ioc.get_executor(), [this](QueueEvent e) { events.push_back(std::move(e)); });
  }
  void run_for(int ms) { ioc.run_for(std::chrono::milliseconds(ms)); }
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
  q.run_for(20);
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
  q.run_for(20);
  CHECK(q.events.empty());
  CHECK(q.metrics.queue.load() == 2);
}

TEST_CASE("a lone player gets the computer after bot_after_ms, and joining twice changes nothing") {
  Queue q(30);
  q.queue.join({"ann", Variant::kalah()});
  q.queue.join({"ann", Variant::kalah()});
  q.run_for(10);
  CHECK(q.events.empty());
  q.run_for(80);
  REQUIRE(q.events.size() == 1);
  CHECK(std::get<ComputerFallback>(q.events[0]).entry.player == "ann");
}

TEST_CASE("a player who left is neither paired nor given the computer") {
  Queue q(30);
  q.queue.join({"ann", Variant::kalah()});
  q.queue.leave("ann");
  q.queue.join({"bob", Variant::kalah()});
  q.run_for(10);
  CHECK(q.events.empty());
  q.run_for(80);
  REQUIRE(q.events.size() == 1);
  CHECK(std::get<ComputerFallback>(q.events[0]).entry.player == "bob");
}

TEST_CASE("a human arriving as the computer's timer fires gets exactly one answer") {
  for (int round = 0; round < 20; ++round) {
    Queue q(1);
    q.queue.join({"ann", Variant::kalah()});
    q.run_for(0);                                               // ann's entry and timer exist
    std::this_thread::sleep_for(std::chrono::milliseconds(3));  // the timer is due, its handler not run yet
    q.queue.join({"bob", Variant::kalah()});
    q.run_for(30);
    CHECK(q.events_of("ann") == 1);
    CHECK(q.events_of("bob") == 1);
  }
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
  q.run_for(20);
  CHECK(q.events.empty());  // 400 apart: more than the window at once
  q.queue.join(rated("cid", 1520));
  q.run_for(20);
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
  q.run_for(150);
  CHECK(q.events.empty());
  q.run_for(200);
  REQUIRE(q.events.size() == 1);
  CHECK(std::holds_alternative<Pairing>(q.events[0]));
  q.run_for(300);
  CHECK(q.events.size() == 1);  // no computer fallback after it
}

TEST_CASE("the rating window widens with the wait and has no limit from half of bot_after") {
  using std::chrono::milliseconds;
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

// LocalQueue: pairing, the computer fallback, leave, and the race of a join with the timer.
#include "mancala/server/play/local_queue.hpp"

#include <doctest/doctest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <thread>

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

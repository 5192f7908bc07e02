// What the play layer's unit tests share: a fake connection, and rooms wired to an in-memory store
// on one io_context that the test runs by hand, with play time that only the test moves.
#pragma once

#include <atomic>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "mancala/server/config/config.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/play/hard_table.hpp"
#include "mancala/server/play/peer.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/play/play_context.hpp"
#include "mancala/server/play/reply.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/queue/local_queue.hpp"
#include "mancala/server/store/memory_store.hpp"

namespace play_test {

using nlohmann::json;
using namespace mancala;
using namespace mancala::server;

/// Runs what is ready now (what was posted happens before time moves), moves play time forward by
/// `d`, then runs every handler that is ready: each deadline reached fires, and what it posts runs.
/// Deadlines not reached stay pending, however long the machine takes: nothing here reads the
/// real clock but a watchdog against a hang.
inline void advance(ManualPlayTime& time, boost::asio::io_context& ioc, std::chrono::milliseconds d) {
  ioc.poll();
  time.advance(d);
  // A marker due at the epoch: the earliest deadline, it makes Asio look at its timers at once,
  // and Asio collects every reached deadline in one pass, so once the marker fired, so did they.
  PlayTimer marker(ioc);
  marker.expires_at(PlayClock::time_point{});
  bool fired = false;
  marker.async_wait([&](boost::system::error_code) { fired = true; });
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!fired && std::chrono::steady_clock::now() < give_up) ioc.run_one_for(std::chrono::milliseconds(5));
  REQUIRE(fired);
  ioc.poll();
}

/// Makes Asio look at the timers of `ioc` on its next pass, whatever its timerfd was armed for:
/// after play time moved, the deadlines it reached complete then. Keep the returned timer alive
/// until that pass.
inline std::unique_ptr<PlayTimer> look_at_timers(boost::asio::io_context& ioc) {
  auto nudge = std::make_unique<PlayTimer>(ioc);
  nudge->expires_at(PlayClock::time_point{});
  nudge->async_wait([](boost::system::error_code) {});
  return nudge;
}

/// The order in which frames reach FakePeers, across all of them.
inline std::atomic<std::uint64_t> frames_sent{0};

/// A connection that keeps every frame it is sent (as JSON) and never closes by itself.
class FakePeer final : public Peer {
 public:
  void send(std::shared_ptr<const std::string> frame) override {
    std::lock_guard lock(mutex_);
    frames_.push_back(json::parse(*frame));
    order_.push_back(++frames_sent);
  }
  using Peer::send;
  void close_with(std::uint16_t code, std::string) override {
    std::lock_guard lock(mutex_);
    closed_with_ = code;
  }
  bool is_open() const override { return true; }
  boost::asio::io_context* home() const override { return home_context; }
  std::int64_t lag_ms() const override { return lag; }
  void greeted(std::string player_id) override {
    std::lock_guard lock(mutex_);
    greeted_as_ = std::move(player_id);
  }
  void identify(PeerIdentity who) override {
    std::lock_guard lock(mutex_);
    identity_ = std::move(who);
  }
  PeerIdentity identity() const override {
    std::lock_guard lock(mutex_);
    return identity_;
  }

  /// Every frame so far of `type` ("moved", "game", "error", ...).
  std::vector<json> of(const std::string& type) const {
    std::lock_guard lock(mutex_);
    std::vector<json> out;
    for (const auto& f : frames_)
      if (f["type"] == type) out.push_back(f);
    return out;
  }
  /// When each frame of `type` arrived, in the order of frames_sent (across every FakePeer).
  std::vector<std::uint64_t> arrivals(const std::string& type) const {
    std::lock_guard lock(mutex_);
    std::vector<std::uint64_t> out;
    for (std::size_t i = 0; i < frames_.size(); ++i)
      if (frames_[i]["type"] == type) out.push_back(order_[i]);
    return out;
  }
  std::vector<std::string> types() const {
    std::lock_guard lock(mutex_);
    std::vector<std::string> out;
    for (const auto& f : frames_) out.push_back(f["type"]);
    return out;
  }
  std::string greeted_as() const {
    std::lock_guard lock(mutex_);
    return greeted_as_;
  }
  /// The close code the server closed it with, 0 while open.
  int closed_code() const {
    std::lock_guard lock(mutex_);
    return closed_with_;
  }

  boost::asio::io_context* home_context = nullptr;  // the network thread's context it says it runs on
  std::atomic<std::int64_t> lag{0};                 // the round trip it reports (Peer::lag_ms)

 private:
  mutable std::mutex mutex_;
  std::vector<json> frames_;
  std::vector<std::uint64_t> order_;  // frames_sent at each frame's arrival
  int closed_with_ = 0;
  std::string greeted_as_;
  PeerIdentity identity_;
};

/// Settings for fast tests: a short grace, no computer pause, a short search.
inline Config test_config() {
  Config c;
  c.disconnect_grace_ms = 60;
  c.restart_grace_ms = 0;
  c.bot_pause_ms = 0;
  c.bot_think_ms = 5;
  c.bot_after_ms = 40;
  c.hard_endgame_seeds = 0;
  c.room_linger_ms = 600000;
  return c;
}

/// The play layer on one io_context, run by the test with run_until(), poll() and advance().
/// Play time stands still unless the test advances it.
struct Play {
  explicit Play(Config c = test_config())
      : config(std::move(c)),
        guard(boost::asio::make_work_guard(ioc)),
        hard_table(0),
        ctx{ioc, ioc.get_executor(), config, metrics, store, {computer, hints, reads}, hard_table},
        rooms(ctx) {}
  ~Play() {
    guard.reset();
    ioc.stop();
    computer.join();
    hints.join();
    reads.join();
  }

  /// Runs handlers until `done()` holds, or (a watchdog against a hang, not a bound a test asserts)
  /// `seconds` of real time pass; returns done(). Play time does not move.
  bool run_until(const std::function<bool()>& done, double seconds = 5) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!done() && std::chrono::steady_clock::now() < until) ioc.run_one_for(std::chrono::milliseconds(5));
    return done();
  }
  /// Runs every handler that is ready now (the in-memory store commits inline: a ply's `moved`
  /// follows at once); play time does not move. Work of the pools arrives by run_until.
  void poll() { ioc.poll(); }
  /// Runs until the pools have done all their work and the handlers it posts back have run,
  /// through `rounds` hand-offs (pool, then io_context, then pool...). Each pool has one thread,
  /// so a marker posted to it runs after everything posted before. Play time does not move.
  void drain(int rounds = 4) {
    for (int i = 0; i < rounds; ++i) {
      auto done = std::make_shared<int>(0);  // counted on the io_context's thread only
      for (auto* pool : {&computer, &hints, &reads})
        boost::asio::post(*pool, [done, this] { boost::asio::post(ioc, [done] { ++*done; }); });
      run_until([&] { return *done == 3; }, 30);
      poll();
    }
  }
  /// Moves play time forward by `ms` and runs what that makes ready (play_test::advance).
  void advance(int ms) { play_test::advance(time, ioc, std::chrono::milliseconds(ms)); }

  Reply reply(const std::shared_ptr<FakePeer>& peer, std::string id = "r") {
    return Reply{peer, std::move(id), &metrics};
  }

  ManualPlayTime time;  // first: it outlives every timer
  Config config;
  Metrics metrics;
  MemoryStore store;
  boost::asio::io_context ioc;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> guard;
  boost::asio::thread_pool computer{1}, hints{1}, reads{1};
  HardTable hard_table;
  PlayContext ctx;
  RoomRegistry rooms;
};

/// The play layer with a lobby on the in-process queue.
struct LobbyPlay : Play {
  explicit LobbyPlay(Config c = test_config()) : Play(std::move(c)) {}
  // The pools' work posts to the lobby's strand (a rating read, say): it ends before the lobby goes.
  ~LobbyPlay() {
    computer.join();
    hints.join();
    reads.join();
  }
  LocalQueue queue{ioc, config.bot_after_ms, metrics};
  Lobby lobby{ctx, rooms, queue};

  /// Says hello on `peer` (with `token`, if any) and returns the player id it is greeted as.
  std::string hello(const std::shared_ptr<FakePeer>& peer, std::optional<std::string> token = std::nullopt) {
    protocol::Hello h;
    h.token = std::move(token);
    lobby.hello(reply(peer), h);
    REQUIRE(run_until([&] { return !peer->greeted_as().empty(); }));
    return peer->greeted_as();
  }
};

/// A game between two people, "ann" South and "bob" North, each on a connection of their own.
inline GameSetup two_people(const std::shared_ptr<FakePeer>& ann, const std::shared_ptr<FakePeer>& bob,
                            Variant v = Variant::kalah()) {
  GameSetup s;
  s.variant = v;
  s.kind = RoomKind::human;
  s.seats[0] = {"ann", "Ann", std::nullopt, ann, std::nullopt, false};
  s.seats[1] = {"bob", "Bob", std::nullopt, bob, std::nullopt, false};
  return s;
}

inline protocol::Move move_of(const std::string& game, int ply, int pit) {
  protocol::Move m;
  m.game = game;
  m.ply = ply;
  m.pit = pit;
  return m;
}

}  // namespace play_test

// Spectator benchmark of docs/PERFORMANCE.md §Spectators: do a game's watchers slow its players?
// One player plays `local.play` games (one connection moves both sides) at a fixed pace and times
// each `move` → `moved` round trip; W spectator connections `watch` each of its games and read
// everything the server sends them. Each game starts with all W watching: the player makes its
// first move once every spectator has its `game` snapshot, so every spectator must see every
// `moved` the player sees. Prints one JSON line: the player's p50/p99/max round trip, the plies
// and games, and the spectators' count check; exits 1 (after printing) if a spectator missed a
// `moved` or a `game.over`, or saw one out of order.
// clang-format off
#include <utility>  // before asio.hpp: Boost 1.74's awaitable.hpp uses std::exchange without it
// clang-format on
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <deque>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>
#include <thread>
#include <vector>

#include "cpu_probe.hpp"

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;
using nlohmann::json;

namespace {

struct Shared {
  tcp::endpoint endpoint;
  int watchers = 0;
  int interval_ms = 20;
  std::string spectator_path = "/ws?watch";  // where the spectators open their connections
  Clock::time_point t0 = Clock::now();
  std::atomic<bool> recording{false};
  std::atomic<bool> stopping{false};
  std::atomic<int> welcomed{0};
  std::atomic<int> failed{0};
  std::atomic<int> errors{0};
  std::atomic<int> watching{0};      // spectators holding the current game's snapshot
  std::atomic<int> out_of_order{0};  // a spectator's `moved` that was not the ply after its last one
  std::atomic<std::uint64_t> spectator_overs{0};
  std::atomic<std::uint64_t> watchers_messages{0};  // `watchers` counts, at the spectators
};

// The text after `"key":` (the server writes compact JSON; the first occurrence is the one wanted:
// `ply` only appears in `state`).
std::string_view raw_field(std::string_view text, std::string_view key) {
  const std::string pattern = "\"" + std::string(key) + "\":";
  const auto at = text.find(pattern);
  return at == std::string_view::npos ? std::string_view{} : text.substr(at + pattern.size());
}
std::string_view string_field(std::string_view text, std::string_view key) {
  std::string_view v = raw_field(text, key);
  if (v.empty() || v[0] != '"') return {};
  v.remove_prefix(1);
  return v.substr(0, v.find('"'));
}
int int_field(std::string_view text, std::string_view key) {
  const std::string_view v = raw_field(text, key);
  int n = 0;
  for (std::size_t i = 0; i < v.size() && v[i] >= '0' && v[i] <= '9'; ++i) n = n * 10 + (v[i] - '0');
  return n;
}

/// One WebSocket connection with a write queue (Beast allows one write in flight) and a read loop;
/// the player and the spectators differ only in what they do with a message.
class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(net::io_context& ioc, Shared& shared) : ws_(net::make_strand(ioc)), shared_(shared) {}
  virtual ~Connection() = default;

  void start() {
    beast::get_lowest_layer(ws_).async_connect(
        shared_.endpoint, [self = shared_from_this()](beast::error_code ec) { self->on_connect(ec); });
  }
  net::any_io_executor executor() { return ws_.get_executor(); }

 protected:
  virtual void on_message(std::string_view type, const std::string& text) = 0;
  virtual std::string path() const { return "/ws"; }

  void send(std::string text) {
    queue_.push_back(std::move(text));
    if (queue_.size() == 1) write_front();
  }
  void fail(const char* what, beast::error_code ec) {
    if (shared_.stopping) return;
    if (shared_.failed++ < 5) std::cerr << "watch_bench: " << what << ": " << ec.message() << "\n";
  }

  websocket::stream<beast::tcp_stream> ws_;
  Shared& shared_;
  std::string target_;

 private:
  void on_connect(beast::error_code ec) {
    if (ec) return fail("connect", ec);
    beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true));
    target_ = path();
    ws_.async_handshake("127.0.0.1", target_, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return self->fail("handshake", ec);
      self->do_read();
      self->send(R"({"type":"hello","protocol":1})");
    });
  }
  void write_front() {
    ws_.text(true);
    ws_.async_write(net::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail("write", ec);
      self->queue_.pop_front();
      if (!self->queue_.empty()) self->write_front();
    });
  }
  void do_read() {
    ws_.async_read(in_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail("read", ec);
      const std::string text = beast::buffers_to_string(self->in_.data());
      self->in_.consume(self->in_.size());
      self->do_read();
      const std::string_view type = string_field(text, "type");
      if (type == "welcome") self->shared_.welcomed++;
      if (type == "error" && self->shared_.errors++ < 5) std::cerr << "watch_bench: server error " << text << "\n";
      self->on_message(type, text);
    });
  }

  beast::flat_buffer in_;
  std::deque<std::string> queue_;
};

/// Watches the games it is told of, one at a time, and counts each game's `moved`.
class Spectator : public Connection {
 public:
  using Connection::Connection;
  std::string path() const override { return shared_.spectator_path; }

  /// Game `index` of the player (id `game`) has started: leave the last one, watch this one. The
  /// last one's final `moved` and `game.over` may still be on their way: they count for it.
  void watch(std::size_t index, std::string game) {
    if (!current_.game.empty()) send(R"({"type":"unwatch","game":")" + current_.game + "\"}");
    previous_ = std::move(current_);
    current_ = {std::move(game), index, -1};
    if (seen_.size() <= index) seen_.resize(index + 1, 0);
    send(R"({"type":"watch","game":")" + current_.game + "\"}");
  }
  /// `moved` received for each of the player's games (read once the I/O threads have stopped).
  const std::vector<int>& seen() const { return seen_; }
  std::function<void()> on_watching;  // called on the snapshot that completes the audience

 private:
  struct Watched {
    std::string game;
    std::size_t index = 0;
    int ply = -1;  // of the last state received
  };

  void on_message(std::string_view type, const std::string& text) override {
    const std::string_view game = string_field(text, "game");
    Watched* w = game == current_.game ? &current_ : game == previous_.game ? &previous_ : nullptr;
    if (!w || game.empty()) return;
    if (type == "game" && w == &current_) {
      w->ply = int_field(text, "ply");
      if (++shared_.watching == shared_.watchers) on_watching();
    } else if (type == "moved") {
      ++seen_[w->index];
      const int ply = int_field(text, "ply");
      if (ply != w->ply + 1) shared_.out_of_order++;
      w->ply = ply;
    } else if (type == "game.over") {
      shared_.spectator_overs++;
    } else if (type == "watchers") {
      shared_.watchers_messages++;
    }
  }

  Watched current_, previous_;
  std::vector<int> seen_;
};

/// Plays local games back to back on a fixed grid of `interval_ms`, timing move → moved.
class Player : public Connection {
 public:
  Player(net::io_context& ioc, Shared& shared, std::vector<std::shared_ptr<Spectator>>& spectators)
      : Connection(ioc, shared), timer_(ws_.get_executor()), spectators_(spectators) {}

  /// The game's audience is complete: make the first move.
  void begin() {
    net::post(executor(), [self = std::static_pointer_cast<Player>(shared_from_this())] { self->move(self->first_); });
  }
  struct RoundTrip {
    std::uint32_t us;     // move sent → its `moved` received
    int ply;              // its place in the game (0 = the first move)
    std::uint32_t at_ms;  // when it was sent, since the game's first move
  };
  const std::vector<RoundTrip>& round_trips() const { return rtt_; }
  const std::vector<int>& moved() const { return moved_; }
  int overs() const { return overs_; }

 private:
  void on_message(std::string_view type, const std::string& text) override {
    if (type == "welcome") {
      send(R"({"type":"local.play"})");
    } else if (type == "game") {
      game_ = std::string(string_field(text, "game"));
      moved_.push_back(0);
      if (shared_.watchers == 0) return move(text);
      first_ = text;
      shared_.watching = 0;
      for (auto& s : spectators_)
        net::post(s->executor(), [s, index = moved_.size() - 1, game = game_] { s->watch(index, game); });
    } else if (type == "moved") {
      ++moved_.back();
      using std::chrono::duration_cast, std::chrono::microseconds, std::chrono::milliseconds;
      if (shared_.recording)
        rtt_.push_back({static_cast<std::uint32_t>(duration_cast<microseconds>(Clock::now() - sent_).count()),
                        moved_.back() - 1,
                        static_cast<std::uint32_t>(duration_cast<milliseconds>(sent_ - began_).count())});
      move(text);
    } else if (type == "game.over") {
      ++overs_;
      if (!shared_.stopping) send(R"({"type":"local.play"})");
    }
  }
  // A pseudo-random non-empty pit of the side to move (xorshift, the same every run), at the next
  // slot of the grid t0 + k·interval: a move delayed once does not shift the ones after it.
  void move(std::string_view text) {
    if (raw_field(text, "over").starts_with("true") || shared_.stopping) return;
    std::string_view pits = raw_field(text, "pits");  // [[a,b,...],[...]]
    pits.remove_prefix(2);
    if (string_field(text, "to_move") == "north") pits.remove_prefix(pits.find("],[") + 3);
    int nonempty[32];
    int count = 0;
    for (int pit = 0; !pits.empty() && pits[0] != ']' && pit < 32; ++pit) {
      if (pits[0] != '0') nonempty[count++] = pit;
      pits.remove_prefix(std::min(pits.size(), pits.find_first_of(",]")));
      if (!pits.empty() && pits[0] == ',') pits.remove_prefix(1);
    }
    rng_ ^= rng_ << 13, rng_ ^= rng_ >> 7, rng_ ^= rng_ << 17;
    const int pit = count > 0 ? nonempty[rng_ % count] : 0;
    std::string msg = R"({"type":"move","game":")" + game_ + R"(","ply":)" + std::to_string(int_field(text, "ply")) +
                      R"(,"pit":)" + std::to_string(pit) + "}";
    const auto interval = std::chrono::milliseconds(shared_.interval_ms);
    timer_.expires_at(shared_.t0 + ((Clock::now() - shared_.t0) / interval + 1) * interval);
    timer_.async_wait([self = std::static_pointer_cast<Player>(shared_from_this()),
                       msg = std::move(msg)](beast::error_code ec) mutable {
      if (ec || self->shared_.stopping) return;
      self->sent_ = Clock::now();
      if (self->moved_.back() == 0) self->began_ = self->sent_;
      self->send(std::move(msg));
    });
  }

  net::steady_timer timer_;
  std::vector<std::shared_ptr<Spectator>>& spectators_;
  std::string game_;
  std::string first_;                   // the current game's snapshot, answered once the audience is complete
  Clock::time_point sent_{}, began_{};  // the last move sent, the game's first
  std::uint64_t rng_ = 0x9E3779B97F4A7C15ULL;
  std::vector<RoundTrip> rtt_;
  std::vector<int> moved_;  // `moved` received in each game
  int overs_ = 0;
};

void wait_until(const std::function<bool()>& done, std::chrono::seconds limit) {
  const auto deadline = Clock::now() + limit;
  while (!done() && Clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"watch_bench: a paced local game's move round trips with W spectators watching it"};
  Shared shared;
  int port = 0, spectator_threads = 1, spectator_nice = 19;
  double duration = 10, warmup = 2;
  bool cpu_probe = false, player_fifo = false;
  app.add_option("--port", port, "server port on 127.0.0.1")->required();
  app.add_option("--watchers", shared.watchers, "spectator connections watching the player's games");
  app.add_option("--interval-ms", shared.interval_ms, "the player moves every N ms")->check(CLI::PositiveNumber);
  app.add_option("--duration", duration, "measured seconds");
  app.add_option("--warmup", warmup, "seconds played before measuring");
  app.add_option("--spectator-path", shared.spectator_path,
                 "the spectators' WebSocket path: /ws?watch (the server's watch threads, as the watch page) or /ws");
  app.add_option("--spectator-threads", spectator_threads, "threads reading the spectators' connections");
  app.add_option("--spectator-nice", spectator_nice, "nice value of those threads (the player's thread keeps its own)");
  app.add_flag("--player-fifo", player_fifo,
               "run the player's thread SCHED_FIFO (root): a player with a CPU of their own, who never waits for a "
               "core behind the server");
  app.add_flag("--cpu-probe", cpu_probe, "also report the windows in which the host slowed the CPUs (cpu_probe.hpp)");
  CLI11_PARSE(app, argc, argv);
  shared.endpoint = tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port));

  std::optional<CpuProbe> probe;
  if (cpu_probe) probe.emplace(shared.t0);
  // The player and the spectators read on threads of their own. Both stand for people on other
  // machines: the spectators at a lower priority do not take the cores the server needs, and the
  // player's thread (--player-fifo) does not wait for a core behind the server's fan-out.
  net::io_context player_ioc(1), spectator_ioc(spectator_threads);
  auto player_guard = net::make_work_guard(player_ioc);
  auto spectator_guard = net::make_work_guard(spectator_ioc);
  std::vector<std::thread> threads;
  threads.emplace_back([&] {
    if (player_fifo) {
      sched_param param{};
      param.sched_priority = 1;
      if (pthread_setschedparam(pthread_self(), SCHED_FIFO, &param) != 0)
        std::cerr << "watch_bench: --player-fifo: no SCHED_FIFO (not root?)\n";
    }
    player_ioc.run();
  });
  for (int i = 0; i < spectator_threads; ++i)
    threads.emplace_back([&] {
      setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), spectator_nice);  // this thread only (Linux)
      spectator_ioc.run();
    });

  std::vector<std::shared_ptr<Spectator>> spectators;
  for (int i = 0; i < shared.watchers; ++i) {
    spectators.push_back(std::make_shared<Spectator>(spectator_ioc, shared));
    spectators.back()->start();
    if (i % 200 == 199)  // a few hundred handshakes at a time, within the listen backlog
      wait_until([&] { return shared.welcomed + shared.failed >= i - 100; }, std::chrono::seconds(30));
  }
  wait_until([&] { return shared.welcomed + shared.failed >= shared.watchers; }, std::chrono::seconds(60));
  auto player = std::make_shared<Player>(player_ioc, shared, spectators);
  for (auto& s : spectators) s->on_watching = [player] { player->begin(); };
  player->start();

  std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<int>(warmup * 1000)));
  shared.recording = true;
  const auto from = Clock::now();
  std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<int>(duration * 1000)));
  shared.recording = false;
  const double recorded_from_ms = std::chrono::duration<double, std::milli>(from - shared.t0).count();
  shared.stopping = true;
  // The last `moved` and `game.over` reach everyone, then the threads stop and their counts are read.
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  player_guard.reset();
  spectator_guard.reset();
  player_ioc.stop();
  spectator_ioc.stop();
  for (auto& t : threads) t.join();

  std::vector<Player::RoundTrip> rtt = player->round_trips();
  std::sort(rtt.begin(), rtt.end(), [](const auto& a, const auto& b) { return a.us < b.us; });
  std::vector<std::uint32_t> v;
  for (const auto& r : rtt) v.push_back(r.us);
  // Where the tail falls: the slowest round trips as [µs, ply in its game, ms since the game's first move].
  json slowest = json::array();
  for (auto r = rtt.rbegin(); r != rtt.rend() && slowest.size() < 12; ++r) slowest.push_back({r->us, r->ply, r->at_ms});
  auto pct = [&v](double p) {
    return v.empty() ? 0u : v[std::min(v.size() - 1, static_cast<std::size_t>(p * v.size()))];
  };
  // Every spectator saw every `moved` of every game the player played with an audience.
  const std::vector<int>& moved = player->moved();
  std::uint64_t expected = 0, seen = 0, missing = 0;
  for (const auto& s : spectators)
    for (std::size_t g = 0; g < moved.size(); ++g) {
      const int got = g < s->seen().size() ? s->seen()[g] : 0;
      expected += moved[g];
      seen += got;
      missing += static_cast<std::uint64_t>(std::abs(moved[g] - got));
    }
  const std::uint64_t overs_expected = static_cast<std::uint64_t>(player->overs()) * shared.watchers;
  const bool ok = missing == 0 && shared.out_of_order == 0 && shared.spectator_overs == overs_expected &&
                  shared.errors == 0 && shared.failed == 0;
  json out = {{"watchers", shared.watchers},
              {"player_fifo", player_fifo},
              {"interval_ms", shared.interval_ms},
              {"welcomed", shared.welcomed.load()},
              {"failed", shared.failed.load()},
              {"errors", shared.errors.load()},
              {"plies", v.size()},
              {"games", moved.size()},
              {"p50_us", pct(0.50)},
              {"p99_us", pct(0.99)},
              {"max_us", v.empty() ? 0u : v.back()},
              {"slowest", slowest},
              {"spectators",
               {{"moved_expected", expected},
                {"moved_seen", seen},
                {"moved_missing", missing},
                {"out_of_order", shared.out_of_order.load()},
                {"game_over_expected", overs_expected},
                {"game_over_seen", shared.spectator_overs.load()},
                {"watchers_messages", shared.watchers_messages.load()}}},
              {"ok", ok}};
  if (probe) {
    probe->stop();
    json windows = json::array();
    for (const auto& w : probe->throttled())
      if (w.to_ms > recorded_from_ms)
        windows.push_back({std::lround(w.from_ms - recorded_from_ms), std::lround(w.to_ms - recorded_from_ms)});
    out["cpu_probe"] = {{"unit_median_us", std::lround(probe->median_us())}, {"slowed_windows_ms", windows}};
  }
  std::cout << out.dump() << std::endl;
  if (!ok) std::cerr << "watch_bench: FAIL: a spectator did not see every moved and game.over of the player's games\n";
  std::_Exit(ok ? 0 : 1);
}

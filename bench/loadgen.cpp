// Load generator of docs/PERFORMANCE.md §Server: N WebSocket clients (Boost.Beast) on loopback.
//   --mode game : each client says hello, opens a local game and plays it; the next move goes out as
//                 soon as the `moved` of the previous one arrives (closed loop), or --interval-ms
//                 after the previous move was sent; a finished game is followed by a new one.
//                 With --clock C (a JSON time control, or null for untimed) the clients pair up in
//                 the public queue's pool of C instead, each plays its own side (closed loop: the
//                 side to move answers the `moved` at once), and a round trip is counted only by the
//                 client whose move it was: round trips per second are plies per second.
//   --mode echo : each client sends a move-sized JSON text and parses the echo (for echo_server).
//   --mode idle : each client says hello and stays silent; reports the server's resident memory.
// Prints round trips per second and the p50/p99 round trip (send → reply) in microseconds; with
// --cpu-probe also the p99 of the round trips that no CPU-throttled window touched (cpu_probe.hpp).
// clang-format off
#include <utility>  // before asio.hpp: Boost 1.74's awaitable.hpp uses std::exchange without it
// clang-format on
#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cmath>
#include <deque>
#include <fstream>
#include <iostream>
#include <mutex>
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

enum class Mode { game, echo, idle };

struct Shared {
  Mode mode = Mode::game;
  tcp::endpoint endpoint;
  int interval_ms = 0;
  std::atomic<bool> recording{false};
  std::atomic<bool> stopping{false};
  std::atomic<std::uint64_t> round_trips{0};
  std::atomic<std::uint64_t> errors{0};
  std::atomic<int> ready{0};              // connections past hello (idle) or the first reply
  std::atomic<std::uint64_t> clients{0};  // seeds each client's move choice
  std::atomic<int> failed{0};
  std::mutex mutex;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> rtt_us;  // (sent, µs since t0; round trip, µs)
  Clock::time_point t0 = Clock::now();
  std::vector<std::pair<std::uint32_t, std::uint32_t>> slow;  // (ms since start the move was sent, round trip µs)
  std::uint32_t slow_us = 0;  // --slow-us: keep every round trip above this, to see when the tail happens
  std::string clock;          // --clock: a queue game in this pool (JSON; "null": untimed); empty: local games
};

// A move-sized request, as the echo server's load.
const std::string echo_payload = R"({"type":"move","game":"abcdefghijkl","ply":17,"pit":3,"id":"m17"})";

class Client : public std::enable_shared_from_this<Client> {
 public:
  /// `phase` (ms, 0..interval) places the client's paced messages in the interval, so that N players
  /// spread their moves over the interval instead of all moving in the same millisecond.
  Client(net::io_context& ioc, Shared& shared, int phase_ms = 0)
      : ws_(net::make_strand(ioc)), timer_(ws_.get_executor()), shared_(shared), phase_ms_(phase_ms) {
    rng_ += 0x2545F4914F6CDD1DULL * static_cast<std::uint64_t>(++shared.clients);
    local_.reserve(256);
  }
  ~Client() { flush(); }

  void start() {
    beast::get_lowest_layer(ws_).async_connect(shared_.endpoint,
                                               beast::bind_front_handler(&Client::on_connect, shared_from_this()));
  }

  void flush() {
    if (local_.empty()) return;
    std::lock_guard lock(shared_.mutex);
    shared_.rtt_us.insert(shared_.rtt_us.end(), local_.begin(), local_.end());
    local_.clear();
  }

 private:
  void on_connect(beast::error_code ec) {
    if (ec) return fail("connect", ec);
    beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true));
    ws_.async_handshake("127.0.0.1", "/ws", beast::bind_front_handler(&Client::on_handshake, shared_from_this()));
  }
  void on_handshake(beast::error_code ec) {
    if (ec) return fail("handshake", ec);
    do_read();
    if (shared_.mode == Mode::echo) {
      shared_.ready++;
      return next(echo_payload);
    }
    send(R"({"type":"hello","protocol":1})");
  }
  void fail(const char* what, beast::error_code ec) {
    if (shared_.stopping) return;
    if (shared_.failed++ < 5) std::cerr << "loadgen: " << what << ": " << ec.message() << "\n";
  }
  // One write at a time (Beast allows no second async_write before the first completes): on
  // loopback the reply can be read before the write's own completion handler has run.
  void send(std::string text) {
    queue_.push_back(std::move(text));
    if (queue_.size() == 1) write_front();
  }
  void write_front() {
    ws_.text(true);
    ws_.async_write(net::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail("write", ec);
      self->queue_.pop_front();
      if (!self->queue_.empty()) self->write_front();
    });
  }
  void send_timed(std::string text) {
    sent_ = Clock::now();
    awaiting_ = true;
    send(std::move(text));
  }
  void record() {
    if (!shared_.recording) return;
    if (shared_.slow_us) {
      const auto rtt = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - sent_).count();
      if (rtt > shared_.slow_us) {
        std::lock_guard lock(shared_.mutex);
        shared_.slow.emplace_back(std::chrono::duration_cast<std::chrono::milliseconds>(sent_ - shared_.t0).count(),
                                  rtt);
      }
    }
    shared_.round_trips.fetch_add(1, std::memory_order_relaxed);
    using std::chrono::microseconds, std::chrono::duration_cast;
    local_.emplace_back(static_cast<std::uint32_t>(duration_cast<microseconds>(sent_ - shared_.t0).count()),
                        static_cast<std::uint32_t>(duration_cast<microseconds>(Clock::now() - sent_).count()));
    if (local_.size() >= 4096) flush();
  }
  // The next timed message: at once (closed loop) or `interval_ms` after the previous send.
  void next(std::string text) {
    if (shared_.stopping) return;
    if (shared_.interval_ms <= 0) return send_timed(std::move(text));
    timer_.expires_at(next_slot());
    timer_.async_wait([self = shared_from_this(), text = std::move(text)](beast::error_code ec) mutable {
      if (!ec && !self->shared_.stopping) self->send_timed(std::move(text));
    });
  }
  void do_read() { ws_.async_read(in_, beast::bind_front_handler(&Client::on_read, shared_from_this())); }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec) return fail("read", ec);
    const std::string text = beast::buffers_to_string(in_.data());
    in_.consume(in_.size());
    do_read();
    // The same light reading in every mode: the type, and for states the few fields a move needs.
    const std::string_view type = string_field(text, "type");
    if (shared_.mode == Mode::echo) {
      if (type != "move") shared_.errors++;
      record();
      return next(echo_payload);
    }
    if (type == "welcome") {
      shared_.ready++;
      if (shared_.mode == Mode::game) send(new_game());
    } else if (type == "game") {
      game_ = std::string(string_field(text, "game"));
      if (!shared_.clock.empty()) side_ = string_field(text, "you") == "south" ? 0 : 1;
      move(text);
    } else if (type == "moved") {
      if (shared_.clock.empty() || awaiting_) record();
      awaiting_ = false;
      move(text);
    } else if (type == "game.over") {
      awaiting_ = false;
      if (!shared_.stopping) send(new_game());
    } else if (type == "error") {
      if (shared_.errors++ < 5) std::cerr << "loadgen: server error " << text << "\n";
    }
  }
  // A local game (both sides played by this client), or a place in the queue's pool of --clock.
  std::string new_game() const {
    if (shared_.clock.empty()) return R"({"type":"local.play"})";
    return R"({"type":"queue.join","clock":)" + shared_.clock + "}";
  }
  // The text after `"key":` (the server writes compact JSON, and these keys are unique in a message).
  static std::string_view raw_field(std::string_view text, std::string_view key) {
    const std::string pattern = "\"" + std::string(key) + "\":";
    const auto at = text.find(pattern);
    return at == std::string_view::npos ? std::string_view{} : text.substr(at + pattern.size());
  }
  static std::string_view string_field(std::string_view text, std::string_view key) {
    std::string_view v = raw_field(text, key);
    if (v.empty() || v[0] != '"') return {};
    v.remove_prefix(1);
    return v.substr(0, v.find('"'));
  }
  // Plays a pseudo-random non-empty pit of the side to move (seeded per client, reproducible):
  // games as long as real ones (~40 plies), where always the first pit ended them in ~10.
  void move(std::string_view text) {
    if (raw_field(text, "over").starts_with("true")) return;
    const int side = string_field(text, "to_move") == "south" ? 0 : 1;
    if (side_ >= 0 && side != side_) return;          // a queue game: the opponent's turn
    std::string_view pits = raw_field(text, "pits");  // [[a,b,...],[...]]
    pits.remove_prefix(2);
    if (side == 1) pits.remove_prefix(pits.find("],[") + 3);
    int nonempty[32];
    int count = 0;
    for (int pit = 0; !pits.empty() && pits[0] != ']' && pit < 32; ++pit) {
      int seeds = 0;
      std::size_t i = 0;
      while (i < pits.size() && pits[i] >= '0' && pits[i] <= '9') seeds = seeds * 10 + (pits[i++] - '0');
      if (seeds > 0) nonempty[count++] = pit;
      pits.remove_prefix(std::min(pits.size(), i + (i < pits.size() && pits[i] == ',' ? 1 : 0)));
    }
    rng_ ^= rng_ << 13, rng_ ^= rng_ >> 7, rng_ ^= rng_ << 17;  // xorshift64
    const int pit = count > 0 ? nonempty[rng_ % count] : 0;
    std::string_view ply = raw_field(text, "ply");
    ply = ply.substr(0, ply.find_first_not_of("0123456789"));
    std::string msg = R"({"type":"move","game":")" + game_ + R"(","ply":)" + std::string(ply) + R"(,"pit":)" +
                      std::to_string(pit) + "}";
    next(std::move(msg));
  }
  // Paced clients move on a fixed grid, t0 + phase + k·interval, the next slot after now: a
  // client delayed once (by the server or by its own thread) keeps its place in the interval
  // instead of drifting, so delays do not gather the clients into bunches that move together.
  Clock::time_point next_slot() const {
    const auto interval = std::chrono::milliseconds(shared_.interval_ms);
    const auto origin = shared_.t0 + std::chrono::milliseconds(phase_ms_);
    const auto now = Clock::now();
    if (now < origin) return origin;
    return origin + ((now - origin) / interval + 1) * interval;
  }

  websocket::stream<beast::tcp_stream> ws_;
  net::steady_timer timer_;
  Shared& shared_;
  beast::flat_buffer in_;
  std::deque<std::string> queue_;
  std::string game_;
  Clock::time_point sent_{};
  int phase_ms_ = 0;
  int side_ = -1;          // a queue game: this client's side (0 south, 1 north); -1: a local game
  bool awaiting_ = false;  // a move of this client's is waiting for its `moved`
  std::uint64_t rng_ = 0x9E3779B97F4A7C15ULL;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> local_;
};

long rss_kb(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return -1;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"loadgen: WebSocket load for mancala-server and echo_server"};
  std::string mode = "game";
  int port = 0, connections = 100, threads = 2, server_pid = 0;
  double duration = 10, warmup = 2;
  Shared shared;
  app.add_option("--port", port, "server port on 127.0.0.1")->required();
  app.add_option("--mode", mode, "game, echo or idle")->check(CLI::IsMember({"game", "echo", "idle"}));
  app.add_option("--connections", connections, "concurrent clients");
  app.add_option("--threads", threads, "client threads");
  app.add_option("--duration", duration, "measured seconds");
  app.add_option("--warmup", warmup, "seconds before measuring");
  app.add_option("--slow-us", shared.slow_us,
                 "also print every round trip above this (µs) with when its move was sent");
  app.add_option("--interval-ms", shared.interval_ms, "pace: one move per client every N ms (0 = closed loop)");
  app.add_option("--clock", shared.clock,
                 "game mode: pair up in the queue's pool of this time control (JSON, e.g. "
                 "'{\"limit_s\":300,\"inc_s\":5}', or null: untimed) instead of local games");
  app.add_option("--server-pid", server_pid, "idle mode: the server process whose memory is read");
  bool cpu_probe = false;
  app.add_flag("--cpu-probe", cpu_probe,
               "also time a fixed unit of work every 10 ms, and report the round trips no slowed-CPU window touched");
  CLI11_PARSE(app, argc, argv);
  shared.mode = mode == "echo" ? Mode::echo : mode == "idle" ? Mode::idle : Mode::game;
  shared.endpoint = tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port));

  std::optional<CpuProbe> probe;
  if (cpu_probe) probe.emplace(shared.t0);
  net::io_context ioc(threads);
  auto guard = net::make_work_guard(ioc);
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i) pool.emplace_back([&] { ioc.run(); });

  const long rss_before = server_pid ? rss_kb(server_pid) : -1;
  std::vector<std::shared_ptr<Client>> clients;
  for (int i = 0; i < connections; ++i) {
    // Phases spread evenly over the interval (reproducible, unlike random ones).
    const int phase = shared.interval_ms > 0 ? static_cast<int>(1LL * i * shared.interval_ms / connections) : 0;
    clients.push_back(std::make_shared<Client>(ioc, shared, phase));
    clients.back()->start();
    // Opening thousands at once would overflow the listen backlog: a few hundred at a time.
    if (i % 200 == 199)
      while (shared.ready + shared.failed < i - 100) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  const auto open_deadline = Clock::now() + std::chrono::seconds(60);
  while (shared.ready + shared.failed < connections && Clock::now() < open_deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));

  Clock::time_point recording_from = Clock::now();
  json out = {{"mode", mode},
              {"connections", connections},
              {"ready", shared.ready.load()},
              {"failed", shared.failed.load()},
              {"threads", threads},
              {"interval_ms", shared.interval_ms}};
  if (!shared.clock.empty()) out["clock"] = json::parse(shared.clock);
  if (shared.mode == Mode::idle) {
    std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<int>(warmup * 1000)));
    const long rss_after = server_pid ? rss_kb(server_pid) : -1;
    out["rss_before_kb"] = rss_before;
    out["rss_after_kb"] = rss_after;
    out["kb_per_connection"] = rss_before > 0 ? double(rss_after - rss_before) / connections : -1.0;
  } else {
    std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<int>(warmup * 1000)));
    shared.recording = true;
    const auto t0 = Clock::now();
    recording_from = t0;
    std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<int>(duration * 1000)));
    shared.recording = false;
    const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
    shared.stopping = true;
    const std::uint64_t n = shared.round_trips.load();
    out["round_trips_per_s"] = std::round(n / secs);
    out["errors"] = shared.errors.load();
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    for (auto& c : clients) net::post(ioc, [c] { c->flush(); });
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    std::lock_guard lock(shared.mutex);
    std::vector<std::uint32_t> v;
    for (const auto& [sent, rtt] : shared.rtt_us) v.push_back(rtt);
    std::sort(v.begin(), v.end());
    auto pct = [](const std::vector<std::uint32_t>& s, double p) {
      return s.empty() ? 0u : s[std::min(s.size() - 1, static_cast<std::size_t>(p * s.size()))];
    };
    out["p50_us"] = pct(v, 0.50);
    out["p99_us"] = pct(v, 0.99);
    out["max_us"] = v.empty() ? 0u : v.back();
    if (probe) {
      probe->stop();
      const auto windows = probe->throttled();
      // A round trip is steady if no throttled window overlaps it (with 2 ms either side).
      std::vector<std::uint32_t> steady;
      for (const auto& [sent, rtt] : shared.rtt_us) {
        const double from = sent / 1000.0 - 2, to = (sent + rtt) / 1000.0 + 2;
        if (std::none_of(windows.begin(), windows.end(),
                         [&](const auto& w) { return w.from_ms < to && from < w.to_ms; }))
          steady.push_back(rtt);
      }
      std::sort(steady.begin(), steady.end());
      const double recorded_from_ms = std::chrono::duration<double, std::milli>(recording_from - shared.t0).count();
      json slowed = json::array();
      double slowed_ms = 0;
      for (const auto& w : windows)
        if (w.to_ms > recorded_from_ms) {
          slowed.push_back({std::lround(w.from_ms), std::lround(w.to_ms)});
          slowed_ms += w.to_ms - w.from_ms;
        }
      out["cpu_probe"] = {{"realtime", probe->realtime()},       {"unit_median_us", std::lround(probe->median_us())},
                          {"slowed_windows_ms", slowed},         {"slowed_ms", std::lround(slowed_ms)},
                          {"steady_round_trips", steady.size()}, {"steady_p50_us", pct(steady, 0.50)},
                          {"steady_p99_us", pct(steady, 0.99)}};
    }
    if (shared.slow_us) {
      std::sort(shared.slow.begin(), shared.slow.end());
      out["slow"] = shared.slow;
    }
  }
  std::cout << out.dump() << std::endl;
  // Leaving without closing each socket: the process exit closes them all at once.
  std::_Exit(0);
}

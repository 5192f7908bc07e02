// Whether the machine's CPUs ran at full speed during a benchmark. On some days the host of the
// 2-core VM of docs/PERFORMANCE.md slows both vCPUs ~12x for ~100 ms about every 1.5 s, busy or
// idle (§The machine); a benchmark with a probe can tell which of its measurements that touched.
#pragma once

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>
#include <vector>

class CpuProbe {
 public:
  using Clock = std::chrono::steady_clock;
  struct Window {
    double from_ms, to_ms;  // since the origin
  };

  /// Every 10 ms a thread of its own times a fixed unit of work (~0.1 ms at full speed). The thread
  /// asks for SCHED_FIFO (root only), so that it measures the CPU's speed, not its waits for a
  /// CPU behind the benchmark's own threads; realtime() says whether it got it.
  explicit CpuProbe(Clock::time_point origin) : origin_(origin), thread_([this] { run(); }) {}
  ~CpuProbe() { stop(); }
  CpuProbe(const CpuProbe&) = delete;
  CpuProbe& operator=(const CpuProbe&) = delete;

  void stop() {
    stopping_ = true;
    if (thread_.joinable()) thread_.join();
  }
  bool realtime() const noexcept { return realtime_; }
  /// The unit's median time (µs). After stop().
  double median_us() const {
    std::vector<double> t;
    for (const auto& s : samples_) t.push_back(s.took_us);
    if (t.empty()) return 0;
    std::nth_element(t.begin(), t.begin() + t.size() / 2, t.end());
    return t[t.size() / 2];
  }
  /// Where the unit took over `factor` times its median, as windows: slow samples less than 100 ms
  /// apart are one window (in a slowed stretch some units still run at full speed between the
  /// stalls; the stretches themselves come ~1.5 s apart). After stop().
  std::vector<Window> throttled(double factor = 4) const {
    const double limit = factor * median_us();
    std::vector<Window> out;
    for (const auto& s : samples_) {
      if (s.took_us <= limit) continue;
      const double from = s.at_ms, to = s.at_ms + s.took_us / 1000;
      if (!out.empty() && from - out.back().to_ms < 100)
        out.back().to_ms = to;
      else
        out.push_back({from, to});
    }
    return out;
  }

 private:
  struct Sample {
    double at_ms, took_us;
  };
  void run() {
    sched_param param{};
    param.sched_priority = 1;
    realtime_ = pthread_setschedparam(pthread_self(), SCHED_FIFO, &param) == 0;
    while (!stopping_) {
      const auto a = Clock::now();
      std::uint64_t x = static_cast<std::uint64_t>(a.time_since_epoch().count());
      for (int i = 0; i < 60000; ++i) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
      sink_ = x;  // keeps the loop
      const auto b = Clock::now();
      samples_.push_back({std::chrono::duration<double, std::milli>(a - origin_).count(),
                          std::chrono::duration<double, std::micro>(b - a).count()});
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }

  Clock::time_point origin_;
  std::atomic<bool> stopping_{false};
  std::vector<Sample> samples_;  // written by the thread, read after stop()
  std::atomic<std::uint64_t> sink_{0};
  std::atomic<bool> realtime_{false};
  std::thread thread_;  // last: starts once the rest is ready
};

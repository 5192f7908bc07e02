// cpu_watch SECONDS: runs the CpuProbe of cpu_probe.hpp alone and prints, as one JSON line, the
// unit's median time and every window in which it took over 4 times that: whether this machine's
// CPUs slow down on their own, with nothing else running (docs/PERFORMANCE.md §The machine).
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "cpu_probe.hpp"

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 0;
  if (argc != 2 || seconds <= 0 || seconds > 3600) {
    std::fprintf(stderr, "usage: cpu_watch SECONDS (0 < SECONDS <= 3600)\n");
    return 2;
  }
  CpuProbe probe(CpuProbe::Clock::now());
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
  probe.stop();
  std::printf("{\"realtime\":%s,\"unit_median_us\":%.0f,\"slowed_windows_ms\":[", probe.realtime() ? "true" : "false",
              probe.median_us());
  const auto windows = probe.throttled();
  for (std::size_t i = 0; i < windows.size(); ++i)
    std::printf("%s[%.0f,%.0f]", i ? "," : "", windows[i].from_ms, windows[i].to_ms);
  std::printf("]}\n");
}

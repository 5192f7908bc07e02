// Tournament pairing's cost (docs/PERFORMANCE.md §Tournament pairing): pair_arena for 100, 1,000
// and 10,000 waiting players (random ranks out of 1.2 × as many players, ratings, last opponents
// and seat streaks), and min_cost_matching on complete graphs of 100 and 200 vertices with random
// costs. Each case runs REPS times (default 7) on fresh random input and prints one line: the
// median, lowest and highest wall and thread-CPU time in ms, and the pairs made.
// Usage: pairing_bench [REPS]
#include <time.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "mancala/server/tournament/arena_pairing.hpp"
#include "mancala/server/tournament/matching.hpp"

using namespace mancala::server;

namespace {

double clock_ms(clockid_t clock) {
  timespec t{};
  clock_gettime(clock, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

// "p" + rank, appended (gcc 12 warns falsely, -Wrestrict, about `"p" + std::to_string(rank)`).
std::string player_name(std::uint64_t rank) {
  std::string name = "p";
  name += std::to_string(rank);
  return name;
}

std::vector<ArenaWaiter> random_waiting(int count, std::mt19937_64& rng) {
  const int players = count + count / 5;
  std::vector<int> ranks(players);
  for (int r = 0; r < players; ++r) ranks[r] = r + 1;
  std::shuffle(ranks.begin(), ranks.end(), rng);
  std::normal_distribution<double> rating(1500, 300);
  std::vector<ArenaWaiter> waiting(count);
  for (int i = 0; i < count; ++i) {
    waiting[i].player = player_name(ranks[i]);
    waiting[i].rank = ranks[i];
    waiting[i].rating = rating(rng);
    waiting[i].last_opponent = player_name(rng() % players + 1);
    waiting[i].seat_streak = static_cast<int>(rng() % 5) - 2;
  }
  return waiting;
}

std::vector<MatchEdge> complete_graph(int n, std::mt19937_64& rng) {
  std::uniform_int_distribution<std::int64_t> cost(0, 1'000'000);
  std::vector<MatchEdge> edges;
  for (int u = 0; u < n; ++u) {
    for (int v = u + 1; v < n; ++v) edges.push_back({u, v, cost(rng)});
  }
  return edges;
}

double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  const std::size_t m = xs.size() / 2;
  return xs.size() % 2 == 1 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
}

// Runs `prepare` (untimed) then `work` (timed) `reps` times and prints one line.
void measure(const std::string& name, int reps, const std::function<void(std::mt19937_64&)>& prepare,
             const std::function<std::size_t()>& work) {
  std::vector<double> wall, cpu;
  std::size_t pairs = 0;
  for (int rep = 0; rep < reps; ++rep) {
    std::mt19937_64 rng(1000 + rep);
    prepare(rng);
    const double w0 = clock_ms(CLOCK_MONOTONIC), c0 = clock_ms(CLOCK_THREAD_CPUTIME_ID);
    pairs = work();
    cpu.push_back(clock_ms(CLOCK_THREAD_CPUTIME_ID) - c0);
    wall.push_back(clock_ms(CLOCK_MONOTONIC) - w0);
  }
  std::printf("%-28s wall %9.2f ms (%.2f-%.2f)  cpu %9.2f ms (%.2f-%.2f)  pairs %zu\n", name.c_str(), median(wall),
              *std::min_element(wall.begin(), wall.end()), *std::max_element(wall.begin(), wall.end()), median(cpu),
              *std::min_element(cpu.begin(), cpu.end()), *std::max_element(cpu.begin(), cpu.end()), pairs);
}

}  // namespace

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
  // The 1-, 5- and 15-minute load averages: the machine is shared (docs/PERFORMANCE.md §The machine).
  std::string one, five, fifteen;
  std::ifstream("/proc/loadavg") >> one >> five >> fifteen;
  std::printf("%d runs each; load average %s %s %s\n", reps, one.c_str(), five.c_str(), fifteen.c_str());
  for (int count : {100, 1000, 10000}) {
    std::vector<ArenaWaiter> waiting;
    measure(
        "pair_arena " + std::to_string(count) + " waiting", reps,
        [&](std::mt19937_64& rng) { waiting = random_waiting(count, rng); },
        [&] { return pair_arena(waiting, count + count / 5).size(); });
  }
  for (int n : {100, 200}) {
    std::vector<MatchEdge> edges;
    measure(
        "min_cost_matching K" + std::to_string(n), reps, [&](std::mt19937_64& rng) { edges = complete_graph(n, rng); },
        [&] {
          const auto mate = min_cost_matching(n, edges);
          return static_cast<std::size_t>(std::count_if(mate.begin(), mate.end(), [](int m) { return m >= 0; }) / 2);
        });
  }
  return 0;
}

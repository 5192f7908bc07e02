// The SQLite store's writer alone, without the network (docs/PERFORMANCE.md §Storage: the writer
// alone): `games` hot-seat games in progress at once, each `plies` plies long and replaced by a
// new one when it ends, their plies queued round-robin in groups of `batch` (about what one group
// commit carries under the peers bench's 100 connections), each group waited for like a closed
// loop. Prints one JSON line: plies/s, and the writer's CPU per ply (the process's CPU less this
// thread's, so the checkpointer counts). Exits 1 when the store does not hold what was queued.
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/sqlite_store.hpp"

using namespace mancala;
using namespace mancala::server;

namespace {

// Seconds on `clock`: CLOCK_MONOTONIC for wall time, the CPU-time clocks for CPU.
double clock_seconds(clockid_t clock) {
  timespec t{};
  clock_gettime(clock, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

GameStart local_game(const std::string& id) {
  GameStart g;
  g.id = id;
  g.kind = "local";
  g.south = {"p1", "South", std::nullopt};
  g.north = {"p1", "North", std::nullopt};
  return g;
}

struct Options {
  int games = 100, plies = 44, batch = 53;
  double seconds = 5;
};

// The measured loop; then checks that what was queued was stored (exit 1 if not: the smoke test).
int run(SqliteStore& store, Metrics& metrics, const Options& o) {
  std::vector<std::string> ids(static_cast<std::size_t>(o.games));
  std::vector<int> next(ids.size(), 0);
  long long started = 0, total = 0;
  auto fresh = [&](std::size_t g) {
    ids[g] = "g" + std::to_string(started++);
    next[g] = 0;
    store.start_game(local_game(ids[g]));
  };
  for (std::size_t g = 0; g < ids.size(); ++g) fresh(g);
  store.flush();

  Position over;
  over.result = Outcome::south;
  over.reason = Reason::normal;
  const double wall0 = clock_seconds(CLOCK_MONOTONIC), proc0 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID),
               self0 = clock_seconds(CLOCK_THREAD_CPUTIME_ID);
  std::size_t g = 0;
  while (clock_seconds(CLOCK_MONOTONIC) - wall0 < o.seconds) {
    for (int i = 0; i < o.batch; ++i, g = (g + 1) % ids.size()) {
      const int n = next[g]++;
      store.add_ply(ids[g], n, n % 2 ? Side::north : Side::south, Ply::pit(n % 6));
      ++total;
      if (next[g] == o.plies) {
        store.finish_game(ids[g], over, {});
        fresh(g);
      }
    }
    store.flush();
  }
  const double wall = clock_seconds(CLOCK_MONOTONIC) - wall0;
  const double writer =
      (clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - proc0) - (clock_seconds(CLOCK_THREAD_CPUTIME_ID) - self0);
  std::cout << nlohmann::json{{"plies", total},
                              {"games_started", started},
                              {"plies_per_s", static_cast<long long>(static_cast<double>(total) / wall)},
                              {"writer_cpu_us_per_ply", writer * 1e6 / static_cast<double>(total)},
                              {"commits", metrics.db_commits.load()}}
                   .dump()
            << "\n";

  const auto live = store.game(ids[g]);
  const auto first = store.game("g0");
  const auto first_plies = started > o.games ? static_cast<std::size_t>(o.plies) : static_cast<std::size_t>(next[0]);
  if (metrics.db_failures.load() != 0 || !live || live->plies.size() != static_cast<std::size_t>(next[g]) || !first ||
      first->plies.size() != first_plies) {
    std::cerr << "store_bench: the store does not hold what was queued\n";
    return 1;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"store_bench: the SQLite writer's CPU per ply"};
  Options o;
  std::filesystem::path folder =
      std::filesystem::temp_directory_path() / ("mancala-store-bench-" + std::to_string(getpid()));
  app.add_option("--games", o.games, "games in progress at once")->check(CLI::Range(1, 100000));
  app.add_option("--plies", o.plies, "plies a game")->check(CLI::Range(1, 1000));
  app.add_option("--batch", o.batch, "plies queued before waiting for their commit")->check(CLI::Range(1, 100000));
  app.add_option("--seconds", o.seconds, "how long to run")->check(CLI::Range(0.1, 3600.0));
  app.add_option("--folder", folder, "a new or empty folder for the database, removed at the end if empty");
  CLI11_PARSE(app, argc, argv);
  spdlog::set_level(spdlog::level::warn);

  std::error_code ec;
  if (std::filesystem::exists(folder, ec) && !std::filesystem::is_empty(folder, ec)) {
    std::cerr << "store_bench: " << folder << " is not empty; give a new or empty folder\n";
    return 2;
  }
  std::filesystem::create_directories(folder);
  const auto db = folder / "bench.db";
  int status;
  {
    Metrics metrics;
    SqliteStore store(db.string(), metrics);
    status = run(store, metrics, o);
  }  // the store closed (its last checkpoint done) before its files go
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(db.string() + suffix, ec);
  std::filesystem::remove(folder, ec);
  return status;
}

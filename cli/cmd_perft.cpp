// `mancala perft` and `mancala bench`: the engine's speed and its behaviour signature.
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>

#include "common.hpp"
#include "mancala/engine/perft.hpp"

namespace mancala::cli {
namespace {

using Clock = std::chrono::steady_clock;

std::uint64_t run_perft(const Rules& rules, int depth) {
  return rules.visit([&](const auto& game) { return perft(game, game.start(), depth); });
}

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

}  // namespace

void add_perft(CLI::App& app, std::function<int()>& run) {
  auto opts = std::make_shared<PositionOptions>();
  auto depth = std::make_shared<int>(0);
  CLI::App* cmd = app.add_subcommand("perft", "count the ply sequences of DEPTH plies from the start");
  cmd->add_option("--variant", opts->variant_json, "variant object as JSON");
  cmd->add_option("depth", *depth, "plies, 0..30")->required()->check(CLI::Range(0, 30));
  cmd->callback([opts, depth, &run] {
    run = [opts, depth] {
      const Rules rules = opts->rules();
      const auto t0 = Clock::now();
      const std::uint64_t nodes = run_perft(rules, *depth);
      const double ms = ms_since(t0);
      std::cout
          << nlohmann::ordered_json{{"depth", *depth}, {"nodes", nodes}, {"ms", static_cast<std::int64_t>(ms)}}.dump()
          << "\n";
      return 0;
    };
  });
}

void add_bench(CLI::App& app, std::function<int()>& run) {
  CLI::App* cmd = app.add_subcommand("bench", "run a fixed perft workload; prints its node count and speed");
  cmd->callback([&run] {
    run = [] {
      // Each option of the rule book appears once, so a change of behaviour changes `nodes`.
      struct Job {
        Variant v;
        int depth;
      };
      std::vector<Job> jobs;
      jobs.push_back({Variant{}, 11});
      Variant v = Variant{};
      v.capture = CaptureRule::empty, v.seeds = 5;
      jobs.push_back({v, 9});
      v = Variant{}, v.capture = CaptureRule::none, v.pie = true;
      jobs.push_back({v, 9});
      v = Variant{}, v.pits = 4, v.seeds = 3, v.scoring = Scoring::outlast;
      jobs.push_back({v, 14});
      v = Variant{}, v.pits = 8, v.seeds = 2, v.scoring = Scoring::captured, v.early_end = true;
      jobs.push_back({v, 9});
      // Oware: a short no-capture limit makes the sweep happen inside the tree.
      jobs.push_back({Variant::oware(), 9});
      v = Variant::oware(), v.no_capture_limit = 5;
      jobs.push_back({v, 10});
      std::uint64_t nodes = 0;
      const auto t0 = Clock::now();
      for (const Job& job : jobs) nodes += run_perft(Rules(job.v), job.depth);
      const double ms = ms_since(t0);
      std::cout << nlohmann::ordered_json{{"nodes", nodes},
                                          {"ms", static_cast<std::int64_t>(ms)},
                                          {"nps", static_cast<std::int64_t>(nodes / (ms / 1000.0 + 1e-9))}}
                       .dump()
                << "\n";
      return 0;
    };
  });
}

}  // namespace mancala::cli

// `mancala arena`: two levels play each other from varied openings, each opening with both seatings.
#include <algorithm>
#include <atomic>
#include <ctime>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <thread>

#include "common.hpp"
#include "endgame_file.hpp"
#include "mancala/engine/ai.hpp"

namespace mancala::cli {
namespace {

struct ArenaArgs {
  std::string variant_json;
  std::string a = "hard", b = "medium";
  int games = 20;
  int time_ms = 1000;
  std::uint64_t seed = 1;
  int opening_plies = 2;
  int threads = 1;
  int endgame_seeds = 0;  // hard's table; 0: the built-in one
  std::string endgame_file;
  const ai::EndgameTable* endgame = nullptr;  // hard's table for the moves, set by run_arena
};

/// A player of the arena: a level, or "random" (a uniformly random legal ply) as a floor.
struct Player {
  std::optional<ai::Level> level;
  std::string name;
};

Player parse_player(const std::string& s, const char* option) {
  if (s == "random") return {std::nullopt, s};
  auto l = ai::level_from_string(s);
  if (!l) throw UsageError(std::string(option) + " must be easy, medium, hard or random, got \"" + s + "\"");
  return {l, s};
}

struct Tally {
  int wins = 0, draws = 0, losses = 0;
  long long diff = 0;  // A's final store minus B's, summed
  double max_ms[2] = {0, 0}, sum_ms[2] = {0, 0};
  double max_cpu_ms[2] = {0, 0};  // CPU time of the move: on a loaded machine wall time also counts waiting
  long long moves[2] = {0, 0};
};

// The opening of pair `i`: `plies` random plies from the start that do not end the game.
Position opening(const Rules& rules, std::uint64_t seed, int i, int plies) {
  std::mt19937_64 rng(seed * 1000003 + static_cast<std::uint64_t>(i));
  for (int attempt = 0;; ++attempt) {
    Position p = rules.start();
    for (int k = 0; k < plies && !p.over(); ++k) {
      const PlyList legal = rules.legal_plies(p);
      rules.play(p, legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))]);
    }
    if (!p.over() || attempt > 100) return p;
  }
}

// Plays one game; `a_south` seats A South. Adds the result to `t` from A's side.
void play_game(const Rules& rules, Position p, const Player& a, const Player& b, bool a_south, const ArenaArgs& args,
               std::uint64_t game_seed, Tally& t) {
  std::mt19937_64 rng(game_seed);
  // The player seated South for the whole game (a swap exchanges seats, not players).
  bool a_is_south = a_south;
  while (!p.over()) {
    const bool a_moves = (p.to_move == Side::south) == a_is_south;
    const Player& who = a_moves ? a : b;
    Ply ply;
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    if (!who.level) {
      const PlyList legal = rules.legal_plies(p);
      ply = legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))];
    } else {
      ai::Limits limits;
      limits.time_ms = args.time_ms;
      limits.seed = rng();
      limits.endgame = args.endgame;
      ply = ai::choose(rules, p, *who.level, limits).ply;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    const double cpu_ms = 1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    const int k = a_moves ? 0 : 1;
    t.max_ms[k] = std::max(t.max_ms[k], ms);
    t.max_cpu_ms[k] = std::max(t.max_cpu_ms[k], cpu_ms);
    t.sum_ms[k] += ms;
    t.moves[k]++;
    if (rules.check(p, ply) != MoveError::none) throw std::logic_error("the AI chose an illegal ply");
    if (ply.is_swap()) a_is_south = !a_is_south;
    rules.play(p, ply);
  }
  const int south_minus_north = p.store(Side::south) - p.store(Side::north);
  const int d = a_is_south ? south_minus_north : -south_minus_north;
  const Outcome a_side = a_is_south ? Outcome::south : Outcome::north;
  if (p.result == Outcome::draw)
    t.draws++;
  else if (p.result == a_side)
    t.wins++;
  else
    t.losses++;
  t.diff += d;
}

int run_arena(const ArenaArgs& options, const PositionOptions& variant) {
  const Rules rules = variant.rules();
  const Player a = parse_player(options.a, "--south"), b = parse_player(options.b, "--north");
  // Tables before the first move: building them is not any move's time. Only hard reads one.
  const bool hard = a.level == ai::Level::hard || b.level == ai::Level::hard;
  const auto table = hard ? hard_endgame_table(rules, options.endgame_seeds, options.endgame_file, std::cerr) : nullptr;
  ArenaArgs args = options;  // after `table`, which must outlive it, and `rules`, which must outlive both
  args.endgame = table.get();
  const int pairs = (args.games + 1) / 2;
  std::atomic<int> next{0};
  std::mutex m;
  Tally total;
  auto worker = [&] {
    for (int i; (i = next++) < pairs;) {
      const Position start = opening(rules, args.seed, i, args.opening_plies);
      Tally t;
      for (int seat = 0; seat < 2; ++seat)
        play_game(rules, start, a, b, seat == 0, args, args.seed ^ (static_cast<std::uint64_t>(2 * i + seat) << 20), t);
      std::lock_guard lock(m);
      total.wins += t.wins, total.draws += t.draws, total.losses += t.losses, total.diff += t.diff;
      for (int k = 0; k < 2; ++k) {
        total.max_ms[k] = std::max(total.max_ms[k], t.max_ms[k]);
        total.max_cpu_ms[k] = std::max(total.max_cpu_ms[k], t.max_cpu_ms[k]);
        total.sum_ms[k] += t.sum_ms[k];
        total.moves[k] += t.moves[k];
      }
    }
  };
  std::vector<std::thread> pool;
  for (int i = 1; i < args.threads; ++i) pool.emplace_back(worker);
  worker();
  for (auto& th : pool) th.join();
  const int games = total.wins + total.draws + total.losses;
  auto ms_json = [&](int k) {
    return nlohmann::ordered_json{{"mean_ms", total.moves[k] ? total.sum_ms[k] / total.moves[k] : 0.0},
                                  {"max_ms", total.max_ms[k]},
                                  {"max_cpu_ms", total.max_cpu_ms[k]}};
  };
  std::cout << nlohmann::ordered_json{{"a", a.name},
                                      {"b", b.name},
                                      {"games", games},
                                      {"wins", total.wins},
                                      {"draws", total.draws},
                                      {"losses", total.losses},
                                      {"score", games ? (total.wins + 0.5 * total.draws) / games : 0.0},
                                      {"mean_diff", games ? static_cast<double>(total.diff) / games : 0.0},
                                      {"a_time", ms_json(0)},
                                      {"b_time", ms_json(1)}}
                   .dump()
            << "\n";
  return 0;
}

}  // namespace

void add_arena(CLI::App& app, std::function<int()>& run) {
  auto args = std::make_shared<ArenaArgs>();
  auto variant = std::make_shared<PositionOptions>();
  CLI::App* cmd =
      app.add_subcommand("arena",
                         "level A (--south) plays level B (--north) from random openings, each with both seatings; "
                         "prints A's wins, draws, losses and mean store difference");
  cmd->add_option("--variant", variant->variant_json, "variant object as JSON (default: the standard board)");
  cmd->add_option("--south", args->a,
                  "level A: easy, medium, hard or random (seated South in the first game of a pair)");
  cmd->add_option("--north", args->b, "level B");
  cmd->add_option("--games", args->games, "games, rounded up to pairs")->check(CLI::Range(1, 100000));
  cmd->add_option("--time-ms", args->time_ms, "time budget per move, ms (medium and easy cap theirs)")
      ->check(CLI::Range(1, 600000));
  cmd->add_option("--seed", args->seed, "seed of the openings and the levels' choices");
  cmd->add_option("--opening-plies", args->opening_plies, "random plies before the levels take over (default 2)")
      ->check(CLI::Range(0, 20));
  cmd->add_option("--threads", args->threads, "games played at once (default 1; max_cpu_ms needs 1)")
      ->check(CLI::Range(1, 64));
  add_hard_endgame_options(cmd, args->endgame_seeds, args->endgame_file);
  cmd->callback([args, variant, &run] { run = [args, variant] { return run_arena(*args, *variant); }; });
}

}  // namespace mancala::cli

// `mancala analyse`, `solve`, `arena` and `book`: the computer opponent from the command line.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <set>

#include "common.hpp"
#include "endgame_file.hpp"
#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/book.hpp"
#include "mancala/engine/ai/solver.hpp"
#include "mancala/engine/zobrist.hpp"

namespace mancala::cli {
namespace {

using nlohmann::ordered_json;

ordered_json ply_json(Ply p) { return p.is_swap() ? ordered_json("swap") : ordered_json(p.pit_index()); }

std::string ply_key(Ply p) { return p.is_swap() ? "swap" : std::to_string(p.pit_index()); }

ai::Level parse_level(const std::string& s, const char* option) {
  auto l = ai::level_from_string(s);
  if (!l) throw UsageError(std::string(option) + " must be easy, medium or hard, got \"" + s + "\"");
  return *l;
}

Position live_position(const PositionOptions& opts, const Rules& rules) {
  Position p = opts.position(rules);
  if (p.over()) throw UsageError("the game is over in this position: nothing to analyse");
  return p;
}

struct AnalyseArgs {
  PositionOptions pos;
  std::string level = "hard";
  int time_ms = 1000;
  std::uint64_t nodes = 0;
  std::uint64_t seed = 0;
  int endgame_seeds = 0;
  std::string endgame_file;
};

int run_analyse(const AnalyseArgs& a) {
  const Rules rules = a.pos.rules();
  const Position p = live_position(a.pos, rules);
  ai::Limits limits;
  limits.time_ms = a.time_ms;
  limits.nodes = a.nodes;
  limits.seed = a.seed;
  const ai::Level level = parse_level(a.level, "--level");
  // Before the move, so that "ms" is the move's own time; only hard reads a table.
  const auto endgame =
      level == ai::Level::hard ? hard_endgame_table(rules, a.endgame_seeds, a.endgame_file, std::cerr) : nullptr;
  limits.endgame = endgame.get();
  const ai::SearchResult r = ai::choose(rules, p, level, limits);
  ordered_json pv = ordered_json::array();
  for (Ply q : r.pv) pv.push_back(ply_json(q));
  std::cout << ordered_json{{"pit", ply_json(r.ply)},
                            {"score", r.score},
                            {"exact", r.exact},
                            {"depth", r.depth},
                            {"nodes", r.nodes},
                            {"nps", static_cast<std::uint64_t>(r.nodes / (r.ms / 1000.0 + 1e-9))},
                            {"ms", static_cast<std::int64_t>(r.ms)},
                            {"pv", pv}}
                   .dump()
            << "\n";
  return 0;
}

struct SolveArgs {
  PositionOptions pos;
  int threads = 2;
  int time_ms = 0;
  std::size_t table_mb = 512;
  bool value_only = false;
  bool quiet = false;
  bool no_book = false;
  // 16 rather than the engine's 14: on Kalah(6,4) its build (16-20 s of one core) saves more
  // search than it costs, even on one thread (docs/PERFORMANCE.md §Exact solving).
  int endgame_seeds = 16;
  std::string endgame_file;
};

/// One stderr line per MTD(f) pass, e.g. "mancala solve: ply 1: 8 <= value <= 12 after 4.2 s": a
/// solve can take many minutes, and its bounds closing in show that it is getting somewhere.
void print_pass(const ai::SolvePass& pass) {
  std::string what = pass.ply ? "ply " + ply_key(*pass.ply) : "position";
  std::string bounds =
      pass.at_least && pass.at_most && *pass.at_least == *pass.at_most ? "value = " + std::to_string(*pass.at_least)
      : pass.at_least && pass.at_most ? std::to_string(*pass.at_least) + " <= value <= " + std::to_string(*pass.at_most)
      : pass.at_least                 ? "value >= " + std::to_string(*pass.at_least)
                                      : "value <= " + std::to_string(pass.at_most.value_or(0));
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", pass.ms / 1000);
  std::cerr << "mancala solve: " << what << ": " << bounds << " after " << seconds << " s\n";
}

// The opening book's answer, as the server's analysis takes it: each ply's value when the book
// holds every child, or with --value-only the position's own entry. nullopt when it has neither.
std::optional<ordered_json> book_answer(const Rules& rules, const Position& p, bool value_only) {
  ordered_json moves = ordered_json::object();
  int value = 0;
  Ply best;
  if (const auto each = value_only ? std::nullopt : ai::book_moves(rules, p)) {
    const bool south = p.to_move == Side::south;
    value = each->front().second;
    for (const auto& [ply, v] : *each)
      if (south ? v > value : v < value) value = v;
    for (const auto& [ply, v] : *each) moves[ply_key(ply)] = v;
    best = std::find_if(each->begin(), each->end(), [value](const auto& m) { return m.second == value; })->first;
  } else if (const auto hit = value_only ? ai::book_lookup(rules.variant(), p) : std::nullopt) {
    value = hit->value;
    best = hit->ply;
  } else {
    return std::nullopt;
  }
  return ordered_json{{"value", value}, {"best", ply_json(best)}, {"moves", moves}, {"exact", true}, {"from", "book"},
                      {"nodes", 0},     {"endgame_ms", 0},        {"value_ms", 0},  {"ms", 0},       {"cpu_ms", 0}};
}

int run_solve(const SolveArgs& a) {
  const Rules rules = a.pos.rules();
  const Position p = live_position(a.pos, rules);
  ai::SolveOptions o;
  o.threads = a.threads;
  o.time_ms = a.time_ms;
  o.table_mb = a.table_mb;
  o.with_moves = !a.value_only;
  o.endgame_seeds = a.endgame_seeds;
  if (!a.quiet) o.on_pass = print_pass;
  // CPU time of every thread next to wall time: on a shared machine the two differ a lot.
  const std::clock_t c0 = std::clock();
  const auto t0 = std::chrono::steady_clock::now();
  if (!a.endgame_file.empty()) o.endgame = endgame_table(rules, a.endgame_seeds, a.threads, a.endgame_file, std::cerr);
  // Reading the table from its file (or building it there) counts as its build time.
  const double file_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  // After a table file is read or built (the command keeps it), before a table in memory is: the
  // book answers at once.
  if (auto answer = a.no_book ? std::nullopt : book_answer(rules, p, a.value_only)) {
    (*answer)["endgame_ms"] = static_cast<std::int64_t>(file_ms);
    std::cout << answer->dump() << "\n";
    return 0;
  }
  ai::Solver solver(rules, o);
  const auto endgame_ms = static_cast<std::int64_t>(file_ms + solver.endgame_ms());
  const ai::SolveResult r = solver.solve(p);
  const auto cpu_ms = static_cast<std::int64_t>(1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
  if (!r.complete) {
    std::cerr << "mancala: not solved within the budget (" << r.nodes << " nodes, " << static_cast<std::int64_t>(r.ms)
              << " ms)\n";
    return 1;
  }
  ordered_json moves = ordered_json::object();
  for (auto& [ply, v] : r.moves) moves[ply_key(ply)] = v;
  std::cout << ordered_json{{"value", r.value},
                            {"best", ply_json(r.best)},
                            {"moves", moves},
                            {"exact", true},
                            {"from", "solver"},
                            {"nodes", r.nodes},
                            {"endgame_ms", endgame_ms},
                            {"value_ms", static_cast<std::int64_t>(r.value_ms)},
                            {"ms", static_cast<std::int64_t>(r.ms)},
                            {"cpu_ms", cpu_ms}}
                   .dump()
            << "\n";
  return 0;
}

}  // namespace

void add_analyse(CLI::App& app, std::function<int()>& run) {
  auto a = std::make_shared<AnalyseArgs>();
  CLI::App* cmd = app.add_subcommand("analyse", "the computer's choice for the position reached, as one JSON line");
  a->pos.add_to(*cmd);
  cmd->add_option("--level", a->level, "easy, medium or hard (default hard, the hint)");
  cmd->add_option("--time-ms", a->time_ms, "time budget, ms (0: none)")->check(CLI::Range(0, 3600000));
  cmd->add_option("--nodes", a->nodes, "node budget (0: none); with --time-ms 0 the answer is reproducible");
  cmd->add_option("--seed", a->seed, "seed of easy's mistakes");
  add_hard_endgame_options(cmd, a->endgame_seeds, a->endgame_file);
  cmd->callback([a, &run] { run = [a] { return run_analyse(*a); }; });
}

void add_solve(CLI::App& app, std::function<int()>& run) {
  auto a = std::make_shared<SolveArgs>();
  CLI::App* cmd = app.add_subcommand("solve", "the exact value of the position reached and of each legal ply");
  a->pos.add_to(*cmd);
  cmd->add_option("--threads", a->threads, "search threads (default 2)")->check(CLI::Range(1, 16));
  cmd->add_option("--time-ms", a->time_ms, "give up after this many ms (0: never); exit 1")
      ->check(CLI::Range(0, 86400000));
  cmd->add_option("--table-mb", a->table_mb, "transposition table, MB (default 512)")->check(CLI::Range(1, 16384));
  cmd->add_option("--endgame-seeds", a->endgame_seeds,
                  "Kalah: endgame table up to this many pit seeds (default 16: 30 MB; 0: none; 22: 0.55 GB, 24: "
                  "1.25 GB, 28: 5.6 GB)")
      ->check(CLI::Range(0, 28));
  cmd->add_option("--endgame-file", a->endgame_file,
                  "Kalah: keep the endgame table in this file (read if it holds this table, else built and written)");
  cmd->add_flag("--value-only", a->value_only, "solve the position only, not each ply");
  cmd->add_flag("--quiet", a->quiet, "no progress lines on stderr (one a pass of MTD(f): the bounds so far)");
  cmd->add_flag("--no-book", a->no_book,
                "solve even a position the opening book answers (the book's positions answer at once otherwise)");
  cmd->callback([a, &run] { run = [a] { return run_solve(*a); }; });
}

}  // namespace mancala::cli

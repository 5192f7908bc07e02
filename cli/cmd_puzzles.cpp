// `mancala puzzles mine` and `mancala puzzles check`: puzzles mined from self-play and stored
// games, each proven by the solver, and a puzzle set proven again (docs/puzzles.md).
#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>

#include "common.hpp"
#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/solver.hpp"
#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/puzzle_json.hpp"

namespace mancala::cli {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

struct MineArgs {
  PositionOptions pos;  // only --variant
  int self_play = 50;
  std::string games;
  int count = 40;
  int max_seeds = 20;
  int time_ms = 2000;
  int max_solver_plies = 5;
  std::uint64_t seed = 1;
  std::string out;
};

int seeds_in_pits(const Rules& rules, const Position& p) {
  int n = 0;
  for (Side s : {Side::south, Side::north})
    for (int i = 0; i < rules.pits(); ++i) n += p.pit(s, i);
  return n;
}

ai::SolveOptions solve_options(const Rules& rules, int time_ms) {
  ai::SolveOptions o;
  o.threads = 1;
  o.time_ms = time_ms;
  o.table_mb = 64;
  o.endgame_seeds = rules.variant().game == GameKind::kalah ? 14 : 0;
  return o;
}

// The set being mined: puzzles found so far and the positions already tried.
class Miner {
 public:
  Miner(const Rules& rules, const MineArgs& a) : rules_(rules), a_(a), solver_(rules, solve_options(rules, a.time_ms)) {
    limits_.max_solver_plies = a.max_solver_plies;
  }

  bool full() const { return static_cast<int>(found_.size()) >= a_.count; }
  const std::vector<protocol::PuzzleEntry>& found() const { return found_; }
  int tried() const { return tried_; }

  void keep(const json& j) {
    auto e = protocol::puzzle_from_json(j);
    if (auto* entry = std::get_if<protocol::PuzzleEntry>(&e)) ids_.insert(entry->id);
    kept_.push_back(j);
  }
  const std::vector<json>& kept() const { return kept_; }

  // Tries each position of one game's plies; `source` names it in the set.
  void mine_game(const Position& start, const std::vector<Ply>& plies, const std::string& source) {
    Position p = start;
    int last = -100;
    for (int i = 0; i < static_cast<int>(plies.size()) && !full(); ++i) {
      if (rules_.check(p, plies[i]) != MoveError::none) return;
      rules_.play(p, plies[i]);
      // A puzzle's line overlaps the next few positions' lines: one puzzle in a stretch of a game.
      if (i - last >= 6 && try_position(p, source)) last = i;
    }
  }

 private:
  bool try_position(const Position& played, const std::string& source) {
    if (played.over() || seeds_in_pits(rules_, played) > a_.max_seeds || rules_.legal_plies(played).size() < 3)
      return false;
    // The position exactly as the set stores it (its JSON state): the one a loader proves again.
    auto parsed = protocol::state_from_json(protocol::state_to_json(played, rules_.pits()), rules_);
    if (!std::holds_alternative<Position>(parsed)) return false;
    const Position p = std::get<Position>(parsed);
    const std::string id = protocol::puzzle_id(rules_.variant(), p);
    if (!ids_.insert(id).second) return false;
    ++tried_;
    auto z = ai::find_puzzle(rules_, solver_, p, limits_);
    if (!z) return false;
    int solver_plies = 0;
    Position at = p;
    for (Ply ply : z->line) {
      solver_plies += at.to_move == p.to_move;
      rules_.play(at, ply);
    }
    const double rating = 1200 + 150 * (solver_plies - 1) + 25 * (rules_.legal_plies(p).size() - 2);
    found_.push_back({id, rules_.variant(), std::move(*z), rating, source});
    std::cerr << "mancala puzzles: " << found_.size() << " " << id << " (" << source << ", " << solver_plies
              << " plies)\n";
    return true;
  }

  const Rules& rules_;
  const MineArgs& a_;
  ai::Solver solver_;
  ai::PuzzleLimits limits_;
  std::vector<protocol::PuzzleEntry> found_;
  std::vector<json> kept_;
  std::set<std::string> ids_;
  int tried_ = 0;
};

// One self-play game: a few random plies, then easy or medium (seeded) on each side.
std::vector<Ply> self_play_game(const Rules& rules, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Ply> plies;
  Position p = rules.start();
  const int random_plies = 2 + static_cast<int>(rng() % 4);
  const ai::Level levels[2] = {rng() % 3 == 0 ? ai::Level::medium : ai::Level::easy,
                               rng() % 3 == 0 ? ai::Level::medium : ai::Level::easy};
  while (!p.over() && plies.size() < 400) {
    Ply ply;
    if (static_cast<int>(plies.size()) < random_plies) {
      const PlyList legal = rules.legal_plies(p);
      ply = legal[static_cast<int>(rng() % legal.size())];
    } else {
      ai::Limits l;
      l.time_ms = 0;
      l.nodes = 20000;
      l.seed = rng();
      ply = ai::choose(rules, p, levels[index(p.to_move)], l).ply;
    }
    plies.push_back(ply);
    rules.play(p, ply);
  }
  return plies;
}

// Stored games: a JSON array, or one per line, each as GET /api/games/{id} answers.
std::vector<json> read_games(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("--games: cannot read " + path);
  std::stringstream text;
  text << in.rdbuf();
  const json all = json::parse(text.str(), nullptr, false);
  if (!all.is_discarded()) return all.is_array() ? all.get<std::vector<json>>() : std::vector<json>{all};
  std::vector<json> out;
  std::istringstream lines(text.str());
  for (std::string line; std::getline(lines, line);) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const json j = json::parse(line, nullptr, false);
    if (j.is_discarded()) throw UsageError("--games: a line is not JSON: " + line.substr(0, 60));
    out.push_back(j);
  }
  return out;
}

void mine_stored(Miner& miner, const Rules& rules, const std::vector<json>& games) {
  for (const json& g : games) {
    if (miner.full()) return;
    const json variant = g.contains("variant") ? g["variant"] : json::object();
    auto v = protocol::variant_from_json(variant);
    if (!std::holds_alternative<Variant>(v) || !(std::get<Variant>(v) == rules.variant())) continue;
    if (!g.contains("moves") || !g["moves"].is_array()) continue;
    std::vector<Ply> plies;
    for (const json& m : g["moves"]) {
      if (m.contains("swap"))
        plies.push_back(Ply::swap());
      else if (m.contains("pit") && m["pit"].is_number_integer())
        plies.push_back(Ply::pit(m["pit"].get<int>()));
    }
    const std::string id = g.contains("game") && g["game"].is_string() ? g["game"].get<std::string>() : "?";
    miner.mine_game(rules.start(), plies, "game:" + id);
  }
}

int run_mine(const MineArgs& a) {
  const Rules rules = a.pos.rules();
  const auto t0 = Clock::now();
  Miner miner(rules, a);
  if (!a.out.empty()) {
    std::ifstream in(a.out);
    const json old = in ? json::parse(in, nullptr, false) : json();
    if (old.is_object() && old.contains("puzzles"))
      for (const json& j : old["puzzles"]) miner.keep(j);
  }
  if (!a.games.empty()) mine_stored(miner, rules, read_games(a.games));
  for (int g = 0; g < a.self_play && !miner.full(); ++g)
    miner.mine_game(rules.start(), self_play_game(rules, a.seed * 1000003 + g), "self-play");
  // One puzzle a line: a small file whose diffs show the puzzles added.
  std::vector<json> all = miner.kept();
  for (const auto& e : miner.found()) all.push_back(protocol::puzzle_to_json(e));
  std::string text = "{\"puzzles\": [\n";
  for (std::size_t i = 0; i < all.size(); ++i) text += all[i].dump() + (i + 1 < all.size() ? ",\n" : "\n");
  text += "]}\n";
  if (a.out.empty())
    std::cout << text;
  else
    std::ofstream(a.out) << text;
  const double s = std::chrono::duration<double>(Clock::now() - t0).count();
  std::cerr << "mancala puzzles: " << miner.found().size() << " new puzzles from " << miner.tried()
            << " positions proven in " << static_cast<int>(s) << " s\n";
  return 0;
}

int run_check(const std::string& path, int time_ms) {
  std::ifstream in(path);
  if (!in) throw UsageError("cannot read " + path);
  const json set = json::parse(in, nullptr, false);
  if (!set.is_object() || !set.contains("puzzles") || !set["puzzles"].is_array())
    throw UsageError(path + ": not a puzzle set ({\"puzzles\":[...]})");
  std::map<std::string, std::unique_ptr<ai::Solver>> solvers;  // one per variant
  int bad = 0;
  for (const json& j : set["puzzles"]) {
    auto parsed = protocol::puzzle_from_json(j);
    if (auto* err = std::get_if<std::string>(&parsed)) {
      std::cout << "bad entry: " << *err << "\n";
      ++bad;
      continue;
    }
    const auto& e = std::get<protocol::PuzzleEntry>(parsed);
    const Rules rules(e.variant);
    auto& solver = solvers[protocol::variant_to_json(e.variant).dump()];
    if (!solver) solver = std::make_unique<ai::Solver>(rules, solve_options(rules, time_ms));
    std::string why = ai::check_puzzle(rules, *solver, e.puzzle.start, e.puzzle.goal, e.puzzle.line);
    if (why.empty() && e.id != protocol::puzzle_id(e.variant, e.puzzle.start)) why = "the id is not the position's";
    if (!why.empty()) {
      std::cout << e.id << ": " << why << "\n";
      ++bad;
    }
  }
  std::cout << set["puzzles"].size() - bad << " of " << set["puzzles"].size() << " puzzles proven\n";
  return bad == 0 ? 0 : 1;
}

}  // namespace

void add_puzzles(CLI::App& app, std::function<int()>& run) {
  CLI::App* cmd = app.add_subcommand("puzzles", "mine puzzles proven by the solver, or prove a puzzle set again");
  cmd->require_subcommand(1);
  auto a = std::make_shared<MineArgs>();
  CLI::App* mine = cmd->add_subcommand("mine", "puzzles from self-play and stored games, as a JSON puzzle set");
  mine->add_option("--variant", a->pos.variant_json, "variant object as JSON (default: the standard board)");
  mine->add_option("--self-play", a->self_play, "self-play games to mine (default 50)")->check(CLI::Range(0, 100000));
  mine->add_option("--games", a->games,
                   "stored games to mine first: JSON as GET /api/games/{id}, an array or a line each");
  mine->add_option("--count", a->count, "stop after this many new puzzles (default 40)")->check(CLI::Range(1, 100000));
  mine->add_option("--max-seeds", a->max_seeds, "try positions with at most this many seeds in the pits (default 20)")
      ->check(CLI::Range(1, 288));
  mine->add_option("--time-ms", a->time_ms, "each solve's budget, ms; a position not proven in time is skipped")
      ->check(CLI::Range(1, 600000));
  mine->add_option("--max-plies", a->max_solver_plies, "the solver's plies in a solution at most (default 5)")
      ->check(CLI::Range(1, 20));
  mine->add_option("--seed", a->seed, "seed of the self-play games");
  mine->add_option("--out", a->out, "the puzzle set file: its puzzles are kept, the new ones added (default: stdout)");
  mine->callback([a, &run] { run = [a] { return run_mine(*a); }; });
  auto path = std::make_shared<std::string>();
  auto time_ms = std::make_shared<int>(60000);
  CLI::App* check = cmd->add_subcommand("check", "prove every puzzle of a set again; exit 1 when one fails");
  check->add_option("file", *path, "the puzzle set (JSON)")->required();
  check->add_option("--time-ms", *time_ms, "each solve's budget, ms (default 60000)")->check(CLI::Range(1, 3600000));
  check->callback([path, time_ms, &run] { run = [path, time_ms] { return run_check(*path, *time_ms); }; });
}

}  // namespace mancala::cli

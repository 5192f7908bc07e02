// The shipped puzzle set (puzzles/puzzles.json): every solution proven unique again by the
// solver, every refutation's value the solver's, and the proof refusing lines that are not forced.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "mancala/engine/ai/solver.hpp"
#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/puzzle_json.hpp"

namespace mancala {
namespace {

using protocol::PuzzleEntry;

std::vector<PuzzleEntry> shipped() {
  std::ifstream in(MANCALA_PUZZLE_SET);
  REQUIRE(in);
  const nlohmann::json set = nlohmann::json::parse(in);
  std::vector<PuzzleEntry> out;
  for (const auto& j : set.at("puzzles")) {
    auto e = protocol::puzzle_from_json(j);
    REQUIRE_MESSAGE(std::holds_alternative<PuzzleEntry>(e), std::get<std::string>(e));
    out.push_back(std::get<PuzzleEntry>(e));
  }
  return out;
}

// One solver per variant, kept across the set's puzzles (its table reused).
ai::Solver& solver_for(const Variant& v) {
  static std::map<std::string, std::unique_ptr<ai::Solver>> solvers;
  auto& s = solvers[protocol::variant_to_json(v).dump()];
  if (!s) {
    ai::SolveOptions o;
    o.threads = 1;
    o.table_mb = 64;
    o.endgame_seeds = v.game == GameKind::kalah ? 14 : 0;
    s = std::make_unique<ai::Solver>(Rules(v), o);
  }
  return *s;
}

TEST_CASE("every shipped puzzle's solution is proven again: each of its plies the only one keeping the goal") {
  const auto set = shipped();
  REQUIRE(set.size() >= 20);
  int kalah = 0;
  for (const PuzzleEntry& e : set) {
    CAPTURE(e.id);
    const Rules rules(e.variant);
    CHECK(ai::check_puzzle(rules, solver_for(e.variant), e.puzzle.start, e.puzzle.goal, e.puzzle.line) == "");
    CHECK(e.id == protocol::puzzle_id(e.variant, e.puzzle.start));
    CHECK(!e.puzzle.themes.empty());
    kalah += e.variant.game == GameKind::kalah;
  }
  CHECK(kalah > 0);
  CHECK(kalah < static_cast<int>(set.size()));  // Oware endgames too
}

TEST_CASE("every shipped refutation is a legal ply whose solved value falls short of the goal") {
  for (const PuzzleEntry& e : shipped()) {
    CAPTURE(e.id);
    const Rules rules(e.variant);
    const Side solver_side = e.puzzle.start.to_move;
    const int want = e.puzzle.goal == ai::PuzzleGoal::win ? 1 : 0;
    Position at = e.puzzle.start;
    for (int i = 0; i < static_cast<int>(e.puzzle.line.size()); ++i) {
      for (const ai::Refutation& f : e.puzzle.refutations) {
        if (f.at != i) continue;
        REQUIRE(rules.check(at, f.ply) == MoveError::none);
        Position child = at;
        rules.play(child, f.ply);
        const ai::SolveResult r = solver_for(e.variant).solve(child);
        REQUIRE(r.complete);
        CHECK(r.value == f.value);
        CHECK(ai::outcome_for(solver_side, f.value) < want);
        for (Ply p : f.line) {
          REQUIRE(rules.check(child, p) == MoveError::none);
          rules.play(child, p);
        }
      }
      rules.play(at, e.puzzle.line[i]);
    }
  }
}

TEST_CASE("the miner finds each shipped puzzle's own line again from its start") {
  const auto set = shipped();
  for (std::size_t i = 0; i < set.size(); i += 5) {
    const PuzzleEntry& e = set[i];
    CAPTURE(e.id);
    const auto z = ai::find_puzzle(Rules(e.variant), solver_for(e.variant), e.puzzle.start, {});
    REQUIRE(z);
    CHECK(z->goal == e.puzzle.goal);
    CHECK(z->value == e.puzzle.value);
    CHECK(z->line.size() >= 1);
    CHECK(z->line.front() == e.puzzle.line.front());
  }
}

TEST_CASE("a line with another ply at the solver's turn is refused") {
  const PuzzleEntry e = shipped().front();
  const Rules rules(e.variant);
  for (Ply other : rules.legal_plies(e.puzzle.start)) {
    if (other == e.puzzle.line.front()) continue;
    std::vector<Ply> line = e.puzzle.line;
    line.front() = other;
    CHECK(ai::check_puzzle(rules, solver_for(e.variant), e.puzzle.start, e.puzzle.goal, line) != "");
  }
  const ai::PuzzleGoal other_goal = e.puzzle.goal == ai::PuzzleGoal::win ? ai::PuzzleGoal::draw : ai::PuzzleGoal::win;
  CHECK(ai::check_puzzle(rules, solver_for(e.variant), e.puzzle.start, other_goal, e.puzzle.line) != "");
}

TEST_CASE("a line that ends with the opponent's ply is refused") {
  for (const PuzzleEntry& e : shipped()) {
    const Rules rules(e.variant);
    Position at = e.puzzle.start;
    for (Ply p : e.puzzle.line) rules.play(at, p);
    if (at.over() || at.to_move == e.puzzle.start.to_move) continue;
    std::vector<Ply> line = e.puzzle.line;
    line.push_back(rules.legal_plies(at)[0]);
    CHECK(ai::check_puzzle(rules, solver_for(e.variant), e.puzzle.start, e.puzzle.goal, line) ==
          "the line ends with an opponent's ply");
    return;
  }
  FAIL("no shipped puzzle ends with the opponent to move");
}

}  // namespace
}  // namespace mancala

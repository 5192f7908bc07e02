// Shared pieces of the `mancala` subcommands: the --variant/--state options and the error type.
#pragma once

#include <CLI/CLI.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "mancala/engine/rules.hpp"

namespace mancala::cli {

/// A user error: main prints the message and exits with code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Options every position-taking subcommand shares.
struct PositionOptions {
  std::string variant_json;
  std::string state_json;
  std::vector<std::string> plies;

  void add_to(CLI::App& cmd, bool with_state = true);
  Rules rules() const;
  /// The start position or --state, then the plies applied; throws UsageError naming a bad ply.
  Position position(const Rules& rules) const;
};

/// Registers a subcommand; `run` is called when it is chosen and returns the exit code.
void add_play(CLI::App& app, std::function<int()>& run);
void add_perft(CLI::App& app, std::function<int()>& run);
void add_bench(CLI::App& app, std::function<int()>& run);
/// The computer opponent: cmd_ai.cpp (analyse, solve), cmd_arena.cpp, cmd_book.cpp.
void add_analyse(CLI::App& app, std::function<int()>& run);
void add_solve(CLI::App& app, std::function<int()>& run);
void add_arena(CLI::App& app, std::function<int()>& run);
void add_book(CLI::App& app, std::function<int()>& run);
/// `puzzles mine` and `puzzles check`: cmd_puzzles.cpp.
void add_puzzles(CLI::App& app, std::function<int()>& run);

}  // namespace mancala::cli

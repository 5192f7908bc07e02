// `mancala`: the engine from the command line. Exit 0 on success, 2 on any bad input (the reason on
// stderr after "mancala: ", and the subcommands when none was named); `mancala help` is `--help`.
#include <functional>
#include <iomanip>
#include <iostream>
#include <string>
#include <string_view>

#include "common.hpp"

namespace {

// For a command line that names no subcommand: each one with what it does.
void print_subcommands(CLI::App& app) {
  std::cerr << "Subcommands (mancala <subcommand> --help for its flags):\n";
  for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    std::cerr << "  " << std::left << std::setw(9) << sub->get_name() << sub->get_description() << "\n";
}

// Why a command line named no subcommand: none given, a flag first, or a word that is not one.
std::string no_subcommand(int argc, char** argv) {
  if (argc < 2) return "name a subcommand";
  const std::string first = argv[1];
  return first[0] == '-' ? "a subcommand comes first, not '" + first + "'" : "no subcommand is named '" + first + "'";
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"mancala: the Kalah and Oware engine from the command line", "mancala"};
  app.require_subcommand(1);
  std::function<int()> run;
  mancala::cli::add_play(app, run);
  mancala::cli::add_perft(app, run);
  mancala::cli::add_bench(app, run);
  mancala::cli::add_analyse(app, run);
  mancala::cli::add_solve(app, run);
  mancala::cli::add_arena(app, run);
  mancala::cli::add_book(app, run);
  mancala::cli::add_puzzles(app, run);
  if (argc == 2 && std::string_view(argv[1]) == "help") {
    std::cout << app.help();
    return 0;
  }
  try {
    app.parse(argc, argv);
    return run ? run() : 0;
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    const bool named = !app.get_subcommands().empty();
    std::cerr << "mancala: " << (named ? std::string(e.what()) : no_subcommand(argc, argv)) << "\n";
    if (!named) print_subcommands(app);
    return 2;
  } catch (const mancala::cli::UsageError& e) {
    std::cerr << "mancala: " << e.what() << "\n";
    return 2;
  }
}

// `mancala`: the engine from the command line. Exit 0 on success, 2 on any bad input.
#include <functional>
#include <iostream>

#include "common.hpp"

int main(int argc, char** argv) {
  CLI::App app{"mancala: the Kalah and Oware engine from the command line"};
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
  try {
    app.parse(argc, argv);
    return run ? run() : 0;
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  } catch (const mancala::cli::UsageError& e) {
    std::cerr << "mancala: " << e.what() << "\n";
    return 2;
  }
}

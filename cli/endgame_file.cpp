#include "endgame_file.hpp"

#include <CLI/CLI.hpp>
#include <chrono>

#include "common.hpp"
#include "mancala/engine/ai.hpp"
#include "mancala/protocol/endgame_file.hpp"

namespace mancala::cli {
namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

std::shared_ptr<const ai::EndgameTable> endgame_table(const Rules& rules, int seeds, int threads,
                                                      const std::string& path, std::ostream& log) {
  try {
    return protocol::endgame_table(rules, seeds, threads, path, log);
  } catch (const protocol::EndgameFileError& e) {
    throw UsageError(std::string("--endgame-file: ") + e.what());
  }
}

std::shared_ptr<const ai::EndgameTable> hard_endgame_table(const Rules& rules, int seeds, const std::string& path,
                                                           std::ostream& log) {
  if (seeds == 0) {
    if (!path.empty()) throw UsageError("--endgame-file needs --endgame-seeds (how large a table to keep there)");
    ai::prepare_hard();
    return nullptr;
  }
  if (seeds < ai::hard_endgame_seeds)
    throw UsageError("--endgame-seeds must be 0 (hard's built-in table) or at least " +
                     std::to_string(ai::hard_endgame_seeds) + " (a smaller table knows less)");
  if (!path.empty()) return endgame_table(rules, seeds, 2, path, log);
  return rules.visit([&](const auto& game) -> std::shared_ptr<const ai::EndgameTable> {
    if constexpr (std::is_same_v<std::decay_t<decltype(game)>, Kalah>)
      if (ai::EndgameTable::applies(game)) {
        const auto t0 = std::chrono::steady_clock::now();
        auto table = std::make_shared<const ai::EndgameTable>(game, seeds, 2);
        log << "endgame table: " << seeds << " seeds built in " << seconds_since(t0) << " s\n";
        return table;
      }
    ai::prepare_hard();
    return nullptr;
  });
}

void add_hard_endgame_options(CLI::App* cmd, int& seeds, std::string& path) {
  cmd->add_option("--endgame-seeds", seeds,
                  "hard: an endgame table up to this many pit seeds instead of the built-in 12 "
                  "(the server's default is 16: 30 MB, ~8 s to build on two threads; 0: the built-in one)")
      ->check(CLI::Range(0, 28));
  cmd->add_option("--endgame-file", path,
                  "hard: keep that table in this file (read if it holds it, else built and written)");
}

}  // namespace mancala::cli

// `--endgame-seeds` and `--endgame-file`: the command-line tool's side of an endgame table kept on
// disk (the format is protocol/endgame_file.hpp).
#pragma once

#include <memory>
#include <ostream>
#include <string>

#include "mancala/engine/ai/endgame_table.hpp"
#include "mancala/engine/rules.hpp"

namespace CLI {
class App;
}

namespace mancala::cli {

/// protocol::endgame_table (the file format shared with the server), its EndgameFileError
/// turned into a UsageError (exit 2).
std::shared_ptr<const ai::EndgameTable> endgame_table(const Rules& rules, int seeds, int threads,
                                                      const std::string& path, std::ostream& log);

/// The table hard reads instead of its built-in one (`--endgame-seeds`, `--endgame-file` of
/// analyse and arena; the server's `hard_endgame_seeds`): endgame_table() when `path` is given,
/// else built in memory on two threads. nullptr for 0 seeds or rules that allow no table, after
/// building hard's built-in table (ai::prepare_hard). Either way built now, so that no move's
/// time includes it. Throws UsageError as endgame_table() does, for a path without seeds, and
/// for fewer seeds than the built-in table.
std::shared_ptr<const ai::EndgameTable> hard_endgame_table(const Rules& rules, int seeds, const std::string& path,
                                                           std::ostream& log);

/// Adds `--endgame-seeds` and `--endgame-file` (for hard_endgame_table) to `cmd`.
void add_hard_endgame_options(CLI::App* cmd, int& seeds, std::string& path);

}  // namespace mancala::cli

// `--endgame-file`: an endgame table kept on disk, so a large one is built once (the engine does
// no I/O; this is the command-line tool's side).
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

/// The Kalah endgame table of `rules` up to `seeds` pit seeds (docs/ai.md, "Endgame table").
/// Read from `path` when it holds the table of the same rules and size: the header names both,
/// the size must match and 10,000 sampled entries must agree with their children. Otherwise built
/// on `threads` threads and written to `path` (through `path`.tmp, renamed, so a crash leaves no
/// half file). `rules` must outlive the table. nullptr when the rules allow no table (Oware,
/// `early_end`). Progress goes to `log`; throws UsageError when the file cannot be written, or
/// when it exists but holds something else (it is never overwritten then).
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

// An endgame table kept on disk, so that a large one is built once: the file format shared by the
// command-line tool (`--endgame-file`) and the server (`hard_endgame_file`). The engine does no I/O.
#pragma once

#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>

#include "mancala/engine/ai/endgame_table.hpp"
#include "mancala/engine/rules.hpp"

namespace mancala::protocol {

/// A table file that cannot be used: it holds another table, is damaged or truncated, or cannot
/// be written. what() names the file and says what to do.
struct EndgameFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// What a file holds, judged by its header alone (three text lines: "mancala endgame table 1",
/// the variant as JSON, the seed limit; then the values): cheap enough to check at start-up.
/// A file cut short inside that header (an empty one too) counts as `same_table`: it is this
/// table, truncated, and reading it says so.
enum class EndgameFile { missing, same_table, other, unreadable };
EndgameFile endgame_file_holds(const Variant& variant, int seeds, const std::string& path);

/// The table of `game` up to `seeds` pit seeds read from `path`: the header must name both, the
/// size must match and 10,000 sampled entries must agree with their children. `game` must
/// outlive the table. Throws EndgameFileError when the file is missing, holds another table, is
/// truncated or too long, or is damaged.
std::shared_ptr<const ai::EndgameTable> read_endgame_file(const Kalah& game, int seeds, const std::string& path);

/// Writes `table` to `path` through a temporary file of this process (`path`.tmp.PID), flushed
/// to the disk and renamed, so that neither a crash nor a second writer leaves a half file.
/// Throws EndgameFileError when it cannot.
void write_endgame_file(const ai::EndgameTable& table, const std::string& path);

/// The Kalah endgame table of `rules` up to `seeds` pit seeds (docs/ai.md, "Endgame table").
/// Read from `path` when it holds the table of the same rules and size: the header names both,
/// the size must match and 10,000 sampled entries must agree with their children. Otherwise built
/// on `threads` threads and written to `path` (through `path`.tmp, renamed, so a crash leaves no
/// half file). `rules` must outlive the table. nullptr when the rules allow no table (Oware,
/// `early_end`). Progress goes to `log`. Throws EndgameFileError when the file cannot be
/// written, or when it exists but cannot be read, holds something else or is damaged (it is
/// never overwritten).
std::shared_ptr<const ai::EndgameTable> endgame_table(const Rules& rules, int seeds, int threads,
                                                      const std::string& path, std::ostream& log);

}  // namespace mancala::protocol

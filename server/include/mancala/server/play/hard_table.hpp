// The computer's large endgame table for the live board, built (or read from its file) once at
// start off the network threads, so that hard and the hint prove more positions (docs/ai.md
// §Proof first).
#pragma once

#include <atomic>
#include <memory>
#include <string>

#include "mancala/engine/variant.hpp"

namespace mancala::ai {
class EndgameTable;
}

namespace mancala::server {

/// Kalah(6,4)'s endgame table of `seeds` pit seeds (config `hard_endgame_seeds`; 16: 30 MB, ~10 s
/// of one core; 22: 548 MB, minutes), on a thread of its own. With a `file` (config
/// `hard_endgame_file`, "{seeds}" standing for the seed count) the table is read from it when it
/// holds that table (~0.5 s for 22 seeds),
/// else built and written there for the next start. Until the table is ready, get() is
/// nullptr and hard uses the engine's built-in 12-seed table. A file that cannot be read or
/// written is logged (error) and the table is built or kept in memory. The build cannot be
/// interrupted: the thread is detached and owns what it builds, so a server stopped during the
/// build does not wait for it.
class HardTable {
 public:
  /// `seeds` 0: no build, get() stays nullptr, and `file` is ignored. main has checked `file`
  /// with check_file() before anything was opened.
  explicit HardTable(int seeds, const std::string& file = {});
  HardTable(const HardTable&) = delete;
  HardTable& operator=(const HardTable&) = delete;

  /// Throws std::runtime_error (what() names the file and the trouble) when `file` exists but
  /// cannot be read, or its header names another table than Kalah(6,4) with `seeds` seeds:
  /// start-up refuses it rather than overwrite what an operator may have put there. Reads the
  /// header only. Nothing to check for 0 seeds or no file.
  static void check_file(int seeds, const std::string& file);

  /// `file` with each "{seeds}" replaced by `seeds` (what the constructor and check_file open):
  /// one setting names the file of whatever size is configured.
  static std::string path_for(int seeds, std::string file);

  /// The table, or nullptr while it is being built (or when none was asked for). Thread-safe;
  /// the table stays valid while this object lives.
  const ai::EndgameTable* get() const noexcept;
  /// Whether a table of `variant` is being built (or read) and not ready yet. Thread-safe.
  bool coming_for(const Variant& variant) const noexcept;
  /// Pit seeds of the table hard reads now: the built one's once ready, else the built-in one's.
  int seeds_in_use() const noexcept;

 private:
  struct Built;
  std::shared_ptr<Built> built_;  // shared with the building thread
};

}  // namespace mancala::server

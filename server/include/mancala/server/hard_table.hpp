// The computer's large endgame table for the live board, built once at start off the network
// threads, so that hard and the hint prove more positions (docs/ai.md §Proof first).
#pragma once

#include <atomic>
#include <memory>

namespace mancala::ai {
class EndgameTable;
}

namespace mancala::server {

/// Builds Kalah(6,4)'s endgame table of `seeds` pit seeds (config `hard_endgame_seeds`; 16: 30 MB,
/// ~10 s of one core) on a thread of its own. Until it is ready, get() is nullptr and hard uses
/// the engine's built-in 12-seed table. The build cannot be interrupted: the thread is detached
/// and owns what it builds, so a server stopped during the build does not wait for it.
class HardTable {
 public:
  /// `seeds` 0: no build, get() stays nullptr.
  explicit HardTable(int seeds);
  HardTable(const HardTable&) = delete;
  HardTable& operator=(const HardTable&) = delete;

  /// The finished table, or nullptr while it is being built (or when none was asked for).
  /// Thread-safe; the table stays valid while this object lives.
  const ai::EndgameTable* get() const noexcept;
  /// Pit seeds of the table hard reads now: the built one's once ready, else the built-in one's.
  int seeds_in_use() const noexcept;

 private:
  struct Built;
  std::shared_ptr<Built> built_;  // shared with the building thread
};

}  // namespace mancala::server

// The shipped puzzle set (puzzles/puzzles.json, made by `mancala puzzles mine`), read once at
// start-up and kept in memory: the positions, solutions and refutations never change while the
// server runs; only their ratings do (the store keeps those).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mancala/protocol/puzzle_json.hpp"

namespace mancala::server {

/// Where the server reads its puzzle set: puzzles/puzzles.json beside the web client's folder
/// (`web_root`), as in the repository and the image.
std::string puzzle_set_path(const std::string& web_root);

/// The puzzles of one set file, in the file's order.
class PuzzleSet {
 public:
  PuzzleSet() = default;
  /// Reads `path`; a missing file is an empty set. Throws std::runtime_error naming the entry for
  /// a file that is not a puzzle set (start-up turns it into exit 2).
  static PuzzleSet read(const std::string& path);

  const std::vector<protocol::PuzzleEntry>& all() const noexcept { return puzzles_; }
  const protocol::PuzzleEntry* find(const std::string& id) const;
  bool empty() const noexcept { return puzzles_.empty(); }

 private:
  std::vector<protocol::PuzzleEntry> puzzles_;
};

}  // namespace mancala::server

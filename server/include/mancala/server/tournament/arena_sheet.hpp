// An arena player's score, game by game (docs/protocol.md §Tournaments: streaks, berserk, short draws).
#pragma once

#include <vector>

namespace mancala::server {

/// One finished arena game as its player saw it.
struct ArenaOutcome {
  enum class Result { win, draw, loss } result = Result::loss;
  int plies = 0;         // plies the game lasted
  bool berserk = false;  // this player went berserk
};

/// What one game scored.
struct ArenaMark {
  int points = 0;
  bool doubled = false;  // scored on a streak (after two wins in a row)
};

/// A player's sheet: each game's mark in order, the score, and whether the next win counts double.
struct ArenaSheet {
  std::vector<ArenaMark> marks;
  int score = 0;
  bool on_fire = false;
};

/// Scores `games` in the order played: win 2, draw 1, loss 0; after two wins in a row each
/// further win 4 and each draw 2 until a game that is not a win; a draw of under 20 plies 0; a
/// berserk win of at least 14 plies one more.
ArenaSheet arena_sheet(const std::vector<ArenaOutcome>& games);

}  // namespace mancala::server

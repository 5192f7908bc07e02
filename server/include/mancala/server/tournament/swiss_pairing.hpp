// Who meets whom in a Swiss round (docs/protocol.md §Tournaments).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mancala/server/tournament/arena_pairing.hpp"

namespace mancala::server {

/// A player present for the next round, as the rounds so far left them.
struct SwissEntrant {
  std::string player;
  double points = 0;  // match points so far (byes included)
  double rating = 1500;
  std::vector<std::string> opponents;  // everyone met so far
  int souths = 0, norths = 0;          // rounds begun as South, as North
  int seat_streak = 0;                 // +k: the last k rounds begun as South; -k: as North
  bool had_bye = false;                // a pairing bye (a late join's half-point bye does not count)
};

/// One round: the pairs (South moves first in the round's first game) and the bye ("" none).
struct SwissRound {
  std::vector<SeatedPair> pairs;
  std::string bye;
};

/// Pairs `present` for a round: no two players meet twice; an odd count gives the bye to the
/// lowest-ranked player (points, then rating) without one; players meet others of equal or
/// nearest points (a weighted matching); seats go to whoever had South less (then the shorter
/// South streak). nullopt when no valid pairing exists (every pair has met): the event ends.
std::optional<SwissRound> pair_swiss(const std::vector<SwissEntrant>& present);

}  // namespace mancala::server

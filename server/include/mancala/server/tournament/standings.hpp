// A tournament's standings from its stored rows (docs/protocol.md §Tournaments).
#pragma once

#include <string>
#include <vector>

#include "mancala/server/store/tournament_rows.hpp"

namespace mancala::server {

/// One game (or bye) in a player's row, as GET /api/tournaments/{id} lists it.
struct StandingGame {
  std::string game;
  std::string opponent, opponent_name;  // "" for a bye
  std::string result;                   // "win", "draw", "loss", "bye" (a half-point bye too); "" in progress
  double points = 0;                    // what it scored
  bool doubled = false;                 // arena: scored on a streak
  bool berserk = false;                 // this player went berserk
  int round = 0;
};

/// One player's row. Swiss rows carry the tie-breaks.
struct StandingRow {
  int rank = 0;  // 1-based
  std::string player, name;
  double rating = 1500;
  double score = 0;
  bool on_fire = false;    // arena: the next win counts double
  bool withdrawn = false;  // or paused
  double buchholz = 0, sonneborn_berger = 0;
  std::vector<StandingGame> games;  // in the order played
};

/// Arena standings: score, then rating, then who joined first. Games in progress are listed
/// with result "" and score nothing yet.
std::vector<StandingRow> arena_standings(const std::vector<StoredEntrant>& players,
                                         const std::vector<StoredTournamentGame>& games);

/// Swiss standings: points (win 1, draw ½ per game; a bye scores `games_per_round`, a half-point
/// bye half that), then Buchholz (the sum of the final points of each opponent met, once per
/// round), then Sonneborn-Berger (per game: the opponent's final points × the game's score), then
/// rating.
std::vector<StandingRow> swiss_standings(const std::vector<StoredEntrant>& players,
                                         const std::vector<StoredTournamentGame>& games, int games_per_round);

}  // namespace mancala::server

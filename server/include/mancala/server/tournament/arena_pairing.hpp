// Who meets whom in an arena round (docs/protocol.md §Tournaments, after lichess's arena).
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "mancala/protocol/time_control.hpp"

namespace mancala::server {

/// Two players and their seats: `south` moves first.
struct SeatedPair {
  std::string south, north;
};

/// A joined player who waits for a game: on the tournament page, connected, not playing.
struct ArenaWaiter {
  std::string player;
  int rank = 0;  // 1-based place in the standings now
  double rating = 1500;
  std::string last_opponent;  // "" before their first game
  int seat_streak = 0;        // +k: their last k games as South; -k: as North; 0 none
};

/// Pairs `waiting` (oldest arrival first) in one round: at most one player is left out of an
/// odd count (the newest arrival, unless the rules below leave out another), nobody meets their
/// last opponent (unless `rematch_ok`: only two players are active), and nobody gets a third game
/// in a row on one seat. Neighbours in rank meet first (a weighted matching of rank distance,
/// scaled up at the top of the table, plus the rating gap); above 100 waiting, players are paired
/// within consecutive groups of ranks. `players`: how many the tournament has (the lowest rank).
std::vector<SeatedPair> pair_arena(const std::vector<ArenaWaiter>& waiting, int players, bool rematch_ok = false);

/// How long waiting players wait for a round once two wait (lichess): 8 s under est 30 s, 10 s
/// under 60 s, else clamp(est/20 + 6, 15, 30) s, est = limit + 40 × increment seconds.
std::chrono::seconds arena_wait(const protocol::TimeControl& clock);

/// The last stretch of an arena of `duration` in which no game is paired: max(30 s,
/// min(duration/2, 120 s)).
std::chrono::seconds arena_pairings_closed(std::chrono::seconds duration);

}  // namespace mancala::server

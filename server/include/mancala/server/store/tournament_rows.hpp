// Tournaments as the store keeps them (docs/protocol.md §Tournaments): the event, its players
// and its games, one row each. The tournament director rebuilds a running event from these rows.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::server {

/// One tournament. Times are ISO 8601 UTC (iso_now()'s form).
struct StoredTournament {
  std::string id;
  std::string kind;  // "arena" or "swiss"
  std::string name;
  Variant variant = Variant::kalah();
  std::optional<protocol::TimeControl> clock;  // a Fischer clock; never correspondence
  bool rated = true;
  bool bots = false;  // bot accounts only
  std::string starts_at;
  std::string ends_at;             // an arena's planned end; a Swiss event's end once finished; "" before
  int minutes = 0;                 // arena: how long it runs
  int rounds = 0;                  // swiss: how many rounds
  int games_per_round = 1;         // swiss: 1, or 2 with seats swapped
  std::string status = "created";  // "created", "started" or "finished"
  int round = 0;                   // swiss: the round under way or last played (0 before the first)
  std::string created_by;          // the account's player id; "" for the schedule
  std::string schedule_slot;       // the schedule's key of this event (unique when not ""); "" player-made
  std::string created_at;
};

/// A player of a tournament, from their first join on (a withdrawal keeps the row).
struct StoredEntrant {
  std::string tournament, player, name;
  double rating = 1500;  // when they joined, in the tournament's variant and speed
  std::string joined_at;
  bool withdrawn = false;  // left (arena: paused or withdrawn; swiss: withdrawn, or missed a game)
  bool paused = false;     // arena: joined but not to be paired until they join again
};

/// One game of a tournament, or a bye. `game` is the game's id; a bye's is "bye:<round>:<player>".
struct StoredTournamentGame {
  std::string tournament, game;
  int round = 0;                  // swiss: 1-based round; arena: 0
  std::string south, north;       // player ids; `north` "" for a bye
  std::string result;             // "" in progress; "south", "north", "draw"; byes: "bye" (full points), "half_bye"
  int plies = 0;                  // plies played, at the end
  std::array<bool, 2> berserk{};  // [south, north] went berserk
  std::string started_at, ended_at;
};

}  // namespace mancala::server

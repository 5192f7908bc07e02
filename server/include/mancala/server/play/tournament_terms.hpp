// The terms of a tournament's game, the same whether the director opens it or a restart
// rebuilds it (docs/protocol.md §Tournament games).
#pragma once

#include <string>

#include "mancala/server/play/game_room.hpp"
#include "mancala/server/store/tournament_rows.hpp"

namespace mancala::server {

/// Makes `setup` a game of tournament `event`: listed in /api/live, public (a person's offences
/// in it count for fair play, as in the queue's games), rated when the event is and both seats
/// are people, berserk allowed in an arena. `event` nullptr: an event the store no longer
/// holds, unrated, berserk allowed (the seats may have used it).
inline void apply_tournament_terms(GameSetup& setup, const std::string& tournament, const StoredTournament* event) {
  setup.tournament = tournament;
  setup.listed = true;
  setup.public_game = true;
  const bool people = setup.kind == RoomKind::human && !setup.seats[0].bot && !setup.seats[1].bot;
  setup.rated = event && event->rated && people;
  setup.berserk_allowed = !event || event->kind == "arena";
}

}  // namespace mancala::server

// Rows of the tournament tables read into records (tournament_rows.hpp), for both database
// stores, as game_rows.hpp does for games. `Row` reads a column by index: is_null, text, integer,
// real (SQLite's Stmt, PostgreSQL's PgRow). The columns of each query, in this order:
// - tournaments: 0 id, 1 kind, 2 name, 3 variant (JSON text), 4 clock (clock_key(); NULL none),
//   5 rated (0 or 1), 6 bots, 7 starts_at, 8 ends_at ('' none), 9 minutes, 10 rounds,
//   11 games_per_round, 12 status, 13 round, 14 created_by, 15 schedule_slot ('' none), 16 created_at;
// - tournament_players: 0 tournament, 1 player, 2 name, 3 rating, 4 joined_at, 5 withdrawn, 6 paused;
// - tournament_games: 0 tournament, 1 game, 2 round, 3 south, 4 north ('' for a bye), 5 result ('' in
//   progress), 6 plies, 7 berserk (bit 0 south, bit 1 north), 8 started_at, 9 ended_at ('' none).
// Private to store/.
#pragma once

#include <spdlog/spdlog.h>

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/store/tournament_rows.hpp"

namespace mancala::server {

/// games.berserk and tournament_games.berserk: bit 0 south, bit 1 north.
inline int berserk_bits(const std::array<bool, 2>& berserk) { return (berserk[0] ? 1 : 0) | (berserk[1] ? 2 : 0); }
inline std::array<bool, 2> berserk_of_bits(std::int64_t bits) { return {(bits & 1) != 0, (bits & 2) != 0}; }

/// A tournament's time control as stored: clock_key(), or nullopt (NULL) for none.
inline std::optional<std::string> tournament_clock_text(const StoredTournament& t) {
  return t.clock ? std::optional(protocol::clock_key(t.clock)) : std::nullopt;
}

/// The tournament of a row; nullopt (and a warning) when its variant does not read. A clock that
/// does not read is warned of and left out.
template <class Row>
std::optional<StoredTournament> tournament_of(const Row& s) {
  StoredTournament t;
  t.id = s.text(0);
  auto variant = protocol::variant_from_json(nlohmann::json::parse(s.text(3), nullptr, false));
  if (auto* why = std::get_if<std::string>(&variant)) {
    spdlog::warn("tournament {}: stored variant is bad: {}", t.id, *why);
    return std::nullopt;
  }
  t.variant = std::get<Variant>(variant);
  if (!s.is_null(4)) {
    auto clock = protocol::time_control_from_key(s.text(4));
    if (auto* why = std::get_if<std::string>(&clock))
      spdlog::warn("tournament {}: stored clock is bad: {}", t.id, *why);
    else
      t.clock = std::get<std::optional<protocol::TimeControl>>(clock);
  }
  t.kind = s.text(1);
  t.name = s.text(2);
  t.rated = s.integer(5) != 0;
  t.bots = s.integer(6) != 0;
  t.starts_at = s.text(7);
  t.ends_at = s.text(8);
  t.minutes = static_cast<int>(s.integer(9));
  t.rounds = static_cast<int>(s.integer(10));
  t.games_per_round = static_cast<int>(s.integer(11));
  t.status = s.text(12);
  t.round = static_cast<int>(s.integer(13));
  t.created_by = s.text(14);
  t.schedule_slot = s.text(15);
  t.created_at = s.text(16);
  return t;
}

template <class Row>
StoredEntrant entrant_of(const Row& s) {
  StoredEntrant e;
  e.tournament = s.text(0);
  e.player = s.text(1);
  e.name = s.text(2);
  e.rating = s.real(3);
  e.joined_at = s.text(4);
  e.withdrawn = s.integer(5) != 0;
  e.paused = s.integer(6) != 0;
  return e;
}

template <class Row>
StoredTournamentGame tournament_game_of(const Row& s) {
  StoredTournamentGame g;
  g.tournament = s.text(0);
  g.game = s.text(1);
  g.round = static_cast<int>(s.integer(2));
  g.south = s.text(3);
  g.north = s.text(4);
  g.result = s.text(5);
  g.plies = static_cast<int>(s.integer(6));
  g.berserk = berserk_of_bits(s.integer(7));
  g.started_at = s.text(8);
  g.ended_at = s.text(9);
  return g;
}

}  // namespace mancala::server

// Rows of a game read into records, for both database stores: the columns of their `games`
// queries, in this order: 0 id, 1 variant, 2 kind, 3 from_queue (0 or 1), 4..6 south's player,
// name and computer level, 7..9 north's, 10 result, 11 reason, 12 and 13 the final stores,
// 14 started_at, 15 ended_at (iso_now() text), 16 whether a finished game's plies hold a pie
// swap, 17 and 18 each seat's account username, 19 the time control (clock_key(); NULL untimed),
// 20 the tournament ('' none), 21 who went berserk (bit 0 south, bit 1 north; games_in_progress),
// 22 and 23 whether each seat's player is a bot (0 or 1).
// `Row` reads a column by index: is_null, text, integer (SQLite's Stmt, PostgreSQL's PgRow).
// Private to store/.
#pragma once

#include <spdlog/spdlog.h>

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

template <class Row>
std::optional<ai::Level> seat_level(const Row& s, int i) {
  if (s.is_null(i)) return std::nullopt;
  return ai::level_from_string(s.text(i));
}

template <class E>
E enum_from_text(const std::string& text, std::initializer_list<E> values) {
  for (E e : values)
    if (to_string(e) == text) return e;
  return E::none;
}

/// The start columns 0..9 (and the accounts, 17 and 18, the clock, 19, the tournament, 20, the bots,
/// 22 and 23); nullopt (and a
/// warning) when the variant is unreadable. A clock that does not read is warned of and untimed.
template <class Row>
std::optional<GameStart> start_of(const Row& s) {
  GameStart g;
  g.id = s.text(0);
  auto variant = protocol::variant_from_json(nlohmann::json::parse(s.text(1), nullptr, false));
  if (auto* why = std::get_if<std::string>(&variant)) {
    spdlog::warn("game {}: stored variant is bad: {}", g.id, *why);
    return std::nullopt;
  }
  g.variant = std::get<Variant>(variant);
  g.kind = s.text(2);
  g.from_queue = s.integer(3) != 0;
  g.south = {s.text(4), s.text(5), seat_level(s, 6), !s.is_null(17) && s.text(17) == s.text(5)};
  g.north = {s.text(7), s.text(8), seat_level(s, 9), !s.is_null(18) && s.text(18) == s.text(8)};
  g.south.account_bot = s.integer(22) != 0;
  g.north.account_bot = s.integer(23) != 0;
  g.tournament = s.text(20);
  if (!s.is_null(19)) {
    auto clock = protocol::time_control_from_key(s.text(19));
    if (auto* why = std::get_if<std::string>(&clock))
      spdlog::warn("game {}: stored clock is bad: {}", g.id, *why);
    else
      g.clock = std::get<std::optional<protocol::TimeControl>>(clock);
  }
  return g;
}

template <class Row>
std::optional<GameRecord> record_of(const Row& s) {
  auto start = start_of(s);
  if (!start) return std::nullopt;
  GameRecord r;
  r.start = std::move(*start);
  r.result = enum_from_text(s.text(10), {Outcome::south, Outcome::north, Outcome::draw, Outcome::no_result});
  r.reason =
      enum_from_text(s.text(11), {Reason::normal, Reason::resign, Reason::timeout, Reason::abandon,
                                  Reason::no_capture_limit, Reason::no_feed, Reason::aborted, Reason::agreement});
  if (!s.is_null(12) && !s.is_null(13))
    r.stores = std::array<int, 2>{static_cast<int>(s.integer(12)), static_cast<int>(s.integer(13))};
  r.started_at = s.text(14);
  if (!s.is_null(15)) r.ended_at = s.text(15);
  r.swapped = s.integer(16) != 0;
  return r;
}

/// A stored ply at columns side_column (0 south, 1 north) and side_column + 1 (the pit; no pit =
/// the pie rule's swap), with the mover's clock after it at clock_column (NULL: untimed).
template <class Row>
protocol::RecordedPly ply_of(const Row& s, int side_column, int clock_column) {
  return {s.integer(side_column) == 0 ? Side::south : Side::north,
          s.is_null(side_column + 1) ? Ply::swap() : Ply::pit(static_cast<int>(s.integer(side_column + 1))),
          s.is_null(clock_column) ? std::nullopt : std::optional<std::int64_t>(s.integer(clock_column))};
}

/// Adds a stored ply (columns 0 game id, 1 n, 2 side, 3 pit, 4 played_at, 5 clock_ms) to its unfinished game
/// in `games` (found through `at`); a ply out of order cuts that game's plies there (`broken`).
template <class Row, class Index, class Broken>
void add_unfinished_ply(const Row& s, std::vector<StoredGame>& games, const Index& at, Broken& broken) {
  const std::string id = s.text(0);
  auto it = at.find(id);
  if (it == at.end() || broken[id]) return;
  StoredGame& g = games[it->second];
  const auto n = s.integer(1);
  const auto side = s.integer(2);
  // Plies are numbered from 0 without gaps; anything else means the record is not whole.
  if (n != static_cast<std::int64_t>(g.plies.size()) || (side != 0 && side != 1)) {
    spdlog::warn("game {}: stored ply {} is out of order; restoring the {} plies before it", id, n, g.plies.size());
    broken[id] = true;
    return;
  }
  g.plies.push_back(ply_of(s, 2, 5));
  if (auto t = parse_iso_time(s.text(4))) g.last_ply_at = *t;
}

}  // namespace mancala::server

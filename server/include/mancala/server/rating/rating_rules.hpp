// How games are rated and players paired by rating: Glicko-2 for both seats of one result, the
// rating window of the public queue, and the speed (and stored key) a game is rated in.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>

#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// Both seats rated after one game, as one rating period each, from the ratings both had before
/// it (PROTOCOL.md §Ratings). `south_score`: 1 South won, 0.5 a draw, 0 North won. Each `games`
/// count grows by one. Throws std::invalid_argument for a score outside 0..1.
std::array<StoredRating, 2> rate_pair(const std::array<StoredRating, 2>& before, double south_score);

/// The widest rating difference the queue pairs after `waited` (the longer wait of the two):
/// `narrow` points at once, widening evenly to `wide` at a quarter of `bot_after`, and without
/// limit from half of `bot_after` on, so that nobody who has a human to play waits for the
/// computer. With bot_after 0 there is no limit at all.
double rating_window(std::chrono::milliseconds waited, std::chrono::milliseconds bot_after);

/// A variant's key: its canonical JSON. Queue pools and ratings are kept under it.
std::string variant_key(const Variant& v);

/// The speed an untimed game is rated in: rapid. The ratings from before clocks, all of games at
/// the old per-ply limit, are rapid ratings.
inline constexpr protocol::Speed untimed_speed = protocol::Speed::rapid;
/// The speed a game of `clock` is rated in (PROTOCOL.md §Clocks: ratings per variant and speed).
protocol::Speed rating_speed(const std::optional<protocol::TimeControl>& clock);
/// The speed of a game without a clock that gives each turn `per_turn` (KGP's kgp_move_ms): that
/// of a Fischer clock of 0 + `per_turn` as increment, by lichess's estimate 40 × per_turn.
protocol::Speed per_turn_speed(std::chrono::milliseconds per_turn);
/// The key ratings are stored under: the variant's key (variant_key) for rapid, so the ratings
/// from before clocks stay where they were, else that key, "|" and the speed.
std::string rating_key(const std::string& variant_key, protocol::Speed speed);
/// A stored key split back into the variant's key and the speed; std::nullopt speed for a key
/// whose suffix is no speed.
std::pair<std::string, std::optional<protocol::Speed>> split_rating_key(const std::string& key);

inline constexpr double narrow_rating_window = 150;
inline constexpr double wide_rating_window = 500;

}  // namespace mancala::server

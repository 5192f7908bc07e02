// The seeks of PROTOCOL.md §Seeks and challenges: an open offer to play anyone, listed in the
// lobby until somebody accepts it. The client's three messages, read from JSON, the server's
// answers, and a seek as GET /api/seeks lists it.
#pragma once

#include <array>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "mancala/engine/types.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::protocol {

/// Longest seek id a client may send (the server's are 12 characters).
inline constexpr std::size_t max_seek_chars = 64;
/// The ratings a `rating_range` may name (inclusive); Glicko-2 ratings stay well inside.
inline constexpr int min_range_rating = 0;
inline constexpr int max_range_rating = 4000;

/// `seek.create`: a game of `variant` with `clock` (omitted: the server's `default_clock`; null:
/// untimed), rated unless `rated` is false; `side` is the seeker's seat (nullopt: drawn when the
/// game opens); `rating_range` [lo, hi] (inclusive) the ratings that may accept it.
struct SeekCreate {
  Variant variant;
  std::optional<std::optional<TimeControl>> clock;
  bool rated = true;
  std::optional<Side> side;
  std::optional<std::array<int, 2>> rating_range;
};
/// `seek.cancel`: the seeker takes their seek back.
struct SeekCancel {
  std::string seek;
};
/// `seek.accept`: another player takes the seek; the game opens for both.
struct SeekAccept {
  std::string seek;
};
using SeekBody = std::variant<SeekCreate, SeekCancel, SeekAccept>;

/// True for the three `seek.*` types.
bool is_seek_type(std::string_view type) noexcept;
/// Reads the fields of a message of one of those types; the error names the field at fault.
std::variant<SeekBody, std::string> seek_from_json(std::string_view type, const nlohmann::json& j);

/// An open seek as the lobby lists it. `rating`: the seeker's on the seek's board and speed,
/// nullopt before their first rated game there.
struct SeekView {
  std::string seek;
  std::string player, name;
  std::optional<double> rating;
  Variant variant;
  std::optional<TimeControl> clock;
  bool rated = true;
  std::optional<Side> side;
  std::optional<std::array<int, 2>> rating_range;
};
/// {seek, player:{id,name,rating}, variant, clock, rated, side ("south"/"north"/"random"),
/// rating_range ([lo,hi] or null)}: one entry of GET /api/seeks.
nlohmann::json seek_to_json(const SeekView& s);

/// `seek.created` {seek} to the seeker (echoes `id`).
std::string seek_created_message(const std::optional<std::string>& id, const std::string& seek);
/// `seek.cancelled` {seek}: the answer to `seek.cancel` (echoes `id`), and a notice (no `id`) to
/// the seeker when their seek ends otherwise: accepted, or gone when a game of theirs began.
std::string seek_cancelled_message(const std::optional<std::string>& id, const std::string& seek);

}  // namespace mancala::protocol

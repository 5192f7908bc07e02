// JSON mapping of the game values of PROTOCOL.md: variant, state object, move record.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "mancala/engine/rules.hpp"

namespace mancala::protocol {

/// Parses a `variant` object (PROTOCOL.md §Coordinates); omitted fields take the rule book's defaults.
/// Returns the variant, or a reason naming the bad field (e.g. "variant.pits must be 1..12, got 13").
std::variant<Variant, std::string> variant_from_json(const nlohmann::json& j);
/// The full `variant` object with every option spelled out.
nlohmann::json variant_to_json(const Variant& v);

/// The PROTOCOL.md state object: ply, pits [[south...],[north...]], stores, to_move, over, result, reason.
nlohmann::json state_to_json(const Position& p, int pits);

/// Parses `{"pits":[[...],[...]],"stores":[s,n],"to_move":"south"}` (as `mancala play --state`).
/// Counts are seeds; each side must have exactly `rules.pits()` pits; at most 255 seeds in all on
/// boards of up to 8 pits, 288 on wider ones (their layout's capacity, position.hpp). The position
/// is end-checked.
std::variant<Position, std::string> state_from_json(const nlohmann::json& j, const Rules& rules);

/// Parses one ply of a case file or the command line: a pit index or "swap".
std::optional<Ply> ply_from_json(const nlohmann::json& j);
/// One record entry: {"side":"south","pit":2} or {"side":"north","swap":true}.
nlohmann::json move_to_json(Side side, Ply ply);
/// A hollow as [side_index, pit].
nlohmann::json hollow_to_json(Hollow h);
/// The `path` and `captured` lists of a `moved` message.
nlohmann::json hollows_to_json(const std::vector<Hollow>& hs);

/// "south" / "north" to a Side.
std::optional<Side> side_from_string(const std::string& s);

}  // namespace mancala::protocol

// The terms a proposed game is offered on, read alike by challenge.create and seek.create.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

#include "mancala/engine/types.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::protocol {

/// Reads `variant`, `clock` (null: untimed), `rated` and `side` ("random": none) from `j` where
/// present; a field absent leaves its out-value as it was. Returns the error naming the field at
/// fault, or nullopt.
std::optional<std::string> read_game_terms(const nlohmann::json& j, Variant& variant,
                                           std::optional<std::optional<TimeControl>>& clock, bool& rated,
                                           std::optional<Side>& side);

}  // namespace mancala::protocol

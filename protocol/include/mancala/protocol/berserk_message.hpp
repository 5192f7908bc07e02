// A tournament game's `berserk` (docs/protocol.md §Tournament games): the client's message, read
// from JSON. The server's answer is a fresh `game` snapshot (server_message.hpp, GameView::berserk).
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <variant>

namespace mancala::protocol {

/// `berserk` {game}: the sender's seat in game `game` gives up half its time and its increment.
struct Berserk {
  std::string game;
};

/// True for `berserk`.
bool is_berserk_type(std::string_view type) noexcept;
/// Reads `berserk`'s fields; the error names the field at fault ("game is missing", …).
std::variant<Berserk, std::string> berserk_from_json(const nlohmann::json& j);

}  // namespace mancala::protocol

// The `error` codes of PROTOCOL.md v1 and its additions.
#pragma once

#include <cstdint>
#include <string_view>

namespace mancala::protocol {

/// Every code an `error` message may carry; `to_string` gives the wire spelling.
enum class ErrorCode : std::uint8_t {
  bad_json,
  bad_message,
  unknown_type,
  protocol_version,
  no_hello,
  not_in_game,
  not_your_turn,
  illegal_move,
  stale_ply,
  game_over,
  game_not_over,
  hint_not_allowed,
  rate_limited,
  invite_not_found,
  game_not_found,
  player_not_found,   // challenge.create names no player this server knows
  challenge_refused,  // the challenged player blocked the challenger, or the challenger them
  chat_closed,        // chat.say to a room that takes no lines from this player (PROTOCOL.md §Chat)
  chat_muted,         // chat.say by a player a moderator timed out; the error carries `until`
  play_banned,        // a way into a game refused by a play ban; the error carries `until` and `reason`
};

std::string_view to_string(ErrorCode c) noexcept;

}  // namespace mancala::protocol

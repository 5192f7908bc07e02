#include "mancala/protocol/error_code.hpp"

namespace mancala::protocol {

std::string_view to_string(ErrorCode c) noexcept {
  switch (c) {
    case ErrorCode::bad_json:
      return "bad_json";
    case ErrorCode::bad_message:
      return "bad_message";
    case ErrorCode::unknown_type:
      return "unknown_type";
    case ErrorCode::protocol_version:
      return "protocol_version";
    case ErrorCode::no_hello:
      return "no_hello";
    case ErrorCode::not_in_game:
      return "not_in_game";
    case ErrorCode::not_your_turn:
      return "not_your_turn";
    case ErrorCode::illegal_move:
      return "illegal_move";
    case ErrorCode::stale_ply:
      return "stale_ply";
    case ErrorCode::game_over:
      return "game_over";
    case ErrorCode::game_not_over:
      return "game_not_over";
    case ErrorCode::hint_not_allowed:
      return "hint_not_allowed";
    case ErrorCode::rate_limited:
      return "rate_limited";
    case ErrorCode::invite_not_found:
      return "invite_not_found";
    case ErrorCode::game_not_found:
      return "game_not_found";
    case ErrorCode::player_not_found:
      return "player_not_found";
    case ErrorCode::challenge_refused:
      return "challenge_refused";
    case ErrorCode::chat_closed:
      return "chat_closed";
    case ErrorCode::chat_muted:
      return "chat_muted";
    case ErrorCode::play_banned:
      return "play_banned";
  }
  return "?";
}

}  // namespace mancala::protocol

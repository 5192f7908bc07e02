// The project's text notation for mancala games (docs/notation.md): a writer and a reader.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/rules.hpp"
#include "mancala/protocol/server_message.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::protocol {

/// A seat of a notated game: the name shown and the computer's level when the computer sits there.
struct NotationSeat {
  std::string name;
  std::optional<ai::Level> bot;
};

/// One game as the notation holds it. The seats are where the players ended (after a pie swap,
/// each in the other's seat), as `GET /api/games/{id}` shows them.
struct NotationGame {
  std::string game;  // the game id; empty when unknown
  Variant variant;
  NotationSeat south, north;
  std::optional<TimeControl> clock;  // the time control; nullopt: untimed (no Clock header)
  Outcome result = Outcome::none;    // none while in progress; no_result for an aborted game
  Reason reason = Reason::none;
  std::string started_at;                    // as stored (ISO 8601 UTC); empty when unknown
  std::string ended_at;                      // empty while in progress
  std::optional<std::array<int, 2>> stores;  // [south, north] at the end; nullopt while in progress
  std::vector<RecordedPly> plies;            // each with the mover's clock_ms after it, when known
  /// Set by parse_notation: the position after the plies, marked over with the header's result
  /// and reason when the game ended by resign, timeout, abandon, agreement or an abort (result
  /// no_result). to_notation ignores it.
  Position final_position;
};

/// Why a notation text was refused: the 1-based line and the reason.
struct NotationError {
  int line = 0;
  std::string message;
};

/// The game as notation text (docs/notation.md); each line ends with '\n'.
std::string to_notation(const NotationGame& g);

/// Reads notation text back, replaying its plies through the engine; an unknown or repeated
/// header, a bad value, a misnumbered turn, an illegal ply, a ply's malformed clock, or a result
/// or stores header the plies contradict is refused with the line it is on.
std::variant<NotationGame, NotationError> parse_notation(std::string_view text);

}  // namespace mancala::protocol

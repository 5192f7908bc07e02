// The challenges of PROTOCOL.md §Seeks and challenges: the client's four messages, read from
// JSON, and the server's answers and notices.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "mancala/engine/types.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::protocol {

/// Longest challenge id a client may send (the server's are 12 characters).
inline constexpr std::size_t max_challenge_chars = 64;
/// Longest decline reason (characters); only the words of challenge_reasons are taken.
inline constexpr std::size_t max_reason_chars = 60;
/// The reasons a challenge may be declined with, as lichess has them; omitted: "generic".
inline constexpr std::string_view challenge_reasons[] = {"generic",     "later", "tooFast", "tooSlow",
                                                         "timeControl", "rated", "casual",  "variant"};

/// `challenge.create`: `player` is challenged to a game of `variant` with `clock` (omitted: the
/// server's `default_clock`; null: untimed), rated or casual; `side` is the challenger's seat
/// (nullopt: drawn when the game opens).
struct ChallengeCreate {
  std::string player;
  Variant variant;
  std::optional<std::optional<TimeControl>> clock;
  bool rated = false;
  std::optional<Side> side;
};
/// `challenge.accept`: the target opens the game.
struct ChallengeAccept {
  std::string challenge;
};
/// `challenge.decline`: the target declines, with one of challenge_reasons.
struct ChallengeDecline {
  std::string challenge;
  std::string reason = "generic";
};
/// `challenge.cancel`: the challenger takes the challenge back.
struct ChallengeCancel {
  std::string challenge;
};
using ChallengeBody = std::variant<ChallengeCreate, ChallengeAccept, ChallengeDecline, ChallengeCancel>;

/// True for the four `challenge.*` types.
bool is_challenge_type(std::string_view type) noexcept;
/// Reads the fields of a message of one of those types; the error names the field at fault.
std::variant<ChallengeBody, std::string> challenge_from_json(std::string_view type, const nlohmann::json& j);

/// Who challenges, as the target is shown them; `rating` nullopt: none yet on that board.
struct ChallengerView {
  std::string id, name;
  std::optional<double> rating;
  bool bot = false;  // the challenger is a bot: `from.bot`, shown only when true
};
/// What the target is shown of an open challenge.
struct ChallengeView {
  std::string challenge;
  ChallengerView from;
  Variant variant;
  std::optional<TimeControl> clock;
  bool rated = false;
};

/// `challenge.created` {challenge} to the challenger (echoes `id`).
std::string challenge_created_message(const std::optional<std::string>& id, const std::string& challenge);
/// `challenge` {challenge, from:{id,name,rating}, variant, clock, rated} to the target.
std::string challenge_message(const ChallengeView& c);
/// `challenge.declined` {challenge, reason}: to the challenger, and (echoing `id`) to the target who declined.
std::string challenge_declined_message(const std::optional<std::string>& id, const std::string& challenge,
                                       const std::string& reason);
/// `challenge.cancelled` {challenge}: to the target, and (echoing `id`) to the challenger who cancelled.
std::string challenge_cancelled_message(const std::optional<std::string>& id, const std::string& challenge);

}  // namespace mancala::protocol

// The client → server messages of PROTOCOL.md v1, decoded into a closed set of typed values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/protocol/berserk_message.hpp"
#include "mancala/protocol/challenge_message.hpp"
#include "mancala/protocol/chat_message.hpp"
#include "mancala/protocol/error_code.hpp"
#include "mancala/protocol/live_message.hpp"
#include "mancala/protocol/seek_message.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/protocol/tournament_message.hpp"

namespace mancala::protocol {

/// The only protocol version this server speaks.
inline constexpr int protocol_version = 1;
/// Longest `id` a client may attach to a message (characters).
inline constexpr std::size_t max_id_chars = 64;
/// Longest player name, in Unicode code points after trimming.
inline constexpr std::size_t max_name_code_points = 24;

struct Hello {
  std::optional<std::string> name;   // trimmed, 1..24 code points, no control characters
  std::optional<std::string> token;  // as sent; an unknown token is not an error
};
/// A `clock` field as sent: nullopt when omitted (the server's `default_clock`), a null inner
/// value for `null` (untimed), or a time control.
using ClockChoice = std::optional<std::optional<TimeControl>>;

struct QueueJoin {
  Variant variant;
  ClockChoice clock;
};
struct QueueLeave {};
/// `ping`: answered `pong` at once, changing nothing; a client's heartbeat on a quiet link.
struct Ping {};
struct BotPlay {
  ai::Level level = ai::Level::medium;
  Side side = Side::south;  // the human's seat
  Variant variant;
  std::optional<TimeControl> clock;  // omitted or null: untimed
};
struct LocalPlay {
  Variant variant;
};
struct Move {
  std::string game;
  std::int64_t ply = 0;  // the state's `ply` the client answers
  bool swap = false;
  std::int64_t pit = 0;  // meaningful when !swap; may be out of range (the room answers illegal_move)
};
struct Resign {
  std::string game;
};
struct HintRequest {
  std::string game;
};
struct RematchRequest {
  std::string game;
};
struct FriendCreate {
  Variant variant;
  ClockChoice clock;
  std::optional<Side> side;  // the creator's seat; nullopt: drawn at random when the friend joins
};
struct FriendJoin {
  std::string code;
};
struct FriendCancel {
  std::string code;
};
struct Watch {
  std::string game;
};
struct Unwatch {
  std::string game;
};
/// What an offer is about (PROTOCOL.md §Offers).
enum class OfferKind : std::uint8_t { draw, takeback };
std::string_view to_string(OfferKind k) noexcept;
/// `abort`: ends the game `aborted` before both sides have made a ply.
struct Abort {
  std::string game;
};
/// `draw` and `takeback`: makes the offer, or accepts the opponent's.
struct Offer {
  std::string game;
  OfferKind kind = OfferKind::draw;
};
/// `decline`: declines the opponent's offer of `kind`.
struct Decline {
  std::string game;
  OfferKind kind = OfferKind::draw;
};
/// `moretime`: gives the opponent 15 s (a day in correspondence).
struct MoreTime {
  std::string game;
};

using ClientBody =
    std::variant<Hello, QueueJoin, QueueLeave, BotPlay, LocalPlay, Move, Resign, HintRequest, RematchRequest,
                 FriendCreate, FriendJoin, FriendCancel, Watch, Unwatch, Abort, Offer, Decline, MoreTime,
                 ChallengeCreate, ChallengeAccept, ChallengeDecline, ChallengeCancel, SeekCreate, SeekCancel,
                 SeekAccept, ChatSay, Berserk, TournamentWatch, TournamentUnwatch, LiveWatch, LiveUnwatch, Ping>;

/// A decoded message with the `id` to echo in direct replies.
struct ClientMessage {
  std::optional<std::string> id;
  ClientBody body;
};

/// Why a message was refused, with the `id` to echo when it could be read.
struct ProtocolError {
  ErrorCode code;
  std::string message;
  std::optional<std::string> id;
};

/// Decodes one text frame. `greeted` says whether this connection's `hello` was accepted.
/// Checks in order: bad_json (not JSON) → bad_message (not an object, no string `type`, bad `id`)
/// → unknown_type → no_hello (anything but `hello` first) / bad_message (a second `hello`)
/// → bad_message naming a missing or mistyped field, protocol_version (`hello` with protocol ≠ 1).
std::variant<ClientMessage, ProtocolError> decode_client_message(std::string_view text, bool greeted);

/// Trims a player name and checks PROTOCOL.md §Precise answers `hello`; nullopt when it is not acceptable.
/// `max_code_points`: the longest name allowed after trimming (a tournament's name is longer).
std::optional<std::string> normalize_name(std::string_view raw, std::size_t max_code_points = max_name_code_points);

/// Characters (Unicode code points) in `s`, which must be valid UTF-8 (as every string the JSON
/// parser returns is): the bytes that start one. The protocol's lengths (`id`, names, passwords)
/// count these, not bytes.
std::size_t code_points(std::string_view s) noexcept;

}  // namespace mancala::protocol

// The server → client messages of PROTOCOL.md v1, each serialized once into a JSON text frame.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/report.hpp"
#include "mancala/protocol/error_code.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::protocol {

/// One entry of a game record: who played which ply.
struct RecordedPly {
  Side side = Side::south;
  Ply ply;
  std::optional<std::int64_t> clock_ms;  // timed games: the mover's time left after the ply, increment included
};

/// One seat as the `players` object shows it: a name, the level when the computer sits there,
/// whether the name is an account's username (`account`: a guest cannot pass for it), and whether
/// the player is a bot (`account_bot`, shown only when true).
struct SeatView {
  std::string name;
  std::optional<ai::Level> bot;
  bool account = false;
  std::optional<std::string> id = std::nullopt;  // a person's player id, in `game` only (not in /api/live)
  bool account_bot = false;
};

/// A seat's rating as shown: rating and RD in rating points (Glicko-2).
struct RatingView {
  double rating = 0, rd = 0;
};

/// Everything a `game` snapshot needs. `you` is "south", "north", "both" or "spectator".
struct GameView {
  std::string game;
  Variant variant;
  std::string you;
  SeatView south, north;
  Position position;
  const std::vector<RecordedPly>* moves = nullptr;       // the record so far; not owned
  std::optional<std::int64_t> move_deadline_ms;          // ms the side to move has left; nullopt = no limit
  std::optional<ClockView> clock;                        // timed games: both clocks now
  std::size_t watchers = 0;                              // spectators watching now
  bool rated = false;                                    // the result will be rated (PROTOCOL.md §Ratings)
  std::optional<RatingView> south_rating, north_rating;  // shown in rated games
  std::string tournament;                                // a tournament's game: its id ("" none: no field)
  std::array<bool, 2> berserk{};                         // [south, north]; shown in a tournament's game
};

/// What `game.over` says of a rated result: each seat's new rating and its change in rating points.
struct RatingOutcome {
  RatingView south, north;
  double south_change = 0, north_change = 0;
};

/// `account`: the player has an account (`name` is its username).
std::string welcome_message(const std::optional<std::string>& id, const std::string& player_id, const std::string& name,
                            const std::string& token, bool account = false);
/// `queue.joined`: `clock` is the pool's time control (null when untimed).
std::string queue_joined_message(const std::optional<std::string>& id, const Variant& v, std::int64_t bot_after_ms,
                                 const std::optional<TimeControl>& clock = std::nullopt);
std::string queue_left_message(const std::optional<std::string>& id);
/// `pong`, echoing `id`: the answer to `ping`.
std::string pong_message(const std::optional<std::string>& id);
std::string game_message(const std::optional<std::string>& id, const GameView& g);
/// `moved` after `report` took the game to `after`.
/// `clock`: a timed game's clocks after the ply (`clock` null when nullopt).
std::string moved_message(const std::string& game, const PlyReport& report, const Position& after, int pits,
                          std::optional<std::int64_t> move_deadline_ms,
                          const std::optional<ClockView>& clock = std::nullopt);
/// `side` is the seat whose connection dropped or came back (a spectator needs it; a seat knows).
std::string opponent_message(const std::string& game, Side side, bool connected, std::optional<std::int64_t> grace_ms);
/// `rating`: a rated result's new ratings (`ratings`, `rating_change`); null: an unrated game.
/// `unrated_reason`: why a game meant to be rated was not ("not_both_moved", "pair_limit").
/// `clock`: a timed game's final clocks (`clock` is left out when nullopt).
std::string game_over_message(const std::string& game, const Position& final_position, int pits,
                              const std::optional<RatingOutcome>& rating = std::nullopt,
                              const std::optional<std::string>& unrated_reason = std::nullopt,
                              const std::optional<ClockView>& clock = std::nullopt);
std::string rematch_message(const std::string& game, Side from);
std::string hint_message(const std::optional<std::string>& id, const std::string& game, Ply ply);
std::string draining_message(std::int64_t retry_after_ms);
/// `friend.created`: `url` is the path the web client joins by; `side` the creator's ("random" until drawn);
/// `clock` the game's time control (null when untimed).
std::string friend_created_message(const std::optional<std::string>& id, const std::string& code,
                                   const std::string& url, const Variant& v, std::int64_t expires_ms,
                                   const std::string& side, const std::optional<TimeControl>& clock = std::nullopt);
std::string friend_cancelled_message(const std::optional<std::string>& id, const std::string& code);
std::string unwatched_message(const std::optional<std::string>& id, const std::string& game);
/// `watchers`: how many spectators a game has now.
std::string watchers_message(const std::string& game, std::size_t count);
std::string error_message(const std::optional<std::string>& id, ErrorCode code, const std::string& message);
/// An `error` of a sanction (`chat_muted`, `play_banned`): error_message's fields, `until` (ISO 8601,
/// when it ends) and, when not empty, `reason`.
std::string sanction_error_message(const std::optional<std::string>& id, ErrorCode code, const std::string& message,
                                   const std::string& until, const std::string& reason = {});

}  // namespace mancala::protocol

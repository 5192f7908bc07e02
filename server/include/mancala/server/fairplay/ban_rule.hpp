// The fair-play ban rule (docs/protocol.md §Fair play): when an offence earns a play ban, and how
// long it lasts. Pure functions of the records and of a time the caller gives: no clock is read.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// The kinds of offence (FairPlayOffence::kind): an abort, a first-move timer run out, a lost game
/// left to run out while disconnected and behind in stores.
inline constexpr const char* kOffenceAbort = "abort";
inline constexpr const char* kOffenceNoStart = "no_start";
inline constexpr const char* kOffenceLeftLost = "left_lost";

/// The rule's constants (lichess's playban, competitive-anchors.md §1.7): a ban once a player has
/// kOffencesForBan offences within kOffenceWindow; the first lasts kFirstBan, each play ban of
/// the last kBanWindow triples it, never past kLongestBan.
inline constexpr int kOffencesForBan = 3;
inline constexpr std::chrono::hours kOffenceWindow{24};
inline constexpr std::chrono::hours kBanWindow{72};
inline constexpr std::chrono::minutes kFirstBan{10};
inline constexpr std::chrono::minutes kLongestBan{48 * 60};

/// A rated game that ends, not aborted, after fewer plies than this is reported to the moderators
/// ("short_game": a quick loss may be a rating given away).
inline constexpr int kShortGamePlies = 4;

/// A play ban the rule gives: it ends at `until`, `minutes` after it was given.
struct PlayBan {
  std::chrono::system_clock::time_point until;
  int minutes = 0;
};

/// The ban an offence recorded at `now` earns: none below kOffencesForBan offences in the last
/// 24 h (the new one counted), else kFirstBan × 3^k with k = the player's play bans in the last
/// 72 h, at most kLongestBan. Negative counts are read as 0.
std::optional<PlayBan> next_play_ban(int offences_in_last_24h, int play_bans_in_last_72h,
                                     std::chrono::system_clock::time_point now);

/// `offences` in the store's order (by time, then as stored) up to and including `own`: those
/// after it are decided at their own turn, and counted at its turn too they would give its ban
/// early and then a second one. All of them when `own` is not among them.
std::vector<FairPlayOffence> offences_until(std::vector<FairPlayOffence> offences, const FairPlayOffence& own);

/// How many of `offences` were at or after `now` - kOffenceWindow (an unreadable `at` does not count).
int offences_in_window(const std::vector<FairPlayOffence>& offences, std::chrono::system_clock::time_point now);

/// How many of `actions` are play bans ("play_ban", by anyone) given at or after `now` - kBanWindow.
int play_bans_in_window(const std::vector<ModAction>& actions, std::chrono::system_clock::time_point now);

/// The ban due at `now` from a player's records as the store gives them: next_play_ban of the two counts.
std::optional<PlayBan> play_ban_due(const std::vector<FairPlayOffence>& offences, const std::vector<ModAction>& actions,
                                    std::chrono::system_clock::time_point now);

/// The play ban `standing` holds at `now`: its end, or nullopt when none runs (none given, or over).
std::optional<std::chrono::system_clock::time_point> play_ban_running(const PlayerStanding& standing,
                                                                      std::chrono::system_clock::time_point now);

}  // namespace mancala::server

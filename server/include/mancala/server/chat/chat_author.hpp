// What a room's chat needs to know of a line's author at the time `now` (the play clock's wall
// time, given by the caller): whether their links show as plain text, and a moderator's timeout.
#pragma once

#include <chrono>
#include <string>

#include "mancala/server/store/store.hpp"

namespace mancala::server::chat {

/// An account younger than this is "new": the page shows its links as plain text.
inline constexpr auto kNewAccountAge = std::chrono::hours(24 * 7);

/// A guest, or an account created under kNewAccountAge before `now` (or at an unknown time).
inline bool author_is_new(bool account, const std::string& created_at, std::chrono::system_clock::time_point now) {
  if (!account) return true;
  const auto created = parse_iso_time(created_at);
  return !created || now - *created < kNewAccountAge;
}

/// A moderator's chat timeout of `s` that has not run out at `now`.
inline bool timed_out(const PlayerStanding& s, std::chrono::system_clock::time_point now) {
  if (s.chat_until.empty()) return false;
  const auto until = parse_iso_time(s.chat_until);
  return until && *until > now;
}

}  // namespace mancala::server::chat

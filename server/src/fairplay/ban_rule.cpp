#include "mancala/server/fairplay/ban_rule.hpp"

#include <algorithm>

namespace mancala::server {

using WallTime = std::chrono::system_clock::time_point;

std::optional<PlayBan> next_play_ban(int offences_in_last_24h, int play_bans_in_last_72h, WallTime now) {
  if (offences_in_last_24h < kOffencesForBan) return std::nullopt;
  // ×3 a ban, stopping at the cap (no overflow however many bans there were).
  std::chrono::minutes length = kFirstBan;
  for (int k = std::max(0, play_bans_in_last_72h); k > 0 && length < kLongestBan; --k) length *= 3;
  length = std::min(length, kLongestBan);
  return PlayBan{now + length, static_cast<int>(length.count())};
}

std::vector<FairPlayOffence> offences_until(std::vector<FairPlayOffence> offences, const FairPlayOffence& own) {
  const auto it = std::find_if(offences.begin(), offences.end(), [&](const FairPlayOffence& o) {
    return o.player == own.player && o.game == own.game && o.kind == own.kind && o.at == own.at;
  });
  if (it != offences.end()) offences.erase(std::next(it), offences.end());
  return offences;
}

int offences_in_window(const std::vector<FairPlayOffence>& offences, WallTime now) {
  const WallTime since = now - kOffenceWindow;
  return static_cast<int>(std::count_if(offences.begin(), offences.end(), [&](const FairPlayOffence& o) {
    const auto at = parse_iso_time(o.at);
    return at && *at >= since;
  }));
}

int play_bans_in_window(const std::vector<ModAction>& actions, WallTime now) {
  const WallTime since = now - kBanWindow;
  return static_cast<int>(std::count_if(actions.begin(), actions.end(), [&](const ModAction& a) {
    if (a.action != "play_ban") return false;
    const auto at = parse_iso_time(a.at);
    return at && *at >= since;
  }));
}

std::optional<PlayBan> play_ban_due(const std::vector<FairPlayOffence>& offences, const std::vector<ModAction>& actions,
                                    WallTime now) {
  return next_play_ban(offences_in_window(offences, now), play_bans_in_window(actions, now), now);
}

std::optional<WallTime> play_ban_running(const PlayerStanding& standing, WallTime now) {
  if (standing.play_ban_until.empty()) return std::nullopt;
  const auto until = parse_iso_time(standing.play_ban_until);
  if (!until || *until <= now) return std::nullopt;
  return until;
}

}  // namespace mancala::server

// Open challenges: one player asks another by id for a game, which the other accepts or declines.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "mancala/engine/types.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/play/play_clock.hpp"

namespace mancala::server {

/// One open challenge. `side` is the challenger's seat; nullopt: drawn when the game opens.
struct Challenge {
  std::string id;
  std::string challenger, challenger_name;
  std::optional<double> challenger_rating;  // on `variant`'s board, when they have played it rated
  bool challenger_bot = false;              // the challenger is a bot (StoredPlayer::bot)
  std::string target;
  Variant variant;
  std::optional<protocol::TimeControl> clock;  // nullopt: untimed
  bool rated = false;
  std::optional<Side> side;
  PlayClock::time_point expires;
  bool shown = false;  // the target was sent `challenge`
};

/// The lobby's open challenges, in memory only (a restart forgets them). Ids are 12 characters
/// from the kernel's CSPRNG (play/ids.hpp). Each challenge expires `ttl` after it was made: one
/// PlayTimer, due at the soonest expiry, removes the expired ones and hands them to `on_expired`.
/// Not thread-safe: the lobby uses it on its strand, which is `executor`.
class ChallengeBook {
 public:
  using Executor = PlayTimer::executor_type;
  ChallengeBook(Executor executor, std::chrono::milliseconds ttl, int max_per_challenger,
                std::function<void(std::vector<Challenge>)> on_expired);

  std::chrono::milliseconds ttl() const { return ttl_; }
  /// Files `c` under a fresh id, expiring ttl() from now; nullopt when its challenger already has
  /// max_per_challenger open challenges.
  std::optional<Challenge> create(Challenge c);
  /// The open challenge `id`; nullptr when unknown, taken or expired.
  const Challenge* find(const std::string& id) const;
  /// Removes and returns the open challenge `id` (accepted, declined or cancelled).
  std::optional<Challenge> take(const std::string& id);
  /// The open challenges to `target`, oldest first.
  /// Takes out every open challenge `player` made or was sent (the player is gone); returns them.
  std::vector<Challenge> take_all_of(const std::string& player);
  std::vector<Challenge> to(const std::string& target) const;
  /// The target was sent challenge `id`.
  void mark_shown(const std::string& id);
  /// Open challenges made by `challenger`.
  int open_of(const std::string& challenger) const;

 private:
  /// Removes what expired, then waits for the next expiry, if any.
  void sweep();
  void arm();

  std::chrono::milliseconds ttl_;
  int max_per_challenger_;
  std::function<void(std::vector<Challenge>)> on_expired_;
  std::map<std::string, Challenge> by_id_;
  PlayTimer timer_;
  std::optional<PlayClock::time_point> armed_for_;
};

}  // namespace mancala::server

// Open invitations to play a friend: a code the creator sends, good once until it expires.
#pragma once

#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "mancala/engine/types.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/play/play_clock.hpp"

namespace mancala::server {

/// One open invitation. `side` is the creator's seat; nullopt: drawn when the friend joins.
struct Invite {
  std::string code;
  std::string creator;       // player id
  std::string creator_name;  // as it was when the code was made
  Variant variant;
  std::optional<Side> side;
  std::optional<protocol::TimeControl> clock;  // the game's time control; nullopt: untimed
  PlayClock::time_point expires;
};

/// The lobby's invitations. Codes are 26 characters of [0-9a-z] from the kernel's CSPRNG
/// (134 bits), so they cannot be guessed. Invitations live in memory only: a restart forgets them.
/// Thread-safe: the lobby writes on its strand, the HTTP API reads on the reads pool.
class InviteBook {
 public:
  using Clock = PlayClock;
  InviteBook(std::chrono::milliseconds ttl, int max_per_player) : ttl_(ttl), max_per_player_(max_per_player) {}

  std::chrono::milliseconds ttl() const { return ttl_; }
  /// A new invitation, or nullopt when `creator` already holds max_per_player open ones.
  std::optional<Invite> create(const std::string& creator, const std::string& name, const Variant& v,
                               std::optional<Side> side, std::optional<protocol::TimeControl> clock,
                               Clock::time_point now = Clock::now());
  /// The open invitation under `code`; nullopt when unknown, expired, cancelled or used.
  std::optional<Invite> find(const std::string& code, Clock::time_point now = Clock::now()) const;
  /// The invitation was used: it is gone.
  void take(const std::string& code);
  /// Cancels `code` when `player` created it and it is open; false otherwise.
  bool cancel(const std::string& code, const std::string& player, Clock::time_point now = Clock::now());
  /// Open (unexpired) invitations of `player`.
  /// Forgets every invitation `player` made (the player is gone).
  void cancel_all_of(const std::string& player);
  int open_of(const std::string& player, Clock::time_point now = Clock::now()) const;

 private:
  void sweep(Clock::time_point now);  // under mutex_: forgets expired invitations

  std::chrono::milliseconds ttl_;
  int max_per_player_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Invite> by_code_;
};

}  // namespace mancala::server

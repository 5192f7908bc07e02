// FairPlay: records fair-play offences and short rated games, and gives the play bans the rule
// asks for (docs/protocol.md §Fair play). The rooms call it from their strands; every store read
// it makes runs on the reads pool.
#pragma once

#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "mancala/server/fairplay/ban_rule.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// The service. Thread-safe: each call queues its writes and posts its reads; nothing blocks the caller.
class FairPlay {
 public:
  /// The wall clock offences and bans are timed by (the server gives PlayClock::wall_now).
  using WallClock = std::function<std::chrono::system_clock::time_point()>;
  /// Where the ids of the records it files come from (the server gives play/ids.hpp's new_id).
  using IdSource = std::function<std::string()>;

  FairPlay(Store& store, boost::asio::thread_pool& reads, WallClock now, IdSource new_id);

  /// `player` committed offence `kind` (kOffenceAbort, …) in `game`. Stored at once
  /// (Store::save_offence, queued); then on the reads pool, one offence after another: the writes
  /// before are flushed, the player's offences of the last 24 h and moderation log are read, and
  /// the ban the rule gives (if any) is logged by moderator "system" with the offence's kind as its
  /// reason (Store::save_mod_action, which sets the player's standing). `done` (if any) runs
  /// there with that ban, or nullopt: none was due, or the store could not be read.
  void offence(const std::string& player, const std::string& game, const std::string& kind,
               std::function<void(std::optional<PlayBan>)> done = {});

  /// A rated game `game` ended, not aborted, after `plies` (< kShortGamePlies) plies, lost by
  /// `loser`: a report for the moderators (Store::save_report, reporter "", reason "short_game").
  void short_game(const std::string& loser, const std::string& game, int plies, const std::string& how);

 private:
  Store& store_;
  boost::asio::strand<boost::asio::thread_pool::executor_type> reads_;  // one offence's reads at a time
  WallClock now_;
  IdSource new_id_;
};

}  // namespace mancala::server

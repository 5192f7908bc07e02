// When a player's chat turns foul (lichess's "shutup"): the word filter's ratios of each player's
// last public lines, and the rule that files a report about them (docs/protocol.md §Chat, Decency).
#pragma once

#include <cstddef>
#include <deque>
#include <list>
#include <mutex>
#include <string>
#include <unordered_map>

namespace mancala::server::chat {

/// The bad-word ratios (WordFilter::bad_ratio) of one player's last kLinesKept public lines, newest
/// last, and lichess's rule on them.
class ShutupRecord {
 public:
  static constexpr std::size_t kLinesKept = 60;   // public chat (lichess keeps 40 for private chat)
  static constexpr double kBadLine = 1.0 / 30.0;  // a line whose ratio is above this is a bad line
  static constexpr std::size_t kMinLines = 4;     // no report on fewer lines (kLinesKept / 15)
  static constexpr std::size_t kMinBadLines = 3;  // more bad lines than this, and than a tenth of them

  /// Adds one line's ratio, forgetting the oldest beyond kLinesKept.
  void add(double ratio);
  /// Whether the lines kept call for a report: n >= kMinLines and bad lines > max(3, n / 10)
  /// (integer division: 4 bad lines among 4..39, 5 among 40..49, 6 among 50..59, 7 among 60).
  bool should_report() const;
  std::size_t lines() const { return ratios_.size(); }
  std::size_t bad_lines() const;

 private:
  std::deque<double> ratios_;
};

/// Every player's ShutupRecord, behind a mutex (the chat's handlers call it from any thread), at
/// most `max_players` of them: a new player past that drops the one who spoke least recently.
class Shutup {
 public:
  static constexpr std::size_t kDefaultMaxPlayers = 10'000;

  explicit Shutup(std::size_t max_players = kDefaultMaxPlayers);

  /// Records `ratio` for one public line of `player`; true when the player should now be reported
  /// (ShutupRecord::should_report). The player's record is then cleared, so the next report needs a
  /// fresh run of bad lines rather than following on every line.
  bool record(const std::string& player, double ratio);
  /// Forgets a player (an account deleted).
  void forget(const std::string& player);
  /// How many lines of `player` are kept (0 for one not kept), and how many players are.
  std::size_t lines_of(const std::string& player) const;
  std::size_t players() const;

 private:
  struct Entry {
    ShutupRecord record;
    std::list<std::string>::iterator recency;  // the player's place in recency_
  };

  std::size_t max_players_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
  std::list<std::string> recency_;  // players, the one who spoke most recently first
};

}  // namespace mancala::server::chat

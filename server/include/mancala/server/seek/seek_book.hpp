// Open seeks: a player's offer to play anyone, listed in the lobby until somebody accepts it.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "mancala/engine/types.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/protocol/seek_message.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::server {

/// One open seek. `side` is the seeker's seat (nullopt: drawn when the game opens);
/// `rating_range` [lo, hi], inclusive, the ratings on the seek's board and speed that may accept it.
struct Seek {
  std::string id;
  std::string player, name;
  std::optional<double> rating;  // the seeker's on the seek's board and speed; none before a rated game there
  Variant variant;
  std::optional<protocol::TimeControl> clock;  // nullopt: untimed
  bool rated = true;
  std::optional<Side> side;
  std::optional<std::array<int, 2>> rating_range;
  bool account = false;     // the seeker has an account
  std::uint64_t order = 0;  // the book's count when it was made: the list's order
  bool correspondence() const { return clock && clock->correspondence(); }
  /// A correspondence seek of a player with an account outlives their connection, and is stored.
  /// A guest's lives as long as their connection: a throwaway guest leaves nothing behind.
  bool lasting() const { return correspondence() && account; }
};

/// `s` as GET /api/seeks lists it.
protocol::SeekView seek_view(const Seek& s);
/// `s` as the store keeps it: seek_view's JSON text.
std::string stored_text(const Seek& s);
/// A seek back from stored_text() (a lasting seek: its seeker has an account); nullopt for a
/// text that is not one.
std::optional<Seek> seek_from_stored(const std::string& text);

/// The lobby's open seeks, in memory (a restart forgets them). Ids are 12 characters from the
/// kernel's CSPRNG (play/ids.hpp). Thread-safe: the lobby writes on its strand, GET /api/seeks
/// reads on the reads pool.
class SeekBook {
 public:
  /// `max_per_player`: open seeks one player may have; `max_total`: open seeks in all.
  SeekBook(int max_per_player, std::size_t max_total) : max_per_player_(max_per_player), max_total_(max_total) {}

  int max_per_player() const { return max_per_player_; }
  /// Files `s` under a fresh id; nullopt when its player already has max_per_player open seeks,
  /// or the book holds max_total.
  std::optional<Seek> create(Seek s);
  /// Files `s` under its own id (a stored seek back after a restart), after those filed before.
  void restore(Seek s);
  /// The open seek `id`; nullopt when unknown, cancelled or accepted.
  std::optional<Seek> find(const std::string& id) const;
  /// Removes and returns the open seek `id`.
  std::optional<Seek> take(const std::string& id);
  /// Removes and returns `player`'s seeks; their lasting seeks stay when `keep_lasting`, their
  /// correspondence seeks when `keep_correspondence`.
  std::vector<Seek> take_of(const std::string& player, bool keep_lasting, bool keep_correspondence);
  /// Open seeks in all.
  std::size_t size() const;
  std::size_t max_total() const { return max_total_; }
  /// At most `limit` open seeks, oldest first.
  std::vector<Seek> list(std::size_t limit) const;

 private:
  int open_of(const std::string& player) const;  // under mutex_

  int max_per_player_;
  std::size_t max_total_;
  mutable std::mutex mutex_;
  std::map<std::string, Seek> by_id_;
  std::uint64_t made_ = 0;
};

}  // namespace mancala::server

// The queue seam: the public queues' decisions arrive as events, whoever makes them.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/ops/histogram.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/rating/rating_rules.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// One waiting player.
struct QueueEntry {
  std::string player;
  Variant variant;
  /// The pool's time control (nullopt: untimed); a game from this entry is played with it.
  std::optional<protocol::TimeControl> clock = std::nullopt;
  /// When the player began to wait; the queue sets it. An entry joined again with it set (the
  /// other half of a pairing the lobby dropped) keeps its place and its computer timer.
  std::optional<PlayClock::time_point> since = std::nullopt;
  /// The player's rating in this variant: the queue pairs the nearest first.
  StoredRating rating = {};
  /// A cluster: the node of a player who waits there (the queue is shared); empty for this node's.
  std::string node = {};
  /// The players this one blocked or was blocked by: neither is paired with the other.
  std::vector<std::string> avoid = {};
};

/// Two people to seat in one game: `first` waited longer. In a cluster, `first` is always this
/// node's player, and `second` may be another node's (its `node` set).
struct Pairing {
  QueueEntry first, second;
};
/// A player was alone for `bot_after_ms`: they get the computer.
struct ComputerFallback {
  QueueEntry entry;
};
using QueueEvent = std::variant<Pairing, ComputerFallback>;

/// The public queues, one pool per (variant, clock): two players meet only when both match. Each
/// entry ends in exactly one way: one event (a pairing or the computer fallback), or a leave; a
/// join and a timer that meet decide inside the queue. Joining twice with the same pool is a
/// no-op; joining with another variant or clock moves the entry.
/// The queue never sees connections: the lobby leaves a player's entry when their connection goes.
/// Thread-safe: members may be called from any thread.
class MatchQueue {
 public:
  using Handler = std::function<void(QueueEvent)>;
  virtual ~MatchQueue() = default;

  /// Events are posted to `executor` and handed to `handler` there. Call once, before any join.
  virtual void subscribe(boost::asio::any_io_executor executor, Handler handler) = 0;
  virtual void join(QueueEntry entry) = 0;
  /// Removes the player's entry, if any.
  virtual void leave(const std::string& player) = 0;
};

/// The key of one pool: variant_key, a space, then clock_key ("none" untimed), e.g.
/// `{"game":"kalah",...} 3+2`.
std::string pool_key(const Variant& v, const std::optional<protocol::TimeControl>& clock);
inline std::string pool_key(const QueueEntry& e) { return pool_key(e.variant, e.clock); }
/// True when either of `a` and `b` lists the other in `avoid`: the queue does not pair them.
bool kept_apart(const QueueEntry& a, const QueueEntry& b);
/// The labels of a pool's `mancala_queue_length` series: `variant` (its JSON) and `clock` (its key).
Labels pool_labels(const QueueEntry& e);

}  // namespace mancala::server

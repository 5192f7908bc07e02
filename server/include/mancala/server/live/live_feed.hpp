// The games in progress pushed over the WebSocket to the connections that asked for them
// (docs/protocol.md §Live games): the start screen's "Now playing" without polling /api/live.
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "mancala/server/play/reply.hpp"

namespace mancala::server {

class LiveBoard;
class RoomRegistry;

/// The least time between two pushes of the list: a busy server's plies are coalesced into one
/// `live.changed` a second, whatever the number of games or watchers.
inline constexpr std::chrono::milliseconds live_push_interval{1000};

/// Who watches the list of live games, and the pushes to them. The watchers and the pushes live
/// on the feed's strand (on the watch threads when there are any: the list is a spectators'
/// matter, and building it reads every listed room's summary); rooms only note that something
/// changed (`changed`, an atomic flag and at most one post until the next push). A push builds
/// the list once for the largest limit asked and sends each watcher its part only when it
/// differs from the last one that watcher was sent.
class LiveFeed {
 public:
  /// `board`: a cluster node's view of the other nodes' games (nullptr when alone); the
  /// composition root calls changed() whenever the board is told a node's list.
  LiveFeed(boost::asio::io_context& ioc, const RoomRegistry& rooms, const LiveBoard* board);

  /// `live.watch`: `reply.peer` is sent the list of at most `limit` games now (`live.changed`
  /// echoing the id), then a `live.changed` whenever it changes. Watching again changes the limit
  /// and answers the list again.
  void watch(Reply reply, int limit);
  /// `live.unwatch`: no pushes to `reply.peer` after its `live.unwatched` answer.
  void unwatch(Reply reply);
  /// A closed connection: no more pushes to `peer`.
  void forget(PeerPtr peer);
  /// Something the list shows may have changed. Thread-safe and cheap: nothing while nobody
  /// watches, and one post to the feed's strand until the next push.
  void changed();

 private:
  struct Watcher {
    PeerRef peer;
    const Peer* key;  // the peer's address, to find it again; never dereferenced
    int limit;
    std::string last;  // the games array it was sent last, as JSON text
  };
  using Strand = boost::asio::strand<boost::asio::io_context::executor_type>;
  using Clock = std::chrono::steady_clock;

  void schedule();  // a change was noted: push now, or when the interval since the last push ends
  void push();
  Watcher* find(const Peer* key);
  void drop(const Peer* key);

  const RoomRegistry& rooms_;
  const LiveBoard* board_;
  Strand strand_;
  boost::asio::steady_timer timer_;  // on strand_
  // On strand_:
  std::vector<Watcher> watchers_;
  Clock::time_point pushed_at_{};
  bool timer_armed_ = false;
  // From any thread:
  std::atomic<std::size_t> watching_{0};  // watchers_.size()
  std::atomic<bool> dirty_{false};        // a change noted since the last push began
};

}  // namespace mancala::server

// The public queues: one per variant; pairs two humans at once, or one with the computer after a wait.
#pragma once

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>

#include "mancala/engine/variant.hpp"
#include "mancala/server/metrics.hpp"
#include "mancala/server/peer.hpp"

namespace mancala::server {

/// One waiting player.
struct QueueEntry {
  std::string player;
  PeerRef peer;
  Variant variant;
};

/// Not thread-safe: every call, and every timer, runs on the lobby's strand, so a human arriving
/// as the timer fires gets exactly one answer: whichever step runs first removes the entry.
class Matchmaker {
 public:
  using Strand = boost::asio::strand<boost::asio::io_context::executor_type>;
  /// `on_match(first_waiting, newcomer)`; `on_timeout(entry)` after `bot_after_ms` alone.
  Matchmaker(Strand strand, std::int64_t bot_after_ms, Metrics& metrics,
             std::function<void(QueueEntry, QueueEntry)> on_match, std::function<void(QueueEntry)> on_timeout);

  /// Enters `player` in the variant's queue. Already there: nothing changes. In another variant's
  /// queue: moved. A waiting, still-connected opponent who is not the same player: matched at once.
  void join(const std::string& player, PeerRef peer, const Variant& v);
  /// Removes the player's entry, if any.
  void leave(const std::string& player);
  bool queued(const std::string& player) const { return entries_.count(player) > 0; }
  std::size_t size() const { return entries_.size(); }

 private:
  struct Waiting {
    QueueEntry entry;
    std::string key;
    std::uint64_t ticket;
    std::unique_ptr<boost::asio::steady_timer> timer;
  };
  void on_timer(const std::string& player, std::uint64_t ticket);
  void update_gauge();

  Strand strand_;
  std::int64_t bot_after_ms_;
  Metrics& metrics_;
  std::function<void(QueueEntry, QueueEntry)> on_match_;
  std::function<void(QueueEntry)> on_timeout_;
  std::unordered_map<std::string, Waiting> entries_;                  // player → entry
  std::unordered_map<std::string, std::deque<std::string>> queues_;   // variant key → players, oldest first
  std::uint64_t next_ticket_ = 1;
  std::int64_t counted_ = 0;  // what this matchmaker added to metrics_.queue
};

/// The queue key of a variant: its canonical JSON.
std::string variant_key(const Variant& v);

}  // namespace mancala::server

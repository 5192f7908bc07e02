// The public queues of one process: in memory, on a strand of their own.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/strand.hpp>
#include <deque>
#include <memory>
#include <unordered_map>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/queue/match_queue.hpp"

namespace mancala::server {

/// Pairs waiting players of a pool (variant and clock) nearest in rating first: at once when their ratings are
/// within the window of their wait (rating_rules.hpp), else in waves as the windows widen, without
/// limit from half of `bot_after_ms`; a player alone for `bot_after_ms` gets the computer. Every
/// step runs on the queue's strand, so a human arriving as the timer fires gets exactly one
/// answer: whichever step runs first removes the entry.
class LocalQueue final : public MatchQueue {
 public:
  LocalQueue(boost::asio::io_context& ioc, std::int64_t bot_after_ms, Metrics& metrics);

  void subscribe(boost::asio::any_io_executor executor, Handler handler) override;
  void join(QueueEntry entry) override;
  void leave(const std::string& player) override;

 private:
  struct Waiting {
    QueueEntry entry;
    std::string key;
    std::uint64_t ticket;
    std::unique_ptr<PlayTimer> timer;
  };
  // On strand_.
  void do_join(QueueEntry entry);
  void do_leave(const std::string& player);
  void on_timer(const std::string& player, std::uint64_t ticket);
  /// Emits every pairing the queue of `key` allows now.
  void pair_within(const std::string& key);
  /// Removes a waiting player's entry and timer and returns the entry.
  QueueEntry take(std::string player);  // by value: the entry it moves out holds the name
  void arm_wave();
  void emit(QueueEvent event);
  void update_gauge();

  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  std::int64_t bot_after_ms_;
  Metrics& metrics_;
  boost::asio::any_io_executor handler_executor_;
  Handler handler_;
  std::unordered_map<std::string, Waiting> entries_;                 // player → entry
  std::unordered_map<std::string, std::deque<std::string>> queues_;  // pool key → players, oldest first
  std::uint64_t next_ticket_ = 1;
  std::int64_t counted_ = 0;  // what this queue added to metrics_.queue
  PlayTimer wave_timer_;
  bool wave_armed_ = false;
};

}  // namespace mancala::server

// A room's frames to its spectators, handed out a few connections at a time.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "mancala/server/play/peer.hpp"

namespace mancala::server {

/// Hands each frame to every connection of its list, `chunk` connections per handler on the
/// network threads, posting the rest behind whatever else waits there: a player's next move is
/// read after at most one chunk of another game's spectators, not after all 500 of them. Frames
/// go out in the order they were pushed, each to its whole list before the next begins, so every
/// spectator hears a room's frames in order. Thread-safe (the room's strand and the store's
/// writer push); keep it in a shared_ptr (the handlers hold it).
class Fanout : public std::enable_shared_from_this<Fanout> {
 public:
  static constexpr std::size_t chunk = 32;
  explicit Fanout(boost::asio::any_io_executor executor) : executor_(std::move(executor)) {}

  void push(std::shared_ptr<const std::vector<PeerRef>> peers, std::shared_ptr<const std::string> frame);

 private:
  struct Job {
    std::shared_ptr<const std::vector<PeerRef>> peers;
    std::shared_ptr<const std::string> frame;
    std::size_t next = 0;
  };
  void step();

  boost::asio::any_io_executor executor_;
  std::mutex mutex_;
  std::deque<Job> jobs_;  // under mutex_
  bool running_ = false;  // a step is posted or running; under mutex_
};

}  // namespace mancala::server

// The computer's side of a room: its search on the worker pool, and the pause before its ply.
#pragma once

#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "mancala/engine/ai.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/play/play_clock.hpp"

namespace mancala::server {

/// Searches off the strand and hands the chosen ply back on it, no sooner than `pause` after the
/// request (a person must be able to follow the computer's answer). Not thread-safe: requests
/// and callbacks are on the room's strand. Held by shared_ptr: a search that ends after the
/// room let its driver go finds it gone and plays nothing.
class ComputerDriver : public std::enable_shared_from_this<ComputerDriver> {
 public:
  ComputerDriver(boost::asio::any_io_executor strand, boost::asio::thread_pool& pool, Metrics& metrics,
                 std::chrono::milliseconds pause)
      : strand_(strand), timer_(strand), pool_(pool), metrics_(metrics), pause_(pause) {}

  /// Searches `p` (a copy) for `level` under `limits`; `play(ply)` runs on the strand after the
  /// pause unless cancel() came first (or the driver is gone); `game` names the game in the debug log.
  void request(std::shared_ptr<const Rules> rules, const Position& p, ai::Level level, const ai::Limits& limits,
               std::string game, std::function<void(Ply)> play);
  void cancel();

 private:
  boost::asio::any_io_executor strand_;
  PlayTimer timer_;
  boost::asio::thread_pool& pool_;
  Metrics& metrics_;
  std::chrono::milliseconds pause_;
  std::uint64_t generation_ = 0;
};

/// What the computer chose and how (debug level): a proven ply or a searched one, and which
/// endgame table the search read.
void log_choice(const std::string& game, std::string_view who, const Position& p, const ai::SearchResult& r);

}  // namespace mancala::server

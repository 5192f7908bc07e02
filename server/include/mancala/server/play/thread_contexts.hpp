// The network threads' io_contexts: one a thread, each run by its thread alone (ServerApp::run).
// A connection is accepted onto one of them and a room lives on its first seated connection's, so
// the handlers of a local or computer game's ply (read, room, write) run on one thread, and a thread
// that posts to its own context wakes nobody (docs/architecture.md §Threads).
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <cstddef>
#include <memory>
#include <vector>

namespace mancala::server {

class ThreadContexts {
 public:
  /// `threads` ≥ 1 contexts; each is told it has one thread (Asio's concurrency hint).
  explicit ThreadContexts(int threads) {
    for (int i = 0; i < threads; ++i) contexts_.push_back(std::make_unique<boost::asio::io_context>(1));
  }
  ThreadContexts(const ThreadContexts&) = delete;
  ThreadContexts& operator=(const ThreadContexts&) = delete;

  /// Context 0, run by the thread that calls ServerApp::run: the lobby, the queue, the listener,
  /// signals and the server-wide timers live here, beside its share of connections and rooms.
  boost::asio::io_context& main() { return *contexts_.front(); }
  /// The contexts in turn: where a new connection, or a room no connection is seated in, goes.
  boost::asio::io_context& next() { return *contexts_[next_.fetch_add(1, std::memory_order_relaxed) % size()]; }
  boost::asio::io_context& at(std::size_t i) { return *contexts_.at(i); }
  std::size_t size() const { return contexts_.size(); }

 private:
  std::vector<std::unique_ptr<boost::asio::io_context>> contexts_;
  std::atomic<std::size_t> next_{0};
};

}  // namespace mancala::server

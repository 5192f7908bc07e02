// One long-lived NDJSON response of the HTTP bot API, as the bot API sees it: no Beast here
// (the network layer's NdjsonStream implements it).
#pragma once

#include <functional>
#include <string>

namespace mancala::server::botapi {

/// An open NDJSON response (docs/bots.md): lines go out in the order they were written, one
/// write at a time; blank keep-alive lines are the implementation's. Every member may be called
/// from any thread and never blocks.
class LineSink {
 public:
  virtual ~LineSink() = default;
  /// Queues one line (without its newline); ignored once the response ended.
  virtual void write_line(std::string line) = 0;
  /// Ends the response once the lines queued before have gone out.
  virtual void finish() = 0;
  /// False once the response ended or its client went away.
  virtual bool is_open() const = 0;
  /// `f` runs once when the response ends, whatever ends it (at once if it has ended already);
  /// it may run inside finish(), so a caller does not hold a lock `f` takes.
  virtual void on_close(std::function<void()> f) = 0;
};

}  // namespace mancala::server::botapi

// KGP's byte stream cut into lines: whatever sizes the transport delivers the bytes in (a TCP read,
// one WebSocket message or several), each LF ends one line.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "mancala/protocol/kgp_command.hpp"

namespace mancala::protocol {

/// One line out of the stream. `too_long`: the line passed kgp_max_line; `text` is then empty
/// and the rest of that line up to its LF is dropped.
struct KgpLine {
  std::string text;
  bool too_long = false;
};

/// Splits a stream into lines (LF ends a line; a CR before it stays for the parser, which ignores
/// it). Holds at most kgp_max_line + 1 bytes of an unfinished line.
class KgpLineReader {
 public:
  /// Feeds the next bytes; `on_line` runs for every line they finish, in order. A line too long
  /// is reported once, as soon as it passes the limit.
  void feed(std::string_view bytes, const std::function<void(KgpLine)>& on_line);
  /// Bytes held of the unfinished line.
  std::size_t pending() const noexcept { return partial_.size(); }

 private:
  std::string partial_;
  bool dropping_ = false;  // inside a line already reported too long
};

}  // namespace mancala::protocol

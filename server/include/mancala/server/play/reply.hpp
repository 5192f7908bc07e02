// How a request is answered: the connection it came on and the `id` it carried.
#pragma once

#include <optional>
#include <string>

#include "mancala/protocol/error_code.hpp"
#include "mancala/server/bots/bot_errors.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/play/peer.hpp"

namespace mancala::server {

/// The `id` a client attached to a request, echoed in the direct answers (PROTOCOL.md §Envelope).
using RequestId = std::optional<std::string>;

/// One request's way back: answers go to `peer` with `id`; every `error` is counted, and an
/// `error` to a bot's connection is kept for its owner (`bot_errors`, where "ws").
struct Reply {
  PeerPtr peer;
  RequestId id;
  Metrics* metrics = nullptr;       // errors_sent; none in tests that do not count
  BotErrors* bot_errors = nullptr;  // none in tests that keep no bots' errors

  void send(std::string frame) const { peer->send(std::move(frame)); }
  /// The `error` frame of this request (not yet sent): for a caller that must order it.
  std::string error_frame(protocol::ErrorCode code, const std::string& message) const;
  void error(protocol::ErrorCode code, const std::string& message) const { send(error_frame(code, message)); }
};

}  // namespace mancala::server

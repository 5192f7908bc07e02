#include "mancala/server/play/reply.hpp"

#include "mancala/protocol/server_message.hpp"

namespace mancala::server {

std::string Reply::error_frame(protocol::ErrorCode code, const std::string& message) const {
  if (metrics) metrics->errors_sent.fetch_add(1, std::memory_order_relaxed);
  return protocol::error_message(id, code, message);
}

}  // namespace mancala::server

#include "mancala/server/play/reply.hpp"

#include "mancala/protocol/server_message.hpp"

namespace mancala::server {

std::string Reply::error_frame(protocol::ErrorCode code, const std::string& message) const {
  if (metrics) metrics->errors_sent.fetch_add(1, std::memory_order_relaxed);
  if (bot_errors && peer)
    if (const PeerIdentity who = peer->identity(); who.bot)
      bot_errors->record(who.player, "ws", std::string(protocol::to_string(code)), message);
  return protocol::error_message(id, code, message);
}

}  // namespace mancala::server

// The lobby's side of fair play (docs/protocol.md §Fair play): the ways into a game a player
// asks for (queue.join, seek.create, seek.accept, challenge.create, challenge.accept) are
// refused with `play_banned` while their play ban runs. The ban is read from the store on the
// reads pool each time, so a ban given on any node, or by a moderator, counts at once.
#include <spdlog/spdlog.h>

#include "mancala/protocol/server_message.hpp"
#include "mancala/server/fairplay/ban_rule.hpp"
#include "mancala/server/lobby/lobby.hpp"

namespace mancala::server {

std::optional<Lobby::RunningBan> Lobby::running_ban(const std::string& player) const {
  try {
    const PlayerStanding standing = ctx_.store.standing(player);
    if (!play_ban_running(standing, PlayClock::wall_now())) return std::nullopt;
    return RunningBan{standing.play_ban_until, standing.play_ban_reason};
  } catch (const std::exception& e) {
    spdlog::error("fair play: cannot read the standing of {}: {}; not refused", player, e.what());
    return std::nullopt;
  }
}

void Lobby::refuse_banned(const Reply& reply, const RunningBan& ban) {
  if (reply.metrics) reply.metrics->errors_sent.fetch_add(1, std::memory_order_relaxed);
  const std::string why = ban.reason.empty() ? std::string() : " (" + ban.reason + ")";
  reply.send(protocol::sanction_error_message(reply.id, protocol::ErrorCode::play_banned,
                                              "you cannot play until " + ban.until + why, ban.until, ban.reason));
}

}  // namespace mancala::server

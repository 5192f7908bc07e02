#include "mancala/server/play/restore.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "mancala/server/play/match_queue.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {
namespace {

// The move timer as it stood at the last stored ply, plus the restart grace: the time the server
// was down is not the player's to lose. Wall-clock, because the steady clock does not survive a restart.
std::optional<PlayClock::time_point> move_deadline(const Config& config, const StoredGame& g) {
  if (!config.move_time_limit_ms) return std::nullopt;
  const auto limit = std::chrono::milliseconds(*config.move_time_limit_ms);
  const auto used = std::chrono::duration_cast<std::chrono::milliseconds>(PlayClock::wall_now() - g.last_ply_at);
  const auto left = std::clamp(limit - used, std::chrono::milliseconds(0), limit);
  return PlayClock::now() + left + std::chrono::milliseconds(config.restart_grace_ms);
}

}  // namespace

int restore_games(PlayContext& ctx, RoomRegistry& rooms) {
  return restore_stored(ctx, rooms, ctx.store.games_in_progress());
}

int restore_stored(PlayContext& ctx, RoomRegistry& rooms, std::vector<StoredGame> games) {
  int restored = 0;
  for (StoredGame& g : games) {
    try {
      Rules rules(g.start.variant);
      Position pos = rules.start();
      std::vector<protocol::RecordedPly> moves;
      for (const auto& p : g.plies) {
        if (pos.over() || p.side != pos.to_move || rules.check(pos, p.ply) != MoveError::none) {
          spdlog::warn("game {}: stored ply {} does not follow the rules; restoring the {} before it", g.start.id,
                       moves.size(), moves.size());
          break;
        }
        rules.play(pos, p.ply);
        moves.push_back(p);
      }
      GameSetup setup;
      setup.variant = g.start.variant;
      setup.kind = room_kind_from(g.start.kind);
      setup.from_queue = g.start.from_queue;
      setup.listed = setup.from_queue || setup.kind == RoomKind::bot;
      setup.started_at = iso_time(g.started_at);
      // After a pie swap the stored seats still say who sat where at the start: swap them back.
      bool swapped = false;
      for (const auto& p : moves) swapped = swapped || p.ply.is_swap();
      const StoredSeat& south = swapped ? g.start.north : g.start.south;
      const StoredSeat& north = swapped ? g.start.south : g.start.north;
      setup.seats[0] = {south.player_id, south.name, south.bot, {}, std::nullopt, south.account};
      setup.seats[1] = {north.player_id, north.name, north.bot, {}, std::nullopt, north.account};
      // A queue game between two people is still to be rated: its seats show their ratings.
      setup.rated = setup.kind == RoomKind::human && setup.from_queue && !south.bot && !north.bot;
      if (setup.rated)
        for (auto& seat : setup.seats) seat.rating = ctx.store.rating(seat.player, variant_key(setup.variant));
      const auto deadline = setup.kind == RoomKind::human ? move_deadline(ctx.config, g) : std::nullopt;
      auto room = rooms.reopen(g.start.id, std::move(setup));
      room->resume(pos, std::move(moves), deadline);
      ++restored;
    } catch (const std::exception& e) {
      spdlog::warn("game {} not restored: {}", g.start.id, e.what());
    }
  }
  if (restored > 0) spdlog::info("restored {} games in progress", restored);
  return restored;
}

}  // namespace mancala::server

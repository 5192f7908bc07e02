#include "mancala/server/play/restore.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <map>

#include "mancala/server/chat/chat_room.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/play/tournament_terms.hpp"
#include "mancala/server/rating/rating_rules.hpp"

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

// A timed game's clocks as its stored plies left them: each side's time after its last ply, its
// first ply made or not, and the side to move's time running since the last ply was stored (the
// time the server was down counts: a clock can run out meanwhile). A clock still running gets
// the restart's credit, lichess's: 20 s to the side to move, 10 s to the other. A tournament's
// side to move that has not made its first ply gets its first-move timer afresh.
std::optional<GameClock> stored_clock(const Config& config, const StoredGame& g, const Position& pos,
                                      const std::vector<protocol::RecordedPly>& moves) {
  if (!g.start.clock || room_kind_from(g.start.kind) == RoomKind::local) return std::nullopt;
  const protocol::TimeControl& tc = *g.start.clock;
  const std::int64_t full = tc.correspondence() ? tc.days * 86'400'000LL : tc.limit_s * 1000LL;
  std::array<std::int64_t, 2> left = {full, full};
  std::array<bool, 2> moved = {tc.correspondence(), tc.correspondence()};
  // A berserk seat (by the stored seats: it went berserk before any swap) starts with half.
  std::array<bool, 2> berserk = g.berserk;
  for (Side s : {Side::south, Side::north})
    if (berserk[index(s)]) left[index(s)] = full / 2;
  for (const auto& p : moves) {
    if (p.clock_ms) left[index(p.side)] = *p.clock_ms;
    moved[index(p.side)] = true;
    // Pie rule: the players exchanged seats, and their clocks went with them.
    if (p.ply.is_swap()) {
      std::swap(left[0], left[1]);
      std::swap(moved[0], moved[1]);
      std::swap(berserk[0], berserk[1]);
    }
  }
  // Correspondence: each turn has its days from the ply that began it.
  if (tc.correspondence() && !moves.empty() && moves.back().side != pos.to_move) left[index(pos.to_move)] = full;
  const auto since_last = PlayClock::wall_now() - g.last_ply_at;
  auto since = PlayClock::now() - std::chrono::duration_cast<PlayClock::duration>(since_last);
  // A tournament's seat that never started loses on time: one whose first-move timer ran while
  // the server was down gets the whole timer again from now, as the queue's would be aborted.
  if (!g.start.tournament.empty() && !moved[index(pos.to_move)]) since = PlayClock::now();
  auto clock = GameClock::restored(tc, std::chrono::milliseconds(config.first_move_ms), left, moved, pos.to_move, since,
                                   berserk);
  if (!clock.expired(PlayClock::now()) && !tc.correspondence()) {
    clock.give(pos.to_move, std::chrono::seconds(20));
    clock.give(other(pos.to_move), std::chrono::seconds(10));
  }
  return clock;
}

}  // namespace

int restore_games(PlayContext& ctx, RoomRegistry& rooms) {
  return restore_stored(ctx, rooms, ctx.store.games_in_progress());
}

int restore_stored(PlayContext& ctx, RoomRegistry& rooms, std::vector<StoredGame> games) {
  int restored = 0;
  std::map<std::string, std::optional<StoredTournament>> events;  // the tournaments of these games
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
      setup.public_game = setup.from_queue;  // a seek's game is not marked in the store: it counts as private
      setup.listed =
          setup.from_queue || setup.kind == RoomKind::bot || g.start.south.account_bot || g.start.north.account_bot;
      setup.started_at = iso_time(g.started_at);
      // After a pie swap the stored seats still say who sat where at the start: swap them back.
      bool swapped = false;
      for (const auto& p : moves) swapped = swapped || p.ply.is_swap();
      const StoredSeat& south = swapped ? g.start.north : g.start.south;
      const StoredSeat& north = swapped ? g.start.south : g.start.north;
      setup.seats[0] = {south.player_id, south.name, south.bot, {}, std::nullopt, south.account, south.account_bot};
      setup.seats[1] = {north.player_id, north.name, north.bot, {}, std::nullopt, north.account, north.account_bot};
      // A queue game between two people is still to be rated: its seats show their ratings.
      setup.clock = g.start.clock;
      setup.rated = setup.kind == RoomKind::human && setup.from_queue && !south.bot && !north.bot;
      if (!g.start.tournament.empty()) {
        // Each event read once; a read that fails skips the game, as a rating's does.
        auto event = events.find(g.start.tournament);
        if (event == events.end())
          event = events.emplace(g.start.tournament, ctx.store.tournament(g.start.tournament)).first;
        apply_tournament_terms(setup, g.start.tournament, event->second ? &*event->second : nullptr);
      }
      if (setup.rated)
        for (auto& seat : setup.seats)
          seat.rating =
              ctx.store.rating(seat.player, rating_key(variant_key(setup.variant), rating_speed(setup.clock)));
      auto clock = stored_clock(ctx.config, g, pos, moves);
      const auto deadline = setup.kind == RoomKind::human && !clock ? move_deadline(ctx.config, g) : std::nullopt;
      const bool chat = setup.kind == RoomKind::human;
      auto room = rooms.reopen(g.start.id, std::move(setup));
      // The rooms' chat lines as the store kept them (a game between people's two rooms).
      if (chat)
        room->restore_chat(ctx.store.chat_lines(chat::room_key(g.start.id, protocol::ChatRoomKind::players)),
                           ctx.store.chat_lines(chat::room_key(g.start.id, protocol::ChatRoomKind::spectators)));
      room->resume(pos, std::move(moves), deadline, std::move(clock));
      ++restored;
    } catch (const std::exception& e) {
      spdlog::warn("game {} not restored: {}", g.start.id, e.what());
    }
  }
  if (restored > 0) spdlog::info("restored {} games in progress", restored);
  return restored;
}

}  // namespace mancala::server

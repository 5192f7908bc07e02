// The director's arenas (docs/protocol.md §Tournaments, after lichess's): who waits, when a
// pairing round fires, the last stretch without pairings, and the end. Also the start and the
// end every event shares.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "mancala/server/tournament/standings.hpp"
#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace {

/// A player's last opponent and their run of games on one seat, from the games in order.
struct ArenaHistory {
  std::string last_opponent;
  int seat_streak = 0;  // +k: the last k as South; -k: as North
};

std::unordered_map<std::string, ArenaHistory> arena_histories(const std::vector<StoredTournamentGame>& games) {
  std::unordered_map<std::string, ArenaHistory> out;
  for (const auto& g : games) {
    if (g.north.empty()) continue;
    ArenaHistory& s = out[g.south];
    s.last_opponent = g.north;
    s.seat_streak = s.seat_streak > 0 ? s.seat_streak + 1 : 1;
    ArenaHistory& n = out[g.north];
    n.last_opponent = g.south;
    n.seat_streak = n.seat_streak < 0 ? n.seat_streak - 1 : -1;
  }
  return out;
}

SysTime arena_end(const StoredTournament& t) {
  if (auto ends = parse_iso_time(t.ends_at)) return *ends;
  const auto starts = parse_iso_time(t.starts_at);
  return starts.value_or(SysTime{}) + std::chrono::minutes(t.minutes);
}

}  // namespace

void TournamentDirector::Impl::start_event(DirectedEvent& ev) {
  ev.t.status = "started";
  ctx.store.save_tournament(ev.t);
  spdlog::info("tournament {} started: {} players", ev.t.id, ev.entrants.size());
  if (ev.arena()) {
    ev.start_round_due = true;
    for (const auto& e : ev.entrants) update_waiting(ev, e.player);
  }
  changed(ev);
}

void TournamentDirector::Impl::finish(DirectedEvent& ev, SysTime now) {
  ev.t.status = "finished";
  // An arena keeps its planned end; a Swiss event's end is when its last round ended.
  if (!ev.arena() || ev.t.ends_at.empty()) ev.t.ends_at = iso_time(now);
  ctx.store.save_tournament(ev.t);
  ev.waiting_since.clear();
  ev.next_round_at.reset();
  spdlog::info("tournament {} finished ({} games still played)", ev.t.id, ev.playing.size() / 2);
  changed(ev);
}

bool TournamentDirector::Impl::waiting(const DirectedEvent& ev, const std::string& player) const {
  if (ev.t.status != "started") return false;
  auto it = ev.entrant_at.find(player);
  if (it == ev.entrant_at.end()) return false;
  const StoredEntrant& e = ev.entrants[it->second];
  return !e.withdrawn && !e.paused && !ev.playing.count(player) && !ev.opening.count(player) &&
         present_peer(ev, player) != nullptr;
}

PeerPtr TournamentDirector::Impl::present_peer(const DirectedEvent& ev, const std::string& player) const {
  if (auto peer = ev.watcher_peer(player)) return peer;
  if (!ev.t.bots || !bot_connection) return nullptr;
  // A bot plays one tournament game at a time (a KGP agent's connection holds one game): while
  // another event opens or plays its game, it is not here for this one.
  for (const auto& [id, other] : events)
    if (other.get() != &ev && (other->playing.count(player) || other->opening.count(player))) return nullptr;
  return bot_connection(player);
}

void TournamentDirector::Impl::update_waiting(DirectedEvent& ev, const std::string& player) {
  if (!ev.arena()) return;
  if (waiting(ev, player))
    ev.waiting_since.emplace(player, PlayClock::now());  // a player already waiting keeps their time
  else
    ev.waiting_since.erase(player);
}

void TournamentDirector::Impl::arena_tick(DirectedEvent& ev, SysTime now) {
  if (ev.t.status == "created") {
    const auto starts = parse_iso_time(ev.t.starts_at);
    if (starts && *starts > now) return;
    start_event(ev);
  }
  if (ev.t.status != "started") return;
  const SysTime ends = arena_end(ev.t);
  if (now >= ends) return finish(ev, now);
  if (now >= ends - arena_pairings_closed(std::chrono::minutes(ev.t.minutes))) {
    ev.waiting_since.clear();
    return;
  }
  // A bot's connection is not a watcher that tells when it comes: each tick looks for it.
  if (ev.t.bots)
    for (const auto& e : ev.entrants) update_waiting(ev, e.player);
  // A connection that closed without a word (or a watcher gone) ends its player's wait.
  for (auto it = ev.waiting_since.begin(); it != ev.waiting_since.end();)
    it = waiting(ev, it->first) ? std::next(it) : ev.waiting_since.erase(it);
  if (ev.waiting_since.size() < 2) return;
  bool fire = ev.start_round_due || ev.waiting_since.size() > kArenaCrowd;
  if (!fire && ev.t.clock) {
    auto oldest = PlayClock::now();
    for (const auto& [player, since] : ev.waiting_since) oldest = std::min(oldest, since);
    fire = PlayClock::now() - oldest >= arena_wait(*ev.t.clock);
  }
  if (fire) pair_arena_round(ev);
}

void TournamentDirector::Impl::pair_arena_round(DirectedEvent& ev) {
  std::unordered_map<std::string, int> rank;
  for (const auto& row : arena_standings(ev.entrants, ev.games)) rank[row.player] = row.rank;
  const auto history = arena_histories(ev.games);
  std::vector<std::pair<PlayClock::time_point, std::string>> order;
  const auto now = PlayClock::now();
  for (const auto& [player, since] : ev.waiting_since) {
    // Waiting, but their last game's end is still on its way to them: the next round.
    if (auto rest = ev.resting_until.find(player); rest != ev.resting_until.end()) {
      if (rest->second > now) continue;
      ev.resting_until.erase(rest);
    }
    order.emplace_back(since, player);
  }
  if (order.size() < 2) return;
  std::sort(order.begin(), order.end());
  std::vector<ArenaWaiter> waiters;
  for (const auto& [since, player] : order) {
    ArenaWaiter w;
    w.player = player;
    w.rank = rank[player];
    w.rating = ev.entrant(player)->rating;
    if (auto h = history.find(player); h != history.end()) {
      w.last_opponent = h->second.last_opponent;
      w.seat_streak = h->second.seat_streak;
    }
    waiters.push_back(std::move(w));
  }
  const auto active = std::count_if(ev.entrants.begin(), ev.entrants.end(),
                                    [](const StoredEntrant& e) { return !e.withdrawn && !e.paused; });
  auto pairs = pair_arena(waiters, static_cast<int>(ev.entrants.size()), active == 2);
  ev.start_round_due = false;
  if (pairs.empty()) return;
  spdlog::debug("tournament {}: {} pairs of {} waiting", ev.t.id, pairs.size(), waiters.size());
  open_games(ev, std::move(pairs), 0);
}

}  // namespace mancala::server

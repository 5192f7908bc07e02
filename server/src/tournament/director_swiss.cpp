// The director's Swiss events (docs/protocol.md §Tournaments): each round paired from the
// standings with a bye for an odd count, a pair's second game (seats swapped) once its first
// ended, the next round a gap after the last game, and the no-show rule.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <map>

#include "mancala/server/tournament/standings.hpp"
#include "mancala/server/tournament/swiss_pairing.hpp"
#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace {

/// Where one round stands: whether every game of it ended (and every pair played its games), and
/// the pairs whose next game is due (seats swapped).
struct SwissRoundState {
  bool complete = true;
  std::vector<SeatedPair> next_games;
};

SwissRoundState swiss_round_state(const DirectedEvent& ev, int round) {
  SwissRoundState state;
  std::map<std::pair<std::string, std::string>, std::vector<const StoredTournamentGame*>> by_pair;
  for (const auto& g : ev.games)
    if (g.round == round && !g.north.empty()) by_pair[std::minmax(g.south, g.north)].push_back(&g);
  for (const auto& [pair, games] : by_pair) {
    const bool ended = std::all_of(games.begin(), games.end(), [](const auto* g) { return !g->result.empty(); });
    if (!ended) {
      state.complete = false;
    } else if (static_cast<int>(games.size()) < ev.t.games_per_round) {
      state.complete = false;
      const auto busy = [&](const std::string& player) {
        auto rest = ev.resting_until.find(player);
        return ev.opening.count(player) || (rest != ev.resting_until.end() && rest->second > PlayClock::now());
      };
      if (!busy(pair.first) && !busy(pair.second))
        state.next_games.push_back({games.back()->north, games.back()->south});
    }
  }
  if (!ev.opening.empty()) state.complete = false;
  return state;
}

/// Each present player as pair_swiss reads them: points, rating, opponents, seats and byes.
std::vector<SwissEntrant> swiss_entrants(const DirectedEvent& ev) {
  std::unordered_map<std::string, double> points;
  for (const auto& row : swiss_standings(ev.entrants, ev.games, ev.t.games_per_round)) points[row.player] = row.score;
  std::unordered_map<std::string, SwissEntrant> by_player;
  for (const auto& e : ev.entrants)
    if (!e.withdrawn) by_player[e.player] = SwissEntrant{e.player, points[e.player], e.rating, {}, 0, 0, 0, false};
  std::unordered_map<std::string, int> seated_in;  // the last round each player's seat was counted
  for (const auto& g : ev.games) {
    if (g.north.empty()) {
      if (auto it = by_player.find(g.south); it != by_player.end() && g.result == "bye") it->second.had_bye = true;
      continue;
    }
    for (int side = 0; side < 2; ++side) {
      auto it = by_player.find(side == 0 ? g.south : g.north);
      if (it == by_player.end()) continue;
      SwissEntrant& s = it->second;
      const std::string& opponent = side == 0 ? g.north : g.south;
      if (std::find(s.opponents.begin(), s.opponents.end(), opponent) == s.opponents.end())
        s.opponents.push_back(opponent);
      // A round's seat is its first game's (the second swaps them).
      if (auto [at, fresh] = seated_in.try_emplace(s.player, g.round); !fresh && at->second == g.round) continue;
      seated_in[s.player] = g.round;
      if (side == 0) {
        ++s.souths;
        s.seat_streak = s.seat_streak > 0 ? s.seat_streak + 1 : 1;
      } else {
        ++s.norths;
        s.seat_streak = s.seat_streak < 0 ? s.seat_streak - 1 : -1;
      }
    }
  }
  std::vector<SwissEntrant> out;
  for (const auto& e : ev.entrants)
    if (auto it = by_player.find(e.player); it != by_player.end()) out.push_back(std::move(it->second));
  return out;
}

}  // namespace

bool TournamentDirector::Impl::round_under_way(const DirectedEvent& ev, int round) const {
  return ev.t.status == "started" && round >= 1 && round == ev.t.round && !swiss_round_state(ev, round).complete;
}

void TournamentDirector::Impl::swiss_tick(DirectedEvent& ev, SysTime now) {
  if (ev.t.status == "created") {
    const auto starts = parse_iso_time(ev.t.starts_at);
    if (starts && *starts > now) return;
    start_event(ev);
    ev.next_round_at = now;
  }
  if (ev.t.status != "started") return;
  advance_swiss_round(ev, now);
  if (!ev.next_round_at || now < *ev.next_round_at) return;
  ev.next_round_at.reset();
  if (ev.t.round >= ev.t.rounds) return finish(ev, now);
  pair_swiss_round(ev, now);
}

void TournamentDirector::Impl::advance_swiss_round(DirectedEvent& ev, SysTime now) {
  if (ev.t.status != "started" || ev.next_round_at) return;
  if (ev.t.round == 0) {
    ev.next_round_at = now;  // started before a restart, round 1 not yet paired
    return;
  }
  SwissRoundState state = swiss_round_state(ev, ev.t.round);
  if (!state.next_games.empty()) open_games(ev, std::move(state.next_games), ev.t.round);
  if (!state.complete) return;
  ev.next_round_at = now + std::max<std::chrono::milliseconds>(std::chrono::milliseconds(ctx.config.swiss_round_gap_ms),
                                                               kNextGamePause);
  changed(ev);
}

void TournamentDirector::Impl::pair_swiss_round(DirectedEvent& ev, SysTime now) {
  const std::vector<SwissEntrant> present = swiss_entrants(ev);
  if (present.size() < 2) return finish(ev, now);
  auto round = pair_swiss(present);
  if (!round) return finish(ev, now);  // every pair has met
  ev.t.round += 1;
  ctx.store.save_tournament(ev.t);
  spdlog::info("tournament {}: round {} of {}: {} pairs{}", ev.t.id, ev.t.round, ev.t.rounds, round->pairs.size(),
               round->bye.empty() ? "" : ", a bye");
  if (!round->bye.empty()) {
    const std::string at = iso_time(now);
    StoredTournamentGame bye{
        ev.t.id, "bye:" + std::to_string(ev.t.round) + ":" + round->bye, ev.t.round, round->bye, "", "bye", 0, {}, at,
        at};
    ctx.store.save_tournament_game(bye);
    ev.add_game(std::move(bye));
  }
  open_games(ev, std::move(round->pairs), ev.t.round);
  changed(ev);
}

void TournamentDirector::Impl::withdraw_no_show(DirectedEvent& ev, const StoredTournamentGame& g) {
  // The first-move rule: a side that lost without a ply of its own did not show up.
  std::string absent;
  if (g.result == "north" && g.plies == 0) absent = g.south;
  if (g.result == "south" && g.plies <= 1) absent = g.north;
  StoredEntrant* e = absent.empty() ? nullptr : ev.entrant(absent);
  if (!e) return;
  // Swiss: withdrawn; arena: paused (they stay in the standings). Joining again brings them back.
  if (ev.arena()) {
    if (e->paused) return;
    e->paused = true;
  } else {
    if (e->withdrawn) return;
    e->withdrawn = true;
  }
  ctx.store.save_entrant(*e);
  spdlog::info("tournament {}: {} made no ply in game {}: {}", ev.t.id, absent, g.game,
               ev.arena() ? "paused" : "withdrawn");
}

}  // namespace mancala::server

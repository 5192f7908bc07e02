// The director's games: each pairing opened as a room (the seats' ratings read first), its end
// heard from the room (or found in the store) and scored once.
#include <spdlog/spdlog.h>

#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/play/tournament_terms.hpp"
#include "mancala/server/rating/rating_rules.hpp"
#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace {

using SeatRatings = std::array<std::optional<StoredRating>, 2>;
using SeatAccounts = std::array<bool, 2>;  // [south, north] have an account

const char* outcome_word(Outcome o) {
  switch (o) {
    case Outcome::south:
      return "south";
    case Outcome::north:
      return "north";
    case Outcome::draw:
      return "draw";
    case Outcome::none:
    case Outcome::no_result:
      break;
  }
  return "";
}

}  // namespace

void TournamentDirector::Impl::open_games(DirectedEvent& ev, std::vector<SeatedPair> pairs, int round) {
  for (const auto& p : pairs) {
    for (const auto* player : {&p.south, &p.north}) {
      ev.opening.insert(*player);
      ev.waiting_since.erase(*player);
    }
  }
  // A rated game shows each seat's rating from its start: read off the strand.
  const std::string key = rating_key(variant_key(ev.t.variant), rating_speed(ev.t.clock));
  on_reads([store = &ctx.store, id = ev.t.id, rated = ev.t.rated, bots = ev.t.bots, key, pairs = std::move(pairs),
            round]() mutable {
    std::vector<SeatRatings> ratings(pairs.size());
    for (std::size_t i = 0; rated && i < pairs.size(); ++i) {
      try {
        ratings[i] = {store->rating(pairs[i].south, key), store->rating(pairs[i].north, key)};
      } catch (const std::exception& e) {
        spdlog::error("tournament {}: cannot read ratings: {}; the game shows none", id, e.what());
      }
    }
    // People join with an account; a bot may be a KGP token's alone, whose seat is not marked one.
    std::vector<SeatAccounts> accounts(pairs.size(), SeatAccounts{true, true});
    for (std::size_t i = 0; bots && i < pairs.size(); ++i) {
      try {
        accounts[i] = {store->standing(pairs[i].south).account, store->standing(pairs[i].north).account};
      } catch (const std::exception& e) {
        spdlog::error("tournament {}: cannot read the players: {}", id, e.what());
      }
    }
    return
        [id, pairs = std::move(pairs), ratings = std::move(ratings), accounts = std::move(accounts), round](Impl& d) {
          DirectedEvent* ev = d.find(id);
          if (!ev) return;
          for (std::size_t i = 0; i < pairs.size(); ++i) {
            ev->opening.erase(pairs[i].south);
            ev->opening.erase(pairs[i].north);
            d.open_game(*ev, pairs[i], round, ratings[i], accounts[i]);
          }
          for (const auto& p : pairs) {
            d.update_waiting(*ev, p.south);
            d.update_waiting(*ev, p.north);
          }
          if (!ev->arena()) d.advance_swiss_round(*ev, wall_now());
          d.changed(*ev);
        };
  });
}

void TournamentDirector::Impl::open_game(DirectedEvent& ev, const SeatedPair& pair, int round,
                                         const SeatRatings& ratings, const SeatAccounts& accounts) {
  if (ev.arena()) {
    // An arena that ended, or a player who left, while the ratings were read: no game.
    const StoredEntrant* s = ev.entrant(pair.south);
    const StoredEntrant* n = ev.entrant(pair.north);
    if (ev.t.status != "started" || !s || !n || s->withdrawn || s->paused || n->withdrawn || n->paused) return;
  }
  GameSetup setup;
  setup.variant = ev.t.variant;
  setup.kind = RoomKind::human;
  setup.clock = ev.t.clock;
  apply_tournament_terms(setup, ev.t.id, &ev.t);
  std::array<PeerPtr, 2> peers;
  for (int i = 0; i < 2; ++i) {
    const std::string& player = i == 0 ? pair.south : pair.north;
    const StoredEntrant* e = ev.entrant(player);
    peers[i] = present_peer(ev, player);
    setup.seats[i] =
        SeatSetup{player, e ? e->name : player, std::nullopt, peers[i], ratings[i], accounts[i], ev.t.bots};
  }
  std::shared_ptr<GameRoom> room;
  try {
    room = rooms.open(std::move(setup));
  } catch (const std::exception& e) {
    spdlog::error("tournament {}: cannot open the game of {} and {}: {}", ev.t.id, pair.south, pair.north, e.what());
    return;
  }
  StoredTournamentGame g{ev.t.id, room->id(), round, pair.south, pair.north, "", 0, {}, iso_wall_now(), ""};
  ctx.store.save_tournament_game(g);
  ev.add_game(std::move(g));
  // A player away from the tournament's page is called to the game on their connection, if any.
  for (int i = 0; i < 2; ++i)
    if (!peers[i]) call_player(i == 0 ? pair.south : pair.north);
}

void TournamentDirector::Impl::ended(const std::string& tournament, const GameEndedFacts& facts) {
  DirectedEvent* ev = find(tournament);
  if (!ev) return;
  StoredTournamentGame* row = ev->game(facts.game);
  if (!row || !row->result.empty()) return;  // not this event's, or heard already
  std::string result = facts.result;
  std::array<bool, 2> berserk = facts.berserk;
  // After a pie swap the seats at the end are the start's exchanged: the row keeps the start's.
  if (facts.players[0] == row->north && facts.players[1] == row->south && row->south != row->north) {
    if (result == "south")
      result = "north";
    else if (result == "north")
      result = "south";
    std::swap(berserk[0], berserk[1]);
  }
  // An aborted game (none should be: a tournament's game has no abort) scores for nobody.
  row->result = result.empty() ? "aborted" : result;
  row->plies = facts.plies;
  row->berserk = berserk;
  row->ended_at = iso_wall_now();
  ctx.store.save_tournament_game(*row);
  const StoredTournamentGame g = *row;
  for (const auto* player : {&g.south, &g.north}) {
    if (auto it = ev->playing.find(*player); it != ev->playing.end() && it->second == g.game) ev->playing.erase(it);
    ev->resting_until[*player] = PlayClock::now() + kNextGamePause;
  }
  withdraw_no_show(*ev, g);
  if (ev->arena()) {
    update_waiting(*ev, g.south);  // back in the queue of the arena at once, if still watching
    update_waiting(*ev, g.north);
  } else {
    advance_swiss_round(*ev, wall_now());
  }
  changed(*ev);
}

void TournamentDirector::Impl::check_open_games() {
  if (checking_store) return;
  std::vector<std::pair<std::string, std::string>> open;  // (tournament, game)
  for (const auto& [id, ev] : events)
    for (const auto& g : ev->games)
      if (g.result.empty() && !g.north.empty()) open.emplace_back(id, g.game);
  if (open.empty()) return;
  checking_store = true;
  on_reads([store = &ctx.store, open = std::move(open)] {
    std::vector<std::pair<std::string, GameEndedFacts>> found;
    for (const auto& [tournament, game] : open) {
      try {
        const auto rec = store->game(game);
        if (!rec || rec->result == Outcome::none) continue;
        GameEndedFacts f{game, outcome_word(rec->result), static_cast<int>(rec->plies.size()), {}, {}};
        // The result names the seats as they ended: exchanged by a pie swap.
        const std::string& south = rec->start.south.player_id;
        const std::string& north = rec->start.north.player_id;
        f.players = rec->swapped ? std::array{north, south} : std::array{south, north};
        found.emplace_back(tournament, std::move(f));
      } catch (const std::exception& e) {
        spdlog::error("tournament {}: cannot read game {}: {}", tournament, game, e.what());
      }
    }
    return [found = std::move(found)](Impl& d) {
      d.checking_store = false;
      for (const auto& [tournament, facts] : found) d.ended(tournament, facts);
    };
  });
}

}  // namespace mancala::server

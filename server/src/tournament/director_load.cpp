// The director's events from the store: read at start, and read again when a lapsed lease comes
// back (a cluster), when another director may have run them meanwhile.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace {

// How many finished events are read for a game they may still have open.
constexpr int kFinishedRead = 20;

}  // namespace

std::vector<HeldEvent> read_held_events(Store& store) {
  std::vector<StoredTournament> found;
  for (const char* status : {"created", "started"})
    for (auto& t : store.tournaments(status, 1000)) found.push_back(std::move(t));
  // An arena finished while games were still played: their results still count.
  for (auto& t : store.tournaments("finished", kFinishedRead)) found.push_back(std::move(t));
  std::vector<HeldEvent> out;
  for (auto& t : found) {
    auto games = store.tournament_games(t.id);
    const bool open = std::any_of(games.begin(), games.end(), [](const auto& g) { return g.result.empty(); });
    if (t.status == "finished" && !open) continue;
    auto entrants = store.entrants(t.id);
    HeldEvent held{std::move(t), std::move(entrants), std::move(games), {}};
    if (held.t.status != "created") held.lines = store.chat_lines("tournament:" + held.t.id);
    out.push_back(std::move(held));
  }
  return out;
}

void TournamentDirector::Impl::reload() {
  on_reads([store = &ctx.store] {
    std::optional<std::vector<HeldEvent>> held;
    try {
      held = read_held_events(*store);
    } catch (const std::exception& e) {
      spdlog::error("tournaments: cannot read them back: {}", e.what());
    }
    return [held = std::move(held)](Impl& d) mutable {
      if (!held) {
        d.directing = false;  // the next tick tries again
        return;
      }
      d.reinstate(std::move(*held));
    };
  });
}

void TournamentDirector::Impl::reinstate(std::vector<HeldEvent> held) {
  std::map<std::string, std::unique_ptr<DirectedEvent>> before = std::move(events);
  events.clear();
  schedule_slots.clear();
  for (auto& h : held) {
    auto it = before.find(h.t.id);
    if (it == before.end()) {
      install(std::move(h));
      continue;
    }
    // Known here: its watchers and chat room stay; its rows and what followed from them are the store's.
    DirectedEvent& ev = *it->second;
    ev.set_rows(std::move(h.t), std::move(h.entrants), std::move(h.games));
    ev.opening.clear();
    ev.waiting_since.clear();
    ev.next_round_at.reset();
    ev.start_round_due = false;
    if (!ev.t.schedule_slot.empty()) schedule_slots.insert(ev.t.schedule_slot);
    const std::string id = ev.t.id;
    events[id] = std::move(it->second);
    for (const auto& e : events[id]->entrants) update_waiting(*events[id], e.player);
    changed(*events[id]);
  }
  spdlog::info("tournaments: the director's lease is back; {} held", events.size());
}

}  // namespace mancala::server

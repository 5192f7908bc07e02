// The director's schedule (config `tournament_schedule`): the next event of every entry is
// always there as a "created" tournament, made once however many directors ask (the store keeps
// one event a schedule slot).
#include <spdlog/spdlog.h>

#include "mancala/protocol/tournament_rules.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/tournament/schedule.hpp"
#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace {

/// The event entry number `index` of the schedule holds at `starts`: "created", its slot
/// "<index>@<starts_at>", an arena's planned end; no id yet.
StoredTournament scheduled_tournament(const ScheduleEntry& e, std::size_t index, SysTime starts) {
  StoredTournament t;
  t.kind = e.kind;
  t.name = e.name.empty() ? protocol::default_tournament_name(e.kind, e.variant, e.clock) : e.name;
  t.variant = e.variant;
  t.clock = e.clock;
  t.starts_at = iso_time(starts);
  t.bots = e.bots;
  if (e.kind == "swiss") {
    t.rounds = e.rounds;
    t.games_per_round = e.games_per_round;
  } else {
    t.minutes = e.minutes;
    t.ends_at = iso_time(starts + std::chrono::minutes(e.minutes));
  }
  t.schedule_slot = std::to_string(index) + "@" + t.starts_at;
  return t;
}

}  // namespace

void TournamentDirector::Impl::keep_schedule(SysTime now) {
  const std::vector<ScheduleEntry>& schedule = ctx.config.tournament_schedule;
  for (std::size_t i = 0; i < schedule.size(); ++i) {
    StoredTournament t = scheduled_tournament(schedule[i], i, next_occurrence(schedule[i], now));
    if (!schedule_slots.insert(t.schedule_slot).second) continue;  // made, or being made
    t.id = new_id();
    t.created_at = iso_wall_now();
    on_reads([store = &ctx.store, t = std::move(t)]() mutable {
      bool made = false, failed = false;
      std::optional<StoredTournament> held;  // made by another director (a cluster's) or before a restart
      std::vector<StoredEntrant> entrants;
      try {
        made = store->create_scheduled_tournament(t);
        if (!made)
          for (auto& other : store->tournaments("created", 1000))
            if (other.schedule_slot == t.schedule_slot) held = std::move(other);
        if (held) entrants = store->entrants(held->id);
      } catch (const std::exception& e) {
        spdlog::error("tournament schedule: cannot create {}: {}", t.schedule_slot, e.what());
        failed = true;
      }
      return [t = std::move(t), made, failed, held = std::move(held), entrants = std::move(entrants)](Impl& d) mutable {
        if (failed) {
          d.schedule_slots.erase(t.schedule_slot);  // the next tick tries again
          return;
        }
        if (made) {
          spdlog::info("tournament {} scheduled: {} from {}", t.id, t.name, t.starts_at);
          DirectedEvent& ev = d.install(std::move(t), {}, {});
          d.changed(ev);
        } else if (held && !d.find(held->id)) {
          d.install(std::move(*held), std::move(entrants), {});
        }
      };
    });
  }
}

}  // namespace mancala::server

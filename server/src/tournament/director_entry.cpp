// The director's HTTP side (docs/protocol.md §Tournaments): a tournament created, a player
// joining (their play ban and rating read first), withdrawing or pausing. Each answer goes out
// once its rows are written, so a GET that follows reads them.
#include <spdlog/spdlog.h>

#include "mancala/server/fairplay/ban_rule.hpp"
#include "mancala/server/play/ids.hpp"
#include "mancala/server/rating/rating_rules.hpp"
#include "mancala/server/tournament/entry_rule.hpp"
#include "mancala/server/tournament/tournament_json.hpp"
#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace {

/// What the reads pool found of a player who asks to join.
struct JoinFacts {
  bool failed = false;
  std::string banned_until, ban_reason;  // a play ban running now
  double rating = 1500;
};

}  // namespace

void TournamentDirector::Impl::refuse_unheld(const std::string& id, TournamentDone done) {
  on_reads([store = &ctx.store, id, done = std::move(done)]() mutable {
    bool known = false;
    try {
      known = store->tournament(id).has_value();
    } catch (const std::exception& e) {
      spdlog::error("tournament {}: cannot read it: {}", id, e.what());
    }
    return [known, id, done = std::move(done)](Impl&) {
      if (known) return refuse_closed(done);
      refuse(done, 404, "not_found", "no tournament " + id);
    };
  });
}

void TournamentDirector::Impl::create(StoredTournament t, TournamentDone done) {
  t.id = new_id();
  t.created_at = iso_wall_now();
  t.status = "created";
  t.round = 0;
  if (t.kind == "arena" && t.ends_at.empty())
    if (auto starts = parse_iso_time(t.starts_at)) t.ends_at = iso_time(*starts + std::chrono::minutes(t.minutes));
  ctx.store.save_tournament(t);
  DirectedEvent& ev = install(std::move(t), {}, {});
  spdlog::info("tournament {} created: {} {} from {}", ev.t.id, ev.t.kind, ev.t.name, ev.t.starts_at);
  answer_after_writes(std::move(done), 201, tournament_json(ev.t, ev.entrants, ev.games));
}

bool TournamentDirector::Impl::closed_to_new(const DirectedEvent& ev) const {
  // A Swiss event takes newcomers until more than half of its rounds have begun.
  return ev.t.status == "finished" || (!ev.arena() && ev.t.round > ev.t.rounds / 2);
}

void TournamentDirector::Impl::refuse_closed(const TournamentDone& done) {
  // The body docs/protocol.md gives, as it is: nothing more to say than that it is closed.
  done(TournamentAnswer{409, nlohmann::json{{"error", "closed"}}.dump()});
}

void TournamentDirector::Impl::join(const std::string& id, const TournamentPlayer& who, TournamentDone done) {
  DirectedEvent* ev = find(id);
  if (!ev) return refuse_unheld(id, std::move(done));
  if (auto no = entry_refusal(ev->t.bots, who.account, who.bot)) return refuse(done, no->status, no->code, no->message);
  if (ev->t.status == "finished") return refuse_closed(done);
  if (!ev->entrant(who.id))
    if (closed_to_new(*ev)) return refuse_closed(done);
  const std::string key = rating_key(variant_key(ev->t.variant), rating_speed(ev->t.clock));
  on_reads([store = &ctx.store, id, who, key, done = std::move(done)]() mutable {
    JoinFacts facts;
    try {
      const PlayerStanding standing = store->standing(who.id);
      if (play_ban_running(standing, wall_now())) {
        facts.banned_until = standing.play_ban_until;
        facts.ban_reason = standing.play_ban_reason;
      }
      facts.rating = store->rating(who.id, key).rating;
    } catch (const std::exception& e) {
      spdlog::error("tournament {}: cannot read player {}: {}", id, who.id, e.what());
      facts.failed = true;
    }
    return [id, who, facts, done = std::move(done)](Impl& d) {
      if (facts.failed) return refuse(done, 503, "unavailable", "the store cannot be read now; try again");
      if (!facts.banned_until.empty())
        return refuse(done, 403, "play_banned",
                      "you cannot play until " + facts.banned_until +
                          (facts.ban_reason.empty() ? std::string() : " (" + facts.ban_reason + ")"));
      d.admit(id, who, facts.rating, done);
    };
  });
}

void TournamentDirector::Impl::admit(const std::string& id, const TournamentPlayer& who, double rating,
                                     TournamentDone done) {
  DirectedEvent* ev = find(id);
  if (!ev) return refuse_unheld(id, std::move(done));
  StoredEntrant* e = ev->entrant(who.id);
  // The event may have moved on while the store was read.
  if (ev->t.status == "finished") return refuse_closed(done);
  if (!e)
    if (closed_to_new(*ev)) return refuse_closed(done);
  if (e) {
    e->withdrawn = false;
    e->paused = false;
    ctx.store.save_entrant(*e);
  } else {
    ev->add_entrant({id, who.id, who.name, rating, iso_wall_now(), false, false});
    ctx.store.save_entrant(ev->entrants.back());
    // A late joiner of a Swiss round under way: half a bye for it (the rounds before score nothing).
    if (!ev->arena() && ev->t.status == "started" && round_under_way(*ev, ev->t.round)) {
      const std::string now = iso_wall_now();
      StoredTournamentGame bye{
          id, "bye:" + std::to_string(ev->t.round) + ":" + who.id, ev->t.round, who.id, "", "half_bye", 0, {}, now,
          now};
      ctx.store.save_tournament_game(bye);
      ev->add_game(std::move(bye));
    }
    spdlog::info("tournament {}: {} joined", id, who.id);
  }
  if (ev->arena()) update_waiting(*ev, who.id);
  changed(*ev);
  answer_after_writes(std::move(done), 200, nlohmann::json{{"ok", true}});
}

void TournamentDirector::Impl::leave(const std::string& id, const TournamentPlayer& who, bool pause,
                                     TournamentDone done) {
  DirectedEvent* ev = find(id);
  if (!ev) return refuse_unheld(id, std::move(done));
  if (pause && !ev->arena())
    return refuse(done, 400, "bad_request", "only an arena can be paused: a Swiss player withdraws");
  if (ev->t.status == "finished") return refuse_closed(done);
  if (StoredEntrant* e = ev->entrant(who.id); e && !(pause ? e->paused : e->withdrawn)) {
    if (pause) {
      e->paused = true;
    } else {
      e->withdrawn = true;
      e->paused = false;
    }
    ctx.store.save_entrant(*e);
    if (ev->arena()) update_waiting(*ev, who.id);
    changed(*ev);
  }
  // Leaving an event one is not in (or left already) changes nothing, and is no error.
  answer_after_writes(std::move(done), 200, nlohmann::json{{"ok", true}});
}

}  // namespace mancala::server

// The tournament director's frame: its strand, the public members that post to it, the start
// from the store and the tick that drives every event.
#include "mancala/server/tournament/director.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "mancala/server/chat/chat_text.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace net = boost::asio;

// How many finished events are read at start for a game they may still have open.
constexpr int kFinishedReadAtStart = 20;

StoredEntrant* DirectedEvent::entrant(const std::string& player) {
  auto it = entrant_at.find(player);
  return it == entrant_at.end() ? nullptr : &entrants[it->second];
}

StoredTournamentGame* DirectedEvent::game(const std::string& id) {
  auto it = game_at.find(id);
  return it == game_at.end() ? nullptr : &games[it->second];
}

void DirectedEvent::add_entrant(StoredEntrant e) {
  entrant_at[e.player] = entrants.size();
  entrants.push_back(std::move(e));
}

void DirectedEvent::add_game(StoredTournamentGame g) {
  game_at[g.game] = games.size();
  const bool bye = g.north.empty();
  if (g.result.empty() && !bye) {
    playing[g.south] = g.game;
    playing[g.north] = g.game;
  }
  games.push_back(std::move(g));
}

PeerPtr DirectedEvent::watcher_peer(const std::string& player) const {
  for (auto it = watchers.rbegin(); it != watchers.rend(); ++it)
    if (it->player == player)
      if (PeerPtr peer = it->peer.lock(); peer && peer->is_open()) return peer;
  return nullptr;
}

std::vector<const StoredTournamentGame*> DirectedEvent::round_games(int round) const {
  std::vector<const StoredTournamentGame*> out;
  for (const auto& g : games)
    if (g.round == round) out.push_back(&g);
  return out;
}

TournamentDirector::Impl::Impl(PlayContext& ctx, RoomRegistry& rooms, Lobby& lobby, TournamentLease& lease)
    : ctx(ctx),
      rooms(rooms),
      lobby(lobby),
      lease(lease),
      strand(net::make_strand(ctx.ioc)),
      chat_reads(net::make_strand(ctx.pools.reads)),
      tick_timer(strand) {}

std::string TournamentDirector::Impl::iso_wall_now() { return iso_time(wall_now()); }

DirectedEvent* TournamentDirector::Impl::find(const std::string& id) {
  auto it = events.find(id);
  return it == events.end() ? nullptr : it->second.get();
}

DirectedEvent& TournamentDirector::Impl::install(StoredTournament t, std::vector<StoredEntrant> entrants,
                                                 std::vector<StoredTournamentGame> games) {
  auto ev = std::make_unique<DirectedEvent>();
  ev->t = std::move(t);
  for (auto& e : entrants) ev->add_entrant(std::move(e));
  for (auto& g : games) ev->add_game(std::move(g));
  ev->frame_timer = std::make_unique<PlayTimer>(strand);
  if (!ev->t.schedule_slot.empty()) schedule_slots.insert(ev->t.schedule_slot);
  const std::string id = ev->t.id;
  auto& slot = events[id];
  slot = std::move(ev);
  return *slot;
}

std::vector<HeldEvent> TournamentDirector::Impl::read_held(Store& store) {
  std::vector<StoredTournament> held;
  for (const char* status : {"created", "started"})
    for (auto& t : store.tournaments(status, 1000)) held.push_back(std::move(t));
  // An arena finished while games were still played: their results still count.
  for (auto& t : store.tournaments("finished", kFinishedReadAtStart)) held.push_back(std::move(t));
  std::vector<HeldEvent> out;
  for (auto& t : held) {
    auto games = store.tournament_games(t.id);
    const bool open = std::any_of(games.begin(), games.end(), [](const auto& g) { return g.result.empty(); });
    if (t.status == "finished" && !open) continue;
    auto entrants = store.entrants(t.id);
    auto lines = t.status == "created" ? std::vector<StoredChatLine>{} : store.chat_lines("tournament:" + t.id);
    out.push_back({std::move(t), std::move(entrants), std::move(games), std::move(lines)});
  }
  return out;
}

void TournamentDirector::Impl::install_held(std::vector<HeldEvent> held) {
  for (auto& h : held) {
    DirectedEvent& ev = install(std::move(h.t), std::move(h.entrants), std::move(h.games));
    ev.chat.restore(std::move(h.lines));
  }
  spdlog::info("tournaments: {} held ({} in the schedule)", events.size(), ctx.config.tournament_schedule.size());
}

void TournamentDirector::Impl::arm_tick() {
  tick_timer.expires_after(kDirectorTick);
  tick_timer.async_wait([weak = weak_from_this()](boost::system::error_code ec) {
    if (ec) return;
    if (auto self = weak.lock()) self->tick();
  });
}

void TournamentDirector::Impl::tick() {
  if (stopped) return;
  arm_tick();
  if (!keep_lease()) return;
  const SysTime now = wall_now();
  keep_schedule(now);
  std::vector<std::string> gone;
  for (auto& [id, ev] : events) {
    if (ev->arena())
      arena_tick(*ev, now);
    else
      swiss_tick(*ev, now);
    if (ev->t.status != "finished" || !ev->playing.empty() || !ev->opening.empty()) {
      ev->quiet_since.reset();
    } else if (!ev->quiet_since) {
      ev->quiet_since = PlayClock::now();
    } else if (PlayClock::now() - *ev->quiet_since >= kFinishedKept) {
      gone.push_back(id);
    }
  }
  for (const auto& id : gone) events.erase(id);
  if (++ticks % kTicksPerStoreCheck == 0) check_open_games();
}

void TournamentDirector::Impl::answer_after_writes(TournamentDone done, int status, const nlohmann::json& body) {
  ctx.store.after_queued([strand = strand, done = std::move(done), answer = TournamentAnswer{status, body.dump()}] {
    net::post(strand, [done, answer] { done(answer); });
  });
}

void TournamentDirector::Impl::refuse(const TournamentDone& done, int status, const std::string& code,
                                      const std::string& message) {
  done(TournamentAnswer{status, nlohmann::json{{"error", code}, {"message", message}}.dump()});
}

TournamentDirector::TournamentDirector(PlayContext& ctx, RoomRegistry& rooms, Lobby& lobby, TournamentLease& lease)
    : impl_(std::make_shared<Impl>(ctx, rooms, lobby, lease)) {}

// Work still queued for the strand or the reads pool holds the inside weakly: it finds it gone.
TournamentDirector::~TournamentDirector() = default;

void TournamentDirector::start() {
  // A node that does not direct reads the events when it takes the lease (keep_lease).
  if (impl_->lease.directing()) {
    impl_->install_held(Impl::read_held(impl_->ctx.store));
    impl_->held = true;
  }
  impl_->on_strand([](Impl& d) {
    if (d.lease.directing()) d.keep_schedule(Impl::wall_now());
    d.arm_tick();
  });
}

void TournamentDirector::find_bots_with(BotConnection find) { impl_->bot_connection = std::move(find); }

void TournamentDirector::holds_bot(std::string player, std::function<void(bool)> done) {
  impl_->on_strand([player = std::move(player), done = std::move(done)](Impl& d) {
    for (const auto& [id, ev] : d.events) {
      if (!ev->t.bots || ev->t.status == "finished") continue;
      const StoredEntrant* e = ev->entrant(player);
      if (e && !e->withdrawn && !e->paused) return done(true);
    }
    done(false);
  });
}

void TournamentDirector::stop() {
  impl_->on_strand([](Impl& d) {
    d.stopped = true;
    d.tick_timer.cancel();
    for (auto& [id, ev] : d.events) ev->frame_timer->cancel();
  });
}

void TournamentDirector::create(StoredTournament t, TournamentDone done) {
  impl_->on_strand([t = std::move(t), done = std::move(done)](Impl& d) mutable {
    if (!d.forward("create", stored_tournament_to_json(t), done)) d.create(std::move(t), done);
  });
}

void TournamentDirector::join(std::string tournament, TournamentPlayer who, TournamentDone done) {
  impl_->on_strand([id = std::move(tournament), who = std::move(who), done = std::move(done)](Impl& d) {
    if (!d.forward("join", call_args(id, who), done)) d.join(id, who, done);
  });
}

void TournamentDirector::withdraw(std::string tournament, TournamentPlayer who, TournamentDone done) {
  impl_->on_strand([id = std::move(tournament), who = std::move(who), done = std::move(done)](Impl& d) {
    if (!d.forward("withdraw", call_args(id, who), done)) d.leave(id, who, false, done);
  });
}

void TournamentDirector::pause(std::string tournament, TournamentPlayer who, TournamentDone done) {
  impl_->on_strand([id = std::move(tournament), who = std::move(who), done = std::move(done)](Impl& d) {
    if (!d.forward("pause", call_args(id, who), done)) d.leave(id, who, true, done);
  });
}

void TournamentDirector::watch(Reply reply, TournamentPlayer who, std::string tournament) {
  impl_->on_strand([reply = std::move(reply), who = std::move(who), id = std::move(tournament)](Impl& d) {
    nlohmann::json then{{"type", "tournament.watch"}, {"tournament", id}};
    if (reply.id) then["id"] = *reply.id;
    if (!d.relay_watch(reply, who.id, id, then.dump())) d.watch(reply, who, id);
  });
}

void TournamentDirector::unwatch(Reply reply, std::string player, std::string tournament) {
  impl_->on_strand([reply = std::move(reply), player = std::move(player), id = std::move(tournament)](Impl& d) {
    d.unwatch(reply, player, id);
  });
}

void TournamentDirector::disconnected(PeerPtr peer, std::string player) {
  impl_->on_strand([peer = std::move(peer), player = std::move(player)](Impl& d) { d.disconnected(peer, player); });
}

void TournamentDirector::chat(Reply reply, TournamentPlayer who, std::string tournament, std::string text) {
  // A node that does not direct sends the connection, this line first, to the one that does;
  // should it direct by the time the strand runs, the line is heard here.
  if (!impl_->lease.directing() && impl_->link) {
    nlohmann::json say{{"type", "chat.say"}, {"tournament", tournament}, {"text", text}};
    if (reply.id) say["id"] = *reply.id;
    return impl_->on_strand([reply = std::move(reply), who = std::move(who), id = std::move(tournament),
                             text = std::move(text), say = say.dump()](Impl& d) mutable {
      if (!d.relay_watch(reply, who.id, id, say)) d.hear_line(std::move(reply), std::move(who), std::move(id), text);
    });
  }
  impl_->hear_line(std::move(reply), std::move(who), std::move(tournament), text);
}

void TournamentDirector::Impl::hear_line(Reply reply, TournamentPlayer who, std::string id, const std::string& text) {
  auto cleaned = chat::clean_chat_text(text);
  if (!cleaned)
    return reply.error(protocol::ErrorCode::bad_message,
                       "text must be 1.." + std::to_string(chat::kMaxChatCodePoints) + " characters after trimming");
  // The author's standing (a timeout, a shadow-ban) and blocks are store reads: in the order the
  // lines came, off the strand.
  net::post(chat_reads, [weak = weak_from_this(), store = &ctx.store, strand = strand, reply = std::move(reply),
                         who = std::move(who), id = std::move(id), text = std::move(*cleaned)]() mutable {
    chat::SenderFacts facts;
    try {
      facts.standing = store->standing(who.id);
      for (auto& other : store->blocks_around(who.id))
        if (store->blocks(other, who.id)) facts.blockers.push_back(std::move(other));
    } catch (const std::exception& e) {
      spdlog::error("tournament chat: cannot read player {}: {}", who.id, e.what());
      return reply.error(protocol::ErrorCode::rate_limited, "the chat cannot be reached now; try again");
    }
    net::post(strand, [weak, reply = std::move(reply), who = std::move(who), id = std::move(id), text = std::move(text),
                       facts = std::move(facts)]() mutable {
      if (auto self = weak.lock()) self->chat(reply, who, id, std::move(text), std::move(facts));
    });
  });
}

void TournamentDirector::game_ended(std::string tournament, std::string game, std::string result, int plies,
                                    std::array<std::string, 2> players, std::array<bool, 2> berserk) {
  impl_->on_strand([id = std::move(tournament), facts = GameEndedFacts{std::move(game), std::move(result), plies,
                                                                       std::move(players), berserk}](Impl& d) {
    if (!d.pass_on_end(id, facts)) d.ended(id, facts);
  });
}

}  // namespace mancala::server

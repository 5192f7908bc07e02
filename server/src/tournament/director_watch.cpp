// The director's watchers (docs/protocol.md §Tournaments): `tournament.watch` and its frames, at
// most one a second per event, each with the watcher's own `you`; and the event's chat room.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "mancala/protocol/server_message.hpp"
#include "mancala/protocol/tournament_message.hpp"
#include "mancala/server/chat/chat_author.hpp"
#include "mancala/server/play/audience.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/tournament/arena_pairing.hpp"
#include "mancala/server/tournament/tournament_json.hpp"
#include "tournament/director_impl.hpp"

namespace mancala::server {

namespace {

using nlohmann::json;
using protocol::ErrorCode;

/// The `tournament` frame's JSON text without its closing brace: the event's object, its
/// type, and when the arena stops pairing or the next Swiss round is paired.
std::string frame_body(const StoredTournament& t, const std::vector<StoredEntrant>& entrants,
                       const std::vector<StoredTournamentGame>& games, const std::optional<SysTime>& next_round_at) {
  json j = tournament_json(t, entrants, games);
  j["type"] = "tournament";
  if (t.kind == "swiss") {
    j["next_round_at"] = next_round_at ? json(iso_time(*next_round_at)) : json(nullptr);
  } else if (auto ends = parse_iso_time(t.ends_at)) {
    j["pairings_closed_at"] = iso_time(*ends - arena_pairings_closed(std::chrono::minutes(t.minutes)));
  }
  std::string text = j.dump(-1, ' ', false, json::error_handler_t::replace);
  text.pop_back();
  return text;
}

/// `you` of a watcher who is `player`: their entrant row (if any) and their game in progress.
json you_json(const StoredEntrant* e, const std::string* game) {
  return {{"joined", e && !e->withdrawn},
          {"paused", e && e->paused},
          {"withdrawn", e && e->withdrawn},
          {"game", game ? json(*game) : json(nullptr)}};
}

std::string close_frame(const std::string& body, const json& you, const RequestId& id) {
  std::string out = body + ",\"you\":" + you.dump();
  if (id) out += ",\"id\":" + json(*id).dump();
  return out + "}";
}

}  // namespace

std::string TournamentDirector::Impl::frame_for(DirectedEvent& ev, const std::string& player) {
  if (!ev.body) ev.body = frame_body(ev.t, ev.entrants, ev.games, ev.next_round_at);
  auto game = ev.playing.find(player);
  return close_frame(*ev.body, you_json(ev.entrant(player), game == ev.playing.end() ? nullptr : &game->second),
                     std::nullopt);
}

void TournamentDirector::Impl::watch(const Reply& reply, const TournamentPlayer& who, const std::string& id) {
  DirectedEvent* ev = find(id);
  if (!ev) {
    // Not held here: an event over (one frame from the store), or none.
    return on_reads([store = &ctx.store, reply, who, id] {
      std::optional<std::string> frame;
      try {
        if (auto t = store->tournament(id)) {
          const auto entrants = store->entrants(id);
          const auto games = store->tournament_games(id);
          const auto e =
              std::find_if(entrants.begin(), entrants.end(), [&](const auto& r) { return r.player == who.id; });
          frame = close_frame(frame_body(*t, entrants, games, std::nullopt),
                              you_json(e == entrants.end() ? nullptr : &*e, nullptr), reply.id);
        }
      } catch (const std::exception& e) {
        spdlog::error("tournament {}: cannot read it: {}", id, e.what());
      }
      return [reply, id, frame = std::move(frame)](Impl&) {
        if (!frame) return reply.error(ErrorCode::bad_message, "no tournament " + id);
        reply.send(*frame);
      };
    });
  }
  const auto mine = [&](const TournamentWatcher& w) { return w.peer.lock() == reply.peer; };
  const bool known = std::any_of(ev->watchers.begin(), ev->watchers.end(), mine);
  if (!known) {
    std::size_t watched = 0;
    for (const auto& [other, e] : events) watched += std::count_if(e->watchers.begin(), e->watchers.end(), mine);
    if (watched >= kMaxWatchedPerConnection)
      return reply.error(ErrorCode::rate_limited, "at most " + std::to_string(kMaxWatchedPerConnection) +
                                                      " tournaments watched at once: unwatch one first");
    ev->watchers.push_back({reply.peer, who.id, who.name, who.account});
  }
  if (!ev->body) ev->body = frame_body(ev->t, ev->entrants, ev->games, ev->next_round_at);
  auto game = ev->playing.find(who.id);
  reply.send(close_frame(*ev->body, you_json(ev->entrant(who.id), game == ev->playing.end() ? nullptr : &game->second),
                         reply.id));
  if (!known) send_chat_history(*ev, reply.peer, who.id);
  update_waiting(*ev, who.id);
}

void TournamentDirector::Impl::unwatch(const Reply& reply, const std::string& player, const std::string& id) {
  if (DirectedEvent* ev = find(id)) {
    std::erase_if(ev->watchers, [&](const TournamentWatcher& w) { return w.peer.lock() == reply.peer; });
    update_waiting(*ev, player);
  }
  reply.send(protocol::tournament_unwatched_message(reply.id, id));
}

void TournamentDirector::Impl::disconnected(const PeerPtr& peer, const std::string& player) {
  for (auto& [id, ev] : events) {
    const auto gone = std::erase_if(ev->watchers, [&](const TournamentWatcher& w) {
      auto p = w.peer.lock();
      return !p || p == peer;
    });
    if (gone) update_waiting(*ev, player);
  }
}

void TournamentDirector::Impl::changed(DirectedEvent& ev) {
  ev.body.reset();
  ev.frame_due = true;
  if (ev.frame_armed) return;  // the frame on its way shows this change too
  ev.frame_armed = true;
  const auto at = ev.last_frame ? std::max(PlayClock::now(), *ev.last_frame + kFrameInterval) : PlayClock::now();
  ev.frame_timer->expires_at(at);
  ev.frame_timer->async_wait([weak = weak_from_this(), id = ev.t.id](boost::system::error_code ec) {
    if (ec) return;
    auto self = weak.lock();
    DirectedEvent* e = self ? self->find(id) : nullptr;
    if (!e) return;
    e->frame_armed = false;
    self->send_frames(*e);
  });
}

void TournamentDirector::Impl::send_frames(DirectedEvent& ev) {
  if (!ev.frame_due) return;
  ev.frame_due = false;
  ev.last_frame = PlayClock::now();
  std::erase_if(ev.watchers, [](const TournamentWatcher& w) {
    auto p = w.peer.lock();
    return !p || !p->is_open();
  });
  if (ev.watchers.empty()) return;
  // Watchers who are not in the event all see the same `you`: one frame serves them.
  Frame outsider;
  for (const auto& w : ev.watchers) {
    PeerPtr peer = w.peer.lock();
    if (ev.entrant(w.player)) {
      peer->send(frame_for(ev, w.player));
      continue;
    }
    if (!outsider) outsider = make_frame(frame_for(ev, w.player));
    peer->send(outsider);
  }
}

void TournamentDirector::Impl::send_chat_history(DirectedEvent& ev, const PeerPtr& peer, const std::string& reader) {
  if (ev.chat.empty()) return;
  auto shown = ev.chat.visible_to(reader);
  if (!shown.empty()) peer->send(protocol::tournament_chat_history_message(ev.t.id, shown));
}

void TournamentDirector::Impl::chat(const Reply& reply, const TournamentPlayer& who, const std::string& id,
                                    std::string text, chat::SenderFacts facts) {
  DirectedEvent* ev = find(id);
  if (!ev) return reply.error(ErrorCode::bad_message, "no tournament " + id + " here");
  const bool account = who.account || facts.standing.account;
  const bool watching = std::any_of(ev->watchers.begin(), ev->watchers.end(),
                                    [&](const TournamentWatcher& w) { return w.peer.lock() == reply.peer; });
  if (!watching || !account)
    return reply.error(ErrorCode::chat_closed, "a tournament's chat is open to its watchers with an account");
  if (chat::timed_out(facts.standing, PlayClock::wall_now())) {
    if (reply.metrics) reply.metrics->errors_sent.fetch_add(1, std::memory_order_relaxed);
    return reply.send(protocol::sanction_error_message(reply.id, ErrorCode::chat_muted,
                                                       "a moderator muted your chat until " + facts.standing.chat_until,
                                                       facts.standing.chat_until));
  }
  const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(PlayClock::now().time_since_epoch());
  switch (rooms.chat_flood().admit(who.id, text, now)) {
    case chat::FloodVerdict::too_fast:
      return reply.error(ErrorCode::rate_limited,
                         "at most " + std::to_string(chat::FloodGuard::kLines) + " chat lines in 10 seconds");
    case chat::FloodVerdict::near_copy:
      return reply.error(ErrorCode::rate_limited, "that line is too like one of your last two");
    case chat::FloodVerdict::ok:
      break;
  }
  chat::ChatLine line;
  line.stored = {"tournament:" + id, who.id, who.name, std::move(text), iso_wall_now(), -1, facts.standing.shadow};
  line.fresh = chat::author_is_new(account, facts.standing.created_at, PlayClock::wall_now());
  line.blockers = std::move(facts.blockers);
  const protocol::ChatLineView view = chat::ChatRoom::view(line);
  reply.send(protocol::tournament_chat_message(reply.id, id, view));
  const Frame heard = make_frame(protocol::tournament_chat_message(std::nullopt, id, view));
  for (const auto& w : ev->watchers)
    if (PeerPtr peer = w.peer.lock(); peer && peer != reply.peer && chat::ChatRoom::shown_to(line, w.player))
      peer->send(heard);
  ctx.store.save_chat_line(line.stored);
  // The word filter hears every accepted line, as a game's room's (RoomRegistry::set_chat_listener).
  if (const chat::ChatListener& listener = rooms.chat_listener())
    listener(chat::AcceptedLine{who.id, line.stored.name, line.stored.room, "", line.stored.text, line.stored.troll});
  ev->chat.add(std::move(line));
}

}  // namespace mancala::server

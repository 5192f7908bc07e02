#include "net/client_session.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/post.hpp>
#include <cctype>
#include <nlohmann/json.hpp>

#include "mancala/protocol/server_message.hpp"
#include "mancala/server/chat/chat_text.hpp"
#include "mancala/server/live/live_feed.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/overloaded.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "net/relay_hub.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

ClientSession::ClientSession(NetContext& ctx)
    : ctx_(ctx), tokens_(ctx.config.rate_limit_burst), refilled_(std::chrono::steady_clock::now()) {}

void ClientSession::greeted(std::string player_id) {
  net::post(executor(), [self = shared_from_this(), player_id = std::move(player_id)]() mutable {
    self->player_ = std::move(player_id);
    self->greeted_ = true;
    // Closed while the lobby worked on `hello`: say goodbye now (a second goodbye is ignored).
    if (self->closing_) return self->say_goodbye();
    self->read_next();
  });
}

void ClientSession::identify(PeerIdentity who) {
  std::lock_guard lock(identity_mutex_);
  identity_ = std::move(who);
}

PeerIdentity ClientSession::identity() const {
  std::lock_guard lock(identity_mutex_);
  return identity_;
}

bool ClientSession::take_token() {
  const auto now = std::chrono::steady_clock::now();
  const double elapsed = std::chrono::duration<double>(now - refilled_).count();
  refilled_ = now;
  tokens_ = std::min<double>(ctx_.config.rate_limit_burst, tokens_ + elapsed * ctx_.config.rate_limit_per_s);
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

bool ClientSession::admit(const RequestId& id) {
  if (take_token()) {
    dropped_in_a_row_ = 0;
    return true;
  }
  // Sustained abuse (nothing let through for rate_limit_close_after messages) ends the connection.
  if (++dropped_in_a_row_ >= ctx_.config.rate_limit_close_after) {
    spdlog::warn("connection of player {} closed: rate limit exceeded {} times in a row", player_, dropped_in_a_row_);
    close_now(1008, "rate limit");  // policy violation
    return false;
  }
  reply_to(id).error(ErrorCode::rate_limited, "too many messages; slow down");
  return false;
}

void ClientSession::handle(std::string_view text) {
  auto decoded = protocol::decode_client_message(text, greeted_);
  const auto* msg = std::get_if<protocol::ClientMessage>(&decoded);
  if (!admit(msg ? msg->id : std::nullopt)) {
    if (!closing_) read_next();
    return;
  }
  if (auto* e = std::get_if<protocol::ProtocolError>(&decoded)) {
    reply_to(e->id).error(e->code, e->message);
    return read_next();
  }
  if (route(std::move(std::get<protocol::ClientMessage>(decoded)))) read_next();
}

std::shared_ptr<GameRoom> ClientSession::room_of(const std::string& game, const Reply& reply) {
  auto room = ctx_.rooms.find(game);
  if (!room) reply.error(ErrorCode::not_in_game, "no game " + game);
  return room;
}

bool ClientSession::route(protocol::ClientMessage msg) {
  // One handler per message type and no catch-all: a new type without a handler does not compile.
  return std::visit(overloaded{
                        [&](protocol::Hello& m) {
                          // Reading pauses until the lobby answers, so no later message is judged before `hello`.
                          hello_sent_ = true;
                          ctx_.lobby.hello(reply_to(std::move(msg.id)), std::move(m));
                          return false;
                        },
                        [&](protocol::QueueJoin& m) {
                          ctx_.lobby.queue_join(reply_to(std::move(msg.id)), player_, m.variant, m.clock);
                          return true;
                        },
                        [&](protocol::QueueLeave&) {
                          ctx_.lobby.queue_leave(reply_to(std::move(msg.id)), player_);
                          return true;
                        },
                        [&](protocol::Ping&) {
                          auto reply = reply_to(std::move(msg.id));
                          reply.send(protocol::pong_message(reply.id));
                          return true;
                        },
                        [&](protocol::BotPlay& m) {
                          ctx_.lobby.bot_play(reply_to(std::move(msg.id)), player_, m);
                          return true;
                        },
                        [&](protocol::LocalPlay& m) {
                          ctx_.lobby.local_play(reply_to(std::move(msg.id)), player_, m.variant);
                          return true;
                        },
                        [&](protocol::Move& m) {
                          move_read_at_ = std::chrono::steady_clock::now();
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->move(std::move(reply), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::Resign& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->resign(std::move(reply), player_);
                          return true;
                        },
                        [&](protocol::HintRequest& m) {
                          auto reply = reply_to(std::move(msg.id));
                          // One hint at a time a connection: each is up to bot_think_ms of a worker's search.
                          if (hint_busy_->load()) {
                            reply.error(ErrorCode::rate_limited, "one hint at a time: wait for the answer");
                          } else if (auto room = room_of(m.game, reply)) {
                            hint_busy_->store(true);
                            room->hint(
                                std::move(reply), player_,
                                std::shared_ptr<void>(nullptr, [busy = hint_busy_](void*) { busy->store(false); }));
                          }
                          return true;
                        },
                        [&](protocol::RematchRequest& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->rematch(std::move(reply), player_);
                          return true;
                        },
                        [&](protocol::FriendCreate& m) {
                          ctx_.lobby.friend_create(reply_to(std::move(msg.id)), player_, m);
                          return true;
                        },
                        [&](protocol::FriendJoin& m) {
                          ctx_.lobby.friend_join(reply_to(std::move(msg.id)), player_, std::move(m.code));
                          return true;
                        },
                        [&](protocol::FriendCancel& m) {
                          ctx_.lobby.friend_cancel(reply_to(std::move(msg.id)), player_, std::move(m.code));
                          return true;
                        },
                        [&](protocol::ChallengeCreate& m) {
                          ctx_.lobby.challenge_create(reply_to(std::move(msg.id)), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::ChallengeAccept& m) {
                          ctx_.lobby.challenge_accept(reply_to(std::move(msg.id)), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::ChallengeDecline& m) {
                          ctx_.lobby.challenge_decline(reply_to(std::move(msg.id)), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::ChallengeCancel& m) {
                          ctx_.lobby.challenge_cancel(reply_to(std::move(msg.id)), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::SeekCreate& m) {
                          ctx_.lobby.seek_create(reply_to(std::move(msg.id)), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::SeekCancel& m) {
                          ctx_.lobby.seek_cancel(reply_to(std::move(msg.id)), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::SeekAccept& m) {
                          ctx_.lobby.seek_accept(reply_to(std::move(msg.id)), player_, std::move(m));
                          return true;
                        },
                        [&](protocol::Watch& m) {
                          watch(reply_to(std::move(msg.id)), m.game);
                          return true;
                        },
                        [&](protocol::Unwatch& m) {
                          unwatch(reply_to(std::move(msg.id)), m.game);
                          return true;
                        },
                        [&](protocol::Abort& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->abort(std::move(reply), player_);
                          return true;
                        },
                        [&](protocol::Offer& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->offer(std::move(reply), player_, m.kind);
                          return true;
                        },
                        [&](protocol::Decline& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->decline(std::move(reply), player_, m.kind);
                          return true;
                        },
                        [&](protocol::ChatSay& m) {
                          chat_say(reply_to(std::move(msg.id)), std::move(m));
                          return true;
                        },
                        [&](protocol::TournamentWatch& m) {
                          tournament_watch(reply_to(std::move(msg.id)), m.tournament, true);
                          return true;
                        },
                        [&](protocol::TournamentUnwatch& m) {
                          tournament_watch(reply_to(std::move(msg.id)), m.tournament, false);
                          return true;
                        },
                        [&](protocol::LiveWatch& m) {
                          live_watch(reply_to(std::move(msg.id)), m.limit);
                          return true;
                        },
                        [&](protocol::LiveUnwatch&) {
                          auto reply = reply_to(std::move(msg.id));
                          if (ctx_.live)
                            ctx_.live->unwatch(std::move(reply));
                          else
                            reply.send(protocol::live_unwatched_message(reply.id));
                          return true;
                        },
                        [&](protocol::MoreTime& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->more_time(std::move(reply), player_);
                          return true;
                        },
                        [&](protocol::Berserk& m) {
                          auto reply = reply_to(std::move(msg.id));
                          if (auto room = room_of(m.game, reply)) room->berserk(std::move(reply), player_);
                          return true;
                        },
                    },
                    msg.body);
}

void ClientSession::watch(Reply reply, const std::string& game) {
  // Games closed since do not hold a place.
  std::erase_if(watching_, [this](const std::string& g) { return !ctx_.rooms.find(g); });
  auto room = ctx_.rooms.find(game);
  if (!room && ctx_.relay && watching_.empty()) return watch_elsewhere(std::move(reply), game);
  if (!room) return reply.error(ErrorCode::game_not_found, "no game " + game + " to watch");
  const bool known = std::find(watching_.begin(), watching_.end(), game) != watching_.end();
  if (!known && watching_.size() >= static_cast<std::size_t>(ctx_.config.max_watch_per_connection))
    return reply.error(ErrorCode::rate_limited, "at most " + std::to_string(ctx_.config.max_watch_per_connection) +
                                                    " games watched at once: unwatch one first");
  if (!known) watching_.push_back(game);
  room->watch(std::move(reply), player_);
}

void ClientSession::watch_elsewhere(Reply reply, const std::string& game) {
  // Only ids as the server makes them are asked of every node (a made-up long one is not).
  const auto id_char = [](unsigned char c) { return std::isalnum(c) != 0; };
  if (game.empty() || game.size() > max_game_id || !std::all_of(game.begin(), game.end(), id_char))
    return reply.error(ErrorCode::game_not_found, "no game " + game + " to watch");
  // One question at a time: its answer moves the connection, which nothing else may do meanwhile.
  if (locating_) return reply.error(ErrorCode::rate_limited, "a watch of another node's game is under way");
  locating_ = true;
  nlohmann::json then{{"type", "watch"}, {"game", game}};
  if (reply.id) then["id"] = *reply.id;
  ctx_.relay->locate_game(game, [self = shared_from_this(), reply = std::move(reply), game,
                                 then = then.dump()](std::optional<std::string> node) mutable {
    net::post(self->executor(), [self, reply = std::move(reply), game, then = std::move(then), node]() mutable {
      self->locating_ = false;
      if (self->closing_) return;
      if (!node) return reply.error(ErrorCode::game_not_found, "no game " + game + " to watch");
      if (!self->watching_.empty())  // began to watch a game here meanwhile: it stays here
        return reply.error(ErrorCode::game_not_found, "game " + game +
                                                          " is played on another node, and this connection "
                                                          "watches a game here: watch it from a connection of its own");
      self->ctx_.lobby.watch_elsewhere(std::move(reply), self->player_, *node, game, std::move(then));
    });
  });
}

void ClientSession::unwatch(Reply reply, const std::string& game) {
  std::erase(watching_, game);
  if (auto room = ctx_.rooms.find(game)) room->unwatch(shared_from_this());
  reply.send(protocol::unwatched_message(reply.id, game));
}

void ClientSession::chat_say(Reply reply, protocol::ChatSay m) {
  if (!m.tournament.empty()) return tournament_chat(std::move(reply), std::move(m));
  auto text = chat::clean_chat_text(m.text);
  if (!text)
    return reply.error(ErrorCode::bad_message,
                       "text must be 1.." + std::to_string(chat::kMaxChatCodePoints) + " characters after trimming");
  auto room = ctx_.rooms.find(m.game);
  if (!room) return reply.error(ErrorCode::game_not_found, "no game " + m.game + " here");
  // The standing (a timeout, a shadow-ban) and the blocks are store reads: never on this thread.
  if (!chat_reads_) chat_reads_.emplace(net::make_strand(ctx_.api.reads));
  net::post(*chat_reads_, [store = &ctx_.api.store, room = std::move(room), reply = std::move(reply), player = player_,
                           kind = m.room, text = std::move(*text)]() mutable {
    chat::SenderFacts facts;
    try {
      facts.standing = store->standing(player);
      for (auto& other : store->blocks_around(player))
        if (store->blocks(other, player)) facts.blockers.push_back(std::move(other));
    } catch (const std::exception& e) {
      spdlog::error("chat: cannot read player {}: {}", player, e.what());
      return reply.error(ErrorCode::rate_limited, "the chat cannot be reached now; try again");
    }
    room->chat(std::move(reply), std::move(player), kind, std::move(text), std::move(facts));
  });
}

TournamentPlayer ClientSession::tournament_player() const {
  const PeerIdentity who = identity();
  return {player_, who.name, who.account};
}

void ClientSession::tournament_watch(Reply reply, const std::string& tournament, bool watch) {
  TournamentDirector* director = ctx_.api.tournaments;
  if (!director) return reply.error(ErrorCode::bad_message, "this server holds no tournaments");
  if (!watch) return director->unwatch(std::move(reply), player_, tournament);
  watched_tournament_ = true;
  director->watch(std::move(reply), tournament_player(), tournament);
}

void ClientSession::live_watch(Reply reply, int limit) {
  if (!ctx_.live) return reply.error(ErrorCode::bad_message, "this server pushes no live games: ask GET /api/live");
  watched_live_ = true;
  ctx_.live->watch(std::move(reply), limit);
}

void ClientSession::tournament_chat(Reply reply, protocol::ChatSay m) {
  TournamentDirector* director = ctx_.api.tournaments;
  if (!director) return reply.error(ErrorCode::bad_message, "this server holds no tournaments");
  director->chat(std::move(reply), tournament_player(), std::move(m.tournament), std::move(m.text));
}

void ClientSession::say_goodbye() {
  // Not before `hello` was answered: greeted() says it then if the connection closed meanwhile.
  if (!greeted_ || said_goodbye_) return;
  said_goodbye_ = true;
  for (const auto& game : watching_)
    if (auto room = ctx_.rooms.find(game)) room->unwatch(shared_from_this());
  watching_.clear();
  if (watched_live_ && ctx_.live) ctx_.live->forget(shared_from_this());
  if (watched_tournament_ && ctx_.api.tournaments) ctx_.api.tournaments->disconnected(shared_from_this(), player_);
  ctx_.lobby.disconnected(shared_from_this(), player_);
}

}  // namespace mancala::server

// GameRoom, part six: the game's chat (PROTOCOL.md §Chat) — its two rooms, who reads and writes
// them, the refusals in their order, delivery, storage and the history sent on joining.
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/server/chat/chat_author.hpp"
#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ChatRoomKind;
using protocol::ErrorCode;

chat::ChatRole GameRoom::chat_role(const std::string& player, const PeerPtr& peer) const {
  if (seated(player)) return chat::ChatRole::seat;
  if (audience_.watching(peer)) return chat::ChatRole::spectator;
  return chat::ChatRole::none;
}

void GameRoom::chat(Reply reply, std::string player, ChatRoomKind room, std::string text, chat::SenderFacts facts) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply), player = std::move(player), room,
                      text = std::move(text), facts = std::move(facts)]() mutable {
    self->say(reply, player, room, std::move(text), std::move(facts));
  });
}

void GameRoom::say(const Reply& reply, const std::string& player, ChatRoomKind room, std::string text,
                   chat::SenderFacts facts) {
  if (closed_) return reply.error(ErrorCode::game_not_found, "no game " + id_);
  const Seat* seat = nullptr;
  for (const Seat& s : seats_)
    if (!s.bot && s.player == player) seat = &s;
  const PeerIdentity who = reply.peer->identity();
  const bool account = seat ? seat->account || facts.standing.account : who.account;
  const chat::ChatRole role = chat_role(player, reply.peer);
  // A tournament's game keeps its players to the board (lichess's arena): their room is shut.
  if (room == ChatRoomKind::players && in_tournament())
    return reply.error(ErrorCode::chat_closed, "the players' chat is closed in tournament games");
  if (!chat::may_chat(room, kind_ == RoomKind::human, role, account))
    return reply.error(ErrorCode::chat_closed,
                       room == ChatRoomKind::players
                           ? "the players' chat is open to the two players of a game between people"
                           : "the spectators' chat is open to spectators with an account");
  if (chat::timed_out(facts.standing, PlayClock::wall_now())) {
    if (reply.metrics) reply.metrics->errors_sent.fetch_add(1, std::memory_order_relaxed);
    return reply.send(protocol::sanction_error_message(reply.id, ErrorCode::chat_muted,
                                                       "a moderator muted your chat until " + facts.standing.chat_until,
                                                       facts.standing.chat_until));
  }
  const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(PlayClock::now().time_since_epoch());
  switch (rooms_.chat_flood().admit(player, text, now)) {
    case chat::FloodVerdict::too_fast:
      return reply.error(ErrorCode::rate_limited,
                         "at most " + std::to_string(chat::FloodGuard::kLines) + " chat lines in 10 seconds");
    case chat::FloodVerdict::near_copy:
      return reply.error(ErrorCode::rate_limited, "that line is too like one of your last two");
    case chat::FloodVerdict::ok:
      break;
  }
  if (role == chat::ChatRole::spectator) add_chat_spectator(reply.peer, player);

  chat::ChatLine line;
  line.stored = {chat::room_key(id_, room), player,    seat ? seat->name : who.name,
                 std::move(text),           iso_now(), static_cast<int>(moves_.size()),
                 facts.standing.shadow};
  line.fresh = chat::author_is_new(account, facts.standing.created_at, PlayClock::wall_now());
  line.blockers = std::move(facts.blockers);
  const protocol::ChatLineView view = chat::ChatRoom::view(line);
  reply.send(protocol::chat_message(reply.id, id_, room, view));
  const Frame heard = make_frame(protocol::chat_message(std::nullopt, id_, room, view));
  for (const auto& [peer, reader] : chat_readers(room))
    if (peer != reply.peer && chat::ChatRoom::shown_to(line, reader)) peer->send(heard);
  ctx_.store.save_chat_line(line.stored);
  // THE WORD FILTER'S CALL SITE: every accepted line (a shadow-banned one too) is handed to the
  // chat listener the composition root wired (RoomRegistry::set_chat_listener: chat/word_filter,
  // chat/shutup score it and may file a report).
  if (const chat::ChatListener& listener = rooms_.chat_listener())
    listener(chat::AcceptedLine{player, line.stored.name, line.stored.room, id_, line.stored.text, line.stored.troll});
  chat_room(room).add(std::move(line));
}

std::vector<std::pair<PeerPtr, std::string>> GameRoom::chat_readers(ChatRoomKind room) const {
  std::vector<std::pair<PeerPtr, std::string>> out;
  if (room == ChatRoomKind::players) {
    if (kind_ != RoomKind::human) return out;
    for (Side s : {Side::south, Side::north})
      if (auto peer = audience_.at(s).lock(); peer && !seats_[index(s)].bot)
        out.emplace_back(std::move(peer), seats_[index(s)].player);
    return out;
  }
  for (const auto& [ref, player] : chat_spectators_)
    if (auto peer = ref.lock(); peer && audience_.watching(peer)) out.emplace_back(std::move(peer), player);
  return out;
}

void GameRoom::add_chat_spectator(const PeerPtr& peer, const std::string& player) {
  std::erase_if(chat_spectators_, [](const auto& r) { return r.first.expired(); });
  for (const auto& r : chat_spectators_)
    if (r.first.lock() == peer) return;
  chat_spectators_.emplace_back(peer, player);
}

void GameRoom::send_chat_history(const PeerPtr& peer, const std::string& reader, ChatRoomKind room) {
  const chat::ChatRoom& lines = chat_room(room);
  if (lines.empty()) return;
  auto shown = lines.visible_to(reader);
  // A room with no line this reader is shown sends nothing, as one with no line at all.
  if (!shown.empty()) peer->send(protocol::chat_history_message(id_, room, shown));
}

void GameRoom::restore_chat(std::vector<StoredChatLine> players, std::vector<StoredChatLine> spectators) {
  net::post(strand_,
            [self = shared_from_this(), players = std::move(players), spectators = std::move(spectators)]() mutable {
              self->players_chat_.restore(std::move(players));
              self->spectators_chat_.restore(std::move(spectators));
            });
}

void GameRoom::forget_chat_author(std::string author) {
  net::post(strand_, [self = shared_from_this(), author = std::move(author)] {
    self->players_chat_.forget_author(author);
    self->spectators_chat_.forget_author(author);
  });
}

void GameRoom::chat_block(std::string author, std::string blocker) {
  net::post(strand_, [self = shared_from_this(), author = std::move(author), blocker = std::move(blocker)] {
    self->players_chat_.add_blocker(author, blocker);
    self->spectators_chat_.add_blocker(author, blocker);
  });
}

}  // namespace mancala::server

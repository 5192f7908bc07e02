#include "mancala/server/chat/chat_room.hpp"

#include <algorithm>

namespace mancala::server::chat {

bool may_chat(protocol::ChatRoomKind room, bool between_people, ChatRole role, bool account) noexcept {
  if (room == protocol::ChatRoomKind::players) return between_people && role == ChatRole::seat;
  return role == ChatRole::spectator && account;
}

std::string room_key(const std::string& game, protocol::ChatRoomKind room) {
  return "game:" + game + ":" + std::string(protocol::to_string(room));
}

void ChatRoom::add(ChatLine line) {
  lines_.push_back(std::move(line));
  while (lines_.size() > static_cast<std::size_t>(kChatLinesPerRoom)) lines_.pop_front();
}

void ChatRoom::forget_author(const std::string& author) {
  std::erase_if(lines_, [&](const ChatLine& l) { return l.stored.player == author; });
}

void ChatRoom::add_blocker(const std::string& author, const std::string& blocker) {
  for (ChatLine& l : lines_)
    if (l.stored.player == author && std::find(l.blockers.begin(), l.blockers.end(), blocker) == l.blockers.end())
      l.blockers.push_back(blocker);
}

void ChatRoom::restore(std::vector<StoredChatLine> lines) {
  std::deque<ChatLine> restored;
  for (auto& l : lines) restored.push_back({std::move(l), true, {}});
  for (auto& l : lines_) restored.push_back(std::move(l));
  lines_ = std::move(restored);
  while (lines_.size() > static_cast<std::size_t>(kChatLinesPerRoom)) lines_.pop_front();
}

bool ChatRoom::shown_to(const ChatLine& line, const std::string& reader) {
  if (line.stored.troll && line.stored.player != reader) return false;
  return std::find(line.blockers.begin(), line.blockers.end(), reader) == line.blockers.end();
}

protocol::ChatLineView ChatRoom::view(const ChatLine& line) {
  const StoredChatLine& s = line.stored;
  return {{s.player, s.name, line.fresh}, s.text, s.at, std::max(s.ply, 0)};
}

std::vector<protocol::ChatLineView> ChatRoom::visible_to(const std::string& reader) const {
  std::vector<protocol::ChatLineView> out;
  for (const auto& line : lines_)
    if (shown_to(line, reader)) out.push_back(view(line));
  return out;
}

}  // namespace mancala::server::chat

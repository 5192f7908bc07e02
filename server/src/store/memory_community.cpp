// MemoryStore and the community's records: chat lines, the moderation log and a player's
// standing, fair-play offences, moderators, and erasing a player (their tournament entries too).
#include <algorithm>

#include "mancala/server/store/memory_store.hpp"

namespace mancala::server {

void MemoryStore::save_chat_line(const StoredChatLine& line) {
  std::lock_guard lock(mutex_);
  chat_.push_back(line);
  if (chat_.back().at.empty()) chat_.back().at = iso_now();
  const auto in_room = std::count_if(chat_.begin(), chat_.end(), [&](const auto& l) { return l.room == line.room; });
  if (in_room > kChatLinesPerRoom)
    chat_.erase(std::find_if(chat_.begin(), chat_.end(), [&](const auto& l) { return l.room == line.room; }));
}

void MemoryStore::save_mod_action(const ModAction& a) {
  std::lock_guard lock(mutex_);
  actions_.push_back(a);
  if (actions_.back().at.empty()) actions_.back().at = iso_now();
  Sanctions& s = sanctions_[a.player];
  if (a.action == "chat_timeout") s.chat_until = a.until;
  if (a.action == "shadow_ban" || a.action == "lift_shadow_ban") s.shadow = a.action == "shadow_ban";
  if (a.action == "play_ban") s.play_ban_until = a.until, s.play_ban_reason = a.reason;
  if (a.action == "lift_play_ban") s.play_ban_until.clear(), s.play_ban_reason.clear();
  if (a.action == "close_account") {
    s.closed = true;
    std::erase_if(players_by_hash_, [&](const auto& entry) { return entry.second.id == a.player; });
  }
  if (a.moderator == "system") return;  // the fair-play rules' bans leave the reports for a moderator
  for (std::size_t i = 0; i < reports_.size(); ++i)
    if (reports_[i].player == a.player) handled_[i] = true;
}

void MemoryStore::save_offence(const FairPlayOffence& o) {
  std::lock_guard lock(mutex_);
  offences_.push_back(o);
  if (offences_.back().at.empty()) offences_.back().at = iso_now();
}

bool MemoryStore::set_moderator(const std::string& username, bool on) {
  std::lock_guard lock(mutex_);
  auto it = accounts_.find(username_key(username));
  if (it == accounts_.end()) return false;
  it->second.moderator = on;
  return true;
}

bool MemoryStore::set_language(const std::string& player, const std::string& language) {
  std::lock_guard lock(mutex_);
  for (auto& [key, a] : accounts_)
    if (a.player_id == player) {
      a.language = language;
      return true;
    }
  return false;
}

bool MemoryStore::delete_player(const std::string& player) {
  std::lock_guard lock(mutex_);
  if (!people_.erase(player)) return false;
  for (auto& [id, g] : games_)
    for (StoredSeat* seat : {&g.start.south, &g.start.north})
      if (seat->player_id == player) seat->name = "deleted player";
  std::erase_if(accounts_, [&](const auto& a) { return a.second.player_id == player; });
  std::erase_if(players_by_hash_, [&](const auto& entry) { return entry.second.id == player; });
  std::erase_if(chat_, [&](const StoredChatLine& l) { return l.player == player; });
  std::erase_if(ratings_, [&](const auto& r) { return r.first.first == player; });
  for (RatedRow& r : rated_)
    for (std::string& p : r.players)
      if (p == player) p.clear();
  std::erase_if(blocks_, [&](const auto& b) { return b.first == player || b.second == player; });
  std::erase_if(seeks_, [&](const StoredSeek& s) { return s.player == player; });
  std::erase_if(offences_, [&](const FairPlayOffence& o) { return o.player == player; });
  sanctions_.erase(player);
  std::erase_if(entrants_, [&](const StoredEntrant& e) { return e.player == player; });
  puzzle_players_.erase(player);
  std::erase_if(puzzle_attempts_, [&](const auto& a) { return a.first == player; });
  return true;
}

std::vector<StoredChatLine> MemoryStore::chat_lines(const std::string& room) {
  std::lock_guard lock(mutex_);
  std::vector<StoredChatLine> out;
  for (const StoredChatLine& l : chat_)
    if (l.room == room) out.push_back(l);
  return out;
}

std::vector<StoredChatLine> MemoryStore::chat_lines_by(const std::string& player, int limit) {
  std::lock_guard lock(mutex_);
  std::vector<StoredChatLine> out;
  for (auto it = chat_.rbegin(); it != chat_.rend() && static_cast<int>(out.size()) < limit; ++it)
    if (it->player == player) out.push_back(*it);
  return out;
}

PlayerStanding MemoryStore::standing(const std::string& player) {
  std::lock_guard lock(mutex_);
  PlayerStanding out;
  auto person = people_.find(player);
  if (person == people_.end()) return out;
  out.known = true;
  out.created_at = person->second.created_at;
  for (const auto& [key, a] : accounts_)
    if (a.player_id == player)
      out.account = true, out.moderator = a.moderator, out.created_at = a.created_at, out.language = a.language;
  if (auto s = sanctions_.find(player); s != sanctions_.end()) {
    out.closed = s->second.closed;
    out.shadow = s->second.shadow;
    out.chat_until = s->second.chat_until;
    out.play_ban_until = s->second.play_ban_until;
    out.play_ban_reason = s->second.play_ban_reason;
  }
  return out;
}

std::vector<ModAction> MemoryStore::mod_actions(const std::string& player, int limit) {
  std::lock_guard lock(mutex_);
  std::vector<ModAction> out;
  for (auto it = actions_.rbegin(); it != actions_.rend() && static_cast<int>(out.size()) < limit; ++it)
    if (player.empty() || it->player == player) out.push_back(*it);
  return out;
}

std::vector<StoredReport> MemoryStore::open_reports(int limit) {
  std::lock_guard lock(mutex_);
  std::vector<StoredReport> out;
  for (std::size_t i = 0; i < reports_.size() && static_cast<int>(out.size()) < limit; ++i)
    if (!handled_[i]) out.push_back(reports_[i]);
  return out;
}

std::vector<StoredReport> MemoryStore::reports_by(const std::string& reporter) {
  std::lock_guard lock(mutex_);
  std::vector<StoredReport> out;
  for (const StoredReport& r : reports_)
    if (r.reporter == reporter) out.push_back(r);
  return out;
}

std::vector<std::string> MemoryStore::blocked_by(const std::string& blocker) {
  std::lock_guard lock(mutex_);
  std::vector<std::string> out;
  for (const auto& [b, blocked] : blocks_)
    if (b == blocker) out.push_back(blocked);
  return out;
}

std::vector<FairPlayOffence> MemoryStore::offences(const std::string& player, const std::string& since) {
  std::lock_guard lock(mutex_);
  std::vector<FairPlayOffence> out;
  for (const FairPlayOffence& o : offences_)
    if (o.player == player && o.at >= since) out.push_back(o);
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.at < b.at; });
  return out;
}

}  // namespace mancala::server

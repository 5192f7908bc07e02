// MemoryStore and tournaments: the events, their players and their games (tournament_rows.hpp),
// and a player's berserk in a game, with the database stores' rules and orders.
#include <algorithm>

#include "mancala/server/store/memory_store.hpp"

namespace mancala::server {

bool MemoryStore::slot_taken(const StoredTournament& t) const {
  return !t.schedule_slot.empty() && std::any_of(tournaments_.begin(), tournaments_.end(), [&](const auto& o) {
    return o.schedule_slot == t.schedule_slot && o.id != t.id;
  });
}

void MemoryStore::save_tournament(const StoredTournament& t) {
  std::lock_guard lock(mutex_);
  if (slot_taken(t)) return;  // refused, as the databases' UNIQUE slot
  StoredTournament row = t;
  if (row.created_at.empty()) row.created_at = iso_now();
  auto it = std::find_if(tournaments_.begin(), tournaments_.end(), [&](const auto& o) { return o.id == t.id; });
  if (it == tournaments_.end())
    tournaments_.push_back(std::move(row));
  else
    *it = std::move(row);
}

bool MemoryStore::create_scheduled_tournament(const StoredTournament& t) {
  std::lock_guard lock(mutex_);
  const bool id_taken =
      std::any_of(tournaments_.begin(), tournaments_.end(), [&](const auto& o) { return o.id == t.id; });
  if (id_taken || slot_taken(t)) return false;
  tournaments_.push_back(t);
  if (tournaments_.back().created_at.empty()) tournaments_.back().created_at = iso_now();
  return true;
}

void MemoryStore::save_entrant(const StoredEntrant& e) {
  std::lock_guard lock(mutex_);
  if (!people_.count(e.player)) return;  // not a player (any more): as the databases
  StoredEntrant row = e;
  if (row.joined_at.empty()) row.joined_at = iso_now();
  auto it = std::find_if(entrants_.begin(), entrants_.end(),
                         [&](const auto& o) { return o.tournament == e.tournament && o.player == e.player; });
  if (it == entrants_.end())
    entrants_.push_back(std::move(row));
  else
    *it = std::move(row);  // keeps its place
}

void MemoryStore::save_tournament_game(const StoredTournamentGame& g) {
  std::lock_guard lock(mutex_);
  auto it = std::find_if(tournament_games_.begin(), tournament_games_.end(),
                         [&](const auto& o) { return o.tournament == g.tournament && o.game == g.game; });
  if (it == tournament_games_.end())
    tournament_games_.push_back(g);
  else
    *it = g;
}

void MemoryStore::set_berserk(const std::string& game, Side side) {
  std::lock_guard lock(mutex_);
  if (games_.count(game)) berserk_[game][index(side)] = true;
}

std::optional<StoredTournament> MemoryStore::tournament(const std::string& id) {
  std::lock_guard lock(mutex_);
  for (const StoredTournament& t : tournaments_)
    if (t.id == id) return t;
  return std::nullopt;
}

std::vector<StoredTournament> MemoryStore::tournaments(const std::string& status, int limit) {
  std::lock_guard lock(mutex_);
  std::vector<StoredTournament> out;
  for (const StoredTournament& t : tournaments_)
    if (status.empty() || t.status == status) out.push_back(t);
  const bool soonest = status == "created" || status == "started";
  std::sort(out.begin(), out.end(), [soonest](const StoredTournament& a, const StoredTournament& b) {
    if (a.starts_at != b.starts_at) return soonest ? a.starts_at < b.starts_at : a.starts_at > b.starts_at;
    return a.id < b.id;
  });
  if (static_cast<int>(out.size()) > limit) out.resize(static_cast<std::size_t>(std::max(limit, 0)));
  return out;
}

std::vector<StoredEntrant> MemoryStore::entrants(const std::string& tournament) {
  std::lock_guard lock(mutex_);
  std::vector<StoredEntrant> out;
  for (const StoredEntrant& e : entrants_)
    if (e.tournament == tournament) out.push_back(e);
  return out;
}

std::vector<StoredEntrant> MemoryStore::entries_of(const std::string& player) {
  std::lock_guard lock(mutex_);
  std::vector<StoredEntrant> out;
  for (const StoredEntrant& e : entrants_)
    if (e.player == player) out.push_back(e);
  std::sort(out.begin(), out.end(), [](const StoredEntrant& a, const StoredEntrant& b) {
    return a.joined_at != b.joined_at ? a.joined_at < b.joined_at : a.tournament < b.tournament;
  });
  return out;
}

std::vector<StoredTournamentGame> MemoryStore::tournament_games(const std::string& tournament) {
  std::lock_guard lock(mutex_);
  std::vector<StoredTournamentGame> out;
  for (const StoredTournamentGame& g : tournament_games_)
    if (g.tournament == tournament) out.push_back(g);
  std::sort(out.begin(), out.end(), [](const StoredTournamentGame& a, const StoredTournamentGame& b) {
    if (a.round != b.round) return a.round < b.round;
    return a.started_at != b.started_at ? a.started_at < b.started_at : a.game < b.game;
  });
  return out;
}

int MemoryStore::tournaments_created_since(const std::string& player, const std::string& since) {
  std::lock_guard lock(mutex_);
  return static_cast<int>(std::count_if(tournaments_.begin(), tournaments_.end(), [&](const StoredTournament& t) {
    return t.created_by == player && t.created_at >= since;
  }));
}

}  // namespace mancala::server

#include "mancala/server/store/memory_store.hpp"

#include <algorithm>

namespace mancala::server {

void MemoryStore::committed(std::function<void()> done) {
  if (!done) return;
  {
    std::lock_guard lock(mutex_);
    if (hold_) return held_.push_back(std::move(done));
  }
  done();
}

void MemoryStore::save_player(const std::string& id, const std::string& name, const std::string& token_hash) {
  std::lock_guard lock(mutex_);
  // A rename keeps the player's token: drop the old entry of this id first.
  for (auto it = players_by_hash_.begin(); it != players_by_hash_.end();)
    it = it->second.id == id && it->first != token_hash ? players_by_hash_.erase(it) : std::next(it);
  players_by_hash_[token_hash] = {id, name};
}

void MemoryStore::start_game(const GameStart& g) {
  std::lock_guard lock(mutex_);
  GameRecord r;
  r.start = g;
  r.started_at = iso_now();
  if (games_.emplace(g.id, std::move(r)).second) started_.push_back(g.id);
}

void MemoryStore::add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed) {
  {
    std::lock_guard lock(mutex_);
    auto it = games_.find(game);
    if (it != games_.end() && n == static_cast<int>(it->second.plies.size())) {
      it->second.plies.push_back({side, ply});
      it->second.played_at.push_back(iso_now());
      if (ply.is_swap()) it->second.swapped = true;
    }
  }
  committed(std::move(on_committed));
}

void MemoryStore::finish_game(const std::string& game, const Position& p, std::function<void()> on_committed) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = games_.find(game); it != games_.end() && !it->second.ended_at) {
      it->second.result = p.result;
      it->second.reason = p.reason;
      it->second.stores = std::array<int, 2>{p.store(Side::south), p.store(Side::north)};
      it->second.ended_at = iso_now();
      finished_.push_back(game);
    }
  }
  committed(std::move(on_committed));
}

void MemoryStore::after_queued(std::function<void()> done) { committed(std::move(done)); }

void MemoryStore::flush() {}

std::optional<StoredPlayer> MemoryStore::find_player(const std::string& token_hash) {
  std::lock_guard lock(mutex_);
  auto it = players_by_hash_.find(token_hash);
  if (it == players_by_hash_.end()) return std::nullopt;
  return StoredPlayer{it->second.id, it->second.name};
}

std::optional<GameRecord> MemoryStore::game(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = games_.find(id);
  if (it == games_.end()) return std::nullopt;
  return it->second;
}

std::vector<GameRecord> MemoryStore::recent_games(int limit) {
  std::lock_guard lock(mutex_);
  std::vector<GameRecord> out;
  for (auto it = finished_.rbegin(); it != finished_.rend() && static_cast<int>(out.size()) < limit; ++it) {
    GameRecord r = games_.at(*it);
    r.plies.clear();
    r.played_at.clear();
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<GameRecord> MemoryStore::player_games(const std::string& player_id, int limit) {
  std::lock_guard lock(mutex_);
  std::vector<GameRecord> out;
  for (auto it = started_.rbegin(); it != started_.rend() && static_cast<int>(out.size()) < limit; ++it) {
    const GameRecord& g = games_.at(*it);
    if (g.start.south.player_id != player_id && g.start.north.player_id != player_id) continue;
    GameRecord r = g;
    r.plies.clear();
    r.played_at.clear();
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<StoredGame> MemoryStore::games_in_progress() {
  std::lock_guard lock(mutex_);
  std::vector<StoredGame> out;
  for (const auto& [id, r] : games_) {
    if (r.ended_at) continue;
    const auto at = parse_iso_time(r.started_at).value_or(std::chrono::system_clock::now());
    out.push_back({r.start, r.plies, at, at});
  }
  std::sort(out.begin(), out.end(),
            [](const StoredGame& a, const StoredGame& b) { return a.started_at < b.started_at; });
  return out;
}

void MemoryStore::hold_commits(bool hold) {
  std::lock_guard lock(mutex_);
  hold_ = hold;
}

void MemoryStore::release_commits() {
  std::vector<std::function<void()>> run;
  {
    std::lock_guard lock(mutex_);
    run.swap(held_);
  }
  for (auto& f : run) f();
}

std::size_t MemoryStore::held() const {
  std::lock_guard lock(mutex_);
  return held_.size();
}

}  // namespace mancala::server

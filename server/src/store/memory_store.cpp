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

bool MemoryStore::has_account(const std::string& player_id) const {
  return std::any_of(accounts_.begin(), accounts_.end(),
                     [&](const auto& a) { return a.second.player_id == player_id; });
}

bool MemoryStore::is_bot(const std::string& player_id) const {
  auto it = people_.find(player_id);
  return it != people_.end() && it->second.bot;
}

GameStart MemoryStore::marked(GameStart g) const {
  for (StoredSeat* seat : {&g.south, &g.north}) {
    seat->account = std::any_of(accounts_.begin(), accounts_.end(), [&](const auto& a) {
      return a.second.player_id == seat->player_id && a.second.username == seat->name;
    });
    seat->account_bot = !seat->bot && is_bot(seat->player_id);
  }
  return g;
}

void MemoryStore::rename(const std::string& id, const std::string& name) {
  for (auto& [hash, player] : players_by_hash_)
    if (player.id == id) player.name = name;
  if (auto it = people_.find(id); it != people_.end()) it->second.name = name;
}

void MemoryStore::save_player(const std::string& id, const std::string& name, const std::string& token_hash) {
  std::lock_guard lock(mutex_);
  // An account's name is its username: a hello's name does not change it.
  if (!has_account(id)) rename(id, name);
  if (!people_.count(id)) people_[id] = {name, iso_now()};
  // A closed account's tokens stay dropped.
  auto s = sanctions_.find(id);
  const bool closed = s != sanctions_.end() && s->second.closed;
  if (!closed && !players_by_hash_.count(token_hash)) players_by_hash_[token_hash] = {id, name};
}

void MemoryStore::create_bot_player(const std::string& id, const std::string& name, const std::string& token_hash) {
  {
    std::lock_guard lock(mutex_);
    // As the databases: a token another player holds is refused, and a known player stays what it was.
    auto held = players_by_hash_.find(token_hash);
    if (held != players_by_hash_.end() && held->second.id != id) return;
    if (!people_.count(id)) people_[id] = {name, iso_now(), true, {}};
  }
  save_player(id, name, token_hash);
}

AccountOutcome MemoryStore::create_account(const NewAccount& a) {
  std::lock_guard lock(mutex_);
  const std::string key = username_key(a.username);
  if (accounts_.count(key)) return {AccountResult::name_taken, {}};
  std::string id = a.new_player_id;
  if (!a.token_hash.empty()) {
    auto it = players_by_hash_.find(a.token_hash);
    if (it == players_by_hash_.end()) return {AccountResult::unknown_token, {}};
    id = it->second.id;
  }
  if (has_account(id)) return {AccountResult::has_account, {}};
  const bool bot = a.bot && a.token_hash.empty();
  if (a.token_hash.empty()) {
    players_by_hash_[a.new_token_hash] = {id, a.username};
    people_[id] = {a.username, iso_now(), bot, bot ? a.bot_owner : std::string()};
  }
  rename(id, a.username);
  accounts_[key] = {a.username, a.password_hash, id, iso_now(), false};
  return {AccountResult::created, {id, a.username, true, bot}};
}

bool MemoryStore::add_token(const std::string& player_id, const std::string& token_hash) {
  std::lock_guard lock(mutex_);
  for (const auto& [hash, player] : players_by_hash_)
    if (player.id == player_id) {
      players_by_hash_[token_hash] = player;
      return true;
    }
  return false;
}

std::optional<StoredAccount> MemoryStore::account(const std::string& username) {
  std::lock_guard lock(mutex_);
  auto it = accounts_.find(username_key(username));
  if (it == accounts_.end()) return std::nullopt;
  std::string name = it->second.username;
  for (const auto& [hash, player] : players_by_hash_)
    if (player.id == it->second.player_id) name = player.name;
  return StoredAccount{
      it->second.username, it->second.password_hash, {it->second.player_id, name, true, is_bot(it->second.player_id)}};
}

void MemoryStore::start_game(const GameStart& g) {
  std::lock_guard lock(mutex_);
  GameRecord r;
  r.start = g;
  r.started_at = iso_now();
  if (games_.emplace(g.id, std::move(r)).second) started_.push_back(g.id);
}

void MemoryStore::add_ply(const std::string& game, int n, Side side, Ply ply, std::function<void()> on_committed,
                          std::optional<std::int64_t> clock_ms) {
  {
    std::lock_guard lock(mutex_);
    auto it = games_.find(game);
    if (it != games_.end() && n == static_cast<int>(it->second.plies.size())) {
      it->second.plies.push_back({side, ply, clock_ms});
      it->second.played_at.push_back(iso_now());
      if (ply.is_swap()) it->second.swapped = true;
    }
  }
  committed(std::move(on_committed));
}

void MemoryStore::take_back(const std::string& game, int from_ply, std::function<void()> on_committed) {
  {
    std::lock_guard lock(mutex_);
    auto it = games_.find(game);
    if (it != games_.end() && !it->second.ended_at && from_ply >= 0 &&
        from_ply < static_cast<int>(it->second.plies.size())) {
      GameRecord& r = it->second;
      r.plies.resize(static_cast<std::size_t>(from_ply));
      r.played_at.resize(static_cast<std::size_t>(from_ply));
      r.swapped = std::any_of(r.plies.begin(), r.plies.end(), [](const auto& p) { return p.ply.is_swap(); });
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

void MemoryStore::finish_rated_game(const std::string& game, const Position& p, RatedResult rated,
                                    std::function<void(std::optional<RatingChange>)> on_committed) {
  std::optional<RatingChange> change;
  {
    std::lock_guard lock(mutex_);
    auto it = games_.find(game);
    if (it == games_.end() || it->second.ended_at) return committed([on_committed] { on_committed(std::nullopt); });
    it->second.result = p.result;
    it->second.reason = p.reason;
    it->second.stores = std::array<int, 2>{p.store(Side::south), p.store(Side::north)};
    it->second.ended_at = iso_now();
    finished_.push_back(game);
    const auto now = std::chrono::system_clock::now();
    const auto pair_games = std::count_if(rated_.begin(), rated_.end(), [&](const RatedRow& r) {
      const bool same = (r.players[0] == rated.players[0] && r.players[1] == rated.players[1]) ||
                        (r.players[0] == rated.players[1] && r.players[1] == rated.players[0]);
      return same && r.at > now - std::chrono::hours(24);
    });
    if (pair_games < rated.max_per_pair) {
      RatingChange c;
      for (int s = 0; s < 2; ++s) c.before[s] = ratings_[{rated.players[s], rated.variant}];
      c.after = rated.rate(c.before, rated.south_score);
      for (int s = 0; s < 2; ++s) ratings_[{rated.players[s], rated.variant}] = c.after[s];
      rated_.push_back({game, rated.variant, rated.players, c.after, now, *it->second.ended_at});
      change = c;
    }
  }
  committed([on_committed = std::move(on_committed), change] { on_committed(change); });
}

void MemoryStore::save_review(const std::string& game, const std::string& review) {
  std::lock_guard lock(mutex_);
  reviews_[game] = review;
}

std::optional<std::string> MemoryStore::review(const std::string& game) {
  std::lock_guard lock(mutex_);
  auto it = reviews_.find(game);
  if (it == reviews_.end()) return std::nullopt;
  return it->second;
}

void MemoryStore::save_seek(const StoredSeek& s) {
  std::lock_guard lock(mutex_);
  std::erase_if(seeks_, [&](const StoredSeek& old) { return old.id == s.id; });
  seeks_.push_back(s);
}

void MemoryStore::delete_seek(const std::string& id) {
  std::lock_guard lock(mutex_);
  std::erase_if(seeks_, [&](const StoredSeek& old) { return old.id == id; });
}

std::vector<StoredSeek> MemoryStore::seeks(const std::string& node) {
  std::lock_guard lock(mutex_);
  std::vector<StoredSeek> out;
  for (const StoredSeek& s : seeks_)
    if (s.node == node) out.push_back(s);
  return out;
}

void MemoryStore::set_block(const std::string& blocker, const std::string& blocked, bool remove) {
  std::lock_guard lock(mutex_);
  if (remove)
    blocks_.erase({blocker, blocked});
  else
    blocks_.insert({blocker, blocked});
}

bool MemoryStore::blocks(const std::string& blocker, const std::string& blocked) {
  std::lock_guard lock(mutex_);
  return blocks_.count({blocker, blocked}) > 0;
}

std::vector<std::string> MemoryStore::blocks_around(const std::string& player) {
  std::lock_guard lock(mutex_);
  std::vector<std::string> out;
  for (const auto& [blocker, blocked] : blocks_)
    if (blocker == player || blocked == player) out.push_back(blocker == player ? blocked : blocker);
  return out;
}

bool MemoryStore::blocked_either(const std::string& a, const std::string& b) { return blocks(a, b) || blocks(b, a); }

void MemoryStore::save_report(const StoredReport& r) {
  std::lock_guard lock(mutex_);
  reports_.push_back(r);
  reports_.back().created_at = iso_now();
  handled_.push_back(false);
}

int MemoryStore::reports_since(const std::string& reporter, const std::string& since) {
  std::lock_guard lock(mutex_);
  return static_cast<int>(std::count_if(reports_.begin(), reports_.end(), [&](const StoredReport& r) {
    return r.reporter == reporter && r.created_at >= since;
  }));
}

std::vector<StoredReport> MemoryStore::reports_about(const std::string& player) {
  std::lock_guard lock(mutex_);
  std::vector<StoredReport> out;
  for (const StoredReport& r : reports_)
    if (r.player == player) out.push_back(r);
  return out;
}

StoredRating MemoryStore::rating(const std::string& player_id, const std::string& variant) {
  std::lock_guard lock(mutex_);
  auto it = ratings_.find({player_id, variant});
  return it == ratings_.end() ? StoredRating{} : it->second;
}

std::optional<PlayerProfile> MemoryStore::player_profile(const std::string& player_id) {
  std::lock_guard lock(mutex_);
  auto person = people_.find(player_id);
  if (person == people_.end()) return std::nullopt;
  PlayerProfile p{player_id,          person->second.name,     0, {}, {}, std::nullopt,
                  person->second.bot, person->second.bot_owner};
  for (const auto& [key, a] : accounts_)
    if (a.player_id == player_id) p.account = a.username;
  for (const auto& [id, g] : games_)
    if (g.start.south.player_id == player_id || g.start.north.player_id == player_id) ++p.games;
  for (const auto& [key, r] : ratings_)
    if (key.first == player_id) p.ratings.push_back({key.second, r});
  for (const RatedRow& r : rated_)
    for (int s = 0; s < 2; ++s)
      if (r.players[s] == player_id)
        p.history.push_back({r.game, r.variant, r.at_text, r.after[s].rating, r.after[s].rd});
  return p;
}

std::vector<LeaderboardRow> MemoryStore::leaderboard(const std::string& variant, RdBand band, bool bots, int limit) {
  std::lock_guard lock(mutex_);
  std::vector<LeaderboardRow> rows;
  for (const auto& [key, r] : ratings_) {
    if (key.second != variant || r.rd <= band.above || r.rd > band.at_most || is_bot(key.first) != bots) continue;
    auto person = people_.find(key.first);
    rows.push_back({key.first, person == people_.end() ? std::string() : person->second.name, r, bots});
  }
  std::sort(rows.begin(), rows.end(),
            [](const LeaderboardRow& a, const LeaderboardRow& b) { return a.rating.rating > b.rating.rating; });
  if (static_cast<int>(rows.size()) > limit) rows.resize(static_cast<std::size_t>(limit));
  return rows;
}

void MemoryStore::after_queued(std::function<void()> done) { committed(std::move(done)); }

void MemoryStore::flush() {}

std::optional<StoredPlayer> MemoryStore::find_player(const std::string& token_hash) {
  std::lock_guard lock(mutex_);
  auto it = players_by_hash_.find(token_hash);
  if (it == players_by_hash_.end()) return std::nullopt;
  return StoredPlayer{it->second.id, it->second.name, has_account(it->second.id), is_bot(it->second.id)};
}

std::optional<GameRecord> MemoryStore::game(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = games_.find(id);
  if (it == games_.end()) return std::nullopt;
  GameRecord r = it->second;
  r.start = marked(std::move(r.start));
  return r;
}

std::vector<GameRecord> MemoryStore::recent_games(int limit) {
  std::lock_guard lock(mutex_);
  std::vector<GameRecord> out;
  for (auto it = finished_.rbegin(); it != finished_.rend() && static_cast<int>(out.size()) < limit; ++it) {
    GameRecord r = games_.at(*it);
    r.start = marked(std::move(r.start));
    r.plies.clear();
    r.played_at.clear();
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<GameRecord> MemoryStore::player_games(const std::string& player_id, int limit, int offset) {
  std::lock_guard lock(mutex_);
  std::vector<GameRecord> out;
  int skipped = 0;
  for (auto it = started_.rbegin(); it != started_.rend() && static_cast<int>(out.size()) < limit; ++it) {
    const GameRecord& g = games_.at(*it);
    if (g.start.south.player_id != player_id && g.start.north.player_id != player_id) continue;
    if (skipped < offset) {
      ++skipped;
      continue;
    }
    GameRecord r = g;
    r.start = marked(std::move(r.start));
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
    auto berserk = berserk_.find(id);
    out.push_back(
        {marked(r.start), r.plies, at, at, berserk == berserk_.end() ? std::array<bool, 2>{} : berserk->second});
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

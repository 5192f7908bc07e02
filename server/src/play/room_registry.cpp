#include "mancala/server/play/room_registry.hpp"

#include <algorithm>

#include "mancala/server/play/ids.hpp"

namespace mancala::server {

RoomRegistry::RoomRegistry(PlayContext& ctx) : ctx_(ctx), linger_timer_(ctx.ioc) {}

void RoomRegistry::linger(const std::string& game) {
  std::lock_guard lock(mutex_);
  lingering_.emplace_back(PlayClock::now() + std::chrono::milliseconds(ctx_.config.room_linger_ms), game);
  if (!linger_armed_) arm_linger();
}

void RoomRegistry::arm_linger() {
  if (lingering_.empty()) return;
  linger_armed_ = true;
  linger_timer_.expires_at(lingering_.front().first);
  linger_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) on_linger_timer();
  });
}

void RoomRegistry::on_linger_timer() {
  std::vector<std::shared_ptr<GameRoom>> expired;
  {
    std::lock_guard lock(mutex_);
    linger_armed_ = false;
    const auto now = PlayClock::now();
    while (!lingering_.empty() && lingering_.front().first <= now) {
      // A room closed already (nobody stayed for a rematch) is simply gone.
      if (auto it = rooms_.find(lingering_.front().second); it != rooms_.end()) expired.push_back(it->second.room);
      lingering_.pop_front();
    }
    arm_linger();
  }
  for (auto& room : expired) room->expire();
}

RoomRegistry::Entry RoomRegistry::entry_for(const GameSetup& setup) {
  Entry entry;
  entry.from_queue = setup.from_queue;
  entry.listed = setup.listed;
  for (const SeatSetup& s : setup.seats)
    if (!s.bot && std::find(entry.players.begin(), entry.players.end(), s.player) == entry.players.end())
      entry.players.push_back(s.player);
  return entry;
}

std::shared_ptr<GameRoom> RoomRegistry::open(GameSetup setup, int live_limit) {
  auto rules = rules_.get(setup.variant);  // throws std::invalid_argument for a variant the engine refuses
  // A bot's games are shown to watch, however they were opened (docs/bots.md).
  setup.listed = setup.listed || setup.seats[0].account_bot || setup.seats[1].account_bot;
  GameStart row;
  row.variant = setup.variant;
  row.kind = to_string(setup.kind);
  row.from_queue = setup.from_queue;
  row.south = {setup.seats[0].player, setup.seats[0].name, setup.seats[0].bot};
  row.north = {setup.seats[1].player, setup.seats[1].name, setup.seats[1].bot};
  // A local game is untimed whatever was asked (GameRoom does the same).
  if (setup.kind != RoomKind::local) row.clock = setup.clock;
  row.tournament = setup.tournament;

  Entry entry = entry_for(setup);
  std::shared_ptr<GameRoom> room;
  {
    std::lock_guard lock(mutex_);
    if (live_limit > 0)
      for (const auto& p : entry.players)
        if (auto it = by_player_.find(p); it != by_player_.end() && it->second.live >= live_limit)
          throw LimitReached(p, live_limit);
    std::string id;
    do id = new_id();
    while (rooms_.count(id));
    row.id = id;
    room = std::make_shared<GameRoom>(ctx_, *this, id, std::move(setup), std::move(rules));
    entry.room = room;
    for (const auto& p : entry.players) by_player_[p].games.push_back(id);
    count_live(entry, +1);
    rooms_.emplace(id, std::move(entry));
  }
  // Queued before any ply of the room can be, so the writer sees the game row first.
  ctx_.store.start_game(row);
  ctx_.metrics.games.fetch_add(1, std::memory_order_relaxed);
  ctx_.metrics.games_started.fetch_add(1, std::memory_order_relaxed);
  ctx_.metrics.game_opened(row.id, row.kind, row.from_queue);
  room->start();
  return room;
}

std::shared_ptr<GameRoom> RoomRegistry::reopen(const std::string& id, GameSetup setup) {
  auto rules = rules_.get(setup.variant);
  ctx_.metrics.game_opened(id, to_string(setup.kind), false);  // restored: not a new queue game
  Entry entry = entry_for(setup);
  auto room = std::make_shared<GameRoom>(ctx_, *this, id, std::move(setup), std::move(rules));
  entry.room = room;
  {
    std::lock_guard lock(mutex_);
    for (const auto& p : entry.players) by_player_[p].games.push_back(id);
    count_live(entry, +1);
    rooms_.emplace(id, std::move(entry));
  }
  ctx_.metrics.games.fetch_add(1, std::memory_order_relaxed);
  return room;
}

std::shared_ptr<GameRoom> RoomRegistry::find(const std::string& game) const {
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(game);
  return it == rooms_.end() ? nullptr : it->second.room;
}

std::vector<std::shared_ptr<GameRoom>> RoomRegistry::rooms_of(const std::string& player) const {
  std::vector<std::shared_ptr<GameRoom>> out;
  std::lock_guard lock(mutex_);
  auto it = by_player_.find(player);
  if (it == by_player_.end()) return out;
  for (const auto& id : it->second.games)
    if (auto r = rooms_.find(id); r != rooms_.end()) out.push_back(r->second.room);
  return out;
}

std::vector<std::shared_ptr<GameRoom>> RoomRegistry::all() const {
  std::vector<std::shared_ptr<GameRoom>> out;
  std::lock_guard lock(mutex_);
  out.reserve(rooms_.size());
  for (const auto& [id, entry] : rooms_) out.push_back(entry.room);
  return out;
}

int RoomRegistry::live_games_of(const std::string& player) const {
  std::lock_guard lock(mutex_);
  auto it = by_player_.find(player);
  return it == by_player_.end() ? 0 : it->second.live;
}

std::vector<std::string> RoomRegistry::players_in_live_games() const {
  std::lock_guard lock(mutex_);
  std::vector<std::string> players;
  for (const auto& [player, rooms] : by_player_)
    if (rooms.live > 0) players.push_back(player);
  return players;
}

bool RoomRegistry::in_live_queue_game(const std::string& player) const {
  std::lock_guard lock(mutex_);
  auto it = by_player_.find(player);
  return it != by_player_.end() && it->second.live_from_queue > 0;
}

void RoomRegistry::mark_over(const std::string& game) {
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(game);
  if (it == rooms_.end() || !it->second.live) return;
  count_live(it->second, -1);
  it->second.live = false;
  ctx_.metrics.games.fetch_sub(1, std::memory_order_relaxed);
  ctx_.metrics.game_left_progress(game);
  if (it->second.listed) live_changed();
}

void RoomRegistry::remove(const std::string& game) {
  std::shared_ptr<GameRoom> keep;  // the room may be freed here: after the lock, not under it
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(game);
  if (it == rooms_.end()) return;
  if (it->second.live) {
    count_live(it->second, -1);
    ctx_.metrics.games.fetch_sub(1, std::memory_order_relaxed);
    ctx_.metrics.game_left_progress(game);
    if (it->second.listed) live_changed();
  }
  for (const auto& p : it->second.players) {
    auto& ids = by_player_[p].games;
    ids.erase(std::remove(ids.begin(), ids.end(), game), ids.end());
    if (ids.empty()) by_player_.erase(p);
  }
  keep = std::move(it->second.room);
  rooms_.erase(it);
}

void RoomRegistry::count_live(const Entry& entry, int delta) {
  for (const auto& p : entry.players) {
    PlayerRooms& r = by_player_[p];
    r.live += delta;
    if (entry.from_queue) r.live_from_queue += delta;
  }
}

std::vector<RoomSummary> RoomRegistry::live(std::size_t limit) const {
  std::vector<std::shared_ptr<GameRoom>> rooms;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [id, e] : rooms_)
      if (e.live && e.listed) rooms.push_back(e.room);
  }
  std::vector<RoomSummary> out;
  out.reserve(rooms.size());
  for (const auto& r : rooms) out.push_back(r->summary());
  const auto order = [](const RoomSummary& a, const RoomSummary& b) {
    return listed_before({a.watchers, a.started_at, a.game}, {b.watchers, b.started_at, b.game});
  };
  const std::size_t n = std::min(limit, out.size());
  std::partial_sort(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n), out.end(), order);
  out.resize(n);
  return out;
}

std::size_t RoomRegistry::size() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

}  // namespace mancala::server

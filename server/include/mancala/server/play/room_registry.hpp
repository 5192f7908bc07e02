// Every open room by game id, and each player's rooms, behind one mutex.
#pragma once

#include <array>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "mancala/server/chat/chat_room.hpp"
#include "mancala/server/chat/flood.hpp"
#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/play/rules_cache.hpp"

namespace mancala::server {

/// A game's place in /api/live (its fields of RoomSummary): more watchers first, then the newer
/// start (`started_at`, ISO 8601 text, so newer is greater), then by id.
struct LiveRank {
  std::size_t watchers;
  std::string_view started_at, game;
};
/// Whether `a` is listed before `b`.
inline bool listed_before(const LiveRank& a, const LiveRank& b) {
  if (a.watchers != b.watchers) return a.watchers > b.watchers;
  if (a.started_at != b.started_at) return a.started_at > b.started_at;
  return a.game < b.game;
}

/// What the end listener hears of a game that ended. `result` "south", "north" or "draw" (the
/// seats as they sat at the end, after any pie swap), "" when aborted; `plies` as played;
/// `players` [south, north] ("" for the computer); `berserk` [south, north] went berserk.
struct GameEnded {
  std::string game, tournament, result;
  int plies = 0;
  std::array<std::string, 2> players;
  std::array<bool, 2> berserk{};
};
using GameEndListener = std::function<void(const GameEnded&)>;

/// Opens rooms and finds them. Lookups copy under the mutex and act after it (STYLE.md §Habits).
class RoomRegistry {
 public:
  explicit RoomRegistry(PlayContext& ctx);

  /// Thrown by open() when a person to be seated already has `live_limit` games in progress.
  struct LimitReached : std::runtime_error {
    LimitReached(std::string who, int limit)
        : std::runtime_error("at most " + std::to_string(limit) + " games in progress at once"),
          player(std::move(who)),
          limit(limit) {}
    std::string player;  // the first person found at the limit
    int limit;
  };

  /// Creates a room with a fresh id, registers it, queues the game row to the store and starts it.
  /// `live_limit` > 0: refuses (LimitReached) when a person to be seated already has that many
  /// games in progress, checked and counted under one lock so that concurrent opens cannot pass
  /// it together. Throws std::invalid_argument when the engine refuses the variant.
  std::shared_ptr<GameRoom> open(GameSetup setup, int live_limit = 0);
  /// Registers a game restored after a restart under its stored id: no new game row, and the
  /// caller resumes it (GameRoom::resume). Throws std::invalid_argument like open().
  std::shared_ptr<GameRoom> reopen(const std::string& id, GameSetup setup);
  std::shared_ptr<GameRoom> find(const std::string& game) const;
  /// Every open room where `player` sits (games in progress and finished ones still open for a rematch).
  std::vector<std::shared_ptr<GameRoom>> rooms_of(const std::string& player) const;
  /// Every open room (copied under the mutex).
  std::vector<std::shared_ptr<GameRoom>> all() const;
  /// Games in progress where `player` sits.
  int live_games_of(const std::string& player) const;
  /// Every person seated in a game in progress here.
  std::vector<std::string> players_in_live_games() const;
  /// True while `player` sits in a game in progress that the queue made.
  bool in_live_queue_game(const std::string& player) const;

  /// The room's game ended (called from the room before its result goes out).
  void mark_over(const std::string& game);
  /// The room's result is out: it stays open for a rematch for room_linger_ms, then expires.
  /// One timer serves every lingering room (finished rooms outnumber live ones under load).
  void linger(const std::string& game);
  /// The room closed: forget it.
  void remove(const std::string& game);
  std::size_t size() const;
  /// Games in progress shown in /api/live (GameSetup::listed): most watched first, then newest;
  /// at most `limit`.
  std::vector<RoomSummary> live(std::size_t limit) const;
  /// The chat's flood rule, per player across every room here (thread-safe: chat/flood.hpp).
  chat::FloodGuard& chat_flood() noexcept { return chat_flood_; }
  /// Who hears every accepted chat line (the word filter, wired by the composition root). Set it
  /// before the first room opens: the rooms read it without a lock.
  void set_chat_listener(chat::ChatListener listener) { chat_listener_ = std::move(listener); }
  const chat::ChatListener& chat_listener() const noexcept { return chat_listener_; }
  /// Who hears every game that ends (the tournament director, wired by the composition root):
  /// called once per game with a result or aborted — resign, timeout, abandon, the board, a
  /// game restored after a restart too — on the room's strand, after the result is queued to the
  /// store and before anyone hears it, never under the registry's mutex. It must not block.
  /// Set it before the first room opens: the rooms read it without a lock.
  void set_end_listener(GameEndListener listener) { end_listener_ = std::move(listener); }
  const GameEndListener& end_listener() const noexcept { return end_listener_; }
  /// Who hears that what /api/live shows may have changed (the live feed, wired by the composition
  /// root): a listed game opened, its ply, seats or watchers changed, or it ended. Called from any
  /// room's strand, possibly under the registry's mutex, so it must only note the change and
  /// return. Set it before the first room opens: the rooms read it without a lock.
  void set_live_listener(std::function<void()> listener) { live_listener_ = std::move(listener); }
  /// Tells the live listener (if any) that the listed games changed.
  void live_changed() const {
    if (live_listener_) live_listener_();
  }

 private:
  struct Entry {
    std::shared_ptr<GameRoom> room;
    std::vector<std::string> players;  // one or two distinct ids
    bool live = true;
    bool from_queue = false;
    bool listed = false;
  };
  PlayContext& ctx_;
  RulesCache rules_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Entry> rooms_;
  // A player's rooms, and how many are live: counted, not looked up room by room, because a
  // player who plays game after game keeps every finished room open for room_linger_ms.
  struct PlayerRooms {
    std::vector<std::string> games;
    int live = 0;
    int live_from_queue = 0;
  };
  std::unordered_map<std::string, PlayerRooms> by_player_;
  static Entry entry_for(const GameSetup& setup);
  void count_live(const Entry& entry, int delta);  // under mutex_
  void arm_linger();                               // under mutex_
  void on_linger_timer();
  // Finished rooms by the time their linger ends; oldest first, as every linger is as long.
  std::deque<std::pair<PlayClock::time_point, std::string>> lingering_;
  PlayTimer linger_timer_;  // used under mutex_
  chat::FloodGuard chat_flood_;
  chat::ChatListener chat_listener_;
  GameEndListener end_listener_;
  std::function<void()> live_listener_;
  bool linger_armed_ = false;
};

}  // namespace mancala::server

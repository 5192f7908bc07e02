// The tournament director's inside (director.hpp): every event it holds, and the work of its
// strand, split by subject over director.cpp (strand, start, ticks), director_entry.cpp (create,
// join, withdraw, pause), director_arena.cpp, director_swiss.cpp, director_games.cpp (opening
// games, their ends), director_watch.cpp (watchers, frames, chat) and director_schedule.cpp.
#pragma once

#include <array>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "mancala/server/chat/chat_room.hpp"
#include "mancala/server/lobby/node_link.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/tournament/arena_pairing.hpp"
#include "mancala/server/tournament/director.hpp"

namespace mancala::server {

using SysTime = std::chrono::system_clock::time_point;

/// How often the director looks at its events (lichess's arena: every 2 s).
inline constexpr auto kDirectorTick = std::chrono::seconds(2);
/// How often the games still open here are looked up in the store (an end the rooms did not tell).
inline constexpr int kTicksPerStoreCheck = 5;
/// The shortest time between two `tournament` frames of one event.
inline constexpr auto kFrameInterval = std::chrono::seconds(1);
/// How long a finished event with no game open stays in memory (its watchers' last frames).
inline constexpr auto kFinishedKept = std::chrono::minutes(10);
/// Tournaments one connection may watch at once.
inline constexpr std::size_t kMaxWatchedPerConnection = 8;
/// How long after a game ends its players are not given another (so that its `game.over` reaches
/// them first): a Swiss pair's second game, an arena's next pairing, the next round.
inline constexpr auto kNextGamePause = std::chrono::seconds(1);
/// More waiting players than this in an arena pair at once (lichess).
inline constexpr std::size_t kArenaCrowd = 100;

/// A tournament game's end: `result` "south", "north", "draw" or "" (aborted) for the seats
/// `players` [south, north] as they sat at the end (empty: as at the start); `berserk` likewise.
struct GameEndedFacts {
  std::string game, result;
  int plies = 0;
  std::array<std::string, 2> players;
  std::array<bool, 2> berserk{};
};

/// One connection watching an event, with the player it said `hello` as.
struct TournamentWatcher {
  PeerRef peer;
  std::string player, name;
  bool account = false;
};

/// One tournament as the director holds it: the stored rows, kept in step with the store, and
/// what lives only in memory (who waits, who watches, the chat room).
struct DirectedEvent {
  StoredTournament t;
  std::vector<StoredEntrant> entrants;      // in the order they first joined
  std::vector<StoredTournamentGame> games;  // in the order they began
  std::unordered_map<std::string, std::size_t> entrant_at, game_at;
  std::unordered_map<std::string, std::string> playing;                  // player → their game in progress here
  std::unordered_set<std::string> opening;                               // players whose game is being opened
  std::unordered_map<std::string, PlayClock::time_point> resting_until;  // kNextGamePause after a game
  // Arena: when each present player began to wait, and whether the start's round is due.
  std::unordered_map<std::string, PlayClock::time_point> waiting_since;
  bool start_round_due = false;
  // Swiss: when the next round is paired (once the round under way has ended).
  std::optional<SysTime> next_round_at;
  // Watchers, their frames (at most one per kFrameInterval) and the chat room.
  std::vector<TournamentWatcher> watchers;
  chat::ChatRoom chat;
  std::optional<std::string> body;  // the frame's JSON text without "}" and `you`, until a change
  std::optional<PlayClock::time_point> last_frame;
  bool frame_due = false;
  bool frame_armed = false;  // frame_timer waits for the next frame
  std::unique_ptr<PlayTimer> frame_timer;
  std::optional<PlayClock::time_point> quiet_since;  // finished, and no game open since then

  bool arena() const { return t.kind != "swiss"; }
  StoredEntrant* entrant(const std::string& player);
  StoredTournamentGame* game(const std::string& id);
  /// Adds a new entrant's row (save it too), or a game's.
  void add_entrant(StoredEntrant e);
  void add_game(StoredTournamentGame g);
  /// Whether `player` watches on a connection still open, and that connection (the newest).
  PeerPtr watcher_peer(const std::string& player) const;
  /// The games of `round` (byes included).
  std::vector<const StoredTournamentGame*> round_games(int round) const;
};

/// The director's state and work; every member runs on `strand` unless said.
/// `t` as a `tournament.call` to create it carries it (director_cluster.cpp).
nlohmann::json stored_tournament_to_json(const StoredTournament& t);
/// The arguments of a `tournament.call` about event `tournament` for player `who`.
nlohmann::json call_args(const std::string& tournament, const TournamentPlayer& who);

/// An event as the store holds it, read for the director to take it on.
struct HeldEvent {
  StoredTournament t;
  std::vector<StoredEntrant> entrants;
  std::vector<StoredTournamentGame> games;
  std::vector<StoredChatLine> lines;
};

struct TournamentDirector::Impl : std::enable_shared_from_this<TournamentDirector::Impl> {
  Impl(PlayContext& ctx, RoomRegistry& rooms, Lobby& lobby, TournamentLease& lease);

  PlayContext& ctx;
  RoomRegistry& rooms;
  Lobby& lobby;
  TournamentLease& lease;
  boost::asio::strand<boost::asio::io_context::executor_type> strand;
  boost::asio::strand<boost::asio::thread_pool::executor_type> chat_reads;  // chat facts, in order
  PlayTimer tick_timer;
  std::unordered_set<std::string> schedule_slots;  // the schedule's events made (or being made)
  std::map<std::string, std::unique_ptr<DirectedEvent>> events;
  BotConnection bot_connection;  // empty: no bot finds a connection here
  int ticks = 0;
  bool stopped = false;
  bool checking_store = false;  // a look-up of open games is on the reads pool
  // A cluster (director_cluster.cpp): the node that holds the lease directs; the others pass on.
  NodeLink* link = nullptr;  // nullptr: a process alone
  bool held = false;         // `events` is what the store held when this node took the lease
  bool reloading = false;    // the events are being read for a lease just taken
  std::uint64_t next_call = 0;
  std::unordered_map<std::string, std::pair<TournamentDone, std::unique_ptr<PlayTimer>>> calls;  // sent elsewhere

  /// A tournament room's line: cleaned, its author's standing and blocks read on the reads pool
  /// (in order), then judged on the strand (chat()).
  void hear_line(Reply reply, TournamentPlayer who, std::string id, const std::string& text);

  // director_cluster.cpp
  /// At each tick: true while this node directs and holds the events; a lease just taken reads
  /// them (false until they are in), a lease lost drops them.
  bool keep_lease();
  /// HTTP call `op` made on a node that does not direct: sent to the one that does (true), or
  /// answered 503 when none is known (true); false on the directing node, which answers itself.
  bool forward(const std::string& op, nlohmann::json args, const TournamentDone& done);
  /// On a node that does not direct: the connection moves to the directing node, `then` (a
  /// client message's text) handled there first (true); false on the directing node.
  bool relay_watch(const Reply& reply, const std::string& player, const std::string& id, const std::string& then);
  /// A game's end heard on a node that does not direct: sent on to the one that does (true).
  bool pass_on_end(const std::string& tournament, const GameEndedFacts& facts);
  /// A paired player who is not watching here: called to their game, wherever their connection is.
  void call_player(const std::string& player);
  void on_node_message(const nlohmann::json& m);

  /// Runs `work` on the reads pool (it may block on the store, never touch this), then the
  /// callable it returns on the strand with this director, if it still lives.
  template <class Work>
  void on_reads(Work work) {
    boost::asio::post(ctx.pools.reads, [weak = weak_from_this(), strand = strand, work = std::move(work)]() mutable {
      auto then = work();
      boost::asio::post(strand, [weak, then = std::move(then)]() mutable {
        if (auto self = weak.lock()) then(*self);
      });
    });
  }
  /// Runs `f(*this)` on the strand, if this director still lives.
  template <class F>
  void on_strand(F f) {
    boost::asio::post(strand, [weak = weak_from_this(), f = std::move(f)]() mutable {
      if (auto self = weak.lock()) f(*self);
    });
  }
  static SysTime wall_now() { return PlayClock::wall_now(); }
  static std::string iso_wall_now();

  // director.cpp
  /// What the store holds of the events to direct: created, started, and recently finished ones
  /// with a game still open. Blocks; throws when the store cannot be read.
  static std::vector<HeldEvent> read_held(Store& store);
  void install_held(std::vector<HeldEvent> held);
  DirectedEvent& install(StoredTournament t, std::vector<StoredEntrant> entrants,
                         std::vector<StoredTournamentGame> games);
  DirectedEvent* find(const std::string& id);
  void arm_tick();
  void tick();
  /// Answers `done` once every write queued so far has ended (a GET then reads it), on the strand.
  void answer_after_writes(TournamentDone done, int status, const nlohmann::json& body);
  static void refuse(const TournamentDone& done, int status, const std::string& code, const std::string& message);
  /// Answers about an event not held here (over long ago, or unknown), as the store has it:
  /// 409 closed or 404 not_found.
  void refuse_unheld(const std::string& id, TournamentDone done);

  // director_entry.cpp
  void create(StoredTournament t, TournamentDone done);
  void join(const std::string& id, const TournamentPlayer& who, TournamentDone done);
  void admit(const std::string& id, const TournamentPlayer& who, double rating, TournamentDone done);
  void leave(const std::string& id, const TournamentPlayer& who, bool pause, TournamentDone done);
  /// Whether a new player may no longer join `ev` (finished, or a Swiss past half its rounds).
  bool closed_to_new(const DirectedEvent& ev) const;
  /// 409 {"error":"closed"}.
  static void refuse_closed(const TournamentDone& done);

  // director_arena.cpp
  void arena_tick(DirectedEvent& ev, SysTime now);
  /// The connection `player` is given their games of `ev` on: the newest one watching it, else
  /// in a bots event the bot's own connection (bot_connection); nullptr when neither is open.
  PeerPtr present_peer(const DirectedEvent& ev, const std::string& player) const;
  /// Whether `player` waits for a pairing in arena `ev` now.
  bool waiting(const DirectedEvent& ev, const std::string& player) const;
  /// `player` may have begun (or stopped) waiting: their waiting time starts now or ends.
  void update_waiting(DirectedEvent& ev, const std::string& player);
  void pair_arena_round(DirectedEvent& ev);
  void finish(DirectedEvent& ev, SysTime now);

  // director_swiss.cpp
  void swiss_tick(DirectedEvent& ev, SysTime now);
  void start_event(DirectedEvent& ev);
  void pair_swiss_round(DirectedEvent& ev, SysTime now);
  /// A round's games: each pair's second game once its first ended; the next round's time
  /// once every game ended.
  void advance_swiss_round(DirectedEvent& ev, SysTime now);
  /// Whether round `round` is under way (paired, and a game of it not ended).
  bool round_under_way(const DirectedEvent& ev, int round) const;
  /// A player who did not make their first ply in game `g` is withdrawn (Swiss) or paused (arena).
  void withdraw_no_show(DirectedEvent& ev, const StoredTournamentGame& g);

  // director_games.cpp
  /// Opens the games of `pairs` (ratings read first on the reads pool); `round` 0 in an arena.
  void open_games(DirectedEvent& ev, std::vector<SeatedPair> pairs, int round);
  /// `accounts`: [south, north] have an account (a bot may be a KGP token's alone).
  void open_game(DirectedEvent& ev, const SeatedPair& pair, int round,
                 const std::array<std::optional<StoredRating>, 2>& ratings, const std::array<bool, 2>& accounts);
  /// A game of `tournament` ended; a second word of the same end changes nothing.
  void ended(const std::string& tournament, const GameEndedFacts& facts);
  /// Looks up, on the reads pool, the games still open here that the store holds as finished.
  void check_open_games();

  // director_watch.cpp
  void watch(const Reply& reply, const TournamentPlayer& who, const std::string& id);
  void unwatch(const Reply& reply, const std::string& player, const std::string& id);
  void disconnected(const PeerPtr& peer, const std::string& player);
  void chat(const Reply& reply, const TournamentPlayer& who, const std::string& id, std::string text,
            chat::SenderFacts facts);
  /// The standings or the event changed: its watchers hear a frame, at most one per kFrameInterval.
  void changed(DirectedEvent& ev);
  void send_frames(DirectedEvent& ev);
  /// The frame `player` is shown of `ev` now.
  std::string frame_for(DirectedEvent& ev, const std::string& player);
  /// The lines `reader` is shown, when there are any: right after the first frame.
  void send_chat_history(DirectedEvent& ev, const PeerPtr& peer, const std::string& reader);

  // director_schedule.cpp
  /// Creates the next event of each schedule entry that is not made yet (on the reads pool).
  void keep_schedule(SysTime now);
};

}  // namespace mancala::server

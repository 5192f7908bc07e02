// One authoritative game: seats, position, record and its named parts; every step runs on the room's strand.
#pragma once

#include <array>
#include <atomic>
#include <boost/asio/strand.hpp>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/protocol/chat_message.hpp"
#include "mancala/protocol/client_message.hpp"
#include "mancala/protocol/server_message.hpp"
#include "mancala/server/chat/chat_room.hpp"
#include "mancala/server/play/audience.hpp"
#include "mancala/server/play/computer_driver.hpp"
#include "mancala/server/play/game_clock.hpp"
#include "mancala/server/play/move_clock.hpp"
#include "mancala/server/play/peer.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/play/play_context.hpp"
#include "mancala/server/play/presence.hpp"
#include "mancala/server/play/reply.hpp"

namespace mancala::server {

class RoomRegistry;

/// Who plays: two people, a person and the computer, or one connection for both sides.
enum class RoomKind : std::uint8_t { human, bot, local };
/// The stored spelling of a kind (GameStart::kind): "human", "bot", "local".
const char* to_string(RoomKind k) noexcept;
/// The kind of a stored spelling; "human" for anything else.
RoomKind room_kind_from(const std::string& text) noexcept;

/// One seat at creation: a player (empty for the computer), the name shown, the computer's level.
struct SeatSetup {
  std::string player;
  std::string name;
  std::optional<ai::Level> bot;
  PeerRef peer;
  std::optional<StoredRating> rating;  // in a game that will be rated: the rating it starts with
  bool account = false;                // `name` is the player's account's username
  bool account_bot = false;            // the player is a bot (StoredPlayer::bot)
};

/// Everything needed to open a room. `reply_id` is echoed in the `game` sent to `reply_player`.
struct GameSetup {
  Variant variant;
  RoomKind kind = RoomKind::human;
  bool from_queue = false;
  bool public_game = false;  // from the queue or a seek: a person's offences in it count for fair play
  bool listed = false;       // shown in /api/live: queue and computer games, not local or friend ones
  bool rated = false;        // rated once each side has moved: queue games between two people
  std::optional<protocol::TimeControl> clock;  // the time control; nullopt: untimed (move_time_limit_ms between people)
  std::optional<protocol::Speed> speed;        // the speed it is rated in when not its clock's (KGP's time per state)
  std::string started_at;                      // iso_now() form; empty: now
  std::array<SeatSetup, 2> seats;              // [south, north]
  // A tournament's game (docs/protocol.md §Tournament games): no abort, moretime, takeback,
  // rematch or players' chat; a missed first ply loses on time. "" none.
  std::string tournament;
  bool berserk_allowed = false;  // a seat may go berserk before its first ply (an arena's game)
  RequestId reply_id;
  std::string reply_player;
};

/// What /api/live shows of a room; read from any thread (GameRoom::summary).
struct RoomSummary {
  std::string game;
  Variant variant;
  protocol::SeatView south, north;
  std::array<std::string, 2> players;  // the seats' player ids, [south, north]; "" for the computer
  int ply = 0;
  std::size_t watchers = 0;
  std::string started_at;
  std::optional<protocol::TimeControl> clock;
  std::string to_move;  // the player id of the person to move; empty: the computer, or over
  // A timed game's: when the side to move's time runs out (wall clock; formatted only when asked).
  std::optional<std::chrono::system_clock::time_point> deadline;
};

/// A game room. The WebSocket layer hands it typed messages with the player id the connection
/// said `hello` as; the room finds that player's seat itself. Public members post to the strand.
/// Its parts: the Audience (who hears its frames), the MoveClock, Presence (grace) and the
/// ComputerDriver. Once the result is out, the parts only a game in progress needs are let go:
/// a finished room keeps what a rematch and a late watcher need while it lingers.
class GameRoom : public std::enable_shared_from_this<GameRoom> {
 public:
  GameRoom(PlayContext& ctx, RoomRegistry& rooms, std::string id, GameSetup setup, std::shared_ptr<const Rules> rules);
  const std::string& id() const noexcept { return id_; }
  bool listed() const noexcept { return listed_; }
  /// The room as /api/live shows it now; thread-safe.
  RoomSummary summary() const;
  /// The tournament whose game this is ("" for none); fixed at construction, read from any thread.
  const std::string& tournament() const noexcept { return tournament_; }

  /// Sends the first `game` snapshot to every seat and lets the computer move if it is South.
  void start();
  void move(Reply reply, std::string player, protocol::Move m);
  void resign(Reply reply, std::string player);
  /// Answers with hard's choice (on the hints pool). `busy` is released once the answer (or an
  /// error) is sent: the session allows one hint at a time with it.
  void hint(Reply reply, std::string player, std::shared_ptr<void> busy = nullptr);
  void rematch(Reply reply, std::string player);
  /// PROTOCOL.md §Offers (game_room_offers.cpp): `abort` before both sides have made a ply; a
  /// draw or takeback offered, or the opponent's accepted; the opponent's offer declined; 15 s
  /// (a day in correspondence) given to the opponent.
  void abort(Reply reply, std::string player);
  /// The server ends the game with no result (`aborted`, unrated, nobody charged): a KGP agent's
  /// game at a shutdown, which KGP has no way back into. Nothing once the game is over.
  void abort_by_server();
  void offer(Reply reply, std::string player, protocol::OfferKind kind);
  void decline(Reply reply, std::string player, protocol::OfferKind kind);
  void more_time(Reply reply, std::string player);
  /// docs/protocol.md §Tournament games (game_room_tournament.cpp): `player`'s seat goes
  /// berserk before its first ply — its time left is halved (whole ms, rounded down) and it gets
  /// no increment from then on; stored (Store::set_berserk), then every seat and spectator hears
  /// a fresh `game`. Refused bad_message unless the game allows it (GameSetup::berserk_allowed,
  /// a Fischer clock with limit_s > 0), not_in_game for a spectator, game_over once decided.
  void berserk(Reply reply, std::string player);
  /// A player's new connection (reconnect or replacement): snapshot while in progress, presence to the opponent.
  void attach(PeerPtr peer, std::string player);
  /// The player's connection dropped: the seat is kept for disconnect_grace_ms, then the game ends `abandon`.
  void detach(PeerPtr peer, std::string player);
  /// Sends this game's snapshot to one connection of a seated player (a repeated rematch request).
  void send_snapshot(Reply reply, std::string player);
  /// Instead of start() for a game restored after a restart (restore.cpp): takes the replayed
  /// position and record, marks every human seat away (each gets disconnect_grace_ms plus
  /// restart_grace_ms to come back), runs the move timer to `move_deadline` and lets the computer
  /// move. A replay that already ended the game is finished and stored now.
  /// `clock`: a timed game's clocks as the stored plies left them (restore.cpp), or nullopt.
  void resume(Position pos, std::vector<protocol::RecordedPly> moves,
              std::optional<PlayClock::time_point> move_deadline, std::optional<GameClock> clock = std::nullopt);
  /// The finished game's linger is over (RoomRegistry::linger): the room closes.
  void expire();
  /// `watch`: the connection becomes a spectator (a seated player gets their own snapshot) and
  /// is answered with a `game` whose `you` is "spectator"; a closed room answers game_not_found.
  void watch(Reply reply, std::string player);
  /// The connection stops watching (its `unwatched` is the session's to send).
  void unwatch(PeerPtr peer);
  /// PROTOCOL.md §Chat (game_room_chat.cpp): `player` says `text` (cleaned: chat/chat_text.hpp)
  /// in `room`; `facts` (standing, blockers) were read on the reads pool. Refuses chat_closed (a
  /// room that takes no line from this connection), chat_muted (a moderator's timeout) or
  /// rate_limited (chat/flood.hpp); else the room's readers hear `chat` (not those who block the
  /// author; under a shadow-ban only the author), the store keeps it, the chat listener hears it.
  void chat(Reply reply, std::string player, protocol::ChatRoomKind room, std::string text, chat::SenderFacts facts);
  /// After a restart (restore.cpp): the lines the store kept of this game's two rooms.
  void restore_chat(std::vector<StoredChatLine> players, std::vector<StoredChatLine> spectators);
  /// On the strand: both rooms drop `author`'s lines (their data was deleted).
  void forget_chat_author(std::string author);
  /// On the strand: `blocker` no longer reads `author`'s kept lines, in a history either.
  void chat_block(std::string author, std::string blocker);

 private:
  struct Seat {
    std::string player;
    std::string name;
    std::optional<ai::Level> bot;
    bool connected = true;
    bool rematch_asked = false;
    std::optional<StoredRating> rating;
    bool account = false;
    bool account_bot = false;
  };
  /// The parts only a game in progress uses; released when the result is out.
  struct LiveParts {
    LiveParts(PlayContext& ctx, const boost::asio::any_io_executor& strand, RoomKind kind, bool timed);
    MoveClock clock;
    Presence presence;
    std::shared_ptr<ComputerDriver> computer;
  };

  // All of these run on strand_.
  std::optional<Side> seat_to_answer(const std::string& player) const;  // the seat that acts for `player` now
  bool seated(const std::string& player) const;
  bool has_human_opponent(const std::string& player) const;
  /// Sends the error once the writes already queued have gone out (see uncommitted_).
  void refuse(const Reply& reply, protocol::ErrorCode code, const std::string& message);
  std::string snapshot_for(const std::string& player, const RequestId& id) const;
  std::string you_of(const std::string& player) const;
  std::optional<std::int64_t> deadline_ms() const;
  /// A timed game's clocks now, as `game`, `moved` and `game.over` show them.
  std::optional<protocol::ClockView> clock_view() const;
  /// The seat `player` plays in a game against someone (nullopt in a local game or when not seated).
  std::optional<Side> own_seat(const std::string& player) const;
  /// When the side to move's time has run out (the timer not yet run), ends the game by the flag and
  /// returns true: an offer, an abort or more time sent after the flag does not count.
  bool flag_fell();
  /// A ply by the offerer's opponent declines the offerer's offers: each goes, with `offer.cleared`.
  void clear_offers_of(Side offerer);
  /// Every seat and spectator hears a fresh `game` snapshot (the clocks changed: moretime).
  void send_snapshots();
  /// Where `asker`'s last turn begins in moves_ (its plies, several after Kalah extra turns, go
  /// by player: a pie swap exchanges the sides), or nullopt when `asker` has made no ply.
  std::optional<std::size_t> last_turn_of(Side asker) const;
  /// A takeback: the plies from `from` on go (the store forgets them first), the position is
  /// replayed, a swap among them is undone, the clocks go back to what they were before ply
  /// `from`, and everyone hears a fresh snapshot once the store has it.
  void take_back(std::size_t from);
  /// The clocks as they stood before ply `from` (clock_history_, or rebuilt from the kept
  /// plies' clock_ms for a ply played before a restart), running from `now`.
  GameClock clock_before(std::size_t from, PlayClock::time_point now) const;
  /// A correspondence game: nobody's absence ends it, only its deadline.
  bool correspondence() const { return control_ && control_->correspondence(); }
  /// The timed game's deadline passed: aborted (a missed first ply; lost on time in a
  /// tournament's game) or lost on time by the rule.
  void on_clock_expired();

  // A tournament's game (game_room_tournament.cpp).
  bool in_tournament() const { return !tournament_.empty(); }
  /// Refuses `what` ("abort", "moretime", …) with bad_message in a tournament's game; true if so.
  bool refused_in_tournament(const Reply& reply, const char* what);
  /// The registry's end listener hears the result (end_game, once the result is queued).
  void tell_ended();

  // Fair play (game_room_fair_play.cpp, docs/protocol.md §Fair play), through ctx_.fair_play.
  /// A person's offences here count: a public game between two people, and a FairPlay to tell.
  bool offences_count() const;
  /// The player of seat `s` committed offence `kind` (kOffenceAbort, …), when offences count here.
  void charge(Side s, const char* kind);
  /// Seat `loser` lost by `reason` (timeout, abandon): an offence "left_lost" when it was away
  /// from the game and behind in stores.
  void charge_if_left_lost(Side loser, Reason reason);
  /// The result is decided: a rated game between two people ended, not aborted, after fewer than
  /// kShortGamePlies plies, is reported about its loser.
  void report_if_short();

  void apply(Ply ply);
  /// Runs the room's one timer to the next deadline: the GameClock's, or the untimed move limit
  /// (to `at` when given).
  void arm_move_clock(std::optional<PlayClock::time_point> at = std::nullopt);
  void schedule_computer();
  /// The one place a seat's grace starts (Presence::start_grace says what `away_since_restart` does).
  void start_grace(Side s, bool away_since_restart);
  void on_grace_expired(Side s);
  void end_game(Outcome result, Reason reason, std::shared_ptr<const std::string> final_moved);
  void on_result_committed(std::shared_ptr<const std::string> final_moved, std::optional<RatingChange> change);
  /// The result is rated: a game meant to be rated in which each side made a ply.
  bool result_is_rated() const;
  void open_rematch(const Reply& requester, const std::string& player);
  /// The seat `s`'s connection changed: its opponent (in a game between people) and the
  /// spectators hear `opponent`.
  void tell_presence(Side s, bool connected, std::optional<std::int64_t> grace_ms);
  /// The spectator count changed: everyone hears `watchers`, at most once a second.
  void watchers_changed();
  void send_watchers();
  /// Copies what summary() shows; after every change of ply, seats or watchers.
  void publish_summary();
  void copy_summary();  // publish_summary's copy, under summary_mutex_
  void close_if_abandoned();
  void close();
  // The chat (game_room_chat.cpp).
  /// chat()'s work on the strand.
  void say(const Reply& reply, const std::string& player, protocol::ChatRoomKind room, std::string text,
           chat::SenderFacts facts);
  /// How the connection `peer` of `player` stands to this game.
  chat::ChatRole chat_role(const std::string& player, const PeerPtr& peer) const;
  chat::ChatRoom& chat_room(protocol::ChatRoomKind room) {
    return room == protocol::ChatRoomKind::players ? players_chat_ : spectators_chat_;
  }
  /// Sends `peer` the `chat.history` of `room` as `reader` is shown it, when that shows a line:
  /// right after a snapshot (a seat attaching, a spectator with an account watching).
  void send_chat_history(const PeerPtr& peer, const std::string& reader, protocol::ChatRoomKind room);
  /// A spectator with an account reads the spectators' room: kept among its readers.
  void add_chat_spectator(const PeerPtr& peer, const std::string& player);
  /// The connections that read `room` now, with their players.
  std::vector<std::pair<PeerPtr, std::string>> chat_readers(protocol::ChatRoomKind room) const;

  PlayContext& ctx_;
  RoomRegistry& rooms_;
  std::string id_;
  RoomKind kind_;
  bool from_queue_;
  bool public_;  // GameSetup::public_game
  bool listed_;
  bool rated_;
  std::string tournament_;  // GameSetup::tournament
  bool berserk_allowed_;
  std::shared_ptr<const Rules> rules_;
  std::optional<protocol::TimeControl> control_;  // the time control; nullopt: untimed
  protocol::Speed rating_speed_;                  // the speed its rating is kept in
  std::optional<GameClock> game_clock_;           // set from start() (or resume()) in a timed game
  std::array<std::array<bool, 2>, 2> offers_{};   // [offering side][OfferKind]: an offer stands
  // The clocks before each ply of moves_, for a takeback; nullopt for a ply played before a restart.
  std::vector<std::optional<GameClock>> clock_history_;
  Position pos_;
  std::vector<protocol::RecordedPly> moves_;
  std::array<Seat, 2> seats_;
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  Audience audience_;
  std::unique_ptr<LiveParts> live_;  // null once the result is out
  bool ending_ = false;              // the result is decided (the engine's or a resign/timeout/abandon)
  // Writes whose frames have not gone out yet (a ply's `moved`, the result's `game.over`): an
  // error answer waits behind them, so a client never hears "game over" before the final ply.
  // Changed on the strand and on the writer thread.
  std::atomic<int> uncommitted_{0};
  bool closed_ = false;
  std::weak_ptr<GameRoom> next_;  // the rematch, once opened
  RequestId start_reply_id_;
  std::string start_reply_player_;
  // `watchers` frames: the count last sent and when, and the timer that holds the next one back.
  std::size_t watchers_sent_ = 0;
  PlayClock::time_point watchers_sent_at_{};
  PlayTimer watchers_timer_;
  bool watchers_pending_ = false;
  mutable std::mutex summary_mutex_;
  RoomSummary summary_;  // under summary_mutex_
  chat::ChatRoom players_chat_, spectators_chat_;
  // The spectators with an account, who read the spectators' room, and their players.
  std::vector<std::pair<PeerRef, std::string>> chat_spectators_;
};

}  // namespace mancala::server

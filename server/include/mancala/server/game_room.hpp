// One authoritative game: seats, position, record, timers; every step runs on the room's strand.
#pragma once

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <array>
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/protocol/client_message.hpp"
#include "mancala/protocol/server_message.hpp"
#include "mancala/server/context.hpp"
#include "mancala/server/peer.hpp"

namespace mancala::server {

/// Who plays: two humans, a human and the computer, or one connection for both sides.
enum class RoomKind : std::uint8_t { human, bot, local };

/// One seat at creation: a player (empty for the computer), the name shown, the computer's level.
struct SeatSetup {
  std::string player;
  std::string name;
  std::optional<ai::Level> bot;
  PeerRef peer;
};

/// Everything needed to open a room. `reply_id` is echoed in the `game` sent to `reply_player`.
struct GameSetup {
  Variant variant;
  RoomKind kind = RoomKind::human;
  bool from_queue = false;
  std::array<SeatSetup, 2> seats;  // [south, north]
  std::optional<std::string> reply_id;
  std::string reply_player;
};

/// A game room. The WebSocket layer hands it typed messages with the player id the connection
/// said `hello` as; the room finds that player's seat itself. Public members post to the strand.
class GameRoom : public std::enable_shared_from_this<GameRoom> {
 public:
  using Id = std::optional<std::string>;

  GameRoom(ServerContext& ctx, std::string id, GameSetup setup, Rules rules);
  const std::string& id() const noexcept { return id_; }

  /// Sends the first `game` snapshot to every seat and lets the computer move if it is South.
  void start();
  void move(PeerPtr peer, std::string player, protocol::Move m, Id id);
  void resign(PeerPtr peer, std::string player, Id id);
  /// Answers with hard's choice (on ctx.hints, not the computer's pool). `busy` is released once
  /// the answer (or an error) is sent: the session allows one hint at a time with it.
  void hint(PeerPtr peer, std::string player, Id id, std::shared_ptr<void> busy = nullptr);
  void rematch(PeerPtr peer, std::string player, Id id);
  /// A player's new connection (reconnect or replacement): snapshot while in progress, presence to the opponent.
  void attach(PeerPtr peer, std::string player);
  /// The player's connection dropped: the seat is kept for disconnect_grace_ms, then the game ends `abandon`.
  void detach(PeerPtr peer, std::string player);
  /// Sends this game's snapshot to one connection of a seated player (a repeated rematch request).
  void send_snapshot(PeerPtr peer, std::string player, Id id);
  /// Instead of start() for a game restored after a restart (restore.cpp): takes the replayed
  /// position and record, marks every human seat away (each gets disconnect_grace_ms plus
  /// restart_grace_ms to come back), runs the move timer to `move_deadline` and lets the computer
  /// move. A replay that already ended the game is finished and stored now.
  void resume(Position pos, std::vector<protocol::RecordedPly> moves,
              std::optional<std::chrono::steady_clock::time_point> move_deadline);

 private:
  struct Seat {
    std::string player;
    std::string name;
    std::optional<ai::Level> bot;
    PeerRef peer;
    bool connected = true;
    bool rematch_asked = false;
  };

  // All of these run on strand_.
  std::optional<Side> seat_to_answer(const std::string& player) const;  // the seat that acts for `player` now
  bool seated(const std::string& player) const;
  bool has_human_opponent(const std::string& player) const;
  void error(const PeerPtr& peer, const Id& id, protocol::ErrorCode code, const std::string& message);
  void send_to(Side s, const std::shared_ptr<const std::string>& frame);
  /// The sides a room-wide frame goes to: both, but a local game's one connection sits in both
  /// seats and gets each frame once (south).
  std::span<const Side> audience() const;
  void broadcast(const std::shared_ptr<const std::string>& frame);
  std::string snapshot_for(const std::string& player, const Id& id) const;
  std::string you_of(const std::string& player) const;
  std::optional<std::int64_t> deadline_ms() const;

  void apply(Ply ply);
  void arm_move_timer(std::optional<std::chrono::steady_clock::time_point> at = std::nullopt);
  void schedule_bot();
  void on_bot_choice(std::uint16_t at_ply, Ply ply, std::chrono::steady_clock::time_point due);
  void on_grace_expired(Side s);
  void end_game(Outcome result, Reason reason, std::shared_ptr<const std::string> final_moved);
  void on_result_committed(std::shared_ptr<const std::string> final_moved);
  void open_rematch(const PeerPtr& requester, const std::string& player, const Id& id);
  void close_if_abandoned();
  void close();

  ServerContext& ctx_;
  std::string id_;
  RoomKind kind_;
  bool from_queue_;
  Rules rules_;
  Position pos_;
  std::vector<protocol::RecordedPly> moves_;
  std::array<Seat, 2> seats_;
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  boost::asio::steady_timer move_timer_;
  std::chrono::steady_clock::time_point move_deadline_{};
  boost::asio::steady_timer bot_timer_;
  boost::asio::steady_timer grace_timer_;
  std::optional<Side> grace_seat_;  // the seat whose grace runs (the first to drop)
  // After a restart every seat is away until this (disconnect + restart grace); a seat whose grace
  // starts later, when the other player is back, never gets less.
  std::chrono::steady_clock::time_point restored_grace_until_{};
  boost::asio::steady_timer linger_timer_;
  bool ending_ = false;   // the result is decided (the engine's or a resign/timeout/abandon)
  // Writes whose frames have not gone out yet (a ply's `moved`, the result's `game.over`): an
  // error answer waits behind them, so a client never hears "game over" before the final ply.
  // Changed on the strand and on the writer thread.
  std::atomic<int> uncommitted_{0};
  bool closed_ = false;
  std::weak_ptr<GameRoom> next_;  // the rematch, once opened
  std::optional<std::string> start_reply_id_;
  std::string start_reply_player_;
};

}  // namespace mancala::server

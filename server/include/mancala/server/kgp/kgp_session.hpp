// One KGP agent's connection, whatever carries it (raw TCP or a WebSocket, net/): the handshake,
// the agent's commands, and its seat in a room as a Peer (a room's frames become `state`s).
#pragma once

#include <atomic>
#include <boost/asio/any_io_executor.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mancala/protocol/kgp_command.hpp"
#include "mancala/protocol/kgp_lines.hpp"
#include "mancala/server/kgp/kgp_pool.hpp"
#include "mancala/server/play/peer.hpp"
#include "mancala/server/play/play_clock.hpp"

namespace mancala::server {

class GameRoom;

/// How long an agent has to send `mode` after the server's `kgp`, and to answer a `ping`.
inline constexpr std::chrono::seconds kgp_answer_time{20};
/// Commands an agent may send per second, sustained, and in one burst; past them a command is
/// dropped (the first of a run answered `error`), and a run of kgp_flood_close drops the agent.
inline constexpr double kgp_commands_per_s = 200;
inline constexpr double kgp_commands_burst = 400;
inline constexpr int kgp_flood_close = 2000;
/// How often an agent held by a tournament asks again whether it still is (then freeplay resumes).
inline constexpr std::chrono::seconds kgp_hold_check{5};

/// A KGP session (KGP 1.0.1, `freeplay`). Transport-neutral: a subclass in net/ reads bytes into
/// on_bytes() and writes the lines write_line() gives it. Every member but the Peer's runs on
/// the session's strand (`executor()`).
class KgpSession : public Peer, public std::enable_shared_from_this<KgpSession> {
 public:
  /// `strand`: the connection's strand, where every step of the session runs.
  KgpSession(KgpPool& pool, boost::asio::any_io_executor strand);
  ~KgpSession() override;

  // Peer: the room's frames; each posts to the strand.
  void send(std::shared_ptr<const std::string> frame) override;
  using Peer::send;
  void close_with(std::uint16_t code, std::string reason) override;
  void greeted(std::string) override {}
  PeerIdentity identity() const override;

  /// The pool could not open a game for this agent: it hears `error` and `goodbye`.
  void refused(std::string why);
  /// True from the moment a room is opened for this agent (the pool marks it, from its strand)
  /// or its `game` arrives, until that game is over: it is paired no more, nor held for another.
  bool seated() const { return seated_; }
  void mark_seated() { seated_ = true; }

 protected:
  /// The connection is open: the server speaks first (`kgp 1 0 1`).
  void start();
  /// Bytes from the agent, in any chunks: cut into lines and handled in order.
  void on_bytes(std::string_view bytes);
  /// The connection is gone: the agent leaves the pool and loses the game it is in.
  void on_closed();
  /// Sends `goodbye` and closes (the shutdown's, the agent's own `goodbye`, a timeout).
  void say_goodbye_and_close();

  const boost::asio::any_io_executor& executor() const { return strand_; }
  /// Queues one line (CRLF included) to the agent, on the strand.
  virtual void write_line(std::shared_ptr<const std::string> line) = 0;
  /// Closes the connection once the lines queued have gone out, on the strand; on_closed follows.
  virtual void close_transport() = 0;

  KgpPool& pool_;
  boost::asio::any_io_executor strand_;
  bool closing_ = false;  // goodbye said or the connection gone: nothing more is handled

 private:
  // kgp_session.cpp: the handshake and the commands.
  void handle_line(protocol::KgpLine line);
  void handle(const protocol::KgpCommand& c);
  void set(const protocol::KgpCommand& c);
  void mode(const protocol::KgpCommand& c);
  bool take_token();
  /// Sends "id[@ref] name args" with the next even id; returns the id.
  std::uint64_t reply(std::optional<std::uint64_t> ref, std::string_view name, std::string_view args = {});
  void error(std::optional<std::uint64_t> ref, std::string_view why);
  void arm_timer(PlayTimer& timer, std::chrono::milliseconds after, void (KgpSession::*then)());
  void on_mode_timeout();
  void on_pong_timeout();
  void identified(std::optional<KgpIdentity> who);
  /// Between games: a tournament's games if one holds the player, else freeplay's pool.
  void rejoin();
  void wait_for_game(bool held);

  // kgp_seat.cpp: the seat in a room.
  void on_frame(const std::string& frame);
  void on_game(const nlohmann::json& f);
  void on_position(const nlohmann::json& state, const nlohmann::json& clock);
  /// How long the agent may think: kgp_move_ms, or in a game with a clock at most a tenth of
  /// the agent's time left, so that an agent that answers never loses on time.
  std::chrono::milliseconds turn_time(const nlohmann::json& clock) const;
  void on_game_over();
  /// The server drains: the game in progress is aborted (no result), then `goodbye`.
  void leave_for_shutdown();
  void on_move(const protocol::KgpCommand& c);
  void on_yield(const protocol::KgpCommand& c);
  void on_stop_timeout();
  /// The turn ends: `stop`, then the agent's last move, or a random legal ply when it sent none;
  /// an illegal last move resigns.
  void decide();
  void play(int pit);
  void resign(const char* why);

  protocol::KgpLineReader reader_;
  std::uint64_t next_id_ = 0;  // the server's ids are even: 2, 4, 6, ...
  enum class Phase : std::uint8_t { greeting, identifying, freeplay };
  Phase phase_ = Phase::greeting;
  std::optional<std::string> token_, name_;
  std::optional<KgpIdentity> who_;
  PlayTimer mode_timer_, stop_timer_, pong_timer_, hold_timer_;
  std::optional<std::uint64_t> ping_id_;  // the ping awaiting its pong
  double tokens_ = kgp_commands_burst;
  std::chrono::steady_clock::time_point refilled_;
  int dropped_in_a_row_ = 0;

  // The game in progress, if any.
  std::string game_;
  std::weak_ptr<GameRoom> room_;
  int side_ = 0;                      // 0 south, 1 north
  std::uint64_t state_id_ = 0;        // the `state` awaiting an answer; 0: none
  std::int64_t state_ply_ = 0;        // its position's ply
  PlayClock::time_point state_sent_;  // when it went out
  std::vector<int> own_pits_;         // its position's pits of the agent's row
  std::optional<std::int64_t> move_;  // the agent's last `move` for it (1-based, as sent)
  bool heard_ = false;                // the agent answered it (a move or a yield)
  std::atomic<bool> seated_{false};   // read by the pool's strand and the director's
};

}  // namespace mancala::server

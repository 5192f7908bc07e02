// The KGP agents waiting for a game: paired with each other on `kgp_variant`, or after
// `kgp_bot_after_ms` with the computer; each game a room of the RoomRegistry like any other.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/strand.hpp>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "mancala/server/bots/online_bots.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/play/play_context.hpp"
#include "mancala/server/play/room_registry.hpp"

namespace mancala::server {

class BotErrors;

class KgpSession;

/// Who an agent plays as: a player of the store, and the name its seats show.
struct KgpIdentity {
  std::string player;
  std::string name;
  std::string refused;  // not empty: the token names a person, not a bot, and the agent may not play as them
  // Named by a token: its games with another such agent are rated. Without a token (a player
  // nobody can name again, who could feed another their points) it plays unrated.
  bool rated = false;
  bool account = false;  // a bot account's token: the seats show its username as an account's
};

/// The KGP pool, on a strand of its own; every public member may be called from any thread.
class KgpPool {
 public:
  KgpPool(PlayContext& ctx, RoomRegistry& rooms);

  /// The bot an agent plays as, answered through `done` (on a reads-pool thread): the bot of
  /// `token` (an unknown token makes a new bot player that it names from then on; a person's
  /// token is `refused`), or with no token a new bot player for this connection alone. `name` (already checked), when
  /// given, names the seats. Reads and writes the store off the caller's thread; `done` gets
  /// nullopt when the store cannot be read.
  void identify(std::optional<std::string> token, std::optional<std::string> name,
                std::function<void(std::optional<KgpIdentity>)> done);
  /// `agent` waits for a game: paired at once with another waiting agent of another player,
  /// else with the computer after kgp_bot_after_ms. A second join of one agent changes nothing.
  void join(const std::shared_ptr<KgpSession>& agent, KgpIdentity who);
  /// `agent` stops waiting (its connection closed).
  void leave(const std::shared_ptr<KgpSession>& agent);

  /// Asks whether a tournament holds `player` for its games (TournamentDirector::holds_bot);
  /// `done` gets the answer on any thread.
  using HoldCheck = std::function<void(std::string player, std::function<void(bool)> done)>;
  /// Where holds are asked; unset, no tournament holds anyone. Set before the first agent connects.
  void ask_holds_with(HoldCheck check) { hold_check_ = std::move(check); }
  void holds(const std::string& player, std::function<void(bool)> done) const;
  /// `agent` waits for `player`'s tournament games rather than freeplay's: held_agent finds it.
  void hold(const std::shared_ptr<KgpSession>& agent, const std::string& player);
  /// `agent` is no longer held for `player` (a later connection of theirs may be).
  void release(const KgpSession* agent, const std::string& player);
  /// The agent held for `player` while its connection is open, else nullptr: a bots tournament
  /// counts the player present with it and opens their games on it.
  PeerPtr held_agent(const std::string& player) const;

  PlayContext& context() { return ctx_; }
  RoomRegistry& rooms() { return rooms_; }
  /// Where the agents' errors are kept for their owners (GET /api/bots/{id}); null: nowhere.
  /// Set before the first agent connects.
  void keep_errors_in(BotErrors* errors) { errors_ = errors; }
  BotErrors* errors() const { return errors_; }
  /// The agents connected now and identified (GET /api/bots/online lists them beside the lobby's bots).
  OnlineBots& online() { return online_; }
  const OnlineBots& online() const { return online_; }

 private:
  struct Waiting {
    std::weak_ptr<KgpSession> agent;
    KgpIdentity who;
    std::unique_ptr<PlayTimer> timer;  // the computer fallback
  };
  // On strand_.
  void pair_or_wait(Waiting w);
  void fall_back(const KgpSession* agent);
  /// Opens a room for `seats` [south, north] (a computer seat has no player); `rated`: between
  /// two bots, rated in the speed of kgp_move_ms.
  void open(std::array<SeatSetup, 2> seats, bool computer, bool rated);
  SeatSetup seat_of(const Waiting& w) const;

  PlayContext& ctx_;
  RoomRegistry& rooms_;
  BotErrors* errors_ = nullptr;
  OnlineBots online_;
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  std::vector<Waiting> waiting_;  // oldest first
  HoldCheck hold_check_;
  mutable std::mutex held_mutex_;  // held_ is read from the director's strand
  std::unordered_map<std::string, std::weak_ptr<KgpSession>> held_;
  std::mt19937_64 rng_;  // seat draws
};

}  // namespace mancala::server

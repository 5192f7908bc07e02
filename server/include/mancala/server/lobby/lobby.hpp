// Players and their connections, and the ways into a game: hello, the queue, bot.play, local.play, a friend,
// a challenge, a seek.
#pragma once

#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "mancala/protocol/client_message.hpp"
#include "mancala/server/bots/online_bots.hpp"
#include "mancala/server/challenge/challenge_book.hpp"
#include "mancala/server/invite/invites.hpp"
#include "mancala/server/lobby/node_link.hpp"
#include "mancala/server/play/game_room.hpp"
#include "mancala/server/play/play_clock.hpp"
#include "mancala/server/play/play_context.hpp"
#include "mancala/server/play/reply.hpp"
#include "mancala/server/queue/match_queue.hpp"
#include "mancala/server/seek/seek_book.hpp"

namespace mancala::server {

class RoomRegistry;

/// WebSocket close code for the connection of a player who deleted their data (DELETE
/// /api/account): their token names nobody now.
inline constexpr std::uint16_t close_deleted = 4002;

/// Everything that is about a player rather than one game. Each public member posts to the
/// lobby's strand, so players, tokens and queue entries need no lock. The store is read on the
/// reads pool, never on the strand.
class Lobby {
 public:
  /// Subscribes to `queue`'s events. `link`: this node's cluster, or nullptr when alone.
  Lobby(PlayContext& ctx, RoomRegistry& rooms, MatchQueue& queue, NodeLink* link = nullptr);

  /// Restores the token's player or makes a new one; answers `welcome`, then each game in progress.
  void hello(Reply reply, protocol::Hello h);
  /// `queue.join`: the player waits in the pool of `v` and `clock` (omitted: `default_clock`);
  /// answered `queue.joined` with both, even when already waiting there.
  void queue_join(Reply reply, std::string player, Variant v, protocol::ClockChoice clock = std::nullopt);
  void queue_leave(Reply reply, std::string player);
  /// `bot.play`: a game against the computer with `b.clock` (none: untimed).
  void bot_play(Reply reply, std::string player, protocol::BotPlay b);
  /// `local.play`: a same-device game, always untimed.
  void local_play(Reply reply, std::string player, Variant v);
  /// `friend.create`: a code for a friend (PROTOCOL.md §Playing a friend), the game's clock kept
  /// with it (omitted: `default_clock`); rate_limited past max_open_invites.
  void friend_create(Reply reply, std::string player, protocol::FriendCreate f);
  /// `friend.join`: opens the game for both (each gets `game`); invite_not_found, or bad_message for one's own code.
  void friend_join(Reply reply, std::string player, std::string code);
  void friend_cancel(Reply reply, std::string player, std::string code);
  // Challenges (PROTOCOL.md §Seeks and challenges; server/src/challenge/lobby_challenges.cpp).
  /// `challenge.create`: answered `challenge.created`; the target is shown it now if connected
  /// here, else at their next `hello`. bad_message to oneself, player_not_found for an unknown
  /// id, rate_limited past max_open_challenges.
  void challenge_create(Reply reply, std::string player, protocol::ChallengeCreate c);
  /// `challenge.accept` by its target: the game opens for both (each gets `game`).
  void challenge_accept(Reply reply, std::string player, protocol::ChallengeAccept a);
  /// `challenge.decline` by its target: both get `challenge.declined`.
  void challenge_decline(Reply reply, std::string player, protocol::ChallengeDecline d);
  /// `challenge.cancel` by its challenger: both get `challenge.cancelled`.
  void challenge_cancel(Reply reply, std::string player, protocol::ChallengeCancel c);
  // Seeks (PROTOCOL.md §Seeks and challenges; server/src/lobby/lobby_seeks.cpp).
  /// `seek.create`: answered `seek.created`; the seek is listed until accepted or cancelled, or
  /// its player's connection closes (a correspondence seek of a player with an account stays,
  /// and is stored). rate_limited past SeekBook::max_per_player, or when the book is full.
  void seek_create(Reply reply, std::string player, protocol::SeekCreate s);
  /// `seek.cancel` by its player: answered `seek.cancelled`.
  void seek_cancel(Reply reply, std::string player, protocol::SeekCancel c);
  /// `seek.accept` by anyone else whose rating is in its range: the game opens for both (each
  /// gets `game`), and both players' other real-time seeks end (`seek.cancelled`).
  void seek_accept(Reply reply, std::string player, protocol::SeekAccept a);
  /// Lists the correspondence seeks stored for this node again (start-up, before the first
  /// connection; reads the store on the calling thread). Throws when the store cannot be read.
  void restore_seeks();
  /// The open seeks, for GET /api/seeks.
  const SeekBook& seeks() const { return seeks_; }
  /// The open invitations, for GET /api/invites/{code}.
  const InviteBook& invites() const { return invites_; }
  /// The bot players connected here now, for GET /api/bots/online.
  const OnlineBots& online_bots() const { return online_bots_; }
  /// An account was created for `player` (POST /api/accounts): a connected player is shown as
  /// `username` with the account mark from their next game on.
  void account_created(std::string player, std::string username);
  /// `player` is no more (DELETE /api/account, a closed account): their token hashes are
  /// forgotten here and their id is marked gone, so that a `hello` with one of their tokens makes a
  /// new guest even while the store still finds it; they leave the queue, their seeks, friend codes
  /// and challenges (both ways: the other side hears `challenge.cancelled`) end, and their
  /// connection here is closed with `code` and `reason` (which then ends as any closed connection
  /// does: each room starts the seat's grace). `done` (if any) runs on the lobby's strand after.
  void forget_player(std::string player, std::uint16_t code, std::string reason, std::function<void()> done = {});
  /// `player` was banned from play (a moderator's play ban): their place in the queue, seeks,
  /// friend codes and challenges (both ways) end, as at forget_player, and their connection stays.
  void bar_from_play(std::string player);
  /// The connection closed: the queue entry goes, each room starts the seat's grace.
  void disconnected(PeerPtr peer, std::string player);

  // A cluster's players between nodes (docs/architecture.md §Cluster).
  /// Node `to` asks for `player`'s connection: for a pairing there (`pairing` names it; declined
  /// unless the player still waits in the queue here) or for a game it took (`pairing` empty).
  /// The connection is relayed to `to` from then on and the player leaves this lobby.
  void hand_over(std::string player, std::string to, std::string pairing);
  /// A connection handed over to this node: `player` is greeted here as they were there, gets
  /// their rooms here, and `pairing` (if any) opens its game; should this node have given up on
  /// that pairing, the player waits here in the queue for `queued` with `queued_clock`. `bot`:
  /// the player is a bot (kept out of the queue here too).
  void adopt(PeerPtr peer, std::string player, std::string name, bool account, bool bot, std::string pairing,
             std::optional<Variant> queued = std::nullopt,
             std::optional<protocol::TimeControl> queued_clock = std::nullopt);
  /// The other node declined `pairing`: this node's player waits on in the queue.
  void declined(std::string pairing);
  /// A pairing of this node's `player` with one of another node fell through there: they wait on.
  void requeue(std::string player);
  /// The player's connection is attached to each of their rooms again (rooms this node took).
  void reattach(std::string player);
  /// `player` asked on `reply`'s connection to watch a game whose room is on node `node`: the
  /// connection moves there (their session with it), and `then`, the client's `watch` message,
  /// is handled there first. Refused with `game_not_found` when the player is bound here: a
  /// game in progress here, a place in the queue or a pairing under way, an open friend code, or
  /// another connection.
  void watch_elsewhere(Reply reply, std::string player, std::string node, std::string game, std::string then);

 private:
  struct Player {
    std::string name;
    std::vector<std::string> hashes;  // of the tokens this player said hello with (one per device)
    PeerRef peer;
    bool account = false;  // `name` is an account's username: hello's `name` does not change it
    bool bot = false;      // a bot (StoredPlayer::bot): never in the queue; its seats carry account_bot
  };
  /// A seat for `player` as the lobby knows them now.
  SeatSetup seat_of(const std::string& player, PeerRef peer);
  /// The seat the computer takes at `l`: no player, no connection, no rating.
  static SeatSetup computer_seat(ai::Level l);
  // On strand_.
  /// `it`'s player and their connection `peer` leave this node for node `to`, where `adopt`
  /// (the `adopt` of RelayHub's `open`) greets them.
  void move_away(std::unordered_map<std::string, Player>::iterator it, const PeerPtr& peer, const std::string& to,
                 nlohmann::json adopt);
  void greet(const Reply& reply, const protocol::Hello& h, const std::string& hash, std::optional<StoredPlayer> stored);
  /// `reply`'s connection becomes `player_id`'s (replacing another), is welcomed with `token`
  /// and joins the player's rooms.
  void admit(const Reply& reply, const std::string& player_id, const std::string& token);
  /// In a cluster, a returning player whose home is another node is relayed there; else greet().
  void greet_at_home(const Reply& reply, const protocol::Hello& h, const std::string& hash,
                     std::optional<StoredPlayer> stored);
  // Fair play (lobby_fair_play.cpp, docs/protocol.md §Fair play).
  /// A play ban running now: its end (ISO 8601) and reason.
  struct RunningBan {
    std::string until, reason;
  };
  /// The play ban running for `player` now (Store::standing): call it on the reads pool, never on
  /// the strand. A store that cannot be read bans nobody (logged).
  std::optional<RunningBan> running_ban(const std::string& player) const;
  // On the strand: the player's queue place, seeks, friend codes and challenges end.
  void withdraw(const std::string& player);
  /// Answers `reply` with `play_banned`, `ban`'s end and reason.
  static void refuse_banned(const Reply& reply, const RunningBan& ban);
  // The queue's requests of one player are handled in order: a `queue.join` reads the player's
  // play ban first, and a `queue.leave` sent meanwhile waits behind it (lobby_queue.cpp).
  struct QueueAsk {
    Reply reply;
    bool join = false;
    Variant variant;
    protocol::ClockChoice clock;
  };
  /// Handles `ask` once `player`'s asks before it are done.
  void queue_ask(const std::string& player, QueueAsk ask);
  /// Handles `player`'s first waiting ask; each ask that ends starts the next.
  void next_queue_ask(const std::string& player);
  /// A `queue.join` whose ban was read (`ban`): refused, or the player waits in the pool.
  void join_after_ban_check(const std::string& player, const QueueAsk& ask, const std::optional<RunningBan>& ban);
  /// The queue entry of `player` for the pool of `v` and `clock`, once their rating is read (off the strand).
  void join_rated(const std::string& player, const Variant& v, const std::optional<protocol::TimeControl>& clock);
  void open_pairing(const Pairing& p);
  /// A cross-node pairing that did not happen: its player of this node waits on, if still here.
  void wait_on(const QueueEntry& e);
  void open_game(GameSetup setup, const Reply* requester);
  bool may_open_game(const Reply& reply, const std::string& player);
  void leave_queue(const std::string& player);
  /// True when `e` is still what the player asked the queue for (not left, moved or gone since).
  bool still_queued(const QueueEntry& e) const;
  void on_pairing(Pairing p);
  // Challenges, on strand_.
  /// Files `c` once the store said whether its target exists (`exists`).
  void file_challenge(const Reply& reply, Challenge c, bool exists);
  /// Opens challenge `c`'s game, the seats rated with `ratings` [challenger, target] when it is rated.
  void open_challenge(const Reply& reply, const Challenge& c, std::array<std::optional<StoredRating>, 2> ratings);
  /// Shows `player` (just connected on `peer`) each open challenge to them.
  void show_challenges(const std::string& player, const PeerPtr& peer);
  void on_challenges_expired(std::vector<Challenge> expired);
  // Seeks, on strand_.
  /// Opens seek `s`'s game with `player`, who accepted it on `reply`, seats rated with `ratings`
  /// [seeker, player] when it is rated.
  void open_seek(const Reply& reply, const std::string& player, const Seek& s,
                 std::array<std::optional<StoredRating>, 2> ratings);
  /// Ends `player`'s seeks but their lasting ones (Seek::lasting) when `keep_lasting`, and but
  /// their correspondence ones when `keep_correspondence`; the player hears `seek.cancelled` for
  /// each when `tell`.
  void drop_seeks(const std::string& player, bool keep_lasting, bool keep_correspondence, bool tell);
  /// A game one player proposed (a friend code, a challenge, a seek) and another took on `reply`.
  struct Proposal {
    std::string host, host_name;  // who proposed it; they may be away (a reload)
    std::string guest;            // who took it, on `reply`
    Variant variant;
    std::optional<protocol::TimeControl> clock;
    bool rated = false;
    std::optional<Side> host_side;                       // nullopt: drawn now
    std::array<std::optional<StoredRating>, 2> ratings;  // [host, guest], for a rated game
    const char* host_words;                              // how the guest hears of the host: "your friend"
    bool public_game = false;                            // a seek's: offences in it count (GameSetup)
  };
  /// Opens `p`'s game (each gets `game`); false, with `reply` answered an error, when it cannot
  /// (either player at max_games_per_player, or a variant the rules refuse).
  bool open_proposal(const Reply& reply, const Proposal& p);
  /// Sends `frame` to `player`'s connection here, if any.
  void send_to(const std::string& player, const std::string& frame);
  void on_fallback(ComputerFallback f);

  PlayContext& ctx_;
  RoomRegistry& rooms_;
  MatchQueue& queue_;
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  boost::asio::strand<boost::asio::thread_pool::executor_type> token_reads_;  // hello's store reads, in order
  std::unordered_map<std::string, Player> players_;                           // connected players
  std::unordered_map<std::string, std::string> by_hash_;                      // token hash → player id
  std::unordered_set<std::string> forgotten_;  // players deleted or closed while this process ran
  struct Queued {
    std::string key;  // pool_key(variant, clock)
    Variant variant;
    std::optional<protocol::TimeControl> clock;
  };
  struct PendingPairing {
    Pairing pair;  // `second` is the other node's
    std::unique_ptr<PlayTimer> timer;
  };
  std::unordered_map<std::string, Queued> queued_;                    // player → what they asked of the queue
  std::unordered_map<std::string, std::deque<QueueAsk>> queue_asks_;  // player → queue asks in hand, oldest first
  std::unordered_map<std::string, PendingPairing> pending_;           // pairing id → waiting for the other node
  std::mt19937_64 rng_;                                               // seat draws; seeded from std::random_device
  InviteBook invites_;
  ChallengeBook challenges_;
  SeekBook seeks_;
  OnlineBots online_bots_;
  NodeLink* link_;
};

}  // namespace mancala::server

// A bot's connection through the HTTP bot API: the Peer the lobby and the rooms send its frames
// to while any of its NDJSON streams is open.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>

#include "mancala/server/botapi/line_sink.hpp"
#include "mancala/server/botapi/ndjson_lines.hpp"
#include "mancala/server/play/peer.hpp"

namespace mancala::server::botapi {

/// The player's connection as the lobby knows it (greeted by `hello` with the bot's token): each
/// frame it hears becomes the lines of its event stream (`event_line`, `gameStart` once a game)
/// and of the game streams of that frame's game (`GameLines`). It is open while a stream is;
/// when the last one ends, or the lobby closes it (a newer connection of the player), `gone` is
/// called once. Thread-safe: a mutex around its streams, and a line written is only queued.
class BotLink final : public Peer, public std::enable_shared_from_this<BotLink> {
 public:
  /// `gone(link, greeted)`: the link closed; `greeted` says whether the lobby had greeted it.
  using Gone = std::function<void(const std::shared_ptr<BotLink>&, bool greeted)>;
  BotLink(std::string player, Gone gone) : player_(std::move(player)), gone_(std::move(gone)) {}

  const std::string& player() const { return player_; }
  /// The event stream: an earlier one ends (the newest replaces it), and each game is announced
  /// again (`gameStart`) when its snapshot next arrives.
  void set_events(const std::shared_ptr<LineSink>& sink);
  /// A stream of `game`: false (and nothing changes) when one is open already or the link closed.
  bool add_game(const std::string& game, const std::shared_ptr<LineSink>& sink);
  /// True while an event stream is open.
  bool has_events() const;
  /// True while a stream of `game` is open.
  bool streams(const std::string& game) const;

  void send(std::shared_ptr<const std::string> frame) override;
  using Peer::send;
  void close_with(std::uint16_t code, std::string reason) override;
  bool is_open() const override;
  void greeted(std::string player_id) override;
  void identify(PeerIdentity who) override;
  PeerIdentity identity() const override;

 private:
  struct GameStream {
    std::shared_ptr<LineSink> sink;
    GameLines lines;
  };
  /// A stream ended: it is dropped, and the link closes when none is left.
  void stream_closed(const LineSink* sink);
  /// Under mutex_: marks the link closed and takes every stream out, to be finished after it.
  std::vector<std::shared_ptr<LineSink>> close_locked();
  void say_gone();

  std::string player_;
  Gone gone_;
  mutable std::mutex mutex_;
  std::shared_ptr<LineSink> events_;         // under mutex_
  std::map<std::string, GameStream> games_;  // under mutex_: game id → its stream
  std::set<std::string> announced_;          // under mutex_: games whose gameStart went out
  PeerIdentity identity_;                    // under mutex_
  bool closed_ = false;                      // under mutex_
  bool greeted_ = false;                     // under mutex_
  bool gone_said_ = false;                   // under mutex_
};

}  // namespace mancala::server::botapi

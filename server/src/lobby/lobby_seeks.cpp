// The lobby's seeks (PROTOCOL.md §Seeks and challenges): a player offers a game to anyone, the
// offer is listed (GET /api/seeks) on this process, and another player accepts it. A real-time
// seek lives while its player is connected; a correspondence seek stays until taken back.
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/protocol/seek_message.hpp"
#include "mancala/protocol/server_message.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

namespace {

constexpr const char* no_seek = "no open seek with this id: it was taken back, accepted, or its player left";

std::string rating_key_of(const Seek& s) { return rating_key(variant_key(s.variant), rating_speed(s.clock)); }

/// Where a stored seek is listed: this node of a cluster, or "" alone.
std::string seek_node(const NodeLink* link) { return link ? link->node() : std::string(); }

bool in_range(const Seek& s, double rating) {
  return !s.rating_range || ((*s.rating_range)[0] <= rating && rating <= (*s.rating_range)[1]);
}

}  // namespace

void Lobby::seek_create(Reply reply, std::string player, protocol::SeekCreate m) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), m = std::move(m)] {
    try {
      Rules check(m.variant);
    } catch (const std::exception& e) {
      return reply.error(ErrorCode::bad_message, std::string("variant: ") + e.what());
    }
    Seek s;
    s.player = player;
    auto me = players_.find(player);
    s.name = me != players_.end() ? me->second.name : player;
    s.account = me != players_.end() && me->second.account;
    s.variant = m.variant;
    s.clock = m.clock ? *m.clock : ctx_.config.default_clock;
    s.rated = m.rated;
    s.side = m.side;
    s.rating_range = m.rating_range;
    // The rating the lobby shows, read off the strand (none before a rated game at this board and speed).
    net::post(ctx_.pools.reads, [this, reply, s = std::move(s)]() mutable {
      if (auto ban = running_ban(s.player)) return refuse_banned(reply, *ban);
      try {
        const StoredRating r = ctx_.store.rating(s.player, rating_key_of(s));
        if (r.games > 0) s.rating = r.rating;
      } catch (const std::exception& e) {
        spdlog::error("seek: cannot read the rating of {}: {}; listed without one", s.player, e.what());
      }
      net::post(strand_, [this, reply, s = std::move(s)]() mutable {
        auto it = players_.find(s.player);
        // Closed meanwhile: a seek that is not lasting would outlive its player. A bot API
        // request stands in for the player's connection (their event stream).
        const PeerPtr current = it == players_.end() ? nullptr : it->second.peer.lock();
        if (!s.lasting() && (!current || (current != reply.peer && !reply.peer->stands_in()))) return;
        if (seeks_.size() >= seeks_.max_total())
          return reply.error(ErrorCode::rate_limited, "the lobby holds as many seeks as it can: try again later");
        auto filed = seeks_.create(std::move(s));
        if (!filed)
          return reply.error(ErrorCode::rate_limited, "at most " + std::to_string(seeks_.max_per_player()) +
                                                          " open seeks at once: cancel one or wait for a player");
        if (filed->lasting()) ctx_.store.save_seek({filed->id, filed->player, seek_node(link_), stored_text(*filed)});
        reply.send(protocol::seek_created_message(reply.id, filed->id));
      });
    });
  });
}

void Lobby::seek_cancel(Reply reply, std::string player, protocol::SeekCancel m) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), m = std::move(m)] {
    const auto found = seeks_.find(m.seek);
    if (!found || found->player != player) return reply.error(ErrorCode::bad_message, no_seek);
    seeks_.take(m.seek);
    if (found->lasting()) ctx_.store.delete_seek(m.seek);
    reply.send(protocol::seek_cancelled_message(reply.id, m.seek));
  });
}

void Lobby::seek_accept(Reply reply, std::string player, protocol::SeekAccept m) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), m = std::move(m)] {
    const auto found = seeks_.find(m.seek);
    if (!found) return reply.error(ErrorCode::bad_message, no_seek);
    if (found->player == player)
      return reply.error(ErrorCode::bad_message, "this is your own seek: wait for another player to accept it");
    // Off the strand: a block between the two refuses it; both ratings, the range checked on the
    // accepting player's, a rated game starting from both. The seek may go meanwhile.
    net::post(ctx_.pools.reads, [this, reply, player, s = *found] {
      if (auto ban = running_ban(player)) return refuse_banned(reply, *ban);
      if (running_ban(s.player)) return reply.error(ErrorCode::bad_message, "this seek's player cannot play now");
      std::array<std::optional<StoredRating>, 2> ratings;
      try {
        if (ctx_.store.blocked_either(s.player, player))
          return reply.error(ErrorCode::bad_message, "you cannot play this seek's player");
        ratings = {ctx_.store.rating(s.player, rating_key_of(s)), ctx_.store.rating(player, rating_key_of(s))};
      } catch (const std::exception& e) {
        spdlog::error("seek: cannot read ratings: {}", e.what());
        return reply.error(ErrorCode::bad_message, "ratings cannot be read now: try again");
      }
      net::post(strand_, [this, reply, player, id = s.id, ratings] {
        const auto still = seeks_.find(id);
        if (!still) return reply.error(ErrorCode::bad_message, no_seek);
        if (!in_range(*still, ratings[1]->rating))
          return reply.error(ErrorCode::bad_message,
                             "your rating " + std::to_string(static_cast<int>(ratings[1]->rating)) +
                                 " is outside this seek's range " + std::to_string((*still->rating_range)[0]) + "-" +
                                 std::to_string((*still->rating_range)[1]));
        open_seek(reply, player, *still, still->rated ? ratings : std::array<std::optional<StoredRating>, 2>{});
      });
    });
  });
}

void Lobby::open_seek(const Reply& reply, const std::string& player, const Seek& s,
                      std::array<std::optional<StoredRating>, 2> ratings) {
  Proposal p{s.player, s.name, player, s.variant, s.clock, s.rated, s.side, ratings, "the seek's player", true};
  if (!open_proposal(reply, p)) return;
  seeks_.take(s.id);
  send_to(s.player, protocol::seek_cancelled_message(std::nullopt, s.id));
  if (s.lasting()) ctx_.store.delete_seek(s.id);
  if (s.correspondence()) return;
  // A real-time game holds both players: their other real-time seeks end.
  drop_seeks(s.player, true, true, true);
  drop_seeks(player, true, true, true);
}

void Lobby::restore_seeks() {
  int listed = 0;
  for (const StoredSeek& row : ctx_.store.seeks(seek_node(link_))) {
    auto s = seek_from_stored(row.seek);
    if (!s) {
      spdlog::warn("seek {}: stored text is not a seek; skipped", row.id);
      continue;
    }
    seeks_.restore(std::move(*s));
    ++listed;
  }
  if (listed > 0) spdlog::info("{} stored correspondence seeks listed again", listed);
}

void Lobby::drop_seeks(const std::string& player, bool keep_lasting, bool keep_correspondence, bool tell) {
  for (const Seek& s : seeks_.take_of(player, keep_lasting, keep_correspondence)) {
    if (s.lasting()) ctx_.store.delete_seek(s.id);
    if (tell) send_to(player, protocol::seek_cancelled_message(std::nullopt, s.id));
  }
}

}  // namespace mancala::server

// The lobby's challenges (PROTOCOL.md §Seeks and challenges): a player asks another by id for a
// game; the target is shown it when connected to this process (a cluster's other nodes are not
// asked), and accepts, declines or lets it expire; the challenger may cancel it first.
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "mancala/protocol/challenge_message.hpp"
#include "mancala/protocol/server_message.hpp"
#include "mancala/server/lobby/lobby.hpp"
#include "mancala/server/play/room_registry.hpp"
#include "mancala/server/queue/match_queue.hpp"
#include "mancala/server/rating/rating_rules.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

namespace {

constexpr const char* no_challenge = "no open challenge with this id for you: it was taken back, answered or expired";

protocol::ChallengeView view_of(const Challenge& c) {
  return {c.id, {c.challenger, c.challenger_name, c.challenger_rating, c.challenger_bot}, c.variant, c.clock, c.rated};
}

std::string rating_key_of(const Challenge& c) { return rating_key(variant_key(c.variant), rating_speed(c.clock)); }

}  // namespace

void Lobby::challenge_create(Reply reply, std::string player, protocol::ChallengeCreate m) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), m = std::move(m)] {
    if (m.player == player) return reply.error(ErrorCode::bad_message, "you cannot challenge yourself");
    try {
      Rules check(m.variant);
    } catch (const std::exception& e) {
      return reply.error(ErrorCode::bad_message, std::string("variant: ") + e.what());
    }
    Challenge c;
    c.challenger = player;
    auto me = players_.find(player);
    c.challenger_name = me != players_.end() ? me->second.name : player;
    c.challenger_bot = me != players_.end() && me->second.bot;
    c.target = m.player;
    c.variant = m.variant;
    c.clock = m.clock ? *m.clock : ctx_.config.default_clock;
    c.rated = m.rated;
    c.side = m.side;
    const bool connected = players_.count(c.target) > 0;
    // Off the strand: whether a target not connected here is a player at all, whether either of
    // the two blocked the other, and the rating the target is shown (none before the
    // challenger's first rated game at this board and speed).
    net::post(ctx_.pools.reads, [this, reply, c = std::move(c), connected]() mutable {
      if (auto ban = running_ban(c.challenger)) return refuse_banned(reply, *ban);
      bool exists = connected, refused = false;
      try {
        if (!exists) exists = ctx_.store.player_profile(c.target).has_value();
        refused = exists && ctx_.store.blocked_either(c.challenger, c.target);
        const StoredRating r = ctx_.store.rating(c.challenger, rating_key_of(c));
        if (r.games > 0) c.challenger_rating = r.rating;
      } catch (const std::exception& e) {
        spdlog::error("challenge: cannot read players: {}", e.what());
        return reply.error(ErrorCode::bad_message, "players cannot be read now: try again");
      }
      net::post(strand_, [this, reply, c = std::move(c), exists, refused]() mutable {
        if (refused) return reply.error(ErrorCode::challenge_refused, "this player does not take challenges from you");
        file_challenge(reply, std::move(c), exists);
      });
    });
  });
}

void Lobby::file_challenge(const Reply& reply, Challenge c, bool exists) {
  if (!exists) return reply.error(ErrorCode::player_not_found, "no player " + c.target);
  auto filed = challenges_.create(std::move(c));
  if (!filed)
    return reply.error(ErrorCode::rate_limited, "at most " + std::to_string(ctx_.config.max_open_challenges) +
                                                    " open challenges at once: cancel one or wait for an answer");
  reply.send(protocol::challenge_created_message(reply.id, filed->id));
  auto target = players_.find(filed->target);
  if (target == players_.end()) return;  // shown at their next hello
  if (auto peer = target->second.peer.lock()) {
    peer->send(protocol::challenge_message(view_of(*filed)));
    challenges_.mark_shown(filed->id);
  }
}

void Lobby::show_challenges(const std::string& player, const PeerPtr& peer) {
  for (const Challenge& c : challenges_.to(player)) {
    peer->send(protocol::challenge_message(view_of(c)));
    challenges_.mark_shown(c.id);
  }
}

void Lobby::challenge_accept(Reply reply, std::string player, protocol::ChallengeAccept m) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), m = std::move(m)] {
    const Challenge* found = challenges_.find(m.challenge);
    if (!found || found->target != player) return reply.error(ErrorCode::bad_message, no_challenge);
    // Off the strand: the accepting player's play ban, and for a rated game both ratings; the
    // challenge may go meanwhile.
    net::post(ctx_.pools.reads, [this, reply, c = *found] {
      if (auto ban = running_ban(c.target)) return refuse_banned(reply, *ban);
      if (running_ban(c.challenger)) return reply.error(ErrorCode::bad_message, "your challenger cannot play now");
      std::array<std::optional<StoredRating>, 2> ratings;
      if (c.rated) {
        try {
          ratings = {ctx_.store.rating(c.challenger, rating_key_of(c)), ctx_.store.rating(c.target, rating_key_of(c))};
        } catch (const std::exception& e) {
          spdlog::error("challenge: cannot read ratings: {}; starting from a newcomer's", e.what());
          ratings = {StoredRating{}, StoredRating{}};
        }
      }
      net::post(strand_, [this, reply, id = c.id, ratings] {
        const Challenge* still = challenges_.find(id);
        if (!still) return reply.error(ErrorCode::bad_message, no_challenge);
        open_challenge(reply, *still, ratings);
      });
    });
  });
}

void Lobby::open_challenge(const Reply& reply, const Challenge& c, std::array<std::optional<StoredRating>, 2> ratings) {
  Proposal p{c.challenger, c.challenger_name, c.target,         c.variant, c.clock, c.rated,
             c.side,       ratings,           "your challenger"};
  if (open_proposal(reply, p)) challenges_.take(c.id);  // after the last use of `c`, which may be the book's own entry
}

void Lobby::challenge_decline(Reply reply, std::string player, protocol::ChallengeDecline m) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), m = std::move(m)] {
    const Challenge* found = challenges_.find(m.challenge);
    if (!found || found->target != player) return reply.error(ErrorCode::bad_message, no_challenge);
    const Challenge c = *challenges_.take(m.challenge);
    reply.send(protocol::challenge_declined_message(reply.id, c.id, m.reason));
    send_to(c.challenger, protocol::challenge_declined_message(std::nullopt, c.id, m.reason));
  });
}

void Lobby::challenge_cancel(Reply reply, std::string player, protocol::ChallengeCancel m) {
  net::post(strand_, [this, reply = std::move(reply), player = std::move(player), m = std::move(m)] {
    const Challenge* found = challenges_.find(m.challenge);
    if (!found || found->challenger != player) return reply.error(ErrorCode::bad_message, no_challenge);
    const Challenge c = *challenges_.take(m.challenge);
    reply.send(protocol::challenge_cancelled_message(reply.id, c.id));
    if (c.shown) send_to(c.target, protocol::challenge_cancelled_message(std::nullopt, c.id));
  });
}

void Lobby::on_challenges_expired(std::vector<Challenge> expired) {
  // Both sides hear it, so that neither keeps a banner or a pending line for it.
  for (const Challenge& c : expired) {
    const std::string frame = protocol::challenge_cancelled_message(std::nullopt, c.id);
    if (c.shown) send_to(c.target, frame);
    send_to(c.challenger, frame);
  }
}

void Lobby::send_to(const std::string& player, const std::string& frame) {
  auto it = players_.find(player);
  if (it == players_.end()) return;
  if (auto peer = it->second.peer.lock()) peer->send(frame);
}

}  // namespace mancala::server

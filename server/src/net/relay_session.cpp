#include "net/relay_session.hpp"

#include <boost/asio/post.hpp>

#include "mancala/server/lobby/lobby.hpp"
#include "net/relay_hub.hpp"

namespace mancala::server {

namespace net = boost::asio;

RelaySession::RelaySession(NetContext& ctx, RelayHub& hub, std::string node, std::string conn)
    : ClientSession(ctx),
      hub_(hub),
      node_(std::move(node)),
      conn_(std::move(conn)),
      strand_(net::make_strand(ctx.ioc)) {}

void RelaySession::start_hello(std::string text) {
  net::post(strand_,
            [self = std::static_pointer_cast<RelaySession>(shared_from_this()), text = std::move(text)]() mutable {
              self->pending_.push_back(std::move(text));
              self->read_next();
            });
}

void RelaySession::start_adopted(std::string player, std::string name, bool account, bool bot, std::string pairing,
                                 std::optional<Variant> queued, std::optional<protocol::TimeControl> queued_clock) {
  net::post(strand_,
            [self = std::static_pointer_cast<RelaySession>(shared_from_this()), player = std::move(player),
             name = std::move(name), account, bot, pairing = std::move(pairing), queued, queued_clock]() mutable {
              self->player_ = player;
              self->greeted_ = true;
              self->ctx_.lobby.adopt(self, std::move(player), std::move(name), account, bot, std::move(pairing), queued,
                                     queued_clock);
              self->read_next();
            });
}

void RelaySession::incoming(std::string text) {
  net::post(strand_,
            [self = std::static_pointer_cast<RelaySession>(shared_from_this()), text = std::move(text)]() mutable {
              if (self->ended_) return;
              if (self->pending_.size() >= max_pending) return self->close_now(1008, "rate limit");
              self->pending_.push_back(std::move(text));
              if (self->reading_) self->read_next();
            });
}

void RelaySession::read_next() {
  reading_ = true;
  if (draining_) return;
  draining_ = true;
  // handle() calls read_next() again when the next message may follow (not after `hello`).
  while (reading_ && !pending_.empty() && !ended_) {
    reading_ = false;
    std::string text = std::move(pending_.front());
    pending_.pop_front();
    handle(text);
  }
  draining_ = false;
}

void RelaySession::gone() {
  net::post(strand_, [self = std::static_pointer_cast<RelaySession>(shared_from_this())] {
    self->open_ = false;
    self->end();
  });
}

void RelaySession::send(std::shared_ptr<const std::string> frame) {
  net::post(strand_, [self = std::static_pointer_cast<RelaySession>(shared_from_this()), frame = std::move(frame)] {
    if (self->ended_) return;
    self->hub_.send_frame(self->node_, self->conn_, self->next_seq_++, *frame);
  });
}

void RelaySession::relay_to(const std::string& node, const std::string& player, std::string open) {
  net::post(strand_,
            [self = std::static_pointer_cast<RelaySession>(shared_from_this()), node, player, open = std::move(open)] {
              if (self->ended_) return;
              self->hub_.send_move(self->node_, self->conn_, node, player, open);
              // Quietly: the lobby here has let go of the player already.
              self->ended_ = true;
              self->closing_ = true;
              self->open_ = false;
              self->pending_.clear();
              self->hub_.session_ended(self->node_, self->conn_);
            });
}

void RelaySession::close_with(std::uint16_t code, std::string reason) {
  net::post(strand_, [self = std::static_pointer_cast<RelaySession>(shared_from_this()), code,
                      reason = std::move(reason)]() mutable { self->close_now(code, std::move(reason)); });
}

void RelaySession::close_now(std::uint16_t code, std::string reason) {
  if (ended_) return;
  hub_.send_close(node_, conn_, code, reason);
  open_ = false;
  end();
}

void RelaySession::end() {
  if (ended_) return;
  ended_ = true;
  closing_ = true;
  pending_.clear();
  say_goodbye();
  hub_.session_ended(node_, conn_);
}

}  // namespace mancala::server

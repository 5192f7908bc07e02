// GameRoom, part four: what one seat offers the other during a game (PROTOCOL.md §Offers).
#include <boost/asio/post.hpp>

#include "mancala/server/play/game_room.hpp"

namespace mancala::server {

namespace net = boost::asio;
using protocol::ErrorCode;

void GameRoom::abort(Reply reply, std::string /*player*/) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply)] {
    self->refuse(reply, ErrorCode::bad_message, "abort is not available yet");
  });
}

void GameRoom::offer(Reply reply, std::string /*player*/, protocol::OfferKind /*kind*/) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply)] {
    self->refuse(reply, ErrorCode::bad_message, "offers are not available yet");
  });
}

void GameRoom::decline(Reply reply, std::string /*player*/, protocol::OfferKind /*kind*/) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply)] {
    self->refuse(reply, ErrorCode::bad_message, "offers are not available yet");
  });
}

void GameRoom::more_time(Reply reply, std::string /*player*/) {
  net::post(strand_, [self = shared_from_this(), reply = std::move(reply)] {
    self->refuse(reply, ErrorCode::bad_message, "more time is not available yet");
  });
}

}  // namespace mancala::server

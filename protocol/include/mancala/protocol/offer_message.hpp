// The server → client messages of PROTOCOL.md §Offers.
#pragma once

#include <string>

#include "mancala/engine/types.hpp"
#include "mancala/protocol/client_message.hpp"

namespace mancala::protocol {

/// `offer` {game, kind, from}: the seat `from` offers a draw or asks for a takeback.
std::string offer_message(const std::string& game, OfferKind kind, Side from);
/// `offer.cleared` {game, kind}: the offer was accepted, declined or fell.
std::string offer_cleared_message(const std::string& game, OfferKind kind);

}  // namespace mancala::protocol

#include "mancala/protocol/offer_message.hpp"

#include <nlohmann/json.hpp>

namespace mancala::protocol {

std::string offer_message(const std::string& game, OfferKind kind, Side from) {
  return nlohmann::json{
      {"type", "offer"}, {"game", game}, {"kind", std::string(to_string(kind))}, {"from", std::string(to_string(from))}}
      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string offer_cleared_message(const std::string& game, OfferKind kind) {
  return nlohmann::json{{"type", "offer.cleared"}, {"game", game}, {"kind", std::string(to_string(kind))}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace mancala::protocol

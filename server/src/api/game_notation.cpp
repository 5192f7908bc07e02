#include "game_notation.hpp"

#include "mancala/protocol/notation.hpp"

namespace mancala::server {

std::string game_notation(const GameRecord& g) {
  const StoredSeat& south = g.swapped ? g.start.north : g.start.south;
  const StoredSeat& north = g.swapped ? g.start.south : g.start.north;
  protocol::NotationGame n;
  n.game = g.start.id;
  n.variant = g.start.variant;
  n.south = {south.name, south.bot};
  n.north = {north.name, north.bot};
  n.result = g.result;
  n.reason = g.reason;
  n.started_at = g.started_at;
  n.ended_at = g.ended_at.value_or("");
  n.stores = g.stores;
  n.clock = g.start.clock;
  n.plies = g.plies;
  return protocol::to_notation(n);
}

}  // namespace mancala::server

#include "game_export.hpp"

#include "game_json.hpp"

namespace mancala::server {

int export_games(Store& store, std::ostream& out) {
  // The list carries no plies: each game is read again whole.
  const std::vector<GameRecord> newest_first = store.recent_games(max_exported_games);
  int written = 0;
  for (auto it = newest_first.rbegin(); it != newest_first.rend(); ++it) {
    const auto game = store.game(it->start.id);
    if (!game) continue;  // deleted with its player since the list was read
    out << game_json(*game, true).dump() << '\n';
    ++written;
  }
  return written;
}

}  // namespace mancala::server

#include "mancala/server/offline/offline_game.hpp"

#include <algorithm>
#include <mutex>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/play/ids.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

bool offline_id_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

std::string offline_ply_text(Ply p) {
  return p.is_swap() ? std::string("swap") : "pit " + std::to_string(p.pit_index());
}

}  // namespace

std::variant<OfflineGame, std::string> read_offline_game(const json& body) {
  if (!body.is_object()) return std::string("the body must be a JSON object");
  OfflineGame g;
  const auto id = body.find("id");
  if (id == body.end() || !id->is_string()) return std::string("id: a string is required");
  g.client_id = id->get<std::string>();
  if (g.client_id.size() < min_offline_id || g.client_id.size() > max_offline_id ||
      !std::all_of(g.client_id.begin(), g.client_id.end(), offline_id_char))
    return "id: " + std::to_string(min_offline_id) + ".." + std::to_string(max_offline_id) +
           " characters of A-Z, a-z, 0-9, _ and -";

  const auto variant = body.find("variant");
  if (variant == body.end() || !variant->is_object()) return std::string("variant: an object is required");
  auto v = protocol::variant_from_json(*variant);
  if (auto* why = std::get_if<std::string>(&v)) return *why;
  g.variant = std::get<Variant>(v);

  const auto opponent = body.find("opponent");
  if (opponent == body.end() || !opponent->is_string())
    return std::string("opponent: \"easy\", \"medium\", \"hard\" or \"local\"");
  const std::string who = opponent->get<std::string>();
  if (who != "local") {
    g.computer = ai::level_from_string(who);
    if (!g.computer) return std::string("opponent: \"easy\", \"medium\", \"hard\" or \"local\"");
    const auto side = body.find("side");
    const auto seat =
        side != body.end() && side->is_string() ? protocol::side_from_string(side->get<std::string>()) : std::nullopt;
    if (!seat) return std::string("side: \"south\" or \"north\", the player's side against the computer");
    g.seat = *seat;
  }

  const auto plies = body.find("plies");
  if (plies == body.end() || !plies->is_array()) return std::string("plies: an array is required");
  if (plies->size() > max_offline_plies) return "plies: at most " + std::to_string(max_offline_plies) + " plies";
  for (const auto& j : *plies) {
    const auto ply = j.is_number_integer() || j.is_string() ? protocol::ply_from_json(j) : std::nullopt;
    if (!ply) return "plies[" + std::to_string(g.plies.size()) + "]: a pit index or \"swap\"";
    g.plies.push_back(*ply);
  }
  return g;
}

std::variant<Position, std::string> replay_offline_game(const OfflineGame& g) {
  const Rules rules(g.variant);
  Position p = rules.start();
  for (std::size_t i = 0; i < g.plies.size(); ++i) {
    if (const MoveError e = rules.check(p, g.plies[i]); e != MoveError::none)
      return "ply " + std::to_string(i + 1) + " (" + offline_ply_text(g.plies[i]) + "): " + std::string(describe(e));
    rules.play(p, g.plies[i]);
  }
  if (!p.over()) return "the game is not over after its " + std::to_string(g.plies.size()) + " plies";
  return p;
}

std::string offline_game_id(const std::string& player_id, const std::string& client_id) {
  // Twelve hex digits look like every other game id ([0-9a-z]) and do not collide in practice.
  return sha256_hex("offline:" + player_id + ":" + client_id).substr(0, 12);
}

OfflineStored store_offline_game(Store& store, const StoredPlayer& player, const OfflineGame& g,
                                 const Position& final_position) {
  // One upload at a time, from the check to the end of its writes: two retries of one game that
  // arrive together must not both find it missing. Uploads are rare; a game's writes take
  // milliseconds.
  static std::mutex one_at_a_time;
  std::lock_guard lock(one_at_a_time);
  const std::string id = offline_game_id(player.id, g.client_id);
  if (store.game(id)) return OfflineStored::already_stored;

  GameStart start;
  start.id = id;
  start.variant = g.variant;
  start.kind = g.computer ? "bot" : "local";
  const StoredSeat me{player.id, player.name, std::nullopt};
  if (g.computer) {
    const StoredSeat computer{"", "Computer (" + std::string(ai::to_string(*g.computer)) + ")", g.computer};
    start.south = g.seat == Side::south ? me : computer;
    start.north = g.seat == Side::south ? computer : me;
  } else {
    start.south = start.north = me;
  }
  store.start_game(start);
  const Rules rules(g.variant);
  Position p = rules.start();
  for (std::size_t i = 0; i < g.plies.size(); ++i) {
    store.add_ply(id, static_cast<int>(i), p.to_move, g.plies[i]);
    rules.play(p, g.plies[i]);
  }
  store.finish_game(id, final_position, {});
  store.flush();  // answered once stored: a retry after the answer finds the game
  return OfflineStored::stored;
}

}  // namespace mancala::server

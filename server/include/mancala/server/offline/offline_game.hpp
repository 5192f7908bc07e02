// A game played on a device without the server (the web client offline, on the engine compiled
// to WebAssembly) and sent afterwards: read, replayed ply by ply through the engine, and stored as
// a finished, unrated game of its player (docs/protocol.md §Offline games).
#pragma once

#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// The most plies an offline game may hold: far more than any finished game of the boards offered.
inline constexpr std::size_t max_offline_plies = 2000;
/// A client-made id (the same for every retry of one game): this many characters of [A-Za-z0-9_-].
inline constexpr std::size_t min_offline_id = 8, max_offline_id = 64;

/// One offline game as the client sends it. `computer`: the level of the computer it played;
/// nullopt: both sides were played on the device (a local game). `seat`: the player's side
/// against the computer (South in a local game).
struct OfflineGame {
  std::string client_id;
  Variant variant;
  std::optional<ai::Level> computer;
  Side seat = Side::south;
  std::vector<Ply> plies;
};

/// Reads an upload's JSON body: the game, or why it is refused, naming the field.
std::variant<OfflineGame, std::string> read_offline_game(const nlohmann::json& body);

/// Replays the game from the start of its variant: the final position, or why it is refused
/// ("ply 7 (pit 3): the pit holds no seed", "the game is not over after its 12 plies").
std::variant<Position, std::string> replay_offline_game(const OfflineGame& g);

/// The stored game's id for `player`'s client id: the same for every retry, so a game is stored once.
std::string offline_game_id(const std::string& player_id, const std::string& client_id);

/// Whether store_offline_game wrote the game or found it stored by an earlier upload.
enum class OfflineStored : std::uint8_t { stored, already_stored };

/// Stores game `g` of `player` (its start row, its plies and its result, unrated; `final_position`
/// from replay_offline_game) under offline_game_id, unless that id is already stored, and returns
/// once the writes have ended. Blocks: call it from the reads pool. Throws like Store's reads.
OfflineStored store_offline_game(Store& store, const StoredPlayer& player, const OfflineGame& g,
                                 const Position& final_position);

}  // namespace mancala::server

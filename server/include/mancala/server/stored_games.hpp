// Games in progress as the database holds them, read once at start-up to restore their rooms.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "mancala/protocol/server_message.hpp"
#include "mancala/server/game_store.hpp"

namespace mancala::server {

/// One unfinished game: its row (as GameStore::start_game wrote it), every stored ply in order,
/// and wall-clock times (system_clock) of its start and of its last stored ply.
struct StoredGame {
  GameStart start;
  std::vector<protocol::RecordedPly> plies;
  std::chrono::system_clock::time_point started_at;
  std::chrono::system_clock::time_point last_ply_at;  // started_at when no ply was stored
};

/// Every game of `db_path` whose `ended_at` is null, oldest first. Opens its own read-only
/// connection (start-up only, before any room runs). A row with an unreadable variant or ply is
/// skipped with a warning. Throws std::runtime_error when the database cannot be read.
std::vector<StoredGame> load_games_in_progress(const std::string& db_path);

/// Parses GameStore's "2026-11-29T12:00:00.123Z"; nullopt when the text is not in that form.
std::optional<std::chrono::system_clock::time_point> parse_iso_time(const std::string& text);

}  // namespace mancala::server

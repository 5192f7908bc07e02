// A stored game replayed through the engine, ply by ply (GET /api/games/{id}/replay).
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// {"game","variant","players","start":STATE,"plies":[{"n","side","pit" or "swap":true,"path",
/// "captured","extra_turn","state","played_at","clock_ms"?}],"result","reason","clock"} (PROTOCOL.md
/// §Live games, replay, export). `n` is the ply's number from 0 (the state's `ply` before it); a
/// ply the engine refuses (a damaged record) ends the list there. `clock_ms` (the mover's time
/// left after the ply) only on a ply that has one; `clock` the time control, null when untimed.
/// `chat`: the players' room's lines (`players_chat`, as Store::chat_lines reads them) but the
/// troll ones, each {"room":"players","from":{id,name},"text","at","ply"}, oldest first.
nlohmann::json game_replay(const GameRecord& g, const std::vector<StoredChatLine>& players_chat = {});

}  // namespace mancala::server

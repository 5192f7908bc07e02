// The tournaments of PROTOCOL.md §Tournaments over the WebSocket: the client's `tournament.watch`
// and `tournament.unwatch`, read from JSON, and the server's `tournament.unwatched` and the
// tournament room's `chat` and `chat.history` frames. The `tournament` frame itself is the
// server's (its body is GET /api/tournaments/{id}'s object).
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "mancala/protocol/chat_message.hpp"

namespace mancala::protocol {

/// Longest tournament id a client may send (the server's are 12 characters).
inline constexpr std::size_t max_tournament_chars = 64;

/// `tournament.watch` {tournament}: the connection gets `tournament` frames until it unwatches.
struct TournamentWatch {
  std::string tournament;
};
/// `tournament.unwatch` {tournament}: answered `tournament.unwatched`.
struct TournamentUnwatch {
  std::string tournament;
};
using TournamentBody = std::variant<TournamentWatch, TournamentUnwatch>;

/// True for `tournament.watch` and `tournament.unwatch`.
bool is_tournament_type(std::string_view type) noexcept;
/// Reads the fields of a message of one of those types; the error names the field at fault.
std::variant<TournamentBody, std::string> tournament_from_json(std::string_view type, const nlohmann::json& j);

/// `tournament.unwatched` {tournament}, echoing `id`.
std::string tournament_unwatched_message(const std::optional<std::string>& id, const std::string& tournament);
/// `chat` {tournament, room:"tournament", from:{id,name,new}, text, at}; the sender's copy echoes `id`.
std::string tournament_chat_message(const std::optional<std::string>& id, const std::string& tournament,
                                    const ChatLineView& line);
/// `chat.history` {tournament, room:"tournament", lines:[{from, text, at}]}, oldest first.
std::string tournament_chat_history_message(const std::string& tournament, const std::vector<ChatLineView>& lines);

}  // namespace mancala::protocol

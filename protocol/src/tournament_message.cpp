#include "mancala/protocol/tournament_message.hpp"

#include <nlohmann/json.hpp>

#include "frame_text.hpp"

namespace mancala::protocol {
// Named inside the anonymous namespace: a unity build puts the other messages' helpers beside these.
namespace {
namespace tournament_fields {

using nlohmann::json;

using detail::dump;

json line_json(const ChatLineView& l) {
  return {{"from", {{"id", l.from.id}, {"name", l.from.name}, {"new", l.from.fresh}}}, {"text", l.text}, {"at", l.at}};
}

// Reads `tournament` into `out`; the error names the field.
std::optional<std::string> read_id(const json& j, std::string& out) {
  auto it = j.find("tournament");
  if (it == j.end()) return "tournament is missing";
  if (!it->is_string() || it->get_ref<const std::string&>().size() > max_tournament_chars)
    return "tournament must be a string of at most 64 characters";
  out = it->get<std::string>();
  return std::nullopt;
}

}  // namespace tournament_fields
}  // namespace

bool is_tournament_type(std::string_view type) noexcept {
  return type == "tournament.watch" || type == "tournament.unwatch";
}

std::variant<TournamentBody, std::string> tournament_from_json(std::string_view type, const nlohmann::json& j) {
  std::string id;
  if (auto why = tournament_fields::read_id(j, id)) return *why;
  if (type == "tournament.watch") return TournamentBody{TournamentWatch{std::move(id)}};
  return TournamentBody{TournamentUnwatch{std::move(id)}};
}

std::string tournament_unwatched_message(const std::optional<std::string>& id, const std::string& tournament) {
  nlohmann::json j{{"type", "tournament.unwatched"}, {"tournament", tournament}};
  if (id) j["id"] = *id;
  return tournament_fields::dump(j);
}

std::string tournament_chat_message(const std::optional<std::string>& id, const std::string& tournament,
                                    const ChatLineView& line) {
  nlohmann::json j = tournament_fields::line_json(line);
  j["type"] = "chat";
  j["tournament"] = tournament;
  j["room"] = "tournament";
  if (id) j["id"] = *id;
  return tournament_fields::dump(j);
}

std::string tournament_chat_history_message(const std::string& tournament, const std::vector<ChatLineView>& lines) {
  nlohmann::json all = nlohmann::json::array();
  for (const auto& l : lines) all.push_back(tournament_fields::line_json(l));
  return tournament_fields::dump(
      {{"type", "chat.history"}, {"tournament", tournament}, {"room", "tournament"}, {"lines", std::move(all)}});
}

}  // namespace mancala::protocol

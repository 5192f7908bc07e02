#include "mancala/protocol/berserk_message.hpp"

#include <nlohmann/json.hpp>

namespace mancala::protocol {

bool is_berserk_type(std::string_view type) noexcept { return type == "berserk"; }

std::variant<Berserk, std::string> berserk_from_json(const nlohmann::json& j) {
  auto game = j.find("game");
  if (game == j.end()) return "game is missing";
  if (!game->is_string()) return "game must be a string";
  return Berserk{game->get<std::string>()};
}

}  // namespace mancala::protocol

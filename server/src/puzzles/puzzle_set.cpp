#include "mancala/server/puzzles/puzzle_set.hpp"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace mancala::server {

std::string puzzle_set_path(const std::string& web_root) {
  std::filesystem::path web = std::filesystem::path(web_root).lexically_normal();
  if (!web.has_filename()) web = web.parent_path();  // "web/"
  return (web.parent_path() / "puzzles" / "puzzles.json").string();
}

PuzzleSet PuzzleSet::read(const std::string& path) {
  PuzzleSet set;
  std::ifstream in(path);
  if (!in) return set;
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("puzzles") || !j["puzzles"].is_array())
    throw std::runtime_error(path + ": not a puzzle set ({\"puzzles\":[...]})");
  for (std::size_t i = 0; i < j["puzzles"].size(); ++i) {
    auto e = protocol::puzzle_from_json(j["puzzles"][i]);
    if (auto* why = std::get_if<std::string>(&e))
      throw std::runtime_error(path + ": puzzle " + std::to_string(i) + ": " + *why);
    set.puzzles_.push_back(std::move(std::get<protocol::PuzzleEntry>(e)));
  }
  return set;
}

const protocol::PuzzleEntry* PuzzleSet::find(const std::string& id) const {
  for (const auto& p : puzzles_)
    if (p.id == id) return &p;
  return nullptr;
}

}  // namespace mancala::server

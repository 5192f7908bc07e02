// `mancala play`: apply plies, or replay a notation file, and print the final state object.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "common.hpp"
#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/notation.hpp"

namespace mancala::cli {

using nlohmann::json;

void PositionOptions::add_to(CLI::App& cmd, bool with_state) {
  cmd.add_option("--variant", variant_json, "variant object as JSON (default: the standard board)");
  if (with_state)
    cmd.add_option("--state", state_json,
                   R"(start state as JSON: {"pits":[[..],[..]],"stores":[s,n],"to_move":"south"})");
  cmd.add_option("plies", plies, "plies: pit index 0..P-1 from the mover's left, or swap");
}

Rules PositionOptions::rules() const {
  Variant v;
  if (!variant_json.empty()) {
    const json j = json::parse(variant_json, nullptr, false);
    if (j.is_discarded()) throw UsageError("--variant is not valid JSON");
    auto parsed = protocol::variant_from_json(j);
    if (auto* err = std::get_if<std::string>(&parsed)) throw UsageError(*err);
    v = std::get<Variant>(parsed);
  }
  return Rules(v);
}

Position PositionOptions::position(const Rules& rules) const {
  Position p = rules.start();
  if (!state_json.empty()) {
    const json j = json::parse(state_json, nullptr, false);
    if (j.is_discarded()) throw UsageError("--state is not valid JSON");
    auto parsed = protocol::state_from_json(j, rules);
    if (auto* err = std::get_if<std::string>(&parsed)) throw UsageError(*err);
    p = std::get<Position>(parsed);
  }
  for (std::size_t i = 0; i < plies.size(); ++i) {
    const std::string& text = plies[i];
    std::optional<Ply> ply;
    if (text == "swap")
      ply = Ply::swap();
    else if (!text.empty() && text.size() <= 3 && text.find_first_not_of("0123456789") == std::string::npos)
      ply = Ply::pit(std::stoi(text) > 254 ? 254 : std::stoi(text));
    if (!ply) throw UsageError("ply " + std::to_string(i) + " (\"" + text + "\"): not a pit index or swap");
    if (MoveError e = rules.check(p, *ply); e != MoveError::none)
      throw UsageError("ply " + std::to_string(i) + " (" + text + "): illegal: " + std::string(describe(e)));
    rules.play(p, *ply);
  }
  return p;
}

namespace {

// The text of `path`, or of standard input for "-".
std::string read_text(const std::string& path) {
  std::ostringstream text;
  if (path == "-") {
    text << std::cin.rdbuf();
    return text.str();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError("--notation: cannot read " + path);
  text << in.rdbuf();
  return text.str();
}

// The game of a notation file (docs/notation.md) replayed: its variant and final position.
int play_notation(const std::string& path) {
  auto parsed = protocol::parse_notation(read_text(path));
  if (auto* e = std::get_if<protocol::NotationError>(&parsed))
    throw UsageError((path == "-" ? std::string("<stdin>") : path) + ":" + std::to_string(e->line) + ": " + e->message);
  const auto& g = std::get<protocol::NotationGame>(parsed);
  std::cout << protocol::state_to_json(g.final_position, g.variant.pits).dump() << "\n";
  return 0;
}

}  // namespace

void add_play(CLI::App& app, std::function<int()>& run) {
  auto opts = std::make_shared<PositionOptions>();
  auto notation = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("play", "apply plies and print the final state as one JSON line");
  opts->add_to(*cmd);
  cmd->add_option("--notation", *notation,
                  "a game in the notation of docs/notation.md (- for standard input), replayed instead of plies");
  cmd->callback([opts, notation, &run] {
    run = [opts, notation] {
      if (!notation->empty()) {
        if (!opts->variant_json.empty() || !opts->state_json.empty() || !opts->plies.empty())
          throw UsageError("--notation takes the variant and the plies from the file: no --variant, --state or plies");
        return play_notation(*notation);
      }
      const Rules rules = opts->rules();
      const Position p = opts->position(rules);
      std::cout << protocol::state_to_json(p, rules.pits()).dump() << "\n";
      return 0;
    };
  });
}

}  // namespace mancala::cli

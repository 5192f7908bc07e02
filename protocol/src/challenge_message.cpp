#include "mancala/protocol/challenge_message.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "frame_text.hpp"
#include "game_terms.hpp"
#include "mancala/protocol/client_message.hpp"
#include "mancala/protocol/json_game.hpp"

namespace mancala::protocol {
namespace {

using nlohmann::json;
using Read = std::variant<ChallengeBody, std::string>;

using detail::dump;

// A required string field of at most `max` characters.
std::optional<std::string> text(const json& j, const char* field, std::size_t max, std::string& out) {
  auto it = j.find(field);
  if (it == j.end()) return std::string(field) + " is missing";
  if (!it->is_string()) return std::string(field) + " must be a string";
  if (code_points(it->get_ref<const std::string&>()) > max)
    return std::string(field) + " must be at most " + std::to_string(max) + " characters";
  out = it->get<std::string>();
  return std::nullopt;
}

Read create(const json& j) {
  ChallengeCreate c;
  if (auto e = text(j, "player", max_challenge_chars, c.player)) return *e;
  if (auto e = read_game_terms(j, c.variant, c.clock, c.rated, c.side)) return *e;
  return c;
}

Read decline(const json& j) {
  ChallengeDecline d;
  if (auto e = text(j, "challenge", max_challenge_chars, d.challenge)) return *e;
  if (j.contains("reason")) {
    if (auto e = text(j, "reason", max_reason_chars, d.reason)) return *e;
    if (std::find(std::begin(challenge_reasons), std::end(challenge_reasons), d.reason) == std::end(challenge_reasons))
      return "reason must be one of generic, later, tooFast, tooSlow, timeControl, rated, casual, variant";
  }
  return d;
}

// `challenge.accept` and `challenge.cancel`: only the challenge's id.
template <class Body>
Read by_id(const json& j) {
  Body b;
  if (auto e = text(j, "challenge", max_challenge_chars, b.challenge)) return *e;
  return b;
}

}  // namespace

bool is_challenge_type(std::string_view type) noexcept {
  return type == "challenge.create" || type == "challenge.accept" || type == "challenge.decline" ||
         type == "challenge.cancel";
}

std::variant<ChallengeBody, std::string> challenge_from_json(std::string_view type, const json& j) {
  if (type == "challenge.create") return create(j);
  if (type == "challenge.accept") return by_id<ChallengeAccept>(j);
  if (type == "challenge.decline") return decline(j);
  return by_id<ChallengeCancel>(j);
}

std::string challenge_created_message(const std::optional<std::string>& id, const std::string& challenge) {
  json j = {{"type", "challenge.created"}, {"challenge", challenge}};
  if (id) j["id"] = *id;
  return dump(j);
}

std::string challenge_message(const ChallengeView& c) {
  json from = {{"id", c.from.id}, {"name", c.from.name}, {"rating", nullptr}};
  if (c.from.rating) from["rating"] = *c.from.rating;
  if (c.from.bot) from["bot"] = true;
  return dump({{"type", "challenge"},
               {"challenge", c.challenge},
               {"from", std::move(from)},
               {"variant", variant_to_json(c.variant)},
               {"clock", time_control_to_json(c.clock)},
               {"rated", c.rated}});
}

std::string challenge_declined_message(const std::optional<std::string>& id, const std::string& challenge,
                                       const std::string& reason) {
  json j = {{"type", "challenge.declined"}, {"challenge", challenge}, {"reason", reason}};
  if (id) j["id"] = *id;
  return dump(j);
}

std::string challenge_cancelled_message(const std::optional<std::string>& id, const std::string& challenge) {
  json j = {{"type", "challenge.cancelled"}, {"challenge", challenge}};
  if (id) j["id"] = *id;
  return dump(j);
}

}  // namespace mancala::protocol

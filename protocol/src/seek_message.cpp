#include "mancala/protocol/seek_message.hpp"

#include <nlohmann/json.hpp>

#include "frame_text.hpp"
#include "game_terms.hpp"
#include "mancala/protocol/client_message.hpp"
#include "mancala/protocol/json_game.hpp"

namespace mancala::protocol {
// Named inside the anonymous namespace: a unity build puts challenge_message.cpp's helpers beside these.
namespace {
namespace seek_fields {

using nlohmann::json;
using Read = std::variant<SeekBody, std::string>;

using detail::dump;

// `rating_range`: two whole numbers lo ≤ hi, both within min/max_range_rating.
std::optional<std::string> read_range(const json& r, std::array<int, 2>& out) {
  const std::string wrong = "rating_range must be [lo, hi]: two whole numbers from " +
                            std::to_string(min_range_rating) + " to " + std::to_string(max_range_rating) +
                            ", lo at most hi";
  if (!r.is_array() || r.size() != 2) return wrong;
  for (std::size_t k = 0; k < 2; ++k) {
    if (!r[k].is_number_integer()) return wrong;
    const auto value = r[k].get<std::int64_t>();
    if (value < min_range_rating || value > max_range_rating) return wrong;
    out[k] = static_cast<int>(value);
  }
  if (out[0] > out[1]) return wrong;
  return std::nullopt;
}

Read create(const json& j) {
  SeekCreate c;
  if (auto e = read_game_terms(j, c.variant, c.clock, c.rated, c.side)) return *e;
  if (auto r = j.find("rating_range"); r != j.end() && !r->is_null()) {
    std::array<int, 2> range{};
    if (auto e = read_range(*r, range)) return *e;
    c.rating_range = range;
  }
  return c;
}

// `seek.cancel` and `seek.accept`: only the seek's id.
template <class Body>
Read by_id(const json& j) {
  Body b;
  auto it = j.find("seek");
  if (it == j.end()) return "seek is missing";
  if (!it->is_string()) return "seek must be a string";
  if (code_points(it->get_ref<const std::string&>()) > max_seek_chars)
    return "seek must be at most " + std::to_string(max_seek_chars) + " characters";
  b.seek = it->get<std::string>();
  return b;
}

}  // namespace seek_fields
}  // namespace

using nlohmann::json;

bool is_seek_type(std::string_view type) noexcept {
  return type == "seek.create" || type == "seek.cancel" || type == "seek.accept";
}

std::variant<SeekBody, std::string> seek_from_json(std::string_view type, const json& j) {
  if (type == "seek.create") return seek_fields::create(j);
  if (type == "seek.cancel") return seek_fields::by_id<SeekCancel>(j);
  return seek_fields::by_id<SeekAccept>(j);
}

json seek_to_json(const SeekView& s) {
  json player = {{"id", s.player}, {"name", s.name}, {"rating", nullptr}};
  if (s.rating) player["rating"] = *s.rating;
  json range = nullptr;
  if (s.rating_range) range = json::array({(*s.rating_range)[0], (*s.rating_range)[1]});
  return {{"seek", s.seek},
          {"player", std::move(player)},
          {"variant", variant_to_json(s.variant)},
          {"clock", time_control_to_json(s.clock)},
          {"rated", s.rated},
          {"side", s.side ? std::string(to_string(*s.side)) : "random"},
          {"rating_range", std::move(range)}};
}

std::string seek_created_message(const std::optional<std::string>& id, const std::string& seek) {
  json j = {{"type", "seek.created"}, {"seek", seek}};
  if (id) j["id"] = *id;
  return seek_fields::dump(j);
}

std::string seek_cancelled_message(const std::optional<std::string>& id, const std::string& seek) {
  json j = {{"type", "seek.cancelled"}, {"seek", seek}};
  if (id) j["id"] = *id;
  return seek_fields::dump(j);
}

}  // namespace mancala::protocol

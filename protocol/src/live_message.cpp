#include "mancala/protocol/live_message.hpp"

#include <nlohmann/json.hpp>

#include "frame_text.hpp"

namespace mancala::protocol {
// Named inside the anonymous namespace: a unity build puts the other messages' helpers beside these.
namespace {
namespace live_fields {

using nlohmann::json;

using detail::dump;

}  // namespace live_fields
}  // namespace

bool is_live_type(std::string_view type) noexcept { return type == "live.watch" || type == "live.unwatch"; }

std::variant<LiveBody, std::string> live_from_json(std::string_view type, const nlohmann::json& j) {
  if (type == "live.unwatch") return LiveBody{LiveUnwatch{}};
  LiveWatch m;
  if (auto it = j.find("limit"); it != j.end() && !it->is_null()) {
    if (!it->is_number_integer() || it->get<std::int64_t>() < 1 || it->get<std::int64_t>() > max_live_limit)
      return "limit must be a whole number from 1 to " + std::to_string(max_live_limit);
    m.limit = it->get<int>();
  }
  return LiveBody{m};
}

std::string live_changed_message(const std::optional<std::string>& id, const nlohmann::json& games) {
  nlohmann::json j{{"type", "live.changed"}, {"games", games}};
  if (id) j["id"] = *id;
  return live_fields::dump(j);
}

std::string live_unwatched_message(const std::optional<std::string>& id) {
  nlohmann::json j{{"type", "live.unwatched"}};
  if (id) j["id"] = *id;
  return live_fields::dump(j);
}

}  // namespace mancala::protocol

// A frame's JSON as the text sent on the wire, shared by the message files' encoders.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace mancala::protocol::detail {

/// Compact JSON text of `j`. A string that is not valid UTF-8 (a name or a chat line the server
/// passes on) is written with U+FFFD in place of the bad bytes instead of throwing.
inline std::string dump(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace mancala::protocol::detail

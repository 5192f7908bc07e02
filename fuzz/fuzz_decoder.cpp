// libFuzzer target: one WebSocket text frame through the client-message decoder, as the server
// would see it (greeted or not), plus the JSON readers a message can reach (variant, state, name).
// Properties: never crashes or hangs; a refusal always names an error code and the `id` echoed is
// at most 64 characters; a decoded `hello` name passes normalize_name again unchanged.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string_view>

#include "mancala/protocol/client_message.hpp"
#include "mancala/protocol/json_game.hpp"

using namespace mancala;

namespace {

void require(bool ok) {
  if (!ok) std::abort();  // libFuzzer reports the input that broke a property
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (bool greeted : {false, true}) {
    auto decoded = protocol::decode_client_message(text, greeted);
    if (auto* e = std::get_if<protocol::ProtocolError>(&decoded)) {
      require(!e->message.empty());
      require(!e->id || protocol::code_points(*e->id) <= protocol::max_id_chars);
      require(!protocol::to_string(e->code).empty() && protocol::to_string(e->code) != "?");
    } else {
      auto& m = std::get<protocol::ClientMessage>(decoded);
      require(!m.id || protocol::code_points(*m.id) <= protocol::max_id_chars);
      if (auto* h = std::get_if<protocol::Hello>(&m.body); h && h->name) {
        require(protocol::normalize_name(*h->name) == h->name);
      }
      if (auto* mv = std::get_if<protocol::Move>(&m.body)) require(!(mv->swap && mv->pit != 0));
    }
  }
  if (auto name = protocol::normalize_name(text)) require(protocol::normalize_name(*name) == name);

  // The same bytes as a variant, and as a state of the variant they name (or the standard board).
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) return 0;
  auto v = protocol::variant_from_json(j.is_object() && j.contains("variant") ? j["variant"] : j);
  const Variant variant = std::holds_alternative<Variant>(v) ? std::get<Variant>(v) : Variant::kalah();
  require(!variant.validate());
  const Rules rules(variant);
  auto state = protocol::state_from_json(j.is_object() && j.contains("state") ? j["state"] : j, rules);
  if (auto* p = std::get_if<Position>(&state)) {
    const nlohmann::json back = protocol::state_to_json(*p, rules.pits());
    require(back.is_object() && back["pits"].size() == 2);
  }
  return 0;
}

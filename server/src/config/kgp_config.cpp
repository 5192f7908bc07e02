#include "mancala/server/config/kgp_config.hpp"

#include <charconv>
#include <nlohmann/json.hpp>
#include <string>

#include "mancala/protocol/json_game.hpp"
#include "mancala/server/config/config.hpp"

namespace mancala::server {

namespace {

/// "8x8" as {"pits":8,"seeds":8}; nullopt for any other text.
std::optional<nlohmann::json> pits_by_seeds(const std::string& s) {
  const auto x = s.find('x');
  if (x == std::string::npos) return std::nullopt;
  int pits = 0, seeds = 0;
  const auto [p1, e1] = std::from_chars(s.data(), s.data() + x, pits);
  const auto [p2, e2] = std::from_chars(s.data() + x + 1, s.data() + s.size(), seeds);
  if (e1 != std::errc() || p1 != s.data() + x || e2 != std::errc() || p2 != s.data() + s.size()) return std::nullopt;
  return nlohmann::json{{"game", "kalah"}, {"pits", pits}, {"seeds", seeds}};
}

}  // namespace

Variant read_kgp_variant(const nlohmann::json& v) {
  nlohmann::json object = v;
  if (v.is_string()) {
    const std::string& text = v.get_ref<const std::string&>();
    if (auto short_form = pits_by_seeds(text))
      object = *short_form;
    else
      object = nlohmann::json::parse(text, nullptr, false);
  }
  if (!object.is_object()) throw ConfigError("kgp_variant", "must be a variant object or \"PITSxSEEDS\"");
  auto parsed = protocol::variant_from_json(object);
  if (auto* why = std::get_if<std::string>(&parsed)) throw ConfigError("kgp_variant", *why);
  const Variant variant = std::get<Variant>(parsed);
  if (variant.game != GameKind::kalah) throw ConfigError("kgp_variant", "KGP plays Kalah only");
  if (variant.pie) throw ConfigError("kgp_variant", "KGP has no pie rule (pie must be false)");
  return variant;
}

}  // namespace mancala::server

// The KGP board setting as config.cpp reads it: `kgp_variant`.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "mancala/engine/variant.hpp"

namespace mancala::server {

/// `kgp_variant`: a variant object (PROTOCOL.md §Coordinates), its JSON text (a flag or a
/// variable), or "PITSxSEEDS" ("8x8"). KGP's board literal is Kalah's without the pie rule, so
/// Oware and `pie` are refused. Throws ConfigError("kgp_variant", why).
Variant read_kgp_variant(const nlohmann::json& v);

}  // namespace mancala::server

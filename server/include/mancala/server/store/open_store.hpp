// Which Store the settings ask for: the one place that knows every implementation.
#pragma once

#include <memory>

#include "mancala/server/config/config.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/store.hpp"

namespace mancala::server {

/// The store config.store names: SqliteStore at config.db (capped by db_max_bytes), or PgStore
/// at config.postgres. Throws std::runtime_error with the
/// store's own message when it cannot be opened, created or migrated.
std::unique_ptr<Store> open_store(const Config& config, Metrics& metrics);

}  // namespace mancala::server

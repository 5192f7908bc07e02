#include "mancala/server/store/open_store.hpp"

#include "mancala/server/store/pg_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"

namespace mancala::server {

std::unique_ptr<Store> open_store(const Config& config, Metrics& metrics) {
  if (config.store == "postgres") return std::make_unique<PgStore>(config.postgres, metrics);
  return std::make_unique<SqliteStore>(config.db, metrics, config.db_max_bytes);
}

}  // namespace mancala::server

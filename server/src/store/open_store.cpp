#include "mancala/server/store/open_store.hpp"

#include "mancala/server/store/pg_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"

namespace mancala::server {

std::unique_ptr<Store> open_store(const Config& config, Metrics& metrics) {
  // A node of a cluster names itself the owner of the games it starts, and its writes are fenced.
  if (config.store == "postgres")
    return std::make_unique<PgStore>(config.postgres, metrics, config.redis.empty() ? std::string() : config.node);
  return std::make_unique<SqliteStore>(config.db, metrics, config.db_max_bytes);
}

}  // namespace mancala::server

// `mancala-server --migrate-sqlite FILE`: an SQLite database's records copied into PostgreSQL.
#pragma once

#include <cstdint>
#include <string>

#include "mancala/server/ops/metrics.hpp"

namespace mancala::server {

/// Rows copied, per kind.
struct MigrationCount {
  std::int64_t players = 0, games = 0, plies = 0, ratings = 0, accounts = 0, other = 0;
};

/// Brings the SQLite database at `sqlite_path` to the current schema (as a server start would),
/// creates or migrates the schema at `conninfo`, and copies every record in one transaction.
/// Refuses (std::runtime_error, nothing copied) a missing file or a target that already holds
/// players or games. Throws std::runtime_error with the database's message on failure.
MigrationCount migrate_sqlite(const std::string& sqlite_path, const std::string& conninfo, Metrics& metrics);

}  // namespace mancala::server

// SQLite's schema (docs/architecture.md §Storage): private to the store.
#pragma once

#include <sqlite3.h>

#include <string>

namespace mancala::server {

/// Creates the schema in the database `w` (the file `path`, named in logs and errors), or migrates
/// it from its stored version, each version's step in its own transaction. Throws
/// std::runtime_error for a database newer than this server, and SqliteError when a step fails.
void migrate_schema(sqlite3* w, const std::string& path);

}  // namespace mancala::server

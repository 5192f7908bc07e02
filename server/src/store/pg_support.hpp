// libpq helpers of the PostgreSQL store (pg_store.cpp, pg_store_writer.cpp, pg_reads.cpp): a
// connection that prepares its statements whenever it (re)connects, results as rows, and errors
// that tell a database that refuses from a row that is bad. Private to store/.
#pragma once

#include <libpq-fe.h>

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace mancala::server {

/// A failed libpq call. `transient`: the connection is gone, or the server refuses for a while
/// (shutting down, out of disk, read-only, a lock or serialization failure): retry later.
class PgError : public std::runtime_error {
 public:
  PgError(const std::string& what, bool transient) : std::runtime_error(what), transient_(transient) {}
  bool transient() const noexcept { return transient_; }

 private:
  bool transient_;
};

/// One statement parameter as text (libpq's text format), or SQL NULL.
struct Param {
  std::optional<std::string> text;
  Param(const std::string& s) : text(s) {}                     // NOLINT: parameters read as values
  Param(const char* s) : text(s) {}                            // NOLINT
  Param(std::int64_t v) : text(std::to_string(v)) {}           // NOLINT
  Param(int v) : text(std::to_string(v)) {}                    // NOLINT
  Param(double v);                                             // NOLINT: all 17 digits, so it reads back exactly
  Param(bool v) : text(v ? "true" : "false") {}                // NOLINT
  Param(std::optional<std::string> s) : text(std::move(s)) {}  // NOLINT
  Param(std::nullopt_t) {}                                     // NOLINT
};

/// A query's rows; accessors by row and column, 0-based.
class PgResult {
 public:
  explicit PgResult(PGresult* r) : r_(r, &PQclear) {}
  int rows() const { return PQntuples(r_.get()); }
  bool is_null(int row, int col) const { return PQgetisnull(r_.get(), row, col) != 0; }
  std::string text(int row, int col) const { return PQgetvalue(r_.get(), row, col); }
  std::int64_t integer(int row, int col) const { return std::stoll(PQgetvalue(r_.get(), row, col)); }
  double real(int row, int col) const { return std::stod(PQgetvalue(r_.get(), row, col)); }

 private:
  std::unique_ptr<PGresult, void (*)(PGresult*)> r_;
};

/// One row of a PgResult, read like SQLite's Stmt (game_rows.hpp reads both).
struct PgRow {
  const PgResult& r;
  int row;
  bool is_null(int c) const { return r.is_null(row, c); }
  std::string text(int c) const { return r.text(row, c); }
  std::int64_t integer(int c) const { return r.integer(row, c); }
  double real(int c) const { return r.real(row, c); }
};

/// A named statement: prepared (PQprepare) on every (re)connection.
struct PgStatement {
  const char* name;
  std::string sql;
};

/// One libpq connection. Connects lazily: the first call after a failure connects again and
/// prepares every statement; a call on a broken connection throws a transient PgError.
class PgConn {
 public:
  PgConn(std::string conninfo, std::vector<PgStatement> statements)
      : conninfo_(std::move(conninfo)), statements_(std::move(statements)) {}
  ~PgConn() { close(); }
  PgConn(const PgConn&) = delete;
  PgConn& operator=(const PgConn&) = delete;

  /// Connects (and prepares) unless connected. Throws a transient PgError when it cannot.
  void connect();
  /// Prepares one more statement on this connection only (not again after a reconnection).
  void prepare(const char* name, const std::string& sql);
  /// A statement without parameters (BEGIN, COMMIT, DDL). Throws PgError.
  PgResult exec(const char* sql);
  /// A prepared statement by name. Throws PgError.
  PgResult run(const char* name, std::initializer_list<Param> params);
  PgResult run(const char* name, const std::vector<Param>& params);
  /// Whether the connection is up as far as libpq knows (no round trip).
  bool connected() const { return conn_ != nullptr && PQstatus(conn_) == CONNECTION_OK; }
  void close();

 private:
  PgResult checked(PGresult* r, const char* what);
  std::string conninfo_;  // may hold a password: never logged
  std::vector<PgStatement> statements_;
  PGconn* conn_ = nullptr;
};

/// A read's statement on `c`; once more on a new connection when the connection was lost
/// (PostgreSQL restarted since the last read), so only a read during an outage fails. Throws
/// PgError as PgConn::run does.
PgResult read_retrying(PgConn& c, const char* name, const std::vector<Param>& params);

/// A timestamptz column as iso_now()'s text (UTC, milliseconds, "Z"), for the SQL of a read.
inline std::string pg_iso(const std::string& column) {
  return "to_char(" + column + " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')";
}

}  // namespace mancala::server

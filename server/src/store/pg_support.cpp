#include "pg_support.hpp"

#include <cstdio>
#include <cstring>

namespace mancala::server {
namespace {

// SQLSTATE classes and codes of a server that refuses for now rather than a bad row: connection
// (08), resources such as a full disk (53), operator intervention such as a shutdown (57),
// rollbacks (40), system errors (58), a read-only transaction, a lock not available, privileges.
bool transient_state(const char* state) {
  if (state == nullptr || std::strlen(state) != 5) return true;  // no answer from the server
  static constexpr const char* classes[] = {"08", "53", "57", "40", "58"};
  for (const char* c : classes)
    if (std::strncmp(state, c, 2) == 0) return true;
  return std::strcmp(state, "25006") == 0 || std::strcmp(state, "55P03") == 0 || std::strcmp(state, "42501") == 0;
}

std::string first_line(const char* message) {
  std::string m = message ? message : "";
  while (!m.empty() && (m.back() == '\n' || m.back() == ' ')) m.pop_back();
  return m;
}

}  // namespace

Param::Param(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  text = buf;
}

void PgConn::connect() {
  if (connected()) return;
  close();
  conn_ = PQconnectdb(conninfo_.c_str());
  if (PQstatus(conn_) != CONNECTION_OK) {
    const std::string why = first_line(PQerrorMessage(conn_));
    close();
    throw PgError("cannot connect to PostgreSQL: " + why, true);
  }
  PQsetNoticeProcessor(
      conn_, [](void*, const char*) {}, nullptr);  // CREATE ... IF NOT EXISTS notices
  for (const PgStatement& s : statements_) checked(PQprepare(conn_, s.name, s.sql.c_str(), 0, nullptr), s.name);
}

void PgConn::close() {
  if (conn_ != nullptr) PQfinish(conn_);
  conn_ = nullptr;
}

PgResult PgConn::checked(PGresult* r, const char* what) {
  PgResult result(r);
  const auto status = r ? PQresultStatus(r) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return result;
  const char* state = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr;
  const bool lost = PQstatus(conn_) != CONNECTION_OK;
  const std::string why = first_line(r ? PQresultErrorMessage(r) : PQerrorMessage(conn_));
  throw PgError(std::string("postgres ") + what + ": " + (why.empty() ? first_line(PQerrorMessage(conn_)) : why),
                lost || transient_state(state));
}

void PgConn::prepare(const char* name, const std::string& sql) {
  connect();
  checked(PQprepare(conn_, name, sql.c_str(), 0, nullptr), name);
}

PgResult PgConn::exec(const char* sql) {
  connect();
  return checked(PQexec(conn_, sql), sql);
}

PgResult PgConn::run(const char* name, std::initializer_list<Param> params) {
  return run(name, std::vector<Param>(params));
}

PgResult PgConn::run(const char* name, const std::vector<Param>& params) {
  connect();
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const Param& p : params) values.push_back(p.text ? p.text->c_str() : nullptr);
  return checked(PQexecPrepared(conn_, name, static_cast<int>(values.size()), values.data(), nullptr, nullptr, 0),
                 name);
}

PgResult read_retrying(PgConn& c, const char* name, const std::vector<Param>& params) {
  try {
    return c.run(name, params);
  } catch (const PgError& e) {
    if (c.connected() || !e.transient()) throw;
    c.close();
    return c.run(name, params);
  }
}

}  // namespace mancala::server

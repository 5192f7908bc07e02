// The PostgreSQL store's tests share one throwaway cluster of tests/server/pg.py, started once
// for the binary (pg_store_tests) and removed when it exits.
#pragma once

#include <doctest/doctest.h>
#include <fcntl.h>
#include <libpq-fe.h>
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>

namespace pg_test {

// pg.py's cluster run by a Python child that prints its conninfo, then waits for its standard
// input to close (this process exiting closes it) and removes the cluster.
class TestCluster {
 public:
  TestCluster() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");
    ::fcntl(fds[0], F_SETFD, 0);  // the child's standard input; the write end stays ours alone
    const std::string cmd = std::string("/usr/bin/python3 -c 'import sys; sys.path.insert(0, \"") +
                            MANCALA_TEST_PG_DIR +
                            "\"); import pg; c = pg.cluster(); print(c.conninfo(\"postgres\"), flush=True); "
                            "sys.stdin.read()' <&" +
                            std::to_string(fds[0]);
    out_ = ::popen(cmd.c_str(), "r");
    ::close(fds[0]);
    keep_ = fds[1];
    char line[512] = {};
    if (!out_ || !std::fgets(line, sizeof line, out_)) throw std::runtime_error("the PostgreSQL cluster did not start");
    base_ = line;
    while (!base_.empty() && base_.back() == '\n') base_.pop_back();
  }
  ~TestCluster() {
    ::close(keep_);
    if (out_) ::pclose(out_);
  }

  /// A new empty database's conninfo.
  std::string database(const std::string& name) {
    sql("postgres", "CREATE DATABASE " + name);  // names of our own: nothing to quote
    return conninfo(name);
  }
  std::string conninfo(const std::string& db) const {
    std::string c = base_;
    c.replace(c.find("dbname=postgres"), 15, "dbname=" + db);
    return c;
  }
  /// Runs `statements` on `db`; the first value of the last result, or "" (NULL or no rows).
  std::string sql(const std::string& db, const std::string& statements) const {
    std::unique_ptr<PGconn, void (*)(PGconn*)> c(PQconnectdb(conninfo(db).c_str()), &PQfinish);
    REQUIRE_MESSAGE(PQstatus(c.get()) == CONNECTION_OK, PQerrorMessage(c.get()));
    std::unique_ptr<PGresult, void (*)(PGresult*)> r(PQexec(c.get(), statements.c_str()), &PQclear);
    const auto status = PQresultStatus(r.get());
    REQUIRE_MESSAGE((status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK), PQerrorMessage(c.get()));
    if (status != PGRES_TUPLES_OK || PQntuples(r.get()) == 0 || PQgetisnull(r.get(), 0, 0)) return "";
    return PQgetvalue(r.get(), 0, 0);
  }

 private:
  FILE* out_ = nullptr;
  int keep_ = -1;
  std::string base_;
};

/// The binary's one cluster, started by the first case that asks for it.
inline TestCluster& cluster() {
  static TestCluster c;
  return c;
}

}  // namespace pg_test

// Stored seeks, blocks and reports: an open correspondence seek (Store::save_seek, delete_seek,
// seeks) outlives a restart in SQLite and is listed by the node it was made on; a block
// (set_block, blocks, blocked_either, blocks_around) outlives it too, one way each; so does a
// report (save_report, reports_about, reports_since); MemoryStore behaves the same.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"

using namespace mancala;
using namespace mancala::server;

namespace {

// Three seeks, two of them listed here (""), one by node n2; then the first is taken.
void save_three_take_one(Store& store) {
  store.save_seek({"s1", "p1", "", R"({"seek":"s1"})"});
  store.save_seek({"s2", "p2", "n2", R"({"seek":"s2"})"});
  store.save_seek({"s3", "p1", "", R"({"seek":"s3"})"});
  store.delete_seek("s1");
  store.delete_seek("never-stored");  // nothing to forget: no harm
}

void check_two_left(Store& store) {
  const auto here = store.seeks("");
  REQUIRE(here.size() == 1);
  CHECK(here[0].id == "s3");
  CHECK(here[0].player == "p1");
  CHECK(here[0].node == "");
  CHECK(here[0].seek == R"({"seek":"s3"})");
  const auto there = store.seeks("n2");
  REQUIRE(there.size() == 1);
  CHECK(there[0].id == "s2");
  CHECK(store.seeks("n3").empty());
}

}  // namespace

TEST_CASE("SQLite keeps the open seeks across a restart, each listed by its node, oldest first") {
  store_test::TempDir dir("mancala-seeks");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    save_three_take_one(store);
    store.save_seek({"s4", "p3", "", R"({"seek":"s4"})"});
    store.save_seek({"s4", "p3", "", R"({"seek":"s4","again":true})"});  // the same id replaces it
    store.flush();
  }
  SqliteStore store(db, metrics);
  const auto here = store.seeks("");
  REQUIRE(here.size() == 2);
  CHECK(here[0].id == "s3");
  CHECK(here[1].id == "s4");
  CHECK(here[1].seek == R"({"seek":"s4","again":true})");
  store.delete_seek("s4");
  store.flush();
  check_two_left(store);
}

TEST_CASE("MemoryStore keeps the open seeks like the database stores") {
  MemoryStore store;
  save_three_take_one(store);
  check_two_left(store);
}

TEST_CASE("SQLite keeps blocks across a restart, one way each, and unblocking lifts one") {
  store_test::TempDir dir("mancala-blocks");
  const auto db = (dir.path / "b.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    store.set_block("ann", "bob", false);
    store.set_block("ann", "bob", false);  // twice is one block
    store.set_block("cat", "ann", false);
    store.set_block("cat", "dan", false);
    store.set_block("cat", "dan", true);
    store.flush();
  }
  SqliteStore store(db, metrics);
  CHECK(store.blocks("ann", "bob"));
  CHECK_FALSE(store.blocks("bob", "ann"));
  CHECK(store.blocked_either("bob", "ann"));
  CHECK(store.blocked_either("ann", "cat"));
  CHECK_FALSE(store.blocked_either("cat", "dan"));
  CHECK_FALSE(store.blocked_either("bob", "cat"));
  auto around = store.blocks_around("ann");  // both ways: whom Ann blocked, who blocked Ann
  std::sort(around.begin(), around.end());
  CHECK(around == std::vector<std::string>{"bob", "cat"});
  CHECK(store.blocks_around("dan").empty());
  store.set_block("ann", "bob", true);
  store.flush();
  CHECK_FALSE(store.blocked_either("ann", "bob"));
}

TEST_CASE("MemoryStore keeps blocks like the database stores") {
  MemoryStore store;
  store.set_block("ann", "bob", false);
  CHECK(store.blocks("ann", "bob"));
  CHECK_FALSE(store.blocks("bob", "ann"));
  CHECK(store.blocked_either("bob", "ann"));
  CHECK(store.blocks_around("bob") == std::vector<std::string>{"ann"});
  store.set_block("ann", "bob", true);
  CHECK_FALSE(store.blocked_either("ann", "bob"));
}

TEST_CASE("SQLite keeps reports across a restart: about a player, oldest first, counted by who filed them") {
  store_test::TempDir dir("mancala-reports");
  const auto db = (dir.path / "r.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    store.save_report({"r1", "ann", "bob", "g1", "insult", "rude in chat", ""});
    store.save_report({"r2", "cat", "bob", "", "cheat", "", ""});
    store.save_report({"r3", "ann", "dan", "", "spam", "", ""});
    store.flush();
  }
  SqliteStore store(db, metrics);
  const auto about = store.reports_about("bob");
  REQUIRE(about.size() == 2);
  CHECK(about[0].id == "r1");
  CHECK(about[0].reporter == "ann");
  CHECK(about[0].game == "g1");
  CHECK(about[0].reason == "insult");
  CHECK(about[0].text == "rude in chat");
  CHECK(about[1].game == "");
  CHECK(parse_iso_time(about[0].created_at).has_value());
  CHECK(store.reports_since("ann", "2000-01-01T00:00:00.000Z") == 2);
  CHECK(store.reports_since("ann", "2999-01-01T00:00:00.000Z") == 0);
  CHECK(store.reports_about("ann").empty());
  MemoryStore memory;
  memory.save_report({"r1", "ann", "bob", "", "spam", "", ""});
  CHECK(memory.reports_about("bob").size() == 1);
  CHECK(memory.reports_since("ann", "2000-01-01T00:00:00.000Z") == 1);
}

// Accounts in both stores (store.hpp): created on the writer's thread with a synchronous answer,
// unique by the lower case of the name, and a login's extra tokens beside the first.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"

using namespace mancala::server;
using store_test::TempDir;

namespace {

void check_accounts(Store& store) {
  store.save_player("p1", "Guest 1", "hash1");
  // A guest's token: the same player, renamed.
  auto made = store.create_account({"Ann_1", "$argon2id$fake", "hash1", "", ""});
  REQUIRE(made.result == AccountResult::created);
  CHECK(made.player.id == "p1");
  CHECK(made.player.name == "Ann_1");
  CHECK(store.find_player("hash1")->account);
  CHECK(store.find_player("hash1")->name == "Ann_1");
  CHECK(store.player_profile("p1")->account == std::optional<std::string>("Ann_1"));
  // A hello's name does not rename an account.
  store.save_player("p1", "Impostor", "hash1");
  store.flush();
  CHECK(store.find_player("hash1")->name == "Ann_1");

  CHECK(store.create_account({"aNN_1", "h", "", "p2", "hash2"}).result == AccountResult::name_taken);
  CHECK(store.create_account({"Other", "h", "hash1", "", ""}).result == AccountResult::has_account);
  CHECK(store.create_account({"Other", "h", "nosuchhash", "", ""}).result == AccountResult::unknown_token);
  // Without a token: a new player.
  auto fresh = store.create_account({"Bob", "hb", "", "p3", "hash3"});
  REQUIRE(fresh.result == AccountResult::created);
  CHECK(fresh.player.id == "p3");
  CHECK(store.find_player("hash3")->id == "p3");

  const auto found = store.account("ann_1");
  REQUIRE(found.has_value());
  CHECK(found->username == "Ann_1");
  CHECK(found->password_hash == "$argon2id$fake");
  CHECK(found->player.id == "p1");
  CHECK_FALSE(store.account("nobody").has_value());

  // A login's token finds the player; the first token still does.
  CHECK(store.add_token("p1", "hash1b"));
  CHECK(store.find_player("hash1b")->id == "p1");
  CHECK(store.find_player("hash1b")->account);
  CHECK(store.find_player("hash1")->id == "p1");
}

}  // namespace

TEST_CASE("accounts in the SQLite store: unique names, the token's player, extra tokens") {
  TempDir dir("mancala-accounts");
  Metrics metrics;
  const auto db = (dir.path / "store.db").string();
  {
    SqliteStore store(db, metrics);
    check_accounts(store);
  }
  // Kept across a restart.
  SqliteStore reopened(db, metrics);
  CHECK(reopened.account("ANN_1")->player.id == "p1");
  CHECK(reopened.find_player("hash1b")->id == "p1");
}

TEST_CASE("accounts in the memory store behave as in SQLite") {
  MemoryStore store;
  check_accounts(store);
}

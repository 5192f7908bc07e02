#include "mancala/server/tournament/entry_rule.hpp"

#include <doctest/doctest.h>

using mancala::server::entry_refusal;

TEST_CASE("a bots tournament admits a bot, with an account or with a token only") {
  CHECK_FALSE(entry_refusal(true, true, true));
  CHECK_FALSE(entry_refusal(true, false, true));
}

TEST_CASE("a person is refused from a bots tournament with 403 bots_only") {
  const auto r = entry_refusal(true, true, false);
  REQUIRE(r);
  CHECK(r->status == 403);
  CHECK(r->code == "bots_only");
}

TEST_CASE("a bot is refused from a tournament for people with 403 people_only") {
  for (const bool account : {true, false}) {
    const auto r = entry_refusal(false, account, true);
    REQUIRE(r);
    CHECK(r->status == 403);
    CHECK(r->code == "people_only");
  }
}

TEST_CASE("a person with an account joins a tournament for people") { CHECK_FALSE(entry_refusal(false, true, false)); }

TEST_CASE("a guest is refused from any tournament with 401 account_required") {
  for (const bool bots : {true, false}) {
    const auto r = entry_refusal(bots, false, false);
    REQUIRE(r);
    CHECK(r->status == 401);
    CHECK(r->code == "account_required");
  }
}

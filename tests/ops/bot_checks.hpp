// Bot players in any store (store.hpp): a bot account with its owner, a token-only bot, the flag
// on every read that returns a player or a seat, and the leaderboards of people and of bots.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <string>
#include <vector>

#include "mancala/server/store/store.hpp"

namespace bot_checks {

using namespace mancala;
using namespace mancala::server;

inline std::array<StoredRating, 2> fixed_ratings(const std::array<StoredRating, 2>&, double) {
  return {StoredRating{1600, 100, 0.06, 1}, StoredRating{1400, 100, 0.06, 1}};
}

inline GameStart bot_game(const std::string& id, const std::string& south, const std::string& north) {
  GameStart g;
  g.id = id;
  g.kind = "human";
  g.south = {south, south, std::nullopt};
  g.north = {north, north, std::nullopt};
  return g;
}

inline std::vector<std::string> ids(const std::vector<LeaderboardRow>& rows) {
  std::vector<std::string> out;
  for (const LeaderboardRow& r : rows) out.push_back(r.id + (r.bot ? ":bot" : ""));
  return out;
}

/// Players h1 (a person with an account), b1 (a bot account owned by h1), k1 (a token-only bot);
/// a finished rated game b1-h1 and an unfinished one k1-b1.
inline void check_all(Store& store) {
  store.save_player("h1", "Guest", "hash-h1");
  REQUIRE(store.create_account({"Human", "$argon2id$h", "hash-h1", "", ""}).result == AccountResult::created);
  const auto made = store.create_account({"Botty", "$argon2id$b", "", "b1", "hash-b1", true, "h1"});
  REQUIRE(made.result == AccountResult::created);
  CHECK(made.player.bot);
  CHECK(made.player.account);
  store.create_bot_player("k1", "Agent", "hash-k1");
  // A person stays a person: neither a bot account on their token nor create_bot_player makes them one.
  store.save_player("h2", "Guest 2", "hash-h2");
  const auto on_token = store.create_account({"Person2", "$argon2id$p", "hash-h2", "", "", true, ""});
  REQUIRE(on_token.result == AccountResult::created);
  CHECK_FALSE(on_token.player.bot);
  store.create_bot_player("h1", "Renamed", "hash-h1-other");
  store.flush();

  CHECK(store.find_player("hash-b1")->bot);
  CHECK(store.find_player("hash-k1")->bot);
  CHECK_FALSE(store.find_player("hash-k1")->account);
  CHECK_FALSE(store.find_player("hash-h1")->bot);
  CHECK_FALSE(store.find_player("hash-h2")->bot);
  CHECK(store.account("botty")->player.bot);
  CHECK_FALSE(store.account("human")->player.bot);
  const auto b1 = store.player_profile("b1");
  REQUIRE(b1);
  CHECK(b1->bot);
  CHECK(b1->bot_owner == "h1");
  CHECK(store.player_profile("k1")->bot);
  CHECK(store.player_profile("k1")->bot_owner.empty());
  CHECK_FALSE(store.player_profile("h1")->bot);

  store.start_game(bot_game("gb", "b1", "h1"));
  Position end;
  end.result = Outcome::south;
  end.reason = Reason::normal;
  store.finish_rated_game("gb", end, RatedResult{"v", {"b1", "h1"}, 1.0, 5, fixed_ratings}, [](auto) {});
  store.start_game(bot_game("gk", "k1", "b1"));
  store.flush();

  const auto g = store.game("gb");
  REQUIRE(g);
  CHECK(g->start.south.account_bot);
  CHECK_FALSE(g->start.north.account_bot);
  CHECK(store.recent_games(5).at(0).start.south.account_bot);
  for (const GameRecord& r : store.player_games("b1", 10, 0))
    CHECK((r.start.id == "gb" ? r.start.south.account_bot : r.start.north.account_bot));
  const auto live = store.games_in_progress();
  REQUIRE(live.size() == 1);
  CHECK(live[0].start.south.account_bot);
  CHECK(live[0].start.north.account_bot);

  const RdBand band{-1, 350};
  CHECK(ids(store.leaderboard("v", band, false, 10)) == std::vector<std::string>{"h1"});
  CHECK(ids(store.leaderboard("v", band, true, 10)) == std::vector<std::string>{"b1:bot"});
}

}  // namespace bot_checks

// The JSON of GET /api/tournaments/{id} and of the list's entries: fields, standings rows and
// their games, Swiss halves as numbers, the podium once finished.
#include "mancala/server/tournament/tournament_json.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

using mancala::Variant;
using mancala::protocol::TimeControl;
using mancala::server::StoredEntrant;
using mancala::server::StoredTournament;
using mancala::server::StoredTournamentGame;
using mancala::server::tournament_json;
using mancala::server::tournament_summary_json;
using nlohmann::json;

namespace {

StoredTournament event(std::string kind) {
  StoredTournament t;
  t.id = "T1";
  t.kind = std::move(kind);
  t.name = "Kalah 3+2 Arena";
  t.clock = TimeControl{180, 2, 0};
  t.starts_at = "2026-01-01T10:00:00Z";
  t.status = "started";
  t.created_at = "2026-01-01T09:00:00Z";
  if (t.kind == "arena") {
    t.minutes = 57;
    t.ends_at = "2026-01-01T10:57:00Z";
  } else {
    t.rounds = 3;
    t.round = 2;
    t.games_per_round = 2;
  }
  return t;
}

StoredEntrant json_entrant(std::string id, double rating, std::string joined_at) {
  StoredEntrant e;
  e.tournament = "T1";
  e.player = id;
  e.name = "name-" + id;
  e.rating = rating;
  e.joined_at = std::move(joined_at);
  return e;
}

StoredTournamentGame json_game(std::string id, int round, std::string south, std::string north, std::string result) {
  StoredTournamentGame g;
  g.tournament = "T1";
  g.game = std::move(id);
  g.round = round;
  g.south = std::move(south);
  g.north = std::move(north);
  g.result = std::move(result);
  g.plies = 40;
  return g;
}

}  // namespace

TEST_CASE("an arena's JSON carries its fields and standings rows") {
  StoredTournament t = event("arena");
  t.created_by = "creator";
  const std::vector<StoredEntrant> players = {json_entrant("a", 1612.6, "2026-01-01T10:00:01Z"),
                                              json_entrant("b", 1500.4, "2026-01-01T10:00:02Z")};
  std::vector<StoredTournamentGame> games = {json_game("g1", 0, "a", "b", "south"),
                                             json_game("g2", 0, "b", "a", "north"), json_game("g3", 0, "a", "b", "")};
  games[1].berserk = {false, true};
  const json j = tournament_json(t, players, games);
  CHECK(j["tournament"] == "T1");
  CHECK(j["kind"] == "arena");
  CHECK(j["name"] == "Kalah 3+2 Arena");
  CHECK(j["variant"]["game"] == "kalah");
  CHECK(j["variant"]["pits"] == 6);
  CHECK(j["clock"] == json{{"limit_s", 180}, {"inc_s", 2}});
  CHECK(j["status"] == "started");
  CHECK(j["starts_at"] == "2026-01-01T10:00:00Z");
  CHECK(j["ends_at"] == "2026-01-01T10:57:00Z");
  CHECK(j["minutes"] == 57);
  CHECK_FALSE(j.contains("rounds"));
  CHECK_FALSE(j.contains("round"));
  CHECK_FALSE(j.contains("games_per_round"));
  CHECK(j["rated"] == true);
  CHECK(j["bots"] == false);
  CHECK(j["players"] == 2);
  CHECK(j["created_by"] == json{{"id", "creator"}});
  CHECK(j["podium"].is_null());

  const json& rows = j["standings"];
  REQUIRE(rows.size() == 2);
  const json& a = rows[0];
  CHECK(a["rank"] == 1);
  CHECK(a["player"] == json{{"id", "a"}, {"name", "name-a"}});
  CHECK(a["score"] == 5);  // 2, then a berserk win of 40 plies 3
  CHECK(a["score"].is_number_integer());
  CHECK(a["rating"] == 1613);
  CHECK(a["rating"].is_number_integer());
  CHECK(a["on_fire"] == true);
  CHECK(a["withdrawn"] == false);
  CHECK_FALSE(a.contains("buchholz"));
  CHECK_FALSE(a.contains("sonneborn_berger"));
  REQUIRE(a["games"].size() == 3);
  CHECK(a["games"][1] == json{{"game", "g2"},
                              {"opponent", {{"id", "b"}, {"name", "name-b"}}},
                              {"result", "win"},
                              {"points", 3},
                              {"doubled", false},
                              {"berserk", true},
                              {"round", 0}});
  CHECK(a["games"][2]["result"].is_null());
  CHECK(a["games"][2]["points"] == 0);
  CHECK(rows[1]["rating"] == 1500);
  CHECK(rows[1]["games"][0]["result"] == "loss");
  CHECK(rows[1]["on_fire"] == false);
}

TEST_CASE("a Swiss event's JSON carries its round, halves as numbers and the tie-breaks") {
  const StoredTournament t = event("swiss");
  const std::vector<StoredEntrant> players = {json_entrant("a", 1500, "2026-01-01T10:00:01Z"),
                                              json_entrant("b", 1500, "2026-01-01T10:00:02Z"),
                                              json_entrant("c", 1500, "2026-01-01T10:00:03Z")};
  StoredTournamentGame c_bye = json_game("bye:1:c", 1, "c", "", "bye");
  StoredTournamentGame a_half = json_game("bye:2:a", 2, "a", "", "half_bye");
  const std::vector<StoredTournamentGame> games = {json_game("g1", 1, "a", "b", "south"),
                                                   json_game("g2", 1, "b", "a", "draw"), c_bye, a_half};
  const json j = tournament_json(t, players, games);
  CHECK(j["round"] == 2);
  CHECK(j["rounds"] == 3);
  CHECK(j["games_per_round"] == 2);
  CHECK_FALSE(j.contains("minutes"));
  CHECK(j["ends_at"].is_null());
  CHECK(j["created_by"].is_null());
  const json& rows = j["standings"];
  REQUIRE(rows.size() == 3);
  // a: 1 + 0.5 + 1 (half of two games' bye) = 2.5; c: 2 (bye); b: 0.5.
  CHECK(rows[0]["player"]["id"] == "a");
  CHECK(rows[0]["score"] == 2.5);
  CHECK(rows[0]["buchholz"] == 0.5);
  CHECK(rows[0]["sonneborn_berger"] == 0.75);
  CHECK(rows[1]["player"]["id"] == "c");
  CHECK(rows[1]["score"] == 2);
  CHECK(rows[1]["buchholz"] == 0);
  CHECK(rows[2]["score"] == 0.5);
  CHECK(rows[2]["buchholz"] == 2.5);
  CHECK(rows[2]["sonneborn_berger"] == 1.25);
  const json& bye = rows[1]["games"][0];
  CHECK(bye == json{{"game", nullptr},
                    {"opponent", nullptr},
                    {"result", "bye"},
                    {"points", 2},
                    {"doubled", false},
                    {"berserk", false},
                    {"round", 1}});
  CHECK(rows[0]["games"][2]["points"] == 1);
  CHECK(rows[0]["games"][2]["result"] == "bye");
}

TEST_CASE("a finished event's podium is its top three rows") {
  StoredTournament t = event("arena");
  t.status = "finished";
  std::vector<StoredEntrant> players;
  for (const char* id : {"a", "b", "c", "d"})
    players.push_back(json_entrant(id, 1500, std::string("2026-01-01T10:00:0") + id));
  const std::vector<StoredTournamentGame> games = {json_game("g1", 0, "c", "a", "south"),
                                                   json_game("g2", 0, "d", "b", "draw")};
  const json j = tournament_json(t, players, games);
  REQUIRE(j["podium"].is_array());
  REQUIRE(j["podium"].size() == 3);
  CHECK(j["podium"][0] == j["standings"][0]);
  CHECK(j["podium"][0]["player"]["id"] == "c");
  CHECK(j["podium"][1]["player"]["id"] == "b");
  CHECK(j["podium"][2]["player"]["id"] == "d");
  CHECK(j["standings"].size() == 4);

  t.kind = "swiss";
  t.rounds = 2;
  const json two = tournament_json(t, {players[0], players[1]}, {});
  CHECK(two["podium"].size() == 2);
}

TEST_CASE("a list entry has the summary's fields only") {
  StoredTournament t = event("swiss");
  t.variant = Variant::oware();
  t.rated = false;
  const json j = tournament_summary_json(t, 7);
  CHECK(j == json{{"tournament", "T1"},
                  {"kind", "swiss"},
                  {"name", "Kalah 3+2 Arena"},
                  {"variant", {{"game", "oware"}, {"no_capture_limit", Variant::oware().no_capture_limit}}},
                  {"clock", {{"limit_s", 180}, {"inc_s", 2}}},
                  {"status", "started"},
                  {"players", 7},
                  {"starts_at", "2026-01-01T10:00:00Z"},
                  {"ends_at", nullptr},
                  {"rated", false},
                  {"bots", false},
                  {"rounds", 3}});
  const json arena = tournament_summary_json(event("arena"), 0);
  CHECK(arena["minutes"] == 57);
  CHECK_FALSE(arena.contains("rounds"));
}

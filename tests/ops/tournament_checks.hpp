// The checks of the tournament records (store.hpp, schema version 13) that every store passes:
// tournament_store_test.cpp runs them on the memory and SQLite stores, pg_tournament_test.cpp on
// PostgreSQL. Tournaments stored and replaced, listed per status in their order, a schedule's slot
// taken once, counted per creator; entrants in the order of their first join; a tournament's games
// by round, start and id; a game's tournament and berserk read back; erasing a player's entries.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <string>
#include <vector>

#include "mancala/server/store/store.hpp"

namespace tournament_checks {

using namespace mancala;
using namespace mancala::server;

inline const protocol::TimeControl kBlitz{180, 2, 0};

/// An arena of `status` starting at `starts_at`, created on 2026-12-01 by nobody (the schedule).
inline StoredTournament event(const std::string& id, const std::string& status, const std::string& starts_at) {
  StoredTournament t;
  t.id = id;
  t.kind = "arena";
  t.name = "Event " + id;
  t.clock = kBlitz;
  t.starts_at = starts_at;
  t.minutes = 57;
  t.status = status;
  t.created_at = "2026-12-01T00:00:00.000Z";
  return t;
}

inline std::string at(const std::string& hh_mm) { return "2026-12-05T" + hh_mm + ":00.000Z"; }

template <class Row>
std::vector<std::string> ids(const std::vector<Row>& rows) {
  std::vector<std::string> out;
  for (const Row& r : rows) {
    if constexpr (requires { r.id; })
      out.push_back(r.id);
    else if constexpr (requires { r.player; })
      out.push_back(r.player);
    else
      out.push_back(r.game);
  }
  return out;
}

inline void check_fields_kept(Store& store) {
  StoredTournament t = event("sw", "created", at("12:00"));
  t.kind = "swiss";
  t.variant = Variant::oware();
  t.clock = protocol::TimeControl{300, 3, 0};
  t.rated = false;
  t.bots = true;
  t.minutes = 0;
  t.rounds = 7;
  t.games_per_round = 2;
  t.round = 3;
  t.ends_at = at("13:30");
  t.created_by = "u9";
  t.schedule_slot = "1@" + at("12:00");
  store.save_tournament(t);
  StoredTournament untimed = event("nc", "created", at("12:00"));
  untimed.clock.reset();
  untimed.created_at.clear();  // filled in with the write's time
  store.save_tournament(untimed);
  store.flush();
  const auto got = store.tournament("sw");
  REQUIRE(got.has_value());
  CHECK(got->kind == "swiss");
  CHECK(got->name == "Event sw");
  CHECK(got->variant == Variant::oware());
  CHECK(got->clock == protocol::TimeControl{300, 3, 0});
  CHECK_FALSE(got->rated);
  CHECK(got->bots);
  CHECK(got->starts_at == at("12:00"));
  CHECK(got->ends_at == at("13:30"));
  CHECK(got->minutes == 0);
  CHECK(got->rounds == 7);
  CHECK(got->games_per_round == 2);
  CHECK(got->status == "created");
  CHECK(got->round == 3);
  CHECK(got->created_by == "u9");
  CHECK(got->schedule_slot == "1@" + at("12:00"));
  CHECK(got->created_at == "2026-12-01T00:00:00.000Z");
  const auto nc = store.tournament("nc");
  REQUIRE(nc.has_value());
  CHECK_FALSE(nc->clock.has_value());
  CHECK(nc->ends_at.empty());
  CHECK(nc->schedule_slot.empty());
  CHECK(nc->created_by.empty());
  CHECK(nc->variant == Variant::kalah());
  CHECK(parse_iso_time(nc->created_at).has_value());
  CHECK_FALSE(store.tournament("nope").has_value());
}

inline void check_lists_and_upserts(Store& store) {
  for (const auto& [id, status, start] : std::vector<std::array<std::string, 3>>{{"c1", "created", "12:00"},
                                                                                 {"c3", "created", "11:00"},
                                                                                 {"c2", "created", "11:00"},
                                                                                 {"s1", "started", "10:00"},
                                                                                 {"s2", "started", "09:00"},
                                                                                 {"f2", "finished", "07:00"},
                                                                                 {"f1", "finished", "08:00"},
                                                                                 {"f3", "finished", "06:00"}})
    store.save_tournament(event(id, status, at(start)));
  store.flush();
  CHECK(ids(store.tournaments("created", 10)) == std::vector<std::string>{"c2", "c3", "c1"});
  CHECK(ids(store.tournaments("created", 2)) == std::vector<std::string>{"c2", "c3"});
  CHECK(ids(store.tournaments("started", 10)) == std::vector<std::string>{"s2", "s1"});
  CHECK(ids(store.tournaments("finished", 10)) == std::vector<std::string>{"f1", "f2", "f3"});
  CHECK(ids(store.tournaments("finished", 1)) == std::vector<std::string>{"f1"});
  CHECK(ids(store.tournaments("", 100)) == std::vector<std::string>{"c1", "c2", "c3", "s1", "s2", "f1", "f2", "f3"});
  CHECK(store.tournaments("paused", 10).empty());

  // Saving again replaces the row: c1 starts, its name and round change; no second row.
  StoredTournament c1 = event("c1", "started", at("12:00"));
  c1.name = "Renamed";
  c1.round = 1;
  store.save_tournament(c1);
  store.flush();
  CHECK(ids(store.tournaments("created", 10)) == std::vector<std::string>{"c2", "c3"});
  CHECK(ids(store.tournaments("started", 10)) == std::vector<std::string>{"s2", "s1", "c1"});
  CHECK(store.tournaments("", 100).size() == 8);
  CHECK(store.tournament("c1")->name == "Renamed");
  CHECK(store.tournament("c1")->round == 1);
}

inline void check_schedule_slots(Store& store) {
  StoredTournament hourly = event("h1", "created", at("14:00"));
  hourly.schedule_slot = "0@" + at("14:00");
  CHECK(store.create_scheduled_tournament(hourly));
  // A second event of the same slot (another node, a restart) is refused, and so is the same id.
  StoredTournament again = hourly;
  again.id = "h2";
  CHECK_FALSE(store.create_scheduled_tournament(again));
  CHECK_FALSE(store.tournament("h2").has_value());
  StoredTournament same_id = hourly;
  same_id.schedule_slot = "0@" + at("15:00");
  CHECK_FALSE(store.create_scheduled_tournament(same_id));
  CHECK(store.tournament("h1")->schedule_slot == "0@" + at("14:00"));
  // Player-made events have no slot: any number of them.
  CHECK(store.create_scheduled_tournament(event("m1", "created", at("16:00"))));
  CHECK(store.create_scheduled_tournament(event("m2", "created", at("16:00"))));
  // save_tournament of another id with a taken slot is refused too; the slot's own event may be saved.
  StoredTournament thief = event("h3", "created", at("14:00"));
  thief.schedule_slot = hourly.schedule_slot;
  store.save_tournament(thief);
  hourly.status = "started";
  store.save_tournament(hourly);
  store.flush();
  CHECK_FALSE(store.tournament("h3").has_value());
  CHECK(store.tournament("h1")->status == "started");
}

inline void check_created_since(Store& store) {
  for (const auto& [id, by, when] :
       std::vector<std::array<std::string, 3>>{{"u1a", "u1", "2026-12-01T10:00:00.000Z"},
                                               {"u1b", "u1", "2026-12-02T10:00:00.000Z"},
                                               {"u2a", "u2", "2026-12-02T11:00:00.000Z"}}) {
    StoredTournament t = event(id, "created", at("20:00"));
    t.created_by = by;
    t.created_at = when;
    store.save_tournament(t);
  }
  store.flush();
  CHECK(store.tournaments_created_since("u1", "2026-12-01T00:00:00.000Z") == 2);
  CHECK(store.tournaments_created_since("u1", "2026-12-01T12:00:00.000Z") == 1);
  CHECK(store.tournaments_created_since("u1", "2026-12-02T10:00:00.000Z") == 1);  // at `since` counts
  CHECK(store.tournaments_created_since("u1", "2026-12-03T00:00:00.000Z") == 0);
  CHECK(store.tournaments_created_since("u2", "2026-12-01T00:00:00.000Z") == 1);
  CHECK(store.tournaments_created_since("nobody", "2026-01-01T00:00:00.000Z") == 0);
}

inline StoredEntrant entrant(const std::string& t, const std::string& player, const std::string& joined_at) {
  return {t, player, player + " name", 1500, joined_at, false, false};
}

inline void check_entrants(Store& store) {
  for (const char* p : {"e1", "e2", "e3"}) store.save_player(p, std::string(p) + " name", std::string("hash-") + p);
  store.save_entrant(entrant("c1", "e2", at("10:00")));
  store.save_entrant(entrant("c1", "e1", at("09:00")));
  store.save_entrant(entrant("c1", "e3", ""));  // filled in with the write's time
  store.save_entrant(entrant("c2", "e1", at("08:00")));
  store.save_entrant(entrant("c1", "ghost", at("10:00")));  // not a player: not stored
  // Joining again replaces the row and keeps its place: e2 stays first.
  StoredEntrant back = entrant("c1", "e2", at("10:30"));
  back.rating = 1612.5;
  back.withdrawn = true;
  back.paused = true;
  back.name = "Bee";
  store.save_entrant(back);
  store.flush();
  const auto rows = store.entrants("c1");
  CHECK(ids(rows) == std::vector<std::string>{"e2", "e1", "e3"});
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].tournament == "c1");
  CHECK(rows[0].name == "Bee");
  CHECK(rows[0].rating == 1612.5);
  CHECK(rows[0].joined_at == at("10:30"));
  CHECK(rows[0].withdrawn);
  CHECK(rows[0].paused);
  CHECK_FALSE(rows[1].withdrawn);
  CHECK_FALSE(rows[1].paused);
  CHECK(rows[1].rating == 1500);
  CHECK(parse_iso_time(rows[2].joined_at).has_value());
  CHECK(store.entrants("nope").empty());
  // A player's entries in every tournament, by when they joined.
  const auto mine = store.entries_of("e1");
  REQUIRE(mine.size() == 2);
  CHECK(mine[0].tournament == "c2");
  CHECK(mine[1].tournament == "c1");
  CHECK(store.entries_of("ghost").empty());
}

inline StoredTournamentGame tgame(const std::string& game, int round, const std::string& started_at) {
  return {"s1", game, round, "e1", "e2", "", 0, {false, false}, started_at, ""};
}

inline void check_tournament_games(Store& store) {
  store.save_tournament_game(tgame("gb", 2, at("10:00")));
  store.save_tournament_game(tgame("gz", 1, at("09:00")));
  store.save_tournament_game(tgame("ga", 1, at("09:00")));
  StoredTournamentGame bye{"s1", "bye:1:e3", 1, "e3", "", "bye", 0, {false, false}, "", ""};
  store.save_tournament_game(bye);
  store.save_tournament_game({"s2", "gx", 0, "e1", "e3", "", 0, {false, false}, at("09:30"), ""});
  // The game's end replaces its row.
  StoredTournamentGame ended = tgame("ga", 1, at("09:00"));
  ended.result = "south";
  ended.plies = 31;
  ended.berserk = {true, false};
  ended.ended_at = at("09:07");
  store.save_tournament_game(ended);
  store.flush();
  const auto games = store.tournament_games("s1");
  CHECK(ids(games) == std::vector<std::string>{"bye:1:e3", "ga", "gz", "gb"});
  REQUIRE(games.size() == 4);
  CHECK(games[0].result == "bye");
  CHECK(games[0].north.empty());
  CHECK(games[0].south == "e3");
  CHECK(games[0].started_at.empty());
  CHECK(games[1].tournament == "s1");
  CHECK(games[1].round == 1);
  CHECK(games[1].south == "e1");
  CHECK(games[1].north == "e2");
  CHECK(games[1].result == "south");
  CHECK(games[1].plies == 31);
  CHECK(games[1].berserk == std::array<bool, 2>{true, false});
  CHECK(games[1].started_at == at("09:00"));
  CHECK(games[1].ended_at == at("09:07"));
  CHECK(games[2].result.empty());
  CHECK(games[2].ended_at.empty());
  CHECK(games[3].round == 2);
  CHECK(ids(store.tournament_games("s2")) == std::vector<std::string>{"gx"});
  CHECK(store.tournament_games("nope").empty());
}

inline GameStart tournament_start(const std::string& id, const std::string& tournament) {
  GameStart g;
  g.id = id;
  g.kind = "human";
  g.south = {"e1", "e1 name", std::nullopt};
  g.north = {"e2", "e2 name", std::nullopt};
  g.clock = kBlitz;
  g.tournament = tournament;
  return g;
}

inline const StoredGame* find_game(const std::vector<StoredGame>& games, const std::string& id) {
  for (const StoredGame& g : games)
    if (g.start.id == id) return &g;
  return nullptr;
}

inline void check_berserk(Store& store) {
  store.start_game(tournament_start("tg1", "s1"));
  store.start_game(tournament_start("tg2", "s1"));
  store.start_game(tournament_start("plain", ""));
  store.set_berserk("tg1", Side::north);
  store.set_berserk("tg2", Side::north);
  store.set_berserk("tg2", Side::south);
  store.set_berserk("tg2", Side::south);  // twice is once
  store.flush();
  const auto live = store.games_in_progress();
  const StoredGame* tg1 = find_game(live, "tg1");
  const StoredGame* tg2 = find_game(live, "tg2");
  const StoredGame* plain = find_game(live, "plain");
  REQUIRE(tg1);
  REQUIRE(tg2);
  REQUIRE(plain);
  CHECK(tg1->start.tournament == "s1");
  CHECK(tg1->berserk == std::array<bool, 2>{false, true});
  CHECK(tg2->berserk == std::array<bool, 2>{true, true});
  CHECK(plain->start.tournament.empty());
  CHECK(plain->berserk == std::array<bool, 2>{false, false});
  CHECK(tg1->start.clock == kBlitz);
  REQUIRE(store.game("tg1").has_value());
  CHECK(store.game("tg1")->start.tournament == "s1");
  Position end;
  end.result = Outcome::north;
  end.reason = Reason::normal;
  store.finish_game("tg1", end, {});
  store.flush();
  CHECK(store.recent_games(10).at(0).start.tournament == "s1");
  CHECK_FALSE(find_game(store.games_in_progress(), "tg1"));
}

inline void check_delete(Store& store) {
  REQUIRE(store.entries_of("e1").size() == 2);
  CHECK(store.delete_player("e1"));
  CHECK(store.entries_of("e1").empty());
  CHECK(ids(store.entrants("c1")) == std::vector<std::string>{"e2", "e3"});
  CHECK(store.entrants("c2").empty());
  // Their games stay, as played.
  CHECK(store.tournament_games("s1").size() == 4);
  CHECK(store.tournament_games("s1").at(1).south == "e1");
  // A row queued behind the erasure is not stored.
  store.save_entrant(entrant("c1", "e1", at("11:00")));
  store.flush();
  CHECK(store.entries_of("e1").empty());
}

inline void check_all(Store& store) {
  check_lists_and_upserts(store);
  check_fields_kept(store);
  check_schedule_slots(store);
  check_created_since(store);
  check_entrants(store);
  check_tournament_games(store);
  check_berserk(store);
  check_delete(store);
}

}  // namespace tournament_checks

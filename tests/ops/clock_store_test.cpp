// Clocks and the new endings in the stores (server/src/store/): a game's time control and each
// ply's clock_ms are stored and read back by SQLite (from the log, from a finished game's record,
// across a restart) and by MemoryStore; an aborted game is stored finished, without a result.
#include <doctest/doctest.h>
#include <sqlite3.h>

#include <string>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"

using namespace mancala;
using namespace mancala::server;

namespace {

using store_test::count;
using store_test::local_game;
using store_test::TempDir;

const protocol::TimeControl blitz{180, 2, 0};

// Four plies of a timed game; ply n leaves its mover 180,000 - 1,000 n + n ms (n = 2 has none:
// a ply without a clock stays without one).
void play_timed(Store& store, const std::string& game, int from, int to) {
  for (int n = from; n < to; ++n)
    store.add_ply(game, n, n % 2 ? Side::north : Side::south, Ply::pit(n % 6), {},
                  n == 2 ? std::nullopt : std::optional<std::int64_t>(180'000 - 1'000 * n + n));
}

void check_timed_plies(const std::vector<protocol::RecordedPly>& plies, std::size_t count) {
  REQUIRE(plies.size() == count);
  for (std::size_t n = 0; n < count; ++n) {
    if (n == 2) {
      CHECK_FALSE(plies[n].clock_ms);
      continue;
    }
    REQUIRE(plies[n].clock_ms);
    CHECK(*plies[n].clock_ms == 180'000 - 1'000 * static_cast<std::int64_t>(n) + static_cast<std::int64_t>(n));
  }
}

Position ended(Outcome result, Reason reason) {
  Position p;
  p.result = result;
  p.reason = reason;
  return p;
}

GameStart timed_game(const std::string& id, std::optional<protocol::TimeControl> clock) {
  GameStart g = local_game(id);
  g.clock = clock;
  return g;
}

}  // namespace

TEST_CASE("SQLite keeps a game's clock and each ply's clock_ms: logged, across a restart, in the record") {
  TempDir dir("mancala-clocks");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    store.start_game(timed_game("t", blitz));
    store.start_game(timed_game("days", protocol::TimeControl{0, 0, 3}));
    store.start_game(timed_game("untimed", std::nullopt));
    play_timed(store, "t", 0, 3);
    store.add_ply("untimed", 0, Side::south, Ply::pit(1));
    store.flush();
    const auto live = store.game("t");
    REQUIRE(live);
    CHECK(live->start.clock == blitz);
    check_timed_plies(live->plies, 3);
    CHECK(store.game("days")->start.clock == protocol::TimeControl{0, 0, 3});
    CHECK_FALSE(store.game("untimed")->start.clock);
    CHECK_FALSE(store.game("untimed")->plies.at(0).clock_ms);
    CHECK(count(db, "SELECT COUNT(*) FROM games WHERE clock = '180+2'") == 1);
    CHECK(count(db, "SELECT COUNT(*) FROM games WHERE clock IS NULL") == 1);
  }
  SqliteStore store(db, metrics);
  // The restart: games_in_progress reads them from the log, and the writer's memory has them again.
  const auto in_progress = store.games_in_progress();
  REQUIRE(in_progress.size() == 3);
  for (const StoredGame& g : in_progress)
    if (g.start.id == "t") {
      CHECK(g.start.clock == blitz);
      check_timed_plies(g.plies, 3);
    }
  play_timed(store, "t", 3, 5);
  store.finish_game("t", ended(Outcome::south, Reason::timeout), {});
  store.flush();
  // The record holds clock_ms as each ply's fourth element (none for ply 2), and the view shows it.
  CHECK(count(db, "SELECT json_array_length(json_extract(ply_record, '$[4]')) FROM games WHERE id = 't'") == 4);
  CHECK(count(db, "SELECT json_array_length(json_extract(ply_record, '$[2]')) FROM games WHERE id = 't'") == 3);
  CHECK(count(db, "SELECT clock_ms FROM plies WHERE game_id = 't' AND n = 4") == 176'004);
  const auto done = store.game("t");
  REQUIRE(done);
  REQUIRE(done->ended_at);
  CHECK(done->start.clock == blitz);
  check_timed_plies(done->plies, 5);
  CHECK(done->result == Outcome::south);
  CHECK(done->reason == Reason::timeout);
  const auto recent = store.recent_games(5);
  REQUIRE(recent.size() == 1);
  CHECK(recent[0].start.clock == blitz);
  const auto mine = store.player_games("p1", 10, 0);
  REQUIRE(mine.size() == 3);
  for (const GameRecord& g : mine) CHECK(g.start.clock.has_value() == (g.start.id != "untimed"));
}

TEST_CASE("a record written before clocks (three elements a ply) reads back without clock_ms") {
  TempDir dir("mancala-clocks");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  SqliteStore store(db, metrics);
  store.start_game(local_game("old"));
  store.finish_game("old", ended(Outcome::north, Reason::resign), {});
  store.flush();
  sqlite3* c = nullptr;
  REQUIRE(sqlite3_open(db.c_str(), &c) == SQLITE_OK);
  REQUIRE(sqlite3_exec(c,
                       "UPDATE games SET ply_record = '[[0,2,\"2026-01-01T00:00:00.000Z\"],"
                       "[1,null,\"2026-01-01T00:00:01.000Z\"]]' WHERE id = 'old'",
                       nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(c);
  const auto g = store.game("old");
  REQUIRE(g);
  REQUIRE(g->plies.size() == 2);
  CHECK(g->plies[1].ply.is_swap());
  CHECK_FALSE(g->plies[0].clock_ms);
  CHECK_FALSE(g->plies[1].clock_ms);
  CHECK(count(db, "SELECT COUNT(*) FROM plies WHERE game_id = 'old' AND clock_ms IS NULL") == 2);
}

TEST_CASE("SQLite stores an aborted game finished without a result, and a draw by agreement") {
  TempDir dir("mancala-clocks");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    store.start_game(timed_game("ab", blitz));
    store.start_game(timed_game("agreed", blitz));
    store.start_game(timed_game("open", blitz));
    play_timed(store, "ab", 0, 1);
    play_timed(store, "agreed", 0, 4);
    store.finish_game("ab", ended(Outcome::no_result, Reason::aborted), {});
    store.finish_game("agreed", ended(Outcome::draw, Reason::agreement), {});
    store.flush();
    CHECK(count(db, "SELECT COUNT(*) FROM games WHERE id = 'ab' AND result = 'no_result' AND reason = 'aborted'") == 1);
  }
  SqliteStore store(db, metrics);
  const auto in_progress = store.games_in_progress();
  REQUIRE(in_progress.size() == 1);
  CHECK(in_progress[0].start.id == "open");
  const auto ab = store.game("ab");
  REQUIRE(ab);
  CHECK(ab->result == Outcome::no_result);
  CHECK(ab->reason == Reason::aborted);
  CHECK(ab->ended_at.has_value());
  check_timed_plies(ab->plies, 1);
  const auto agreed = store.game("agreed");
  REQUIRE(agreed);
  CHECK(agreed->result == Outcome::draw);
  CHECK(agreed->reason == Reason::agreement);
  CHECK(store.recent_games(10).size() == 2);
}

TEST_CASE("MemoryStore keeps the clock, each ply's clock_ms and an aborted game's ending") {
  MemoryStore store;
  store.start_game(timed_game("t", blitz));
  store.start_game(timed_game("ab", protocol::TimeControl{0, 0, 1}));
  play_timed(store, "t", 0, 4);
  const auto in_progress = store.games_in_progress();
  REQUIRE(in_progress.size() == 2);
  for (const StoredGame& g : in_progress)
    if (g.start.id == "t") check_timed_plies(g.plies, 4);
  store.finish_game("ab", ended(Outcome::no_result, Reason::aborted), {});
  const auto t = store.game("t");
  REQUIRE(t);
  CHECK(t->start.clock == blitz);
  check_timed_plies(t->plies, 4);
  const auto ab = store.game("ab");
  REQUIRE(ab);
  CHECK(ab->start.clock == protocol::TimeControl{0, 0, 1});
  CHECK(ab->result == Outcome::no_result);
  CHECK(ab->reason == Reason::aborted);
  REQUIRE(store.games_in_progress().size() == 1);
  CHECK(store.games_in_progress()[0].start.id == "t");
}

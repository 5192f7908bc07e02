// Clocks and the new endings on the PostgreSQL store, against a real PostgreSQL: a throwaway
// cluster of tests/server/pg.py (pg_cluster.hpp), started once for this binary and removed when it exits. A
// game's time control and each ply's clock_ms are written and read back, an aborted game is
// stored finished, a database from before clocks migrates, and --migrate-sqlite copies them;
// a takeback's plies are forgotten; the community's records (community_checks.hpp) are kept and copied.
#include "mancala/server/store/pg_store.hpp"

#include <doctest/doctest.h>

#include <string>

#include "community_checks.hpp"
#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/migrate_sqlite.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "pg_cluster.hpp"
#include "store_support.hpp"

using namespace mancala;
using namespace mancala::server;

namespace {

using pg_test::cluster;
using store_test::local_game;
using store_test::TempDir;

const protocol::TimeControl blitz{180, 2, 0};

void play_timed(Store& store, const std::string& game, int from, int to) {
  for (int n = from; n < to; ++n)
    store.add_ply(game, n, n % 2 ? Side::north : Side::south, Ply::pit(n % 6), {},
                  n == 2 ? std::nullopt : std::optional<std::int64_t>(180'000 - 1'000 * n));
}

void check_timed_plies(const std::vector<protocol::RecordedPly>& plies, std::size_t count) {
  REQUIRE(plies.size() == count);
  for (std::size_t n = 0; n < count; ++n) {
    if (n == 2) {
      CHECK_FALSE(plies[n].clock_ms);
      continue;
    }
    REQUIRE(plies[n].clock_ms);
    CHECK(*plies[n].clock_ms == 180'000 - 1'000 * static_cast<std::int64_t>(n));
  }
}

GameStart timed_game(const std::string& id, std::optional<protocol::TimeControl> clock) {
  GameStart g = local_game(id);
  g.clock = clock;
  return g;
}

Position ended(Outcome result, Reason reason) {
  Position p;
  p.result = result;
  p.reason = reason;
  return p;
}

}  // namespace

TEST_CASE("PostgreSQL keeps a game's clock, each ply's clock_ms and an aborted game's ending") {
  const std::string db = cluster().database("clocks");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    store.start_game(timed_game("t", blitz));
    store.start_game(timed_game("untimed", std::nullopt));
    store.start_game(timed_game("ab", protocol::TimeControl{0, 0, 7}));
    play_timed(store, "t", 0, 4);
    store.add_ply("untimed", 0, Side::south, Ply::pit(1));
    store.finish_game("ab", ended(Outcome::no_result, Reason::aborted), {});
    store.flush();
    const auto t = store.game("t");
    REQUIRE(t);
    CHECK(t->start.clock == blitz);
    check_timed_plies(t->plies, 4);
    CHECK_FALSE(store.game("untimed")->start.clock);
    CHECK_FALSE(store.game("untimed")->plies.at(0).clock_ms);
    CHECK(cluster().sql("clocks", "SELECT clock FROM games WHERE id = 't'") == "180+2");
    CHECK(cluster().sql("clocks", "SELECT clock_ms FROM plies WHERE game_id = 't' AND n = 3") == "177000");
  }
  PgStore store(db, metrics);
  const auto in_progress = store.games_in_progress();
  REQUIRE(in_progress.size() == 2);  // not the aborted one
  for (const StoredGame& g : in_progress) {
    CHECK(g.start.id != "ab");
    if (g.start.id == "t") {
      CHECK(g.start.clock == blitz);
      check_timed_plies(g.plies, 4);
    }
  }
  const auto ab = store.game("ab");
  REQUIRE(ab);
  CHECK(ab->result == Outcome::no_result);
  CHECK(ab->reason == Reason::aborted);
  CHECK(ab->ended_at);
  CHECK(ab->start.clock == protocol::TimeControl{0, 0, 7});
  store.finish_game("t", ended(Outcome::draw, Reason::agreement), {});
  store.flush();
  const auto recent = store.recent_games(10);
  REQUIRE(recent.size() == 2);
  for (const GameRecord& g : recent) CHECK(g.start.clock.has_value());
  CHECK(store.game("t")->reason == Reason::agreement);
  CHECK(store.game("t")->result == Outcome::draw);
  CHECK(store.player_games("p1", 10, 0).size() == 3);
}

TEST_CASE("PostgreSQL forgets the plies taken back, and the plies after them take their numbers") {
  const std::string db = cluster().database("takeback");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    store.start_game(timed_game("t", blitz));
    play_timed(store, "t", 0, 6);
    bool committed = false;
    store.take_back("t", 3, [&] { committed = true; });
    store.flush();
    CHECK(committed);
    check_timed_plies(store.game("t")->plies, 3);
    // A new ply 3 (pit 5, where the first line sowed pit 3) is stored, not refused as a duplicate.
    store.add_ply("t", 3, Side::north, Ply::pit(5), {}, std::int64_t{177'000});
    store.flush();
    CHECK(cluster().sql("takeback", "SELECT COUNT(*) FROM plies WHERE game_id = 't'") == "4");
  }
  PgStore store(db, metrics);
  const auto games = store.games_in_progress();
  REQUIRE(games.size() == 1);
  check_timed_plies(games[0].plies, 4);
  CHECK(games[0].plies[3].ply == Ply::pit(5));
  CHECK(store.game("t")->plies.at(3).ply == Ply::pit(5));
}

TEST_CASE("a PostgreSQL database from before clocks migrates and its games go on with clock_ms") {
  const std::string db = cluster().database("before_clocks");
  Metrics metrics;
  { PgStore store(db, metrics); }
  // Back to version 7 as an older server left it, with a game in progress.
  cluster().sql("before_clocks",
                "ALTER TABLE games DROP COLUMN clock; ALTER TABLE plies DROP COLUMN clock_ms; "
                "DROP TABLE seeks; DROP TABLE blocks; DROP TABLE reports; DROP TABLE chat_lines; DROP TABLE standings; "
                "DROP TABLE mod_actions; DROP TABLE offences; ALTER TABLE accounts DROP COLUMN moderator; "
                "DROP TABLE tournaments; DROP TABLE tournament_players; DROP TABLE tournament_games; "
                "ALTER TABLE games DROP COLUMN tournament; ALTER TABLE games DROP COLUMN berserk; "
                "ALTER TABLE players DROP COLUMN bot; ALTER TABLE players DROP COLUMN bot_owner; "
                "DROP TABLE puzzles; DROP TABLE puzzle_players; DROP TABLE puzzle_attempts; "
                "ALTER TABLE accounts DROP COLUMN language; DELETE FROM schema_version WHERE version >= 8; "
                "INSERT INTO games(id, variant, kind, from_queue, south_player, south_name, north_player, north_name, "
                "started_at) VALUES ('old', '{\"game\":\"kalah\",\"pits\":6,\"seeds\":4}', 'local', false, 'p1', 'A', "
                "'p1', 'B', now()); "
                "INSERT INTO plies(game_id, n, side, pit, played_at) VALUES ('old', 0, 0, 2, now())");
  PgStore store(db, metrics);
  CHECK(cluster().sql("before_clocks", "SELECT MAX(version) FROM schema_version") == "16");
  const auto in_progress = store.games_in_progress();
  REQUIRE(in_progress.size() == 1);
  CHECK_FALSE(in_progress[0].start.clock);
  REQUIRE(in_progress[0].plies.size() == 1);
  CHECK_FALSE(in_progress[0].plies[0].clock_ms);
  store.add_ply("old", 1, Side::south, Ply::pit(5), {}, 1234);
  store.flush();
  const auto g = store.game("old");
  REQUIRE(g);
  REQUIRE(g->plies.size() == 2);
  CHECK_FALSE(g->plies[0].clock_ms);
  CHECK(g->plies[1].clock_ms == 1234);
}

TEST_CASE("--migrate-sqlite copies each game's clock and each ply's clock_ms into PostgreSQL") {
  TempDir dir("mancala-pg-clocks");
  const auto path = (dir.path / "old.db").string();
  Metrics metrics;
  {
    SqliteStore sqlite(path, metrics);
    sqlite.save_player("p1", "Ann", "h1");
    sqlite.start_game(timed_game("done", blitz));
    sqlite.start_game(timed_game("live", protocol::TimeControl{0, 0, 2}));
    sqlite.start_game(timed_game("ab", blitz));
    play_timed(sqlite, "done", 0, 4);
    play_timed(sqlite, "live", 0, 3);
    sqlite.finish_game("done", ended(Outcome::north, Reason::timeout), {});
    sqlite.finish_game("ab", ended(Outcome::no_result, Reason::aborted), {});
    sqlite.save_seek({"s1", "p1", "", R"({"seek":"s1"})"});
  }
  const std::string db = cluster().database("migrated");
  const MigrationCount n = migrate_sqlite(path, db, metrics);
  CHECK(n.games == 3);
  CHECK(n.plies == 7);
  PgStore store(db, metrics);
  const auto done = store.game("done");
  REQUIRE(done);
  CHECK(done->start.clock == blitz);
  CHECK(done->reason == Reason::timeout);
  check_timed_plies(done->plies, 4);
  const auto live = store.game("live");
  REQUIRE(live);
  CHECK(live->start.clock == protocol::TimeControl{0, 0, 2});
  check_timed_plies(live->plies, 3);
  const auto ab = store.game("ab");
  REQUIRE(ab);
  CHECK(ab->result == Outcome::no_result);
  CHECK(ab->reason == Reason::aborted);
  const auto in_progress = store.games_in_progress();
  REQUIRE(in_progress.size() == 1);
  CHECK(in_progress[0].start.id == "live");
  const auto seeks = store.seeks("");
  REQUIRE(seeks.size() == 1);
  CHECK(seeks[0].seek == R"({"seek":"s1"})");
}

TEST_CASE("PostgreSQL keeps the open seeks across a restart, each listed by its node") {
  const std::string db = cluster().database("seeks");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    store.save_seek({"s1", "p1", "n1", R"({"seek":"s1"})"});
    store.save_seek({"s2", "p2", "n2", R"({"seek":"s2"})"});
    store.save_seek({"s3", "p1", "n1", R"({"seek":"s3"})"});
    store.delete_seek("s1");
    store.flush();
  }
  PgStore store(db, metrics);
  const auto n1 = store.seeks("n1");
  REQUIRE(n1.size() == 1);
  CHECK(n1[0].id == "s3");
  CHECK(n1[0].player == "p1");
  CHECK(n1[0].seek == R"({"seek":"s3"})");
  REQUIRE(store.seeks("n2").size() == 1);
  CHECK(store.seeks("").empty());
}

TEST_CASE("PostgreSQL keeps blocks across a restart, one way each") {
  const std::string db = cluster().database("blocks");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    store.set_block("ann", "bob", false);
    store.set_block("ann", "bob", false);
    store.set_block("cat", "dan", false);
    store.set_block("cat", "dan", true);
    store.flush();
  }
  PgStore store(db, metrics);
  CHECK(store.blocks("ann", "bob"));
  CHECK_FALSE(store.blocks("bob", "ann"));
  CHECK(store.blocked_either("bob", "ann"));
  CHECK_FALSE(store.blocked_either("cat", "dan"));
  CHECK(store.blocks_around("bob") == std::vector<std::string>{"ann"});
  CHECK(store.blocks_around("cat").empty());
}

TEST_CASE("PostgreSQL keeps reports, about a player oldest first, counted by who filed them") {
  const std::string db = cluster().database("reports");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    store.save_report({"r1", "ann", "bob", "g1", "insult", "rude", ""});
    store.save_report({"r2", "ann", "bob", "", "cheat", "", ""});
    store.flush();
  }
  PgStore store(db, metrics);
  const auto about = store.reports_about("bob");
  REQUIRE(about.size() == 2);
  CHECK(about[0].id == "r1");
  CHECK(about[0].game == "g1");
  CHECK(about[1].game == "");
  CHECK(parse_iso_time(about[0].created_at).has_value());
  CHECK(store.reports_since("ann", "2000-01-01T00:00:00.000Z") == 2);
  CHECK(store.reports_since("ann", "2999-01-01T00:00:00.000Z") == 0);
}

TEST_CASE("PostgreSQL keeps the community's records: chat, moderation, offences, blocks, erasing a player") {
  const std::string db = cluster().database("community");
  Metrics metrics;
  {
    PgStore store(db, metrics);
    community_checks::check_all(store);
  }
  PgStore store(db, metrics);
  CHECK(store.chat_lines(community_checks::kRoom).size() == static_cast<std::size_t>(kChatLinesPerRoom));
  CHECK(store.standing("p1").closed);
  CHECK(store.standing("p2").moderator);
  CHECK(store.mod_actions("", 1000).size() == 8);
  CHECK_FALSE(store.standing("p5").known);
  CHECK(cluster().sql("community", "SELECT token_hash FROM players WHERE id = 'p1'") == "closed:p1");
}

TEST_CASE("--migrate-sqlite copies chat lines, standings, the moderation log and offences into PostgreSQL") {
  TempDir dir("mancala-pg-community");
  const auto path = (dir.path / "old.db").string();
  Metrics metrics;
  {
    SqliteStore sqlite(path, metrics);
    community_checks::check_all(sqlite);
    sqlite.save_offence({"p3", "g9", "abort", "2026-02-01T00:00:00.000Z"});
    sqlite.save_report({"r9", "p2", "p6", "", "insult", "", ""});
  }
  const std::string db = cluster().database("migrated_community");
  migrate_sqlite(path, db, metrics);
  PgStore store(db, metrics);
  const auto lines = store.chat_lines(community_checks::kRoom);
  REQUIRE(lines.size() == static_cast<std::size_t>(kChatLinesPerRoom));
  CHECK(lines.front().text == "line 1");
  CHECK(lines.back().text == "line 200");
  CHECK(store.chat_lines("game:g1:spectators").at(0).troll);
  CHECK(store.standing("p1").closed);
  CHECK(store.standing("p2").moderator);
  CHECK(store.standing("p3").play_ban_until.empty());
  const auto log = store.mod_actions("", 1000);
  REQUIRE(log.size() == 8);
  CHECK(log.back().id == "a1");
  CHECK(log.back().until == "2030-01-01T00:15:00.000Z");
  CHECK(store.mod_actions("p3", 10).at(0).until.empty());
  const auto open = store.open_reports(100);
  REQUIRE(open.size() == 1);
  CHECK(open[0].id == "r9");
  REQUIRE(store.offences("p3", "2026-01-15T00:00:00.000Z").size() == 1);
  CHECK(store.offences("p3", "").size() == 3);
  CHECK_FALSE(store.find_player("hash1").has_value());
}

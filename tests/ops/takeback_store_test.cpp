// Store::take_back (PROTOCOL.md §Offers, a takeback): the plies from a number on are forgotten by
// SQLite (the ply log, its in-memory records, across a restart, in the finished record) and by
// MemoryStore, in order with the other writes; the plies after it take the freed numbers.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "mancala/server/ops/metrics.hpp"
#include "mancala/server/store/memory_store.hpp"
#include "mancala/server/store/sqlite_store.hpp"
#include "store_support.hpp"

using namespace mancala;
using namespace mancala::server;

namespace {

using store_test::local_game;
using store_test::TempDir;

// Ply n of the first line of play sows pit n % 6; the line played after a takeback sows pit 5 - n % 6.
Ply first_line(int n) { return Ply::pit(n % 6); }
Ply second_line(int n) { return Ply::pit(5 - n % 6); }

void play(Store& store, const std::string& game, int from, int to, Ply (*line)(int)) {
  for (int n = from; n < to; ++n)
    store.add_ply(game, n, n % 2 ? Side::north : Side::south, line(n), {}, std::int64_t{60'000 - n});
}

// `plies` are plies 0..kept-1 of the first line, then plies kept..count-1 of the second.
void check_plies(const std::vector<protocol::RecordedPly>& plies, int kept, int count) {
  REQUIRE(plies.size() == static_cast<std::size_t>(count));
  for (int n = 0; n < count; ++n) {
    CAPTURE(n);
    CHECK(plies[n].ply == (n < kept ? first_line(n) : second_line(n)));
    CHECK(plies[n].side == (n % 2 ? Side::north : Side::south));
    CHECK(plies[n].clock_ms == std::int64_t{60'000 - n});
  }
}

std::vector<protocol::RecordedPly> in_progress(Store& store, const std::string& game) {
  for (StoredGame& g : store.games_in_progress())
    if (g.start.id == game) return g.plies;
  FAIL("game " << game << " is not in progress");
  return {};
}

Position resigned() {
  Position p;
  p.result = Outcome::south;
  p.reason = Reason::resign;
  return p;
}

}  // namespace

TEST_CASE("SQLite forgets the plies taken back: in game(), in games_in_progress() and after a restart") {
  TempDir dir("mancala-takeback");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    store.start_game(local_game("a"));
    store.start_game(local_game("b"));
    play(store, "a", 0, 6, first_line);
    play(store, "b", 0, 3, first_line);
    store.flush();
    bool committed = false;
    store.take_back("a", 3, [&] { committed = true; });
    store.flush();
    CHECK(committed);
    check_plies(store.game("a")->plies, 3, 3);
    check_plies(in_progress(store, "a"), 3, 3);
    // The plies after it take the numbers freed; the other game keeps all of its own.
    play(store, "a", 3, 5, second_line);
    store.flush();
    check_plies(store.game("a")->plies, 3, 5);
    check_plies(in_progress(store, "a"), 3, 5);
    check_plies(store.game("b")->plies, 3, 3);
  }
  SqliteStore store(db, metrics);
  check_plies(in_progress(store, "a"), 3, 5);
  check_plies(in_progress(store, "b"), 3, 3);
  // The writer's memory after the restart knows the kept plies only: the record says so.
  play(store, "a", 5, 6, second_line);
  store.finish_game("a", resigned(), {});
  store.flush();
  const auto done = store.game("a");
  REQUIRE(done->ended_at);
  check_plies(done->plies, 3, 6);
}

TEST_CASE("SQLite applies a takeback in order with the plies queued around it, in one transaction or several") {
  TempDir dir("mancala-takeback");
  const auto db = (dir.path / "s.db").string();
  Metrics metrics;
  {
    SqliteStore store(db, metrics);
    store.start_game(local_game("a"));
    // Queued without a flush between them: the writer may commit them in one batch.
    play(store, "a", 0, 4, first_line);
    store.take_back("a", 2, {});
    play(store, "a", 2, 4, second_line);
    store.take_back("a", 3, {});
    play(store, "a", 3, 4, second_line);
    store.flush();
    check_plies(store.game("a")->plies, 2, 4);
    // A takeback back to the start, then a finish in the same batch: the record has the new line only.
    store.take_back("a", 0, {});
    play(store, "a", 0, 2, second_line);
    store.finish_game("a", resigned(), {});
    store.flush();
    check_plies(store.game("a")->plies, 0, 2);
  }
  SqliteStore store(db, metrics);
  CHECK(store.games_in_progress().empty());
  check_plies(store.game("a")->plies, 0, 2);
}

TEST_CASE("MemoryStore forgets the plies taken back, runs the callback, and undoes a swap's mark") {
  MemoryStore store;
  store.start_game(local_game("a"));
  play(store, "a", 0, 6, first_line);
  bool committed = false;
  store.take_back("a", 4, [&] { committed = true; });
  CHECK(committed);
  check_plies(store.game("a")->plies, 4, 4);
  CHECK(store.game("a")->played_at.size() == 4);
  play(store, "a", 4, 6, second_line);
  check_plies(in_progress(store, "a"), 4, 6);

  store.start_game(local_game("pie"));
  store.add_ply("pie", 0, Side::south, Ply::pit(0));
  store.add_ply("pie", 1, Side::north, Ply::swap());
  REQUIRE(store.game("pie")->swapped);
  store.take_back("pie", 1, {});
  CHECK_FALSE(store.game("pie")->swapped);
  CHECK(store.game("pie")->plies.size() == 1);
}

// The per-game bookkeeping behind mancala_games_in_progress and the queue→computer counter.
#include <doctest/doctest.h>

#include "mancala/server/ops/metrics.hpp"

using namespace mancala::server;

namespace {
double value_of(const LabeledValues& v, const Labels& labels) {
  for (const auto& [l, x] : v.snapshot())
    if (l == labels) return x;
  return -1;  // no such series
}
}  // namespace

TEST_CASE("a game counts in progress under its kind until it leaves, once") {
  Metrics m;
  CHECK(value_of(m.games_in_progress, {{"kind", "online"}}) == 0);
  m.game_opened("g1", "bot", true);
  m.game_opened("g2", "local", false);
  m.game_opened("g2", "local", false);  // a repeated open is not a second game
  CHECK(value_of(m.games_in_progress, {{"kind", "computer"}}) == 1);
  CHECK(value_of(m.games_in_progress, {{"kind", "same_device"}}) == 1);
  CHECK(m.bot_games_from_queue.load() == 1);
  m.game_left_progress("g1");
  m.game_left_progress("g1");       // ended, then its room closed: one decrement
  m.game_left_progress("unknown");  // never counted
  CHECK(value_of(m.games_in_progress, {{"kind", "computer"}}) == 0);
  CHECK(value_of(m.games_in_progress, {{"kind", "same_device"}}) == 1);
}

TEST_CASE("finished games are counted by result and reason") {
  Metrics m;
  m.game_finished("south", "normal");
  m.game_finished("south", "normal");
  m.game_finished("draw", "normal");
  m.game_finished("north", "resign");
  CHECK(value_of(m.games_finished, {{"result", "south"}, {"reason", "normal"}}) == 2);
  CHECK(value_of(m.games_finished, {{"result", "draw"}, {"reason", "normal"}}) == 1);
  CHECK(value_of(m.games_finished, {{"result", "north"}, {"reason", "resign"}}) == 1);
}

TEST_CASE("a rolled-back write marks the database failing until the next commit") {
  Metrics m;
  const auto t = std::chrono::steady_clock::now();
  m.db_write_done(t, false);
  CHECK_FALSE(m.db_ok.load());
  CHECK(m.db_failures.load() == 1);
  m.db_write_done(t, true);
  CHECK(m.db_ok.load());
  CHECK(m.db_write_seconds.snapshot().count == 2);
}

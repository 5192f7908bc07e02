// The shutup rule: when a player's recent lines call for a report, and the record's bounds.
#include "mancala/server/chat/shutup.hpp"

#include <doctest/doctest.h>

#include <string>
#include <thread>
#include <vector>

using mancala::server::chat::Shutup;
using mancala::server::chat::ShutupRecord;

namespace {
constexpr double kBad = 0.5;
constexpr double kClean = 0.0;

ShutupRecord record_of(std::size_t bad, std::size_t clean) {
  ShutupRecord r;
  for (std::size_t i = 0; i < clean; ++i) r.add(kClean);
  for (std::size_t i = 0; i < bad; ++i) r.add(kBad);
  return r;
}
}  // namespace

TEST_CASE("a line is bad when its ratio is above one in thirty") {
  ShutupRecord r;
  r.add(1.0 / 30.0);
  CHECK(r.bad_lines() == 0);
  r.add(1.0 / 29.0);
  CHECK(r.bad_lines() == 1);
}

TEST_CASE("three bad lines of four do not call for a report, four do") {
  CHECK_FALSE(record_of(3, 0).should_report());
  CHECK_FALSE(record_of(3, 1).should_report());
  CHECK(record_of(4, 0).should_report());
  CHECK(record_of(4, 35).should_report());  // 39 lines: a tenth is 3
}

TEST_CASE("from forty lines on, the bad lines must be more than a tenth") {
  CHECK_FALSE(record_of(4, 36).should_report());  // 40 lines: more than 4 needed
  CHECK(record_of(5, 35).should_report());
  CHECK_FALSE(record_of(6, 54).should_report());  // 60 lines: more than 6 needed
  CHECK(record_of(7, 53).should_report());
}

TEST_CASE("a record keeps the last 60 lines") {
  ShutupRecord r = record_of(6, 0);
  for (int i = 0; i < 60; ++i) r.add(kClean);
  CHECK(r.lines() == ShutupRecord::kLinesKept);
  CHECK(r.bad_lines() == 0);  // the bad lines were the oldest
}

TEST_CASE("Shutup reports on the fourth bad line, then starts the player afresh") {
  Shutup s;
  CHECK_FALSE(s.record("p1", kBad));
  CHECK_FALSE(s.record("p1", kBad));
  CHECK_FALSE(s.record("p1", kBad));
  CHECK(s.record("p1", kBad));
  CHECK(s.lines_of("p1") == 0);
  // No report storm: the next bad line is one of a new record.
  CHECK_FALSE(s.record("p1", kBad));
  CHECK(s.lines_of("p1") == 1);
}

TEST_CASE("Shutup keeps each player's lines apart") {
  Shutup s;
  for (int i = 0; i < 3; ++i) {
    CHECK_FALSE(s.record("p1", kBad));
    CHECK_FALSE(s.record("p2", kBad));
  }
  CHECK_FALSE(s.record("p2", kClean));
  CHECK(s.record("p1", kBad));
  CHECK(s.lines_of("p2") == 4);
}

TEST_CASE("clean lines dilute bad ones") {
  Shutup s;
  for (int i = 0; i < 40; ++i) CHECK_FALSE(s.record("p", kClean));
  for (int i = 0; i < 4; ++i) CHECK_FALSE(s.record("p", kBad));  // 44 lines: 4 bad, more than 4 needed
  CHECK(s.record("p", kBad));
}

TEST_CASE("Shutup keeps at most its cap of players, dropping the one quiet longest") {
  Shutup s(3);
  s.record("a", kBad);
  s.record("b", kBad);
  s.record("c", kBad);
  s.record("a", kBad);  // a spoke again: b is now the quiet one
  s.record("d", kBad);
  CHECK(s.players() == 3);
  CHECK(s.lines_of("a") == 2);
  CHECK(s.lines_of("b") == 0);
  CHECK(s.lines_of("c") == 1);
  CHECK(s.lines_of("d") == 1);
  s.forget("a");
  CHECK(s.players() == 2);
  CHECK(s.lines_of("a") == 0);
}

TEST_CASE("Shutup takes lines from several threads") {
  Shutup s(100);
  std::vector<std::string> players;
  for (int i = 0; i < 50; ++i) players.push_back(std::to_string(i) + "p");
  std::vector<std::size_t> reports(4, 0);
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < reports.size(); ++t)
    threads.emplace_back([&s, &players, &reports, t] {
      for (std::size_t i = 0; i < 400; ++i)
        if (s.record(players[i % players.size()], kBad)) ++reports[t];
    });
  for (auto& th : threads) th.join();
  // 1600 bad lines over 50 players: each report took exactly 4 of a player's lines, the rest are kept.
  std::size_t taken = 0, kept = 0;
  for (std::size_t r : reports) taken += 4 * r;
  for (const auto& p : players) kept += s.lines_of(p);
  CHECK(taken + kept == 1600);
  CHECK(s.players() == 50);
}

// Swiss pairing: no rematches over simulated events, the bye's rules, seats, and the end of
// the event when no pairing is left (checked against an exhaustive search).
#include "mancala/server/tournament/swiss_pairing.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

using mancala::server::pair_swiss;
using mancala::server::SeatedPair;
using mancala::server::SwissEntrant;
using mancala::server::SwissRound;

namespace {

// South of the one pair `two` players make; the test fails (not crashes) when they make none.
std::string swiss_south_of(const std::vector<SwissEntrant>& two) {
  const auto round = pair_swiss(two);
  REQUIRE(round.has_value());
  REQUIRE(round->pairs.size() == 1);
  return round->pairs[0].south;
}

SwissEntrant player(std::string id, double points, double rating = 1500, std::vector<std::string> opponents = {}) {
  SwissEntrant e;
  e.player = std::move(id);
  e.points = points;
  e.rating = rating;
  e.opponents = std::move(opponents);
  return e;
}

bool met(const SwissEntrant& a, const SwissEntrant& b) {
  return std::count(a.opponents.begin(), a.opponents.end(), b.player) > 0 ||
         std::count(b.opponents.begin(), b.opponents.end(), a.player) > 0;
}

// Whether the players in `left` (a bit set) can all be paired with someone not met yet.
bool pairable(const std::vector<SwissEntrant>& ps, unsigned left, std::map<unsigned, bool>& memo) {
  if (left == 0) return true;
  if (const auto it = memo.find(left); it != memo.end()) return it->second;
  int i = 0;
  while (((left >> i) & 1U) == 0) ++i;
  bool ok = false;
  for (int j = i + 1; j < static_cast<int>(ps.size()) && !ok; ++j) {
    if (((left >> j) & 1U) != 0 && !met(ps[i], ps[j])) ok = pairable(ps, left & ~(1U << i) & ~(1U << j), memo);
  }
  return memo[left] = ok;
}

bool pairable_without(const std::vector<SwissEntrant>& ps, int bye) {
  unsigned all = (1U << ps.size()) - 1;
  if (bye >= 0) all &= ~(1U << bye);
  std::map<unsigned, bool> memo;
  return pairable(ps, all, memo);
}

// The rule, searched exhaustively: the lowest-ranked player without a bye who leaves a pairing,
// else the lowest-ranked one who had a bye and leaves a pairing; "" when there is none.
std::string expected_bye(std::vector<SwissEntrant> ps) {
  std::sort(ps.begin(), ps.end(), [](const SwissEntrant& a, const SwissEntrant& b) {
    if (a.points != b.points) return a.points < b.points;
    if (a.rating != b.rating) return a.rating < b.rating;
    return a.player > b.player;
  });
  for (bool had : {false, true}) {
    for (int i = 0; i < static_cast<int>(ps.size()); ++i)
      if (ps[i].had_bye == had && pairable_without(ps, i)) return ps[i].player;
  }
  return "";
}

SwissEntrant& by_id(std::vector<SwissEntrant>& ps, const std::string& id) {
  return *std::find_if(ps.begin(), ps.end(), [&](const SwissEntrant& e) { return e.player == id; });
}

void take_seat(SwissEntrant& e, bool south) {
  (south ? e.souths : e.norths) += 1;
  if (south)
    e.seat_streak = e.seat_streak > 0 ? e.seat_streak + 1 : 1;
  else
    e.seat_streak = e.seat_streak < 0 ? e.seat_streak - 1 : -1;
}

// Checks one round against the rules and plays it out with random results.
void check_and_play(std::vector<SwissEntrant>& ps, const SwissRound& round, std::mt19937& rng, int& third_seats) {
  std::multiset<std::string> seen;
  for (const SeatedPair& p : round.pairs) {
    seen.insert(p.south);
    seen.insert(p.north);
  }
  if (!round.bye.empty()) seen.insert(round.bye);
  REQUIRE(seen.size() == ps.size());
  for (const SwissEntrant& e : ps) REQUIRE(seen.count(e.player) == 1);
  CHECK(round.bye.empty() == (ps.size() % 2 == 0));
  if (!round.bye.empty()) CHECK(round.bye == expected_bye(ps));

  for (const SeatedPair& p : round.pairs) {
    SwissEntrant& s = by_id(ps, p.south);
    SwissEntrant& n = by_id(ps, p.north);
    REQUIRE_FALSE(met(s, n));
    if (s.seat_streak >= 2) ++third_seats;
    if (n.seat_streak <= -2) ++third_seats;
    take_seat(s, true);
    take_seat(n, false);
    s.opponents.push_back(n.player);
    n.opponents.push_back(s.player);
    const int outcome = std::uniform_int_distribution<int>(0, 4)(rng);  // 0-1 south, 2-3 north, 4 draw
    s.points += outcome < 2 ? 1 : outcome == 4 ? 0.5 : 0;
    n.points += outcome < 2 ? 0 : outcome == 4 ? 0.5 : 1;
  }
  if (!round.bye.empty()) {
    SwissEntrant& b = by_id(ps, round.bye);
    b.points += 1;
    b.had_bye = true;
  }
}

}  // namespace

TEST_CASE("simulated swiss events of 4 to 16 players never repeat a pairing") {
  for (int n = 4; n <= 16; ++n) {
    CAPTURE(n);
    std::mt19937 rng(static_cast<unsigned>(1000 + n));
    std::vector<SwissEntrant> ps;
    for (int i = 0; i < n; ++i) {
      std::string id = "p";
      id += std::to_string(i);
      ps.push_back(player(id, 0, 1400 + 17 * ((i * 7) % n)));
    }
    int rounds = 0, third_seats = 0;
    while (rounds < n) {
      const auto round = pair_swiss(ps);
      if (!round) {
        // The event ends only when no pairing is left at all.
        CHECK(expected_bye(ps).empty());
        if (n % 2 == 0) CHECK_FALSE(pairable_without(ps, -1));
        break;
      }
      check_and_play(ps, *round, rng, third_seats);
      ++rounds;
    }
    // Fewer than n/2 rounds leave every player unmet by most others: a pairing always exists.
    CHECK(rounds >= n / 2);
    // Exhausting the event's pairings may force a third round on one seat; early rounds never do.
    CHECK(third_seats <= n / 2);
    for (const SwissEntrant& e : ps) CHECK(std::abs(e.souths - e.norths) <= 2);
  }
}

TEST_CASE("four players have no fourth round") {
  std::vector<SwissEntrant> ps = {player("a", 2, 1500, {"b", "c", "d"}), player("b", 1, 1500, {"a", "c", "d"}),
                                  player("c", 1, 1500, {"a", "b", "d"}), player("d", 0, 1500, {"a", "b", "c"})};
  CHECK_FALSE(pair_swiss(ps).has_value());
}

TEST_CASE("fewer than two players cannot be paired") {
  CHECK_FALSE(pair_swiss({}).has_value());
  CHECK_FALSE(pair_swiss({player("a", 0)}).has_value());
}

TEST_CASE("three players who all met have no round left") {
  CHECK_FALSE(
      pair_swiss({player("a", 1, 1500, {"b", "c"}), player("b", 1, 1500, {"a"}), player("c", 1, 1500, {"a", "b"})})
          .has_value());
}

TEST_CASE("the bye goes to the lowest-ranked player without one") {
  std::vector<SwissEntrant> ps = {player("a", 2), player("b", 1.5), player("c", 1), player("d", 0.5), player("e", 0)};
  ps[4].had_bye = true;
  const auto round = pair_swiss(ps);
  REQUIRE(round.has_value());
  CHECK(round->bye == "d");
}

TEST_CASE("between equal points the lower rating gets the bye") {
  const auto round = pair_swiss({player("a", 1, 1600), player("b", 1, 1400), player("c", 1, 1500)});
  REQUIRE(round.has_value());
  CHECK(round->bye == "b");
  REQUIRE(round->pairs.size() == 1);
}

// e has not met d; a has met b, c and d: with e out a could meet nobody, so d sits out instead.
TEST_CASE("the bye moves up when the lowest player's bye leaves no pairing") {
  const auto round = pair_swiss({player("a", 3, 1500, {"b", "c", "d"}), player("b", 2, 1500, {"a"}),
                                 player("c", 1, 1500, {"a"}), player("d", 0.5, 1500, {"a"}), player("e", 0)});
  REQUIRE(round.has_value());
  CHECK(round->bye == "d");
  REQUIRE(round->pairs.size() == 2);
  std::set<std::set<std::string>> pairs;
  for (const auto& p : round->pairs) pairs.insert({p.south, p.north});
  CHECK(pairs == std::set<std::set<std::string>>{{"a", "e"}, {"b", "c"}});
}

TEST_CASE("when everyone had a bye one of them gets another") {
  std::vector<SwissEntrant> ps = {player("a", 2), player("b", 1), player("c", 0)};
  for (auto& e : ps) e.had_bye = true;
  const auto round = pair_swiss(ps);
  REQUIRE(round.has_value());
  CHECK(round->bye == "c");
}

TEST_CASE("players meet others on equal points, neighbours in rank first") {
  const auto round = pair_swiss({player("a", 2, 1500), player("b", 2, 1400), player("c", 1, 1900), player("d", 1, 1800),
                                 player("e", 1, 1700), player("f", 1, 1600)});
  REQUIRE(round.has_value());
  REQUIRE(round->pairs.size() == 3);
  std::vector<std::set<std::string>> pairs;
  for (const auto& p : round->pairs) pairs.push_back({p.south, p.north});
  // Listed from the top board down.
  CHECK(pairs == std::vector<std::set<std::string>>{{"a", "b"}, {"c", "d"}, {"e", "f"}});
}

TEST_CASE("a player who cannot meet their score group floats to the nearest points") {
  // a and b met; a floats down to c (1 point) rather than to d (0).
  const auto round =
      pair_swiss({player("a", 2, 1500, {"b"}), player("b", 2, 1500, {"a"}), player("c", 1), player("d", 0)});
  REQUIRE(round.has_value());
  std::set<std::set<std::string>> pairs;
  for (const auto& p : round->pairs) pairs.insert({p.south, p.north});
  CHECK(pairs.count({"a", "c"}) == 1);
  CHECK(pairs.count({"b", "d"}) == 1);
}

TEST_CASE("the player with fewer Souths gets South") {
  SwissEntrant a = player("a", 1, 1600), b = player("b", 1, 1500);
  a.souths = 2;
  a.norths = 1;
  b.souths = 1;
  b.norths = 2;
  auto round = pair_swiss({a, b});
  REQUIRE(round.has_value());
  REQUIRE(round->pairs.size() == 1);
  CHECK(round->pairs[0].south == "b");
  std::swap(a.souths, b.souths);
  std::swap(a.norths, b.norths);
  CHECK(swiss_south_of({a, b}) == "a");
}

TEST_CASE("on equal Souths the longer North streak gets South, then the higher-ranked") {
  SwissEntrant a = player("a", 1, 1600), b = player("b", 1, 1500);
  a.souths = b.souths = 1;
  a.norths = b.norths = 1;
  a.seat_streak = 1;
  b.seat_streak = -1;
  CHECK(swiss_south_of({a, b}) == "b");
  a.seat_streak = -1;
  b.seat_streak = 1;
  CHECK(swiss_south_of({a, b}) == "a");
  b.seat_streak = -1;
  CHECK(swiss_south_of({a, b}) == "a");
}

TEST_CASE("nobody gets a third round on one seat when another pairing avoids it") {
  // Rank neighbours a-b and c-d would each need two Norths or two Souths; crossing them does not.
  std::vector<SwissEntrant> ps = {player("a", 1, 1900), player("b", 1, 1800), player("c", 1, 1700),
                                  player("d", 1, 1600)};
  for (int i : {0, 1}) {
    ps[i].souths = 2;
    ps[i].seat_streak = 2;
  }
  for (int i : {2, 3}) {
    ps[i].norths = 2;
    ps[i].seat_streak = -2;
  }
  const auto round = pair_swiss(ps);
  REQUIRE(round.has_value());
  REQUIRE(round->pairs.size() == 2);
  for (const auto& p : round->pairs) {
    CHECK((p.south == "c" || p.south == "d"));
    CHECK((p.north == "a" || p.north == "b"));
  }
}

TEST_CASE("a third round on one seat goes where it cannot be avoided") {
  // Both need North; the one with fewer Souths takes South.
  SwissEntrant a = player("a", 1, 1600), b = player("b", 1, 1500);
  a.souths = 3;
  a.norths = 1;
  a.seat_streak = 2;
  b.souths = 2;
  b.norths = 2;
  b.seat_streak = 2;
  CHECK(swiss_south_of({a, b}) == "b");
  // Only a needs North: b takes South although b had more.
  b.seat_streak = 1;
  b.souths = 4;
  CHECK(swiss_south_of({a, b}) == "b");
  b.seat_streak = -2;
  CHECK(swiss_south_of({a, b}) == "b");
}

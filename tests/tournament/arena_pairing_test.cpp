// Arena pairing rounds: neighbours in rank meet, no immediate rematch, seats, the odd one out,
// groups of ranks, and the waiting and closing times.
#include "mancala/server/tournament/arena_pairing.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

using mancala::protocol::TimeControl;
using mancala::server::arena_pairings_closed;
using mancala::server::arena_wait;
using mancala::server::ArenaWaiter;
using mancala::server::pair_arena;
using mancala::server::SeatedPair;
using std::chrono::seconds;

namespace {

// "p" + rank, appended (gcc 12 warns falsely, -Wrestrict, about `"p" + std::to_string(rank)`).
std::string arena_name(int rank) {
  std::string name = "p";
  name += std::to_string(rank);
  return name;
}

// Players named after their rank, all rated 1500, in the given arrival order.
std::vector<ArenaWaiter> ranked(const std::vector<int>& ranks) {
  std::vector<ArenaWaiter> waiting;
  for (int r : ranks) waiting.push_back({arena_name(r), r, 1500, "", 0});
  return waiting;
}

// Each pair as "a-b" with a < b by name, sorted; checks that nobody appears twice and that every
// player was waiting.
std::vector<std::string> pair_names(const std::vector<SeatedPair>& pairs, const std::vector<ArenaWaiter>& waiting) {
  std::set<std::string> known, seen;
  for (const auto& w : waiting) known.insert(w.player);
  std::vector<std::string> names;
  for (const auto& p : pairs) {
    CHECK(known.count(p.south) == 1);
    CHECK(known.count(p.north) == 1);
    CHECK(seen.insert(p.south).second);
    CHECK(seen.insert(p.north).second);
    names.push_back(std::min(p.south, p.north) + "-" + std::max(p.south, p.north));
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::map<std::string, int> rank_of(const std::vector<ArenaWaiter>& waiting) {
  std::map<std::string, int> ranks;
  for (const auto& w : waiting) ranks[w.player] = w.rank;
  return ranks;
}

// The most pairs among the players in `left` (a bit set) who may meet.
int arena_most_pairs(const std::vector<std::vector<bool>>& meet, unsigned left) {
  if (left == 0) return 0;
  const int low = __builtin_ctz(left);
  const unsigned rest = left & ~(1u << low);
  int best = arena_most_pairs(meet, rest);
  for (int j = low + 1; j < static_cast<int>(meet.size()); ++j) {
    if ((rest >> j & 1) && meet[low][j]) best = std::max(best, 1 + arena_most_pairs(meet, rest & ~(1u << j)));
  }
  return best;
}

}  // namespace

TEST_CASE("neighbours in rank meet") {
  const auto waiting = ranked({4, 1, 3, 2, 6, 5});
  CHECK(pair_names(pair_arena(waiting, 6), waiting) == std::vector<std::string>{"p1-p2", "p3-p4", "p5-p6"});
}

TEST_CASE("the rating gap decides between pairings of equal rank distance") {
  // b and c share rank 2: a-c and b-d cost the same rank distance as a-b and c-d, but no rating gap.
  const std::vector<ArenaWaiter> waiting{
      {"a", 1, 2000, "", 0}, {"b", 2, 1500, "", 0}, {"c", 2, 2000, "", 0}, {"d", 3, 1500, "", 0}};
  CHECK(pair_names(pair_arena(waiting, 4), waiting) == std::vector<std::string>{"a-c", "b-d"});
  // One place of rank distance weighs more than a 1000-point rating gap.
  auto gaps = ranked({1, 2, 3, 4});
  gaps[0].rating = gaps[2].rating = 1000;
  gaps[1].rating = gaps[3].rating = 2000;
  CHECK(pair_names(pair_arena(gaps, 4), gaps) == std::vector<std::string>{"p1-p2", "p3-p4"});
}

TEST_CASE("nobody meets their last opponent again at once") {
  auto waiting = ranked({1, 2, 3, 4});
  waiting[0].last_opponent = "p2";
  CHECK(pair_names(pair_arena(waiting, 4), waiting) == std::vector<std::string>{"p1-p3", "p2-p4"});
  // Either side's record is enough.
  waiting[0].last_opponent = "";
  waiting[1].last_opponent = "p1";
  CHECK(pair_names(pair_arena(waiting, 4), waiting) == std::vector<std::string>{"p1-p3", "p2-p4"});
  // Two players who just met are not paired at all.
  const std::vector<ArenaWaiter> duel{{"a", 1, 1500, "b", 1}, {"b", 2, 1500, "a", -1}};
  CHECK(pair_arena(duel, 2).empty());
}

TEST_CASE("a duel may replay at once") {
  const std::vector<ArenaWaiter> duel{{"a", 1, 1500, "b", 1}, {"b", 2, 1500, "a", -1}};
  const auto pairs = pair_arena(duel, 2, true);
  REQUIRE(pairs.size() == 1);
  // a was South last time (+1), b North (-1): b gets South now.
  CHECK(pairs[0].south == "b");
  CHECK(pairs[0].north == "a");
}

TEST_CASE("nobody gets a third game in a row on one seat") {
  // Two games as South each: neither may be South again, so they cannot meet.
  std::vector<ArenaWaiter> both_south{{"a", 1, 1500, "", 2}, {"b", 2, 1500, "", 3}};
  CHECK(pair_arena(both_south, 2).empty());
  std::vector<ArenaWaiter> both_north{{"a", 1, 1500, "", -2}, {"b", 2, 1500, "", -2}};
  CHECK(pair_arena(both_north, 2).empty());
  // With a third player, the one who can take the other seat is paired instead.
  both_south.push_back({"c", 3, 1500, "", 0});
  const auto pairs = pair_arena(both_south, 3);
  REQUIRE(pairs.size() == 1);
  CHECK(pairs[0].south == "c");
  CHECK((pairs[0].north == "a" || pairs[0].north == "b"));
}

TEST_CASE("South goes to the lower seat streak, then to the longer wait") {
  auto seat = [](int streak_a, int streak_b) {
    const std::vector<ArenaWaiter> two{{"a", 1, 1500, "", streak_a}, {"b", 2, 1500, "", streak_b}};
    const auto pairs = pair_arena(two, 2);
    REQUIRE(pairs.size() == 1);
    return pairs[0].south;
  };
  CHECK(seat(2, 0) == "b");
  CHECK(seat(2, 1) == "b");
  CHECK(seat(-2, 0) == "a");
  CHECK(seat(-1, 1) == "a");
  CHECK(seat(1, -1) == "b");
  CHECK(seat(-2, 2) == "a");
  // Equal streaks: the earlier arrival (a) gets South.
  CHECK(seat(0, 0) == "a");
  CHECK(seat(1, 1) == "a");
}

TEST_CASE("with an odd count the newest arrival sits out") {
  // p3 arrived last: the others pair around them, although p3 is in the middle of the table.
  const auto waiting = ranked({1, 2, 4, 5, 3});
  CHECK(pair_names(pair_arena(waiting, 5), waiting) == std::vector<std::string>{"p1-p2", "p4-p5"});
  CHECK(pair_arena(ranked({7}), 9).empty());
  CHECK(pair_arena({}, 0).empty());
}

TEST_CASE("the newest arrival plays when the others cannot all be paired") {
  auto waiting = ranked({1, 2, 3});
  waiting[0].last_opponent = "p2";
  CHECK(pair_names(pair_arena(waiting, 3), waiting) == std::vector<std::string>{"p2-p3"});
}

TEST_CASE("random small rounds pair as many as can meet, and leave the newest out when they can") {
  std::mt19937 rng(23);
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 9);
    std::vector<int> ranks(n);
    for (int r = 0; r < n; ++r) ranks[r] = r + 1;
    std::shuffle(ranks.begin(), ranks.end(), rng);
    auto waiting = ranked(ranks);
    for (auto& w : waiting) {
      w.rating = 1200 + static_cast<double>(rng() % 600);
      w.seat_streak = static_cast<int>(rng() % 7) - 3;
      if (rng() % 3 != 0) w.last_opponent = arena_name(static_cast<int>(rng() % n) + 1);
    }
    // Who may meet whom, by the rules, and the most pairs with or without the newest.
    std::vector<std::vector<bool>> meet(n, std::vector<bool>(n));
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        const auto &a = waiting[i], &b = waiting[j];
        meet[i][j] = i != j && a.last_opponent != b.player && b.last_opponent != a.player &&
                     !(a.seat_streak >= 2 && b.seat_streak >= 2) && !(a.seat_streak <= -2 && b.seat_streak <= -2);
      }
    }
    const auto most = [&](unsigned left) { return arena_most_pairs(meet, left); };
    const unsigned everyone = (1u << n) - 1;
    const auto pairs = pair_arena(waiting, n);
    INFO("trial " << trial);
    CHECK(static_cast<int>(pair_names(pairs, waiting).size()) == most(everyone));
    const bool newest_may_sit_out = n % 2 == 1 && most(everyone & ~(1u << (n - 1))) == most(everyone);
    std::map<std::string, int> arrival;
    for (int i = 0; i < n; ++i) arrival[waiting[i].player] = i;
    for (const auto& p : pairs) {
      const int s = arrival.at(p.south), t = arrival.at(p.north);
      CHECK(meet[s][t]);
      const auto& south = waiting[s];
      const auto& north = waiting[t];
      CHECK((south.seat_streak < north.seat_streak || (south.seat_streak == north.seat_streak && s < t)));
      if (newest_may_sit_out) CHECK((s != n - 1 && t != n - 1));
    }
  }
}

TEST_CASE("above 100 waiting, players are paired within groups of 100 ranks") {
  // Ranks 1..300 in three groups. p99 and p102 share a rating far from p100's and p101's: paired
  // over the whole table, p100 would meet p101 and p99 meet p102.
  std::vector<int> ranks(300);
  for (int r = 0; r < 300; ++r) ranks[r] = 300 - r;
  auto waiting = ranked(ranks);
  const auto ranks_of = rank_of(waiting);
  for (auto& w : waiting) {
    if (w.rank == 99 || w.rank == 102) w.rating = 1000;
    if (w.rank == 100 || w.rank == 101) w.rating = 3000;
  }
  const auto pairs = pair_arena(waiting, 300);
  CHECK(pairs.size() == 150);
  for (const auto& p : pairs) {
    const int a = ranks_of.at(p.south), b = ranks_of.at(p.north);
    INFO(p.south << " - " << p.north);
    CHECK((a - 1) / 100 == (b - 1) / 100);
  }
  // The same four players alone do cross.
  const auto four = std::vector<ArenaWaiter>(waiting.begin() + 198, waiting.begin() + 202);
  CHECK(pair_names(pair_arena(four, 300), four) == std::vector<std::string>{"p100-p101", "p102-p99"});
}

TEST_CASE("a group's unpaired players move on to the next group") {
  // 202 waiting in groups 1..100, 101..198 (with two moved on), 199..202. Ranks 50..100 have
  // played South twice in a row: 51 of them, 49 others in the first group, so two move on.
  std::vector<int> ranks;
  for (int r = 202; r >= 1; --r) ranks.push_back(r);
  auto waiting = ranked(ranks);
  for (auto& w : waiting) {
    if (w.rank >= 50 && w.rank <= 100) w.seat_streak = 2;
  }
  const auto pairs = pair_arena(waiting, 202);
  CHECK(pair_names(pairs, waiting).size() == 101);
  const auto ranks_of = rank_of(waiting);
  int crossing = 0;
  for (const auto& p : pairs) {
    const int south = ranks_of.at(p.south), north = ranks_of.at(p.north);
    CHECK_FALSE((south >= 50 && south <= 100));
    if ((south <= 100) != (north <= 100)) ++crossing;
  }
  CHECK(crossing == 2);
}

TEST_CASE("at most 50 unpaired players move on, the rest sit out the round") {
  // 203 waiting; the newest (p1) sits out. Ranks 2..101 have played North twice in a row and
  // cannot meet each other: 50 of them (2..51) move on and meet ranks 102..151 as South.
  std::vector<int> ranks;
  for (int r = 2; r <= 203; ++r) ranks.push_back(r);
  ranks.push_back(1);
  auto waiting = ranked(ranks);
  for (auto& w : waiting) {
    if (w.rank <= 101) w.seat_streak = -2;
  }
  const auto pairs = pair_arena(waiting, 203);
  CHECK(pair_names(pairs, waiting).size() == 76);
  const auto ranks_of = rank_of(waiting);
  std::set<int> paired;
  for (const auto& p : pairs) {
    paired.insert(ranks_of.at(p.south));
    paired.insert(ranks_of.at(p.north));
  }
  for (int r = 1; r <= 203; ++r) {
    INFO("rank " << r);
    CHECK(paired.count(r) == (r == 1 || (r >= 52 && r <= 101) ? 0u : 1u));
  }
}

TEST_CASE("1,000 waiting players are all paired") {
  std::mt19937 rng(11);
  std::vector<int> ranks(1000);
  for (int r = 0; r < 1000; ++r) ranks[r] = r + 1;
  std::shuffle(ranks.begin(), ranks.end(), rng);
  auto waiting = ranked(ranks);
  std::uniform_real_distribution<double> rating(900, 2400);
  for (auto& w : waiting) {
    w.rating = rating(rng);
    w.seat_streak = static_cast<int>(rng() % 5) - 2;
    w.last_opponent = arena_name(static_cast<int>(rng() % 1000) + 1);
  }
  const auto pairs = pair_arena(waiting, 1000);
  CHECK(pair_names(pairs, waiting).size() == 500);
  std::map<std::string, const ArenaWaiter*> by_name;
  for (const auto& w : waiting) by_name[w.player] = &w;
  for (const auto& p : pairs) {
    const ArenaWaiter& s = *by_name.at(p.south);
    const ArenaWaiter& n = *by_name.at(p.north);
    CHECK(s.seat_streak < 2);
    CHECK(n.seat_streak > -2);
    CHECK(s.last_opponent != n.player);
    CHECK(n.last_opponent != s.player);
  }
}

TEST_CASE("waiting times follow the estimated game length") {
  CHECK(arena_wait(TimeControl{15, 0}) == seconds(8));
  CHECK(arena_wait(TimeControl{29, 0}) == seconds(8));
  CHECK(arena_wait(TimeControl{30, 0}) == seconds(10));
  CHECK(arena_wait(TimeControl{0, 1}) == seconds(10));
  CHECK(arena_wait(TimeControl{59, 0}) == seconds(10));
  CHECK(arena_wait(TimeControl{60, 0}) == seconds(15));
  CHECK(arena_wait(TimeControl{180, 0}) == seconds(15));
  CHECK(arena_wait(TimeControl{180, 2}) == seconds(19));
  CHECK(arena_wait(TimeControl{300, 3}) == seconds(27));
  CHECK(arena_wait(TimeControl{600, 0}) == seconds(30));
  CHECK(arena_wait(TimeControl{10800, 180}) == seconds(30));
}

TEST_CASE("pairings close before the end: half the arena, 30 s to 120 s") {
  CHECK(arena_pairings_closed(seconds(57 * 60)) == seconds(120));
  CHECK(arena_pairings_closed(seconds(5 * 60)) == seconds(120));
  CHECK(arena_pairings_closed(seconds(3 * 60)) == seconds(90));
  CHECK(arena_pairings_closed(seconds(61)) == seconds(30));
  CHECK(arena_pairings_closed(seconds(40)) == seconds(30));
  CHECK(arena_pairings_closed(seconds(0)) == seconds(30));
}

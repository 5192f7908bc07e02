// Arena pairing rounds (arena_pairing.hpp): lichess's cost of a pairing, fed to the blossom
// matcher (matching.hpp) group by group of ranks.
#include "mancala/server/tournament/arena_pairing.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <tuple>

#include "mancala/server/tournament/matching.hpp"

namespace mancala::server {
namespace {

// Above this many waiting, players are paired within consecutive groups of ranks of this size.
constexpr std::size_t arena_group_size = 100;
// At most this many unpaired players of a group move on to the next group; more sit out.
constexpr std::size_t arena_carry_max = 50;
// A player with this many games in a row on one seat gets the other seat next.
constexpr int arena_max_seat_streak = 2;
// Rating gaps beyond this count as this much (keeps costs far below the matcher's limit).
constexpr double arena_max_rating_gap = 1'000'000;
constexpr std::int64_t arena_max_cost = 1'000'000'000'000;

// A waiting player and their place in the arrival order (0 = waited longest).
struct ArenaEntry {
  const ArenaWaiter* waiter = nullptr;
  int arrival = 0;
};

// Whether a and b may meet: not just after meeting each other (unless rematches are allowed),
// and with a seat for each that is not their third in a row.
bool arena_may_meet(const ArenaWaiter& a, const ArenaWaiter& b, bool rematch_ok) {
  const bool rematch = (!a.last_opponent.empty() && a.last_opponent == b.player) ||
                       (!b.last_opponent.empty() && b.last_opponent == a.player);
  if (rematch && !rematch_ok) return false;
  const bool both_south = a.seat_streak >= arena_max_seat_streak && b.seat_streak >= arena_max_seat_streak;
  const bool both_north = a.seat_streak <= -arena_max_seat_streak && b.seat_streak <= -arena_max_seat_streak;
  return !both_south && !both_north;
}

// lichess's cost: rank distance, weighted more at the top of the table, plus the rating gap.
std::int64_t arena_cost(const ArenaWaiter& a, const ArenaWaiter& b, std::int64_t max_rank) {
  const std::int64_t ra = std::max(a.rank, 1), rb = std::max(b.rank, 1);
  const std::int64_t factor = 300 + 1700 * (max_rank - std::min(ra, rb)) / max_rank;
  const double gap = std::fabs(a.rating - b.rating);
  const double rating_gap = gap < arena_max_rating_gap ? gap : arena_max_rating_gap;  // NaN too
  return std::abs(ra - rb) * factor + std::llround(rating_gap);
}

// South goes to the one with the lower seat streak (more games as North lately); on a tie, to the
// one who has waited longer. arena_may_meet makes this choice never a third game on one seat.
SeatedPair arena_seats(const ArenaEntry& a, const ArenaEntry& b) {
  const auto key = [](const ArenaEntry& e) { return std::tie(e.waiter->seat_streak, e.arrival); };
  const bool a_south = key(a) < key(b);
  const ArenaEntry& south = a_south ? a : b;
  const ArenaEntry& north = a_south ? b : a;
  return {south.waiter->player, north.waiter->player};
}

// Pairs one group, appending to `pairs`; returns its unpaired members. `sit_out`: the member to
// leave out when the group cannot pair everyone (-1: whoever costs least), by making each of
// their pairings dearer than all others together.
std::vector<ArenaEntry> arena_pair_group(const std::vector<ArenaEntry>& group, int sit_out, std::int64_t max_rank,
                                         bool rematch_ok, std::vector<SeatedPair>& pairs) {
  const int n = static_cast<int>(group.size());
  std::vector<MatchEdge> edges;
  std::int64_t max_cost = 0;
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      if (!arena_may_meet(*group[i].waiter, *group[j].waiter, rematch_ok)) continue;
      edges.push_back({i, j, arena_cost(*group[i].waiter, *group[j].waiter, max_rank)});
      max_cost = std::max(max_cost, edges.back().cost);
    }
  }
  if (sit_out >= 0) {
    const std::int64_t penalty = std::min<std::int64_t>((n / 2 + 1) * (max_cost + 1), arena_max_cost - max_cost);
    for (MatchEdge& e : edges) {
      if (e.u == sit_out || e.v == sit_out) e.cost += penalty;
    }
  }
  const std::vector<int> mate = min_cost_matching(n, edges);
  std::vector<ArenaEntry> unpaired;
  for (int i = 0; i < n; ++i) {
    if (mate[i] < 0)
      unpaired.push_back(group[i]);
    else if (i < mate[i])
      pairs.push_back(arena_seats(group[i], group[mate[i]]));
  }
  return unpaired;
}

}  // namespace

std::vector<SeatedPair> pair_arena(const std::vector<ArenaWaiter>& waiting, int players, bool rematch_ok) {
  std::vector<ArenaEntry> order;
  order.reserve(waiting.size());
  std::int64_t max_rank = std::max(players, 1);
  for (std::size_t i = 0; i < waiting.size(); ++i) {
    order.push_back({&waiting[i], static_cast<int>(i)});
    max_rank = std::max<std::int64_t>(max_rank, waiting[i].rank);
  }
  // With an odd count the newest arrival is the one to sit out: they join the last group only,
  // marked to be left out unless the others cannot all be paired without them.
  ArenaEntry newest;
  const bool odd = order.size() % 2 == 1;
  if (odd) {
    newest = order.back();
    order.pop_back();
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const ArenaEntry& a, const ArenaEntry& b) { return a.waiter->rank < b.waiter->rank; });
  std::vector<SeatedPair> pairs;
  std::vector<ArenaEntry> carry;
  std::size_t next = 0;
  do {
    std::vector<ArenaEntry> group = std::move(carry);
    const std::size_t take = std::min(order.size() - next, arena_group_size - group.size());
    group.insert(group.end(), order.begin() + next, order.begin() + next + take);
    next += take;
    const bool last = next == order.size();
    int sit_out = -1;
    if (last && odd) {
      group.push_back(newest);
      sit_out = static_cast<int>(group.size()) - 1;
    } else if (!last && group.size() % 2 == 1) {
      // The lowest-ranked member moves on: the next group starts right below them.
      sit_out = static_cast<int>(group.size()) - 1;
    }
    carry = arena_pair_group(group, sit_out, max_rank, rematch_ok, pairs);
    if (carry.size() > arena_carry_max) carry.resize(arena_carry_max);
  } while (next < order.size());
  return pairs;
}

std::chrono::seconds arena_wait(const protocol::TimeControl& clock) {
  const int est = clock.limit_s + 40 * clock.inc_s;
  if (est < 30) return std::chrono::seconds(8);
  if (est < 60) return std::chrono::seconds(10);
  return std::chrono::seconds(std::clamp(est / 20 + 6, 15, 30));
}

std::chrono::seconds arena_pairings_closed(std::chrono::seconds duration) {
  return std::max(std::chrono::seconds(30), std::min(duration / 2, std::chrono::seconds(120)));
}

}  // namespace mancala::server

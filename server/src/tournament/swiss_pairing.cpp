#include "mancala/server/tournament/swiss_pairing.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <unordered_set>

#include "mancala/server/tournament/matching.hpp"

namespace mancala::server {
namespace {

// A pair's cost, from most to least weighty. Up to 1000 present players the score term is
// lexicographic: every other term of a whole round sums to less than one half-point gap.
// Per (half-point gap)², capped so an edge stays within the matcher's 10^12.
constexpr std::int64_t swiss_score_weight = 1'000'000'000;
constexpr std::int64_t swiss_score_gap_cap = 900;
// Both need the same seat to avoid a third game in a row on the other one.
constexpr std::int64_t swiss_seat_clash_cost = 1'000'000;
// Per place between the two in the standings: neighbours in a score group meet first.
constexpr std::int64_t swiss_rank_weight = 1'000;
// Both would rather have the same seat (to even their Souths and Norths).
constexpr std::int64_t swiss_seat_wish_cost = 100;
// Two rounds in a row on one seat: the next must be the other.
constexpr int swiss_max_seat_streak = 2;

enum class SwissSeat { either, south, north };

/// Points, then rating, then id (a stable order for equal players).
bool swiss_ranks_above(const SwissEntrant& a, const SwissEntrant& b) {
  if (a.points != b.points) return a.points > b.points;
  if (a.rating != b.rating) return a.rating > b.rating;
  return a.player < b.player;
}

/// The seat a player must get so as not to sit a third round in a row on the other.
SwissSeat swiss_needed_seat(const SwissEntrant& e) {
  if (e.seat_streak >= swiss_max_seat_streak) return SwissSeat::north;
  if (e.seat_streak <= -swiss_max_seat_streak) return SwissSeat::south;
  return SwissSeat::either;
}

/// The seat that evens a player's Souths and Norths, else the one they did not have last.
SwissSeat swiss_wished_seat(const SwissEntrant& e) {
  if (e.souths != e.norths) return e.souths < e.norths ? SwissSeat::south : SwissSeat::north;
  if (e.seat_streak != 0) return e.seat_streak < 0 ? SwissSeat::south : SwissSeat::north;
  return SwissSeat::either;
}

bool swiss_same_seat(SwissSeat a, SwissSeat b) { return a != SwissSeat::either && a == b; }

/// Whether `a` (ranked above `b`) takes South: the only choice that avoids a third round on one
/// seat, else whoever had South less, else the longer North streak, else the higher-ranked.
bool swiss_first_takes_south(const SwissEntrant& a, const SwissEntrant& b) {
  const SwissSeat need_a = swiss_needed_seat(a), need_b = swiss_needed_seat(b);
  const bool a_south_ok = need_a != SwissSeat::north && need_b != SwissSeat::south;
  const bool b_south_ok = need_b != SwissSeat::north && need_a != SwissSeat::south;
  if (a_south_ok != b_south_ok) return a_south_ok;
  if (a.souths != b.souths) return a.souths < b.souths;
  if (a.seat_streak != b.seat_streak) return a.seat_streak < b.seat_streak;
  return true;
}

std::int64_t swiss_pair_cost(const SwissEntrant& a, int rank_a, const SwissEntrant& b, int rank_b) {
  const std::int64_t gap = std::llabs(std::llround(a.points * 2) - std::llround(b.points * 2));
  std::int64_t cost = std::min(gap * gap, swiss_score_gap_cap) * swiss_score_weight;
  cost += std::abs(rank_a - rank_b) * swiss_rank_weight;
  if (swiss_same_seat(swiss_needed_seat(a), swiss_needed_seat(b))) cost += swiss_seat_clash_cost;
  if (swiss_same_seat(swiss_wished_seat(a), swiss_wished_seat(b))) cost += swiss_seat_wish_cost;
  return cost;
}

/// The present players in rank order, with everyone each has met (either side's list counts).
struct SwissField {
  std::vector<const SwissEntrant*> ranked;
  std::vector<std::unordered_set<std::string>> met;  // by rank

  bool have_met(std::size_t i, std::size_t j) const {
    return met[i].count(ranked[j]->player) > 0 || met[j].count(ranked[i]->player) > 0;
  }
};

SwissField swiss_field(const std::vector<SwissEntrant>& present) {
  SwissField f;
  for (const SwissEntrant& e : present) f.ranked.push_back(&e);
  std::sort(f.ranked.begin(), f.ranked.end(),
            [](const SwissEntrant* a, const SwissEntrant* b) { return swiss_ranks_above(*a, *b); });
  for (const SwissEntrant* e : f.ranked) f.met.emplace_back(e->opponents.begin(), e->opponents.end());
  return f;
}

/// Pairs everyone but rank `bye` (none: -1), or nullopt when someone would be left out. Pairs
/// come in the order of their higher-ranked player.
std::optional<std::vector<SeatedPair>> swiss_pair_all(const SwissField& f, int bye) {
  std::vector<int> rank_of;  // vertex → rank
  for (int r = 0; r < static_cast<int>(f.ranked.size()); ++r)
    if (r != bye) rank_of.push_back(r);
  const int n = static_cast<int>(rank_of.size());
  std::vector<MatchEdge> edges;
  for (int u = 0; u < n; ++u) {
    for (int v = u + 1; v < n; ++v) {
      const int ru = rank_of[u], rv = rank_of[v];
      if (f.have_met(ru, rv)) continue;
      edges.push_back({u, v, swiss_pair_cost(*f.ranked[ru], ru, *f.ranked[rv], rv)});
    }
  }
  const std::vector<int> mate = min_cost_matching(n, edges);
  std::vector<SeatedPair> pairs;
  for (int u = 0; u < n; ++u) {
    if (mate[u] < 0) return std::nullopt;
    if (mate[u] < u) continue;
    // Vertices keep rank order, so u is the higher-ranked of the two.
    const SwissEntrant& a = *f.ranked[rank_of[u]];
    const SwissEntrant& b = *f.ranked[rank_of[mate[u]]];
    pairs.push_back(swiss_first_takes_south(a, b) ? SeatedPair{a.player, b.player} : SeatedPair{b.player, a.player});
  }
  return pairs;
}

/// Who may take the bye, in the order to try: those without one from the lowest rank up, then
/// (only if none of them leaves a pairing) those who had one.
std::vector<int> swiss_bye_candidates(const SwissField& f) {
  std::vector<int> first, then;
  for (int r = static_cast<int>(f.ranked.size()) - 1; r >= 0; --r) (f.ranked[r]->had_bye ? then : first).push_back(r);
  first.insert(first.end(), then.begin(), then.end());
  return first;
}

}  // namespace

std::optional<SwissRound> pair_swiss(const std::vector<SwissEntrant>& present) {
  // One player alone has nobody left to meet.
  if (present.size() < 2) return std::nullopt;
  const SwissField f = swiss_field(present);
  if (present.size() % 2 == 0) {
    auto pairs = swiss_pair_all(f, -1);
    if (!pairs) return std::nullopt;
    return SwissRound{std::move(*pairs), ""};
  }
  for (int bye : swiss_bye_candidates(f)) {
    if (auto pairs = swiss_pair_all(f, bye)) return SwissRound{std::move(*pairs), f.ranked[bye]->player};
  }
  return std::nullopt;
}

}  // namespace mancala::server

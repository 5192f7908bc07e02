// The three levels behind ai::choose, and the hint.
#include <algorithm>
#include <random>
#include <type_traits>

#include "drivers.hpp"
#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/book.hpp"
#include "mancala/engine/ai/endgame_table.hpp"

namespace mancala::ai {
namespace {

using Clock = std::chrono::steady_clock;

Budget budget_for(const Limits& limits, int time_ms, std::uint64_t nodes) {
  Budget b;
  if (time_ms > 0) b.deadline = Clock::now() + std::chrono::milliseconds(time_ms);
  b.node_limit = nodes;
  b.stop = limits.stop;
  return b;
}

// A table about as large as the positions the budget can visit: a short search should not pay
// for clearing a large table (hard_table_mb at most).
std::size_t table_bytes(int time_ms, std::uint64_t nodes) {
  constexpr std::uint64_t nodes_per_ms = 3000;  // a generous estimate of the search speed
  constexpr std::uint64_t max_bytes = std::uint64_t{hard_table_mb} << 20;
  std::uint64_t expect =
      nodes ? nodes : (time_ms > 0 ? nodes_per_ms * static_cast<std::uint64_t>(time_ms) : ~0ULL / 64);
  if (nodes && time_ms > 0) expect = std::min(expect, nodes_per_ms * static_cast<std::uint64_t>(time_ms));
  return static_cast<std::size_t>(std::min(expect * 32, max_bytes));
}

// Hard's endgame table: the exact value of every live-board position with few seeds left, so
// that hard's searches end their lines there and prove values many plies sooner. One per process,
// built on first use (C++ initialises a function's static once, also across threads) and then
// read-only. Other variants search without one.
const EndgameTable* hard_endgame(const Kalah& game) {
  if (!(game.variant() == Variant::kalah())) return nullptr;
  struct Holder {
    Kalah game{Variant::kalah()};
    EndgameTable table{game, hard_endgame_seeds, 1};
  };
  static const Holder holder;
  return &holder.table;
}

// The tighter of the caller's limit and the level's own (0 = none on either side).
template <class T>
T tighter(T caller, T level) {
  if (caller == 0) return level;
  if (level == 0) return caller;
  return std::min(caller, level);
}

// Easy: every ply searched `easy_depth` plies deep, then, with probability `easy_slip`, a
// deliberate mistake: a random ply among those at most `easy_slack` seeds worse than the best.
template <class G>
SearchResult choose_easy(const G& game, const Position& p, const Limits& limits) {
  TranspositionTable tt(64 << 10);
  Searcher<G> s(game, tt, budget_for(limits, tighter(limits.time_ms, easy_time_ms), limits.nodes));
  std::vector<detail::RootMove> moves = detail::root_values(s, p, easy_depth);
  SearchResult r;
  if (moves.empty()) {  // out of budget before the first ply: any legal ply
    r.ply = game.legal_plies(p)[0];
    r.pv = {r.ply};
    r.nodes = s.nodes();
    return r;
  }
  // Seeded by the caller's seed and the position, so each position of a game gets its own draw.
  std::mt19937_64 rng(limits.seed ^ (s.traits().key(p) * 0x9E3779B97F4A7C15ULL) ^ p.ply);
  const int best =
      std::max_element(moves.begin(), moves.end(), [](auto& a, auto& b) { return a.value < b.value; })->value;
  std::vector<detail::RootMove> pool;
  const bool slip = std::uniform_real_distribution<double>(0, 1)(rng) < easy_slip;
  for (const auto& m : moves)
    if (slip ? (m.value >= best - easy_slack && m.value < best) : m.value == best) pool.push_back(m);
  if (pool.empty())
    for (const auto& m : moves)
      if (m.value == best) pool.push_back(m);
  const detail::RootMove pick = pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(rng)];
  r.ply = pick.ply;
  r.score = detail::seat_score(p, pick.ply, s.traits().base(p) + pick.value);
  r.exact = std::all_of(moves.begin(), moves.end(), [](auto& m) { return m.proven; });
  r.depth = easy_depth;
  r.nodes = s.nodes();
  r.pv = {r.ply};
  return r;
}

template <class G>
SearchResult choose_searching(const G& game, const Position& p, Level level, const Limits& limits) {
  if (level == Level::hard)
    if (auto hit = book_lookup(game.variant(), p)) {
      SearchResult r;
      r.ply = hit->ply;
      r.score = hit->value;
      r.exact = true;
      r.pv = {r.ply};
      return r;
    }
  const EndgameTable* endgame = nullptr;  // before the clock starts: building it is not thinking
  if constexpr (std::is_same_v<G, Kalah>)
    if (level == Level::hard) {
      const EndgameTable* own = limits.endgame;
      const bool usable = own && own->variant() == game.variant() && own->max_seeds() >= hard_endgame_seeds;
      endgame = usable ? own : hard_endgame(game);
    }
  const bool medium = level == Level::medium;
  const int time_ms = medium ? tighter(limits.time_ms, medium_time_ms) : limits.time_ms;
  const std::uint64_t nodes = medium ? tighter(limits.nodes, medium_nodes) : limits.nodes;
  // The clock starts before the table is cleared, so clearing counts against the budget: the
  // proof's share too, from the same moment.
  const Budget budget = budget_for(limits, time_ms, nodes);
  const Budget proof_budget = budget_for(limits, static_cast<int>(time_ms * hard_proof_share),
                                         static_cast<std::uint64_t>(static_cast<double>(nodes) * hard_proof_share));
  TranspositionTable tt(table_bytes(time_ms, nodes));
  const bool only_move = game.count_plies(p) == 1;
  // Too small a budget to share: it goes to the search (a share of 0 would mean no limit).
  const bool room = (time_ms == 0 || time_ms >= hard_proof_min_ms) && (nodes == 0 || nodes >= hard_proof_min_nodes);
  std::uint64_t proof_nodes = 0;
  if (std::is_same_v<G, Kalah> && level == Level::hard && !only_move && room && endgame &&
      endgame->max_seeds() >= hard_proof_min_seeds) {
    // A proof first: with a large endgame table most positions a dozen plies in are proven in a
    // fraction of a second, and a proven ply never gives away value, which a search to a fixed
    // depth sometimes does. With a small table proofs fail more often than they pay for the
    // half budget they take (docs/ai.md §Proof first).
    Searcher<G> prover(game, tt, proof_budget);
    prover.set_endgame(endgame);
    if (auto proven = detail::prove(prover, p)) {
      proven->endgame_seeds = endgame->max_seeds();
      return *proven;
    }
    proof_nodes = prover.nodes();
  }
  Budget rest = budget;
  if (nodes) rest.node_limit = nodes - proof_nodes;  // the rest of the node budget (proof_nodes <= nodes / 2)
  Searcher<G> s(game, tt, rest);
  s.set_endgame(endgame);
  // An only ply needs no thought; depth 1 still gives it a score.
  SearchResult r = detail::iterate(s, p, only_move ? 1 : (medium ? medium_depth : unlimited_depth));
  r.nodes += proof_nodes;
  r.endgame_seeds = endgame ? endgame->max_seeds() : 0;
  return r;
}

}  // namespace

std::string_view to_string(Level l) noexcept {
  switch (l) {
    case Level::easy:
      return "easy";
    case Level::medium:
      return "medium";
    case Level::hard:
      return "hard";
  }
  return "?";
}

std::optional<Level> level_from_string(std::string_view s) noexcept {
  if (s == "easy") return Level::easy;
  if (s == "medium") return Level::medium;
  if (s == "hard") return Level::hard;
  return std::nullopt;
}

SearchResult choose(const Rules& rules, const Position& p, Level level, const Limits& limits) {
  const auto t0 = Clock::now();
  SearchResult r = rules.visit([&](const auto& game) {
    if (level == Level::easy) return choose_easy(game, p, limits);
    return choose_searching(game, p, level, limits);
  });
  r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  return r;
}

void prepare_hard() { hard_endgame(Kalah(Variant::kalah())); }

SearchResult hint(const Rules& rules, const Position& p, const Limits& limits) {
  return choose(rules, p, Level::hard, limits);
}

}  // namespace mancala::ai

#include "mancala/server/puzzles/puzzle_book.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>

#include "mancala/server/rating/glicko2.hpp"

namespace mancala::server {
namespace {

// A random one of this many nearest unplayed puzzles: two players of one rating see different ones.
constexpr std::size_t next_spread = 5;

Rating glicko_rating(const StoredRating& r) { return {r.rating, r.rd, r.volatility}; }
StoredRating stored_rating(const Rating& r, int games) { return {r.rating, r.rd, r.volatility, games}; }

}  // namespace

PuzzleBook::PuzzleBook(PuzzleSet set, Store& store, PuzzleStore& ratings)
    : set_(std::move(set)), store_(store), ratings_(ratings) {
  std::vector<StoredPuzzleRating> rows;
  for (const auto& e : set_.all())
    rows.push_back({e.id, {e.rating, glicko2::initial_rd, glicko2::initial_volatility, 0}});
  if (!rows.empty()) ratings_.add_puzzles(rows);
}

StoredRating PuzzleBook::puzzle_rating(const std::string& id) {
  for (const auto& r : ratings_.puzzle_ratings())
    if (r.id == id) return r.rating;
  const auto* e = set_.find(id);
  return {e ? e->rating : glicko2::initial_rating, glicko2::initial_rd, glicko2::initial_volatility, 0};
}

StoredRating PuzzleBook::player_rating(const std::string& player) { return ratings_.puzzle_player_rating(player); }

std::optional<PuzzleShown> PuzzleBook::next(const std::optional<std::string>& player, const std::string& game) {
  std::map<std::string, StoredRating> rating;
  for (const auto& r : ratings_.puzzle_ratings()) rating[r.id] = r.rating;
  std::set<std::string> tried;
  double target = glicko2::initial_rating;
  if (player) {
    for (auto& id : ratings_.puzzles_attempted(*player)) tried.insert(std::move(id));
    target = ratings_.puzzle_player_rating(*player).rating;
  }
  std::vector<std::pair<double, const protocol::PuzzleEntry*>> fresh, all;
  for (const auto& e : set_.all()) {
    const bool oware = e.variant.game == GameKind::oware;
    if (!game.empty() && (game == "oware") != oware) continue;
    const double r = rating.count(e.id) ? rating[e.id].rating : e.rating;
    all.emplace_back(std::abs(r - target), &e);
    if (!tried.count(e.id)) fresh.emplace_back(std::abs(r - target), &e);
  }
  auto& pool = fresh.empty() ? all : fresh;  // every one tried: any again (unrated)
  if (pool.empty()) return std::nullopt;
  std::sort(pool.begin(), pool.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  const auto* e = pool[rng() % std::min(pool.size(), next_spread)].second;
  return PuzzleShown{e, rating.count(e->id) ? rating[e->id] : puzzle_rating(e->id)};
}

std::optional<PuzzleShown> PuzzleBook::daily(long long day) {
  if (set_.empty()) return std::nullopt;
  const auto n = static_cast<long long>(set_.all().size());
  const auto& e = set_.all()[static_cast<std::size_t>(((day * 7919) % n + n) % n)];
  return PuzzleShown{&e, puzzle_rating(e.id)};
}

std::optional<PuzzleShown> PuzzleBook::find(const std::string& id) {
  const auto* e = set_.find(id);
  if (!e) return std::nullopt;
  return PuzzleShown{e, puzzle_rating(id)};
}

AttemptAnswer PuzzleBook::attempt(const protocol::PuzzleEntry& entry, const std::optional<std::string>& player,
                                  const std::vector<Ply>& plies) {
  AttemptAnswer a;
  if (plies.empty()) {
    a.bad = "plies: at least one ply";
    return a;
  }
  const Rules rules(entry.variant);
  const ai::Puzzle& z = entry.puzzle;
  const Side solver = z.start.to_move;
  Position at = z.start;
  std::size_t next = 0;  // the attempt's next ply
  for (std::size_t i = 0; i < z.line.size(); ++i) {
    if (at.to_move != solver) {
      rules.play(at, z.line[i]);
      continue;
    }
    const Ply ply = plies[next++];
    if (rules.check(at, ply) != MoveError::none) {
      a.bad = "plies: ply " + std::to_string(next - 1) + " is illegal";
      return a;
    }
    if (!(ply == z.line[i])) {
      a.complete = true;
      a.wrong_at = static_cast<int>(i);
      for (const auto& f : z.refutations)
        if (f.at == static_cast<int>(i) && f.ply == ply) a.refutation = f;
      break;
    }
    rules.play(at, ply);
    if (next == plies.size()) {
      // The replies that follow this ply, up to the solver's next turn.
      std::size_t k = i + 1;
      a.reply_at = k;
      Position after = at;
      while (k < z.line.size() && after.to_move != solver) {
        a.reply.push_back(z.line[k]);
        rules.play(after, z.line[k++]);
      }
      a.correct = true;
      a.complete = k == z.line.size();
      if (!a.complete) return a;
      break;
    }
  }
  if (!a.complete && a.wrong_at < 0) {
    a.bad = "plies: more plies than the solution has";
    return a;
  }
  if (!player) return a;
  std::lock_guard lock(rating_mutex_);
  for (const auto& id : ratings_.puzzles_attempted(*player))
    if (id == entry.id) return a;  // only the first attempt is rated
  const StoredRating me = ratings_.puzzle_player_rating(*player);
  const StoredRating puzzle = puzzle_rating(entry.id);
  const double score = a.correct ? 1.0 : 0.0;
  const Rating mine = rate_game(glicko_rating(me), glicko_rating(puzzle), score);
  const Rating its = rate_game(glicko_rating(puzzle), glicko_rating(me), 1.0 - score);
  ratings_.save_puzzle_attempt(
      {*player, entry.id, a.correct, stored_rating(mine, me.games + 1), stored_rating(its, puzzle.games + 1)});
  store_.flush();  // answered once stored: the next read sees the new ratings
  a.before = me;
  a.after = stored_rating(mine, me.games + 1);
  return a;
}

}  // namespace mancala::server

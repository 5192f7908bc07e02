// Boards of up to 12 pits and 12 seeds (KGP's 8x8, 10x10, 12x12): the engine against the naive
// reference of naive_kalah.hpp, in perft counts and ply by ply in random games.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "mancala/engine/perft.hpp"
#include "mancala/engine/rules.hpp"
#include "mancala/engine/zobrist.hpp"
#include "naive_kalah.hpp"

using namespace mancala;
using engine_test::NaiveKalah;

namespace {

Variant board_of(int pits, int seeds) {
  Variant v;
  v.pits = pits;
  v.seeds = seeds;
  return v;
}

std::uint64_t engine_perft(const Variant& v, int depth) {
  const Rules rules(v);
  return rules.visit([&](const auto& game) { return perft(game, game.start(), depth); });
}

// Everything the reference knows about its game, compared with the engine's position.
void check_same(const Rules& rules, const Position& p, const NaiveKalah& ref, const std::string& where) {
  INFO(where);
  for (int s = 0; s < 2; ++s) {
    const Side side = s == 0 ? Side::south : Side::north;
    for (int i = 0; i < ref.v.pits; ++i) REQUIRE(p.pit(side, i) == ref.pits[s][i]);
    REQUIRE(p.store(side) == ref.store[s]);
  }
  REQUIRE(index(p.to_move) == ref.mover);
  REQUIRE(p.pie_stage == ref.pie_stage);
  REQUIRE(p.over() == ref.over);
  if (ref.over) {
    const Outcome want = ref.winner == 0 ? Outcome::south : (ref.winner == 1 ? Outcome::north : Outcome::draw);
    REQUIRE(p.result == want);
  }
  std::vector<int> plies;
  for (Ply ply : rules.legal_plies(p)) plies.push_back(ply.is_swap() ? NaiveKalah::swap : ply.pit_index());
  REQUIRE(plies == ref.legal());
}

// Plays `games` random games of variants drawn by `pick`, checking every ply against the reference.
// Returns the plies played.
template <class Pick>
long play_random_games(int games, std::uint64_t seed, Pick&& pick) {
  std::mt19937_64 rng(seed);
  long plies = 0;
  for (int g = 0; g < games; ++g) {
    const Variant v = pick(rng);
    const Rules rules(v);
    Position p = rules.start();
    NaiveKalah ref(v);
    const std::string name = "game " + std::to_string(g) + " pits " + std::to_string(v.pits) + " seeds " +
                             std::to_string(v.seeds) + " capture " + to_string(v.capture) + " scoring " +
                             to_string(v.scoring) + (v.pie ? " pie" : "") + (v.early_end ? " early_end" : "");
    check_same(rules, p, ref, name);
    while (!p.over()) {
      const PlyList legal = rules.legal_plies(p);
      const Ply ply = legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))];
      rules.play(p, ply);
      ref.play(ply.is_swap() ? NaiveKalah::swap : ply.pit_index());
      ++plies;
      check_same(rules, p, ref, name + " ply " + std::to_string(p.ply));
    }
  }
  return plies;
}

Variant random_options(Variant v, std::mt19937_64& rng) {
  v.capture = std::array{CaptureRule::standard, CaptureRule::empty, CaptureRule::none}[rng() % 3];
  v.scoring = std::array{Scoring::store, Scoring::captured, Scoring::outlast}[rng() % 3];
  v.pie = rng() % 2 == 0;
  v.early_end = rng() % 2 == 0;
  return v;
}

}  // namespace

TEST_CASE("perft of 8x8, 10x10 and 12x12 matches the naive reference") {
  for (auto [pits, depth] : {std::pair{8, 6}, std::pair{10, 5}, std::pair{12, 5}}) {
    const Variant v = board_of(pits, pits);
    INFO("pits and seeds " << pits);
    for (int d = 1; d <= depth; ++d) CHECK(engine_perft(v, d) == engine_test::naive_perft(NaiveKalah(v), d));
  }
}

TEST_CASE("perft of 12x12 with the pie rule and empty captures matches the naive reference") {
  Variant v = board_of(12, 12);
  v.pie = true;
  v.capture = CaptureRule::empty;
  for (int d = 1; d <= 5; ++d) CHECK(engine_perft(v, d) == engine_test::naive_perft(NaiveKalah(v), d));
}

TEST_CASE("the widest boards use the wide layout and the standard one keeps the narrow one") {
  CHECK_FALSE(Rules(board_of(8, 12)).start().wide());
  CHECK(Rules(board_of(9, 1)).start().wide());
  CHECK(Rules(board_of(12, 12)).start().wide());
  CHECK_FALSE(Rules(Variant::oware()).start().wide());
  CHECK(Rules(board_of(12, 12)).visit([](const auto& g) {
    return std::is_same_v<std::decay_t<decltype(g)>, KalahWide>;
  }));
}

TEST_CASE("random 12x12 games with every option agree with the naive reference ply by ply") {
  const long plies = play_random_games(3000, 12, [](std::mt19937_64& rng) {
    return rng() % 4 == 0 ? board_of(12, 12) : random_options(board_of(12, 12), rng);
  });
  CHECK(plies > 3000 * 20);
}

TEST_CASE("random games of every width and seed count agree with the naive reference") {
  play_random_games(2000, 7, [](std::mt19937_64& rng) {
    return random_options(board_of(1 + static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 12)), rng);
  });
}

TEST_CASE("a store above 255 seeds is kept exact through a capture and the end sweep") {
  const Variant v = board_of(12, 12);
  const Rules rules(v);
  // South: pit 0 holds 1 seed, pit 1 is empty; North's pit 10 (opposite South's pit 1) holds 20.
  NaiveKalah ref(v);
  for (auto& row : ref.pits)
    for (int& n : row) n = 0;
  ref.pits[0][0] = 1, ref.pits[0][11] = 3, ref.pits[1][0] = 4, ref.pits[1][10] = 20;
  ref.store[0] = 250, ref.store[1] = 10;
  Position p = Position::empty(12);
  for (int s = 0; s < 2; ++s) {
    const Side side = s == 0 ? Side::south : Side::north;
    for (int i = 0; i < 12; ++i) p.set_pit(side, i, ref.pits[s][i]);
    p.set_store(side, ref.store[s]);
  }
  check_same(rules, p, ref, "constructed");
  rules.play(p, Ply::pit(0));  // lands in the empty pit 1: captures 20 + 1
  ref.play(0);
  check_same(rules, p, ref, "after the capture");
  CHECK(p.store(Side::south) == 271);
  rules.play(p, Ply::pit(0));  // North sows 4 into its pits 1..4
  ref.play(0);
  rules.play(p, Ply::pit(11));  // South: 3 seeds, the store and North's 0 and 1
  ref.play(11);
  check_same(rules, p, ref, "after the sweep");
  CHECK(p.over());
  CHECK(p.store(Side::south) == 272);
  CHECK(p.result == Outcome::south);
}

TEST_CASE("wide positions hash apart by cell, side and store") {
  const Rules rules(board_of(12, 12));
  const Position a = rules.start();
  Position b = a;
  CHECK(zobrist_hash(a) == zobrist_hash(b));
  b.to_move = Side::north;
  CHECK(zobrist_hash(a) != zobrist_hash(b));
  b = a;
  b.set_store(Side::north, 280);
  CHECK(zobrist_hash(a) != zobrist_hash(b));
  b = a;
  rules.play(b, Ply::pit(11));
  CHECK(zobrist_hash(a) != zobrist_hash(b));
}

// Glicko-2: Glickman's published example, and single games whose expected values are worked out
// by hand below from his formulas (μ = (r − 1500)/173.7178, φ = RD/173.7178, g, E, v, Δ, steps 5-8).
#include "mancala/server/rating/glicko2.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "mancala/server/queue/match_queue.hpp"
#include "mancala/server/rating/rating_rules.hpp"

using mancala::server::GameResult;
using mancala::server::provisional;
using mancala::server::rate;
using mancala::server::rate_game;
using mancala::server::rate_pair;
using mancala::server::Rating;
using mancala::server::StoredRating;

namespace {

// doctest::Approx's epsilon is relative to (1 + |value|); this makes it about `tolerance` in the
// value's own units (rating points, or volatility), so 0.01 means "to the printed hundredths".
doctest::Approx near(double value, double tolerance) {
  return doctest::Approx(value).epsilon(tolerance / (1 + std::abs(value)));
}

}  // namespace

TEST_SUITE("glicko2") {
  TEST_CASE("Glicko-2 rating of the published example is 1464.06 RD 151.52 volatility 0.05999") {
    const Rating player{1500, 200, 0.06};
    const std::array<GameResult, 3> period{{
        {{1400, 30, 0.06}, 1},
        {{1550, 100, 0.06}, 0},
        {{1700, 300, 0.06}, 0},
    }};
    const Rating after = rate(player, period);
    CHECK(after.rating == near(1464.06, 0.01));
    CHECK(after.rd == near(151.52, 0.01));
    CHECK(after.volatility == near(0.05999, 0.00001));
  }

  TEST_CASE("Glicko-2 rating after an empty period keeps rating and volatility and widens RD") {
    // φ* = sqrt(φ² + σ²): RD' = sqrt(200² + (0.06 · 173.7178)²) = sqrt(40000 + 108.6403) = 200.2714.
    const Rating before{1620, 200, 0.06};
    const Rating after = rate(before, {});
    CHECK(after.rating == 1620);
    CHECK(after.volatility == 0.06);
    CHECK(after.rd == near(200.2714, 0.0001));
  }

  TEST_CASE("Glicko-2 rating of a draw between two newcomers stays 1500 and RD falls to 290.32 for both") {
    // μ = 0, φ = 350/173.7178 = 2.014762, φ² = 4.059265.
    // g(φ) = 1/sqrt(1 + 3·4.059265/π²) = 1/sqrt(1 + 12.177796/9.869604) = 1/sqrt(2.233869) = 0.669069.
    // E = 1/(1 + e⁰) = 0.5, so s − E = 0: Δ = 0 and μ' = μ, the rating stays 1500.
    // v = 1/(g²·E·(1 − E)) = 1/(0.447653·0.25) = 8.93548.
    // Step 5: Δ² < φ² + v, and f(x) ≈ h(x) − (x − a)/τ² with h small, so x ≈ a + τ²·h(a):
    //   h(a) = σ²(Δ² − φ² − v − σ²)/(2(φ² + v + σ²)²) = 0.0036·(−12.998340)/(2·12.998340²) = −0.000138;
    //   x − a = 0.25·(−0.000138) = −0.0000346, σ' = 0.06·e^(−0.0000173) = 0.059999.
    // φ* = sqrt(4.059265 + 0.0036) = 2.015655; φ' = 1/sqrt(1/4.062865 + 1/8.93548)
    //    = 1/sqrt(0.246132 + 0.111913) = 1/sqrt(0.358045) = 1.671210; RD' = 1.671210·173.7178 = 290.319.
    // Both seats as the server rates a game: rate_pair, each side from the ratings before it.
    const auto [south, north] = rate_pair({StoredRating{}, StoredRating{}}, 0.5);
    for (const StoredRating& seat : {south, north}) {
      CHECK(seat.rating == near(1500, 1e-9));
      CHECK(seat.rd == near(290.319, 0.001));
      CHECK(seat.volatility == near(0.059999, 0.000001));
      CHECK(provisional(Rating{seat.rating, seat.rd, seat.volatility}));
    }
    // Equal players and a draw: the two seats' computations must agree to the last bit.
    CHECK(south.rating == north.rating);
    CHECK(south.rd == north.rd);
    CHECK(south.volatility == north.volatility);
  }

  TEST_CASE("Glicko-2 rating moves more on an upset than on the expected result") {
    // Both RD 50: φ = 0.287823, g = 1/sqrt(1 + 3·0.082842/π²) = 0.987642.
    // μ(1400) = −0.575646, μ(1800) = 1.726939; E(1400 beats 1800) = 1/(1 + e^(0.987642·2.302585)) = 0.093288.
    // v = 1/(0.987642²·0.093288·0.906712) = 12.120050 for either side.
    // Upset (1400 wins): Δ = v·g·(1 − E) = 10.853589, Δ² = 117.80 > φ² + v, so σ' rises a hair:
    //   h(a) = 0.0036·(117.8004 − 0.082842 − 12.120050 − 0.0036)/(2·12.206492²) = 0.0012756, σ' = 0.060010.
    //   φ* = sqrt(0.082842 + 0.060010²) = 0.294012; φ' = 1/sqrt(1/0.294012² + 1/12.120050) = 0.292970.
    //   μ' = −0.575646 + 0.292970²·0.987642·0.906712 = −0.498784: rating 1413.35, RD 50.894.
    //   The 1800 side: μ' = 1.726939 − 0.076862 = 1.650076: rating 1786.65.
    // Expected (1800 wins): Δ = v·g·0.093288 = 1.116686, σ' = 0.059999, φ' = 0.292967,
    //   μ' = 1.726939 + 0.292967²·0.987642·0.093288 = 1.734847: rating 1801.37; the 1400 side 1398.63.
    const Rating low{1400, 50, 0.06};
    const Rating high{1800, 50, 0.06};
    const Rating low_upset = rate_game(low, high, 1);
    const Rating high_upset = rate_game(high, low, 0);
    const Rating high_expected = rate_game(high, low, 1);
    const Rating low_expected = rate_game(low, high, 0);
    CHECK(low_upset.rating == near(1413.35, 0.01));
    CHECK(high_upset.rating == near(1786.65, 0.01));
    CHECK(high_expected.rating == near(1801.37, 0.01));
    CHECK(low_expected.rating == near(1398.63, 0.01));
    CHECK(low_upset.rd == near(50.894, 0.001));
    CHECK(low_upset.rating - low.rating > high_expected.rating - high.rating);
    CHECK(high.rating - high_upset.rating > low.rating - low_expected.rating);
    CHECK_FALSE(provisional(low_upset));
  }

  TEST_CASE("Glicko-2 rating of a newcomer moves a lot against an established player and the other little") {
    // Newcomer 1500/350 (μ = 0, φ = 2.014762) beats 1700/50 (μ = 1.151292, φ = 0.287823).
    // Newcomer: g(0.287823) = 0.987642, E = 1/(1 + e^(0.987642·1.151292)) = 0.242860,
    //   v = 1/(0.987642²·0.242860·0.757140) = 5.575308, Δ = v·0.987642·0.757140 = 4.169126;
    //   σ' = 0.060001, φ* = 2.015655, φ' = 1/sqrt(1/2.015655² + 1/5.575308) = 1.533039,
    //   μ' = 1.533039²·0.987642·0.757140 = 1.757449: rating 1805.30, RD 266.32.
    // Established: g(2.014762) = 0.669069, E = 1/(1 + e^(−0.669069·1.151292)) = 0.683585,
    //   v = 1/(0.669069²·0.683585·0.316415) = 10.327799; σ' = 0.060001, φ* = 0.294011,
    //   φ' = 1/sqrt(1/0.294011² + 1/10.327799) = 0.292788,
    //   μ' = 1.151292 − 0.292788²·0.669069·0.683585 = 1.112085: rating 1693.19, RD 50.86.
    const Rating newcomer;
    const Rating established{1700, 50, 0.06};
    const Rating n = rate_game(newcomer, established, 1);
    const Rating e = rate_game(established, newcomer, 0);
    CHECK(n.rating == near(1805.30, 0.01));
    CHECK(n.rd == near(266.32, 0.01));
    CHECK(e.rating == near(1693.19, 0.01));
    CHECK(e.rd == near(50.86, 0.01));
    CHECK(n.rating - newcomer.rating > 10 * (established.rating - e.rating));
  }

  TEST_CASE("Glicko-2 rating changes of two equal-RD players sum to zero") {
    // Equal φ and σ: the same g, E and 1 − E swap, so v, Δ², σ' and φ' agree and the μ changes
    // are ±φ'²·g·(1 − E). For 1600/200 beating 1450/200: 1652.51 and 1397.49.
    const Rating a{1600, 200, 0.06};
    const Rating b{1450, 200, 0.06};
    const Rating a_after = rate_game(a, b, 1);
    const Rating b_after = rate_game(b, a, 0);
    CHECK(std::abs((a_after.rating - a.rating) + (b_after.rating - b.rating)) < 1e-9);
    CHECK(a_after.rating == near(1652.51, 0.01));
    CHECK(a_after.rd == doctest::Approx(b_after.rd));
    const Rating c_after = rate_game(a, b, 0.5);
    const Rating d_after = rate_game(b, a, 0.5);
    CHECK(std::abs((c_after.rating - a.rating) + (d_after.rating - b.rating)) < 1e-9);
  }

  TEST_CASE("Glicko-2 rating with a score outside 0..1 or NaN throws invalid_argument") {
    const Rating p;
    CHECK_THROWS_AS(rate_game(p, p, 1.5), std::invalid_argument);
    CHECK_THROWS_AS(rate_game(p, p, -0.1), std::invalid_argument);
    CHECK_THROWS_AS(rate_game(p, p, std::numeric_limits<double>::quiet_NaN()), std::invalid_argument);
    CHECK_THROWS_AS(rate_game(p, Rating{1500, 0, 0.06}, 1), std::invalid_argument);
    CHECK_THROWS_AS(rate_game(Rating{1500, 350, 0}, p, 1), std::invalid_argument);
    CHECK_NOTHROW(rate_game(p, p, 0));
    CHECK_NOTHROW(rate_game(p, p, 1));
  }
}

TEST_CASE("ratings are kept per variant and speed, rapid keeps the key ratings had before clocks") {
  using namespace mancala;
  using namespace mancala::server;
  const std::string kalah = variant_key(Variant::kalah());
  CHECK(rating_speed(std::nullopt) == protocol::Speed::rapid);
  CHECK(rating_speed(protocol::TimeControl{300, 3, 0}) == protocol::Speed::blitz);
  CHECK(rating_speed(protocol::TimeControl{0, 0, 3}) == protocol::Speed::correspondence);
  CHECK(rating_key(kalah, protocol::Speed::rapid) == kalah);
  CHECK(rating_key(kalah, protocol::Speed::blitz) == kalah + "|blitz");
  for (auto speed : {protocol::Speed::bullet, protocol::Speed::blitz, protocol::Speed::rapid,
                     protocol::Speed::classical, protocol::Speed::correspondence}) {
    const auto [variant, back] = split_rating_key(rating_key(kalah, speed));
    CHECK(variant == kalah);
    CHECK(back == speed);
  }
  CHECK_FALSE(split_rating_key(kalah + "|ultrabullet").second.has_value());
}

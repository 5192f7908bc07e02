// Glicko-2 after Glickman's "Example of the Glicko-2 system"; step numbers are his.
#include "mancala/server/rating/glicko2.hpp"

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

namespace mancala::server {

namespace {

constexpr int max_iterations = 1000;  // step 5 converges in a handful; this only bounds a broken input

void check_rating(const Rating& r, const char* who) {
  if (!std::isfinite(r.rating)) throw std::invalid_argument(std::string(who) + " rating is not finite");
  if (!(std::isfinite(r.rd) && r.rd > 0)) throw std::invalid_argument(std::string(who) + " RD is not positive");
  if (!(std::isfinite(r.volatility) && r.volatility > 0))
    throw std::invalid_argument(std::string(who) + " volatility is not positive");
}

void check_input(const Rating& player, std::span<const GameResult> period, double tau) {
  if (!(std::isfinite(tau) && tau > 0)) throw std::invalid_argument("glicko2: tau is not positive");
  check_rating(player, "glicko2: player");
  for (const GameResult& game : period) {
    if (!(game.score >= 0 && game.score <= 1))  // false for NaN too
      throw std::invalid_argument("glicko2: score outside 0..1");
    check_rating(game.opponent, "glicko2: opponent");
  }
}

// g(φ) = 1 / sqrt(1 + 3φ²/π²)
double g(double phi) { return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi)); }

// E(μ, μj, φj) = 1 / (1 + exp(−g(φj)(μ − μj)))
double expected(double mu, double mu_j, double g_j) { return 1 / (1 + std::exp(-g_j * (mu - mu_j))); }

// Steps 3 and 4: the estimated variance v and the sum Σ g(φj)(sj − Ej), whose product with v is Δ.
struct Estimate {
  double v;
  double sum;
};

Estimate estimate(double mu, std::span<const GameResult> period) {
  double inverse_v = 0;
  double sum = 0;
  for (const GameResult& game : period) {
    const double mu_j = (game.opponent.rating - glicko2::initial_rating) / glicko2::scale;
    const double g_j = g(game.opponent.rd / glicko2::scale);
    const double e = expected(mu, mu_j, g_j);
    inverse_v += g_j * g_j * e * (1 - e);
    sum += g_j * (game.score - e);
  }
  return {1 / inverse_v, sum};
}

// Step 5: the new volatility σ', the root of f(x) by the Illinois algorithm, x = ln(σ'²).
double new_volatility(double phi, double sigma, double v, double delta, double tau) {
  const double a = std::log(sigma * sigma);
  const auto f = [&](double x) {
    const double ex = std::exp(x);
    const double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
  };
  double big_a = a;
  double big_b;
  if (delta * delta > phi * phi + v) {
    big_b = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * tau) < 0) ++k;
    big_b = a - k * tau;
  }
  double f_a = f(big_a);
  double f_b = f(big_b);
  for (int i = 0; i < max_iterations && std::abs(big_b - big_a) > glicko2::epsilon; ++i) {
    const double big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
    const double f_c = f(big_c);
    if (f_c * f_b <= 0) {
      big_a = big_b;
      f_a = f_b;
    } else {
      f_a /= 2;
    }
    big_b = big_c;
    f_b = f_c;
  }
  return std::exp(big_a / 2);
}

}  // namespace

Rating rate(const Rating& player, std::span<const GameResult> period, double tau) {
  check_input(player, period, tau);
  // Step 2: to the Glicko-2 scale.
  const double mu = (player.rating - glicko2::initial_rating) / glicko2::scale;
  const double phi = player.rd / glicko2::scale;
  const double sigma = player.volatility;
  if (period.empty()) {
    // No games: only the deviation grows, φ* = sqrt(φ² + σ²).
    return {player.rating, std::sqrt(phi * phi + sigma * sigma) * glicko2::scale, sigma};
  }
  // Steps 3 and 4.
  const Estimate est = estimate(mu, period);
  const double delta = est.v * est.sum;
  // Step 5.
  const double sigma_new = new_volatility(phi, sigma, est.v, delta, tau);
  // Step 6: the pre-period deviation, φ* = sqrt(φ² + σ'²).
  const double phi_star = std::sqrt(phi * phi + sigma_new * sigma_new);
  // Step 7: φ' = 1 / sqrt(1/φ*² + 1/v), μ' = μ + φ'² Σ g(φj)(sj − Ej).
  const double phi_new = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / est.v);
  const double mu_new = mu + phi_new * phi_new * est.sum;
  // Step 8: back to rating points.
  return {glicko2::scale * mu_new + glicko2::initial_rating, glicko2::scale * phi_new, sigma_new};
}

Rating rate_game(const Rating& player, const Rating& opponent, double score) {
  const GameResult game{opponent, score};
  return rate(player, std::span<const GameResult>(&game, 1));
}

bool provisional(const Rating& r) { return r.rd > 110; }

}  // namespace mancala::server

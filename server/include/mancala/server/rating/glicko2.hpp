// Glicko-2 ratings: Glickman's "Example of the Glicko-2 system", steps 1-8, for one player and one
// rating period. A plain calculator: no clock, no store, no shared state.
#pragma once

#include <span>

namespace mancala::server {

namespace glicko2 {
/// A new player's rating, in rating points (the Glicko/Elo-like scale).
inline constexpr double initial_rating = 1500;
/// A new player's rating deviation (RD), in rating points.
inline constexpr double initial_rd = 350;
/// A new player's volatility σ, dimensionless (on the Glicko-2 scale).
inline constexpr double initial_volatility = 0.06;
/// The system constant τ (dimensionless): how fast volatility may change. Glickman suggests 0.3..1.2.
inline constexpr double tau = 0.5;
/// The convergence tolerance ε of the volatility iteration (step 5), on the log-variance scale.
inline constexpr double epsilon = 0.000001;
/// Rating points per Glicko-2 unit: μ = (rating − 1500) / scale, φ = RD / scale.
inline constexpr double scale = 173.7178;
}  // namespace glicko2

/// One player's rating. `rating` and `rd` are in rating points; `volatility` is dimensionless.
struct Rating {
  double rating = glicko2::initial_rating;
  double rd = glicko2::initial_rd;
  double volatility = glicko2::initial_volatility;
};

/// One game of a rating period, from the rated player's side: `score` is 1 for a win, 0.5 for a
/// draw, 0 for a loss; `opponent` is the opponent's rating at the start of the period.
struct GameResult {
  Rating opponent;
  double score;
};

/// The player's rating after one rating period of games played simultaneously (Glickman's steps
/// 1-8, step 5 by the Illinois algorithm). An empty period changes neither rating nor volatility
/// and widens RD to sqrt(RD² + (σ·scale)²). No upper bound is put on RD.
/// Throws std::invalid_argument when a score is outside 0..1 or NaN, when a rating (the player's or
/// an opponent's) is not finite, when an RD or volatility is not finite and positive, or when tau
/// is not finite and positive.
Rating rate(const Rating& player, std::span<const GameResult> period, double tau = glicko2::tau);

/// `rate` with a rating period of one game: how the server rates, after each game. Both players
/// are rated from the ratings they had before the game (rate each side with the other's old
/// rating). Throws as `rate` does.
Rating rate_game(const Rating& player, const Rating& opponent, double score);

/// True while the rating is still uncertain: RD above 110 rating points.
bool provisional(const Rating& r);

}  // namespace mancala::server

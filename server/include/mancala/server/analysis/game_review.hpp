// The perfect-play review of a finished game (docs/analysis.md): each ply's value before and
// after, what it gave away (loss) and its class, and each side's accuracy.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mancala/protocol/server_message.hpp"
#include "mancala/server/analysis/analysis.hpp"

namespace mancala::server {

/// A ply as the analysis answers name it: {"pit": index} or {"swap": true}.
nlohmann::json ply_json(Ply p);

/// One ply of the game as the review sees it; values are South's final store minus North's.
struct PlyReview {
  int n = 0;  // the state's `ply` before it (0-based)
  Side side = Side::south;
  Ply ply;
  int value_before = 0;      // the position's value: its best ply's
  int value_after = 0;       // the played ply's value in the same analysis
  std::vector<Ply> best;     // every ply of value_before
  int loss = 0;              // seeds the ply gave away for its mover (≥ 0); shown only when judged()
  bool exact = true;         // every value of the position proven (its best plies too)
  bool before_exact = true;  // value_before proven (by this position's proof, or the ply before's)
  bool after_exact = true;   // value_after proven (the played ply's, or the next position's)
  int depth = 0;             // when not exact: the shallowest search behind the position's values
  bool forced = false;       // the only legal ply
  bool counted = false;      // counts for accuracy: the position's plies do not all have one value

  /// Both values proven: the loss is exact, so the ply gets a loss, a class and a weight in accuracy.
  bool judged() const { return before_exact && after_exact; }
};

/// How far the proof of a review's estimates has got (review_prover.hpp): positions tried
/// (`done`) of those that were estimates when it began (`total`).
struct ProofProgress {
  int done = 0, total = 0;
};

/// A finished game's review: its plies in order and each side's accuracy ([south, north],
/// nullopt for a side with no counted ply).
struct GameReview {
  std::vector<PlyReview> plies;
  std::array<std::optional<double>, 2> accuracy;
  bool exact = true;                     // every ply exact
  int proof_ms = 0;                      // each estimate's time to be proven (ms); 0: no proof tried
  std::optional<ProofProgress> proving;  // while its estimates are being proven
  std::string unproven;                  // why estimates are left, once no proof runs (unproven_reasons)
};

/// Why a review keeps estimates once no proof of them runs (`unproven.reason` in its JSON):
/// "time_limit" (each had proof_ms and the first not proven in it ended the proof), "no_proofs"
/// (this server proves no position of the game's board: another board, or proofs off),
/// "waiting" (the endgame table the proofs need is still being built), "busy" (the prover's queue
/// was full: asked again, the review is offered again), "failed" (the proof stopped on an error).
inline constexpr std::string_view unproven_reasons[] = {"time_limit", "no_proofs", "waiting", "busy", "failed"};

/// The class of a loss: best (0), good (1), inaccuracy (2–3), mistake (4–7), blunder (≥ 8).
std::string_view loss_class(int loss);

/// One ply's accuracy, 0..100: 100 × (8 − loss) / 8, and 0 from a blunder's loss on. Only judged
/// plies have one: a loss from an estimate may be wrong either way, so it judges nothing.
double ply_accuracy(int loss);

/// The positions before each ply of `plies` that replays legally from the start of `rules`
/// (the stored plies are cut at the first that does not, as the replay route does).
std::vector<Position> positions_before(const Rules& rules, const std::vector<protocol::RecordedPly>& plies);

/// The review of ply `n`, `played` from `before`, by that position's analysis `a`.
PlyReview review_ply(int n, const Position& before, Ply played, const PositionAnalysis& a);

/// The reviews of the game's plies, in order, with each side's accuracy (over its judged counted
/// plies), and each ply's loss from its values. One position has one value in a review: the value after ply n and the
/// value before ply n + 1 are made the same, the proven one where one is (else the later analysis's).
GameReview review_game(std::vector<PlyReview> plies);

/// The answer of GET /api/games/{id}/analysis once done: {"status":"done","plies":[…],
/// "accuracy":{"south","north"},"exact"}, with "proof_ms" once a proof was tried, "proving"
/// {"done","total"} while one runs, and "unproven" {"plies","reason"} when estimates are left and
/// none runs (PROTOCOL.md §Analysis, docs/analysis.md). A ply whose two values are not both
/// proven has "loss" and "class" null.
std::string review_json(const GameReview& review);

/// The review a review_json() text holds (a stored review read back), without `proving`;
/// nullopt when the text is not such a review.
std::optional<GameReview> review_from_json(std::string_view text);

/// The answer while a review runs: status pending, no plies yet, and its progress in positions.
std::string pending_json(int done, int total);

}  // namespace mancala::server

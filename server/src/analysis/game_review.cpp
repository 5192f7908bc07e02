#include "mancala/server/analysis/game_review.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

namespace mancala::server {
namespace {

using nlohmann::json;

// A loss at least this large is a blunder, and a ply with it scores 0 (docs/analysis.md).
constexpr int blunder_loss = 8;

json ply_review_json(const PlyReview& r) {
  json j = {{"n", r.n}, {"side", r.side == Side::south ? "south" : "north"}};
  j.update(ply_json(r.ply));
  json best = json::array();
  for (Ply b : r.best) best.push_back(ply_json(b));
  j["value_before"] = r.value_before;
  j["value_after"] = r.value_after;
  j["before_exact"] = r.before_exact;
  j["after_exact"] = r.after_exact;
  j["best"] = std::move(best);
  // An estimate's loss may be wrong either way: it gets no loss and no class until proven.
  j["loss"] = r.judged() ? json(r.loss) : json(nullptr);
  j["class"] = r.judged() ? json(std::string(loss_class(r.loss))) : json(nullptr);
  j["exact"] = r.exact;
  if (!r.exact) j["depth"] = r.depth;
  if (r.forced) j["forced"] = true;
  j["counted"] = r.counted;
  return j;
}

json accuracy_json(const std::optional<double>& a) { return a ? json(*a) : json(nullptr); }

// What the ply gave away for its mover. From one analysis the value is the mover's best, so the
// played ply's is never better; from two (an estimate beside a proof) a negative gap is kept at 0.
// Computed wide: a stored review read back may hold any int, and their difference must not overflow.
int loss_of(const PlyReview& r) {
  const long long before = r.value_before, after = r.value_after;
  return static_cast<int>(std::clamp<long long>(r.side == Side::south ? before - after : after - before, 0,
                                                std::numeric_limits<int>::max()));
}

// The position between ply `k - 1` and ply `k` is valued by both plies' analyses; one value for it:
// the proven one where one is, else the later analysis's (its own position's search).
void share_position_value(PlyReview& before, PlyReview& after) {
  if (after.before_exact || !before.after_exact) {
    before.value_after = after.value_before;
    before.after_exact = after.before_exact;
  } else {
    after.value_before = before.value_after;
    after.before_exact = true;
  }
}

Ply ply_from_json(const json& j) { return j.contains("swap") ? Ply::swap() : Ply::pit(j.at("pit").get<int>()); }

PlyReview ply_review_from_json(const json& j) {
  PlyReview r;
  r.n = j.at("n").get<int>();
  r.side = j.at("side").get<std::string>() == "south" ? Side::south : Side::north;
  r.ply = ply_from_json(j);
  r.value_before = j.at("value_before").get<int>();
  r.value_after = j.at("value_after").get<int>();
  for (const json& b : j.at("best")) r.best.push_back(ply_from_json(b));
  r.exact = j.at("exact").get<bool>();
  r.before_exact = j.value("before_exact", r.exact);
  r.after_exact = j.value("after_exact", r.exact);
  r.depth = j.value("depth", 0);
  r.forced = j.value("forced", false);
  r.counted = j.at("counted").get<bool>();
  return r;
}

}  // namespace

json ply_json(Ply p) { return p.is_swap() ? json{{"swap", true}} : json{{"pit", p.pit_index()}}; }

std::string_view loss_class(int loss) {
  if (loss <= 0) return "best";
  if (loss == 1) return "good";
  if (loss <= 3) return "inaccuracy";
  if (loss < blunder_loss) return "mistake";
  return "blunder";
}

double ply_accuracy(int loss) { return 100.0 * std::clamp(blunder_loss - loss, 0, blunder_loss) / blunder_loss; }

std::vector<Position> positions_before(const Rules& rules, const std::vector<protocol::RecordedPly>& plies) {
  std::vector<Position> out;
  Position p = rules.start();
  for (const protocol::RecordedPly& stored : plies) {
    if (p.over() || p.to_move != stored.side || rules.check(p, stored.ply) != MoveError::none) break;
    out.push_back(p);
    rules.play(p, stored.ply);
  }
  return out;
}

PlyReview review_ply(int n, const Position& before, Ply played, const PositionAnalysis& a) {
  PlyReview r;
  r.n = n;
  r.side = before.to_move;
  r.ply = played;
  r.value_before = a.value;
  r.value_after = a.value;
  r.best = a.best;
  r.exact = a.exact;
  r.before_exact = a.exact;
  r.forced = a.plies.size() == 1;
  for (const PlyValue& v : a.plies) {
    if (v.ply == played) {
      r.value_after = v.value;
      r.after_exact = v.exact;
    }
    if (v.value != a.value) r.counted = true;
    if (!v.exact) r.depth = r.depth == 0 ? v.depth : std::min(r.depth, v.depth);
  }
  r.loss = loss_of(r);
  return r;
}

GameReview review_game(std::vector<PlyReview> plies) {
  GameReview g;
  std::array<double, 2> sum{};
  std::array<int, 2> count{};
  for (std::size_t k = 1; k < plies.size(); ++k) share_position_value(plies[k - 1], plies[k]);
  for (PlyReview& r : plies) {
    r.loss = loss_of(r);
    // A proven loss says the position's plies differ, whatever its estimates said of them.
    if (r.judged() && r.loss > 0) r.counted = true;
    g.exact = g.exact && r.exact;
    if (!r.counted || !r.judged()) continue;
    sum[index(r.side)] += ply_accuracy(r.loss);
    ++count[index(r.side)];
  }
  for (int s = 0; s < 2; ++s)
    if (count[s] > 0) g.accuracy[s] = std::round(10 * sum[s] / count[s]) / 10;  // one decimal
  g.plies = std::move(plies);
  return g;
}

std::string review_json(const GameReview& review) {
  json plies = json::array();
  for (const PlyReview& r : review.plies) plies.push_back(ply_review_json(r));
  json j{{"status", "done"},
         {"plies", std::move(plies)},
         {"accuracy", {{"south", accuracy_json(review.accuracy[0])}, {"north", accuracy_json(review.accuracy[1])}}},
         {"exact", review.exact}};
  if (review.proof_ms > 0) j["proof_ms"] = review.proof_ms;
  if (review.proving) j["proving"] = {{"done", review.proving->done}, {"total", review.proving->total}};
  if (!review.exact && !review.proving && !review.unproven.empty()) {
    const auto left =
        std::count_if(review.plies.begin(), review.plies.end(), [](const PlyReview& r) { return !r.exact; });
    j["unproven"] = {{"plies", left}, {"reason", review.unproven}};
  }
  return j.dump();
}

std::optional<GameReview> review_from_json(std::string_view text) {
  const json j = json::parse(text, nullptr, false);
  try {
    if (!j.is_object() || j.value("status", "") != "done" || !j.contains("plies") || !j["plies"].is_array())
      return std::nullopt;
    std::vector<PlyReview> plies;
    for (const json& p : j["plies"]) plies.push_back(ply_review_from_json(p));
    GameReview g = review_game(std::move(plies));
    g.proof_ms = j.value("proof_ms", 0);
    if (j.contains("unproven") && j["unproven"].is_object()) g.unproven = j["unproven"].value("reason", "");
    return g;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

std::string pending_json(int done, int total) {
  return json{{"status", "pending"},
              {"plies", json::array()},
              {"accuracy", {{"south", nullptr}, {"north", nullptr}}},
              {"progress", {{"done", done}, {"total", total}}}}
      .dump();
}

}  // namespace mancala::server

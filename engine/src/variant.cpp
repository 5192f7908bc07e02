#include "mancala/engine/variant.hpp"

namespace mancala {
namespace {

std::string range_error(const char* key, int lo, int hi, int got) {
  return std::string(key) + " must be " + std::to_string(lo) + ".." + std::to_string(hi) + ", got " +
         std::to_string(got);
}

}  // namespace

std::optional<std::string> Variant::validate() const {
  if (game == GameKind::oware) {
    if (pits != 6 || seeds != 4) return "oware is played with 6 pits and 4 seeds";
    if (no_capture_limit < 1 || no_capture_limit > 1000)
      return range_error("no_capture_limit", 1, 1000, no_capture_limit);
    return std::nullopt;
  }
  if (pits < 1 || pits > max_pits) return range_error("pits", 1, max_pits, pits);
  if (seeds < 1 || seeds > max_seeds) return range_error("seeds", 1, max_seeds, seeds);
  return std::nullopt;
}

const char* to_string(GameKind g) noexcept { return g == GameKind::kalah ? "kalah" : "oware"; }

const char* to_string(CaptureRule c) noexcept {
  switch (c) {
    case CaptureRule::standard:
      return "standard";
    case CaptureRule::empty:
      return "empty";
    case CaptureRule::none:
      return "none";
  }
  return "?";
}

const char* to_string(Scoring s) noexcept {
  switch (s) {
    case Scoring::store:
      return "store";
    case Scoring::captured:
      return "captured";
    case Scoring::outlast:
      return "outlast";
  }
  return "?";
}

}  // namespace mancala

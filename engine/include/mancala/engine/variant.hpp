// The rule options of a game, as named in the protocol's `variant` object.
#pragma once

#include <optional>
#include <string>

namespace mancala {

enum class GameKind : std::uint8_t { kalah, oware };
/// rules/kalah.md §Options `capture`.
enum class CaptureRule : std::uint8_t { standard, empty, none };
/// rules/kalah.md §Options `scoring`.
enum class Scoring : std::uint8_t { store, captured, outlast };

/// Every option of rules/kalah.md and rules/oware.md. Kalah defaults: the live public board.
struct Variant {
  GameKind game = GameKind::kalah;
  int pits = 6;   // pits a side, 1..max_pits (Oware: always 6)
  int seeds = 4;  // seeds a pit at the start, 1..max_seeds (Oware: always 4)
  CaptureRule capture = CaptureRule::standard;
  bool pie = false;
  Scoring scoring = Scoring::store;
  bool early_end = false;
  int no_capture_limit = 100;  // Oware: plies without a capture before the game ends

  /// Kalah's limits: the widest board of KGP tournaments, 12 pits of 12 seeds (288 in all).
  static constexpr int max_pits = 12;
  static constexpr int max_seeds = 12;

  static Variant kalah() { return {}; }
  static Variant oware() {
    Variant v;
    v.game = GameKind::oware;
    return v;
  }
  /// Total seeds on the board at the start.
  int total_seeds() const noexcept { return 2 * pits * seeds; }
  /// A clear reason when an option is out of range (e.g. "pits must be 1..12, got 13"), else nullopt.
  std::optional<std::string> validate() const;

  friend bool operator==(const Variant&, const Variant&) = default;
};

const char* to_string(GameKind g) noexcept;
const char* to_string(CaptureRule c) noexcept;
const char* to_string(Scoring s) noexcept;

}  // namespace mancala

// The chat's flood rule (PROTOCOL.md §Chat): per player, across every room.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace mancala::server::chat {

/// What FloodGuard::admit decided about a line.
enum class FloodVerdict : std::uint8_t {
  ok,         // accepted, and remembered
  too_fast,   // kLines lines were accepted in the last kWindow
  near_copy,  // too like one of the player's last two lines (not a preset)
};

/// Remembers, per player, when their recent lines were accepted and their last two lines, and
/// refuses a line when kLines were accepted in the last kWindow, or when (unless it is a preset)
/// it is within edit distance max(2, shorter length / 8), exclusive, of one of the last two
/// (lichess's rule). Time is a parameter, `now`, read from any one steady timeline in
/// milliseconds (the rooms pass play time: tests step it), so nothing here reads a clock.
/// Thread-safe (a mutex): the rooms of several strands ask it, as a player's flood counts across
/// rooms. A player silent for kForgetAfter is forgotten.
class FloodGuard {
 public:
  static constexpr int kLines = 5;
  static constexpr std::chrono::milliseconds kWindow{10'000};
  static constexpr std::chrono::milliseconds kForgetAfter{3'600'000};

  /// Judges `player`'s line `text` (cleaned: chat_text.hpp) said at `now`; an accepted line counts.
  FloodVerdict admit(const std::string& player, std::string_view text, std::chrono::milliseconds now);
  /// Players remembered now (for tests of forgetting).
  std::size_t players() const;

 private:
  struct Recent {
    std::deque<std::chrono::milliseconds> accepted;  // within kWindow of the last line, oldest first
    std::array<std::string, 2> last;                 // [newest, the one before]; empty: none
    std::chrono::milliseconds latest{0};
  };
  void forget_silent(std::chrono::milliseconds now);

  mutable std::mutex mutex_;
  std::unordered_map<std::string, Recent> players_;  // under mutex_
  std::uint32_t since_sweep_ = 0;                    // admits since silent players were last forgotten
};

}  // namespace mancala::server::chat

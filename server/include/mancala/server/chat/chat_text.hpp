// What a chat line may say (PROTOCOL.md §Chat): its text cleaned and checked, the preset lines,
// and the edit distance the flood rule compares lines with.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace mancala::server::chat {

/// The longest line, in Unicode code points after cleaning.
inline constexpr std::size_t kMaxChatCodePoints = 140;

/// The preset lines, in canonical English: the exact text the page sends (and translates on display).
inline constexpr std::array<std::string_view, 6> kPresets = {"Hello",     "Good luck",   "Have fun",
                                                             "Good game", "Well played", "Thank you"};

/// True when `text` is one of kPresets, exactly.
bool is_preset(std::string_view text) noexcept;

/// The line as it is kept and shown: newlines and tabs become spaces, other control characters
/// (C0, DEL, C1) and invisible format characters (zero-width, bidirectional overrides, BOM) go,
/// spaces (Unicode's too) are trimmed from both ends. nullopt when what is left is empty or longer
/// than kMaxChatCodePoints. `raw` must be valid UTF-8 (every string the JSON parser returns is).
std::optional<std::string> clean_chat_text(std::string_view raw);

/// The Levenshtein distance between `a` and `b`, counted in code points (valid UTF-8).
std::size_t edit_distance(std::string_view a, std::string_view b);

}  // namespace mancala::server::chat

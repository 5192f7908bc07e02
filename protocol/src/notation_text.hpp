// The text pieces of the notation (docs/notation.md): quoted header values, words of a turn line,
// the final stores and a ply's clock; notation.cpp writes and reads whole games with them.
// Private to protocol/src.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace mancala::protocol::notation_text {

/// `[Key "value"]` and a line end; the value quoted as quoted() does.
std::string header(std::string_view key, std::string_view value);
/// A header value between double quotes: backslash and quote escaped, control characters as \uXXXX.
std::string quoted(std::string_view value);

struct Header {
  std::string key, value;
};
/// `[Key "value"]` with an optional comment after it; a reason when the line is not of that form.
std::variant<Header, std::string> read_header(std::string_view line);

/// `s` without leading and trailing spaces and tabs.
std::string_view trim(std::string_view s);
/// The words of `s`, split at spaces and tabs.
std::vector<std::string_view> words(std::string_view s);

/// `SOUTH-NORTH` (each 0..288, every seed of the largest board), or nullopt.
std::optional<std::array<int, 2>> read_stores(const std::string& text);

/// A ply's clock as written after it: `@` and the seconds with three decimals ("@178.400").
std::string clock_text(std::int64_t ms);
/// The ms of a clock written after a ply (without the `@`): seconds, 1..10 digits, and
/// optionally `.` and 1..3 digits; nullopt for anything else.
std::optional<std::int64_t> read_clock(std::string_view text);

}  // namespace mancala::protocol::notation_text

// One line of the Kalah Game Protocol 1.0.1 (KWARC's KGP, spec §Formal Structure): parsed into a
// typed command, and built back for the server's own commands.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace mancala::protocol {

/// The longest line KGP allows, in characters, including trailing white space (CR), without the LF.
inline constexpr std::size_t kgp_max_line = 16384;

/// A `word` argument: letters, digits, '-' and ':' (`freeplay`, `info:name`).
struct KgpWord {
  std::string text;
  friend bool operator==(const KgpWord&, const KgpWord&) = default;
};
/// A board literal `<n,south store,north store,south pits…,north pits…>`: its numbers in order.
struct KgpBoard {
  std::vector<std::int64_t> values;
  friend bool operator==(const KgpBoard&, const KgpBoard&) = default;
};
/// One argument: integer, real, word, string (escapes resolved) or board.
using KgpArg = std::variant<std::int64_t, double, KgpWord, std::string, KgpBoard>;

/// A parsed command. `id` and `ref` are absent when the line has none.
struct KgpCommand {
  std::optional<std::uint64_t> id;
  std::optional<std::uint64_t> ref;
  std::string name;
  std::vector<KgpArg> args;
};

/// Why a line is not a command; `id` is the line's own id when it could be read (for the answer's @ref).
struct KgpParseError {
  std::string reason;
  std::optional<std::uint64_t> id;
};

/// Parses one line (without its LF; a trailing CR and white space are ignored). An empty or blank
/// line is nullopt in the command's place: KGP ignores it.
std::variant<std::optional<KgpCommand>, KgpParseError> parse_kgp_line(std::string_view line);

/// The text of a word or string argument; nullopt for the other kinds.
std::optional<std::string> kgp_text(const KgpArg& arg);
/// The value of an integer argument; nullopt for the other kinds.
std::optional<std::int64_t> kgp_integer(const KgpArg& arg);
/// True when `s` is well-formed UTF-8 (no stray continuation byte, overlong form, surrogate or
/// value past U+10FFFF). A KGP string may hold any bytes; text that reaches JSON must be UTF-8.
bool kgp_utf8(std::string_view s) noexcept;

/// `s` as a KGP string literal: quoted, with '"' and '\' escaped, LF and tab as \n and \t, and any
/// other control character left out.
std::string kgp_quote(std::string_view s);
/// The board literal of a position seen by the side to move, who is always South in KGP: `own`
/// and `other` are each side's pits in that side's own sowing order (pit i of `own` faces pit
/// n-1-i of `other`), `own_store` and `other_store` the stores.
std::string kgp_board(std::span<const int> own, std::span<const int> other, int own_store, int other_store);
/// A whole line, CRLF included: "[id][@ref] name[ args]". `args` is already spelled (quote
/// strings with kgp_quote); an empty `args` adds nothing.
std::string kgp_line(std::optional<std::uint64_t> id, std::optional<std::uint64_t> ref, std::string_view name,
                     std::string_view args = {});

}  // namespace mancala::protocol

#include "mancala/protocol/kgp_command.hpp"

#include <cctype>
#include <charconv>
#include <cstdlib>

namespace mancala::protocol {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }
bool is_word_char(char c) { return is_alnum(c) || c == '-' || c == ':'; }

/// Reads one line left to right; each step returns false with `error` set when the text is not KGP.
class KgpCursor {
 public:
  explicit KgpCursor(std::string_view s) : s_(s) {}

  bool done() const { return i_ >= s_.size(); }
  void skip_space() {
    while (!done() && is_space(s_[i_])) ++i_;
  }
  std::string error;

  /// An unsigned number of digits at the cursor (nullopt when none, or too large: `error` set).
  std::optional<std::uint64_t> number(const char* what) {
    const std::size_t start = i_;
    while (!done() && is_digit(s_[i_])) ++i_;
    if (start == i_) return std::nullopt;
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(s_.data() + start, s_.data() + i_, v);
    if (ec != std::errc() || end != s_.data() + i_) {
      error = std::string(what) + " is too large";
      return std::nullopt;
    }
    return v;
  }

  /// The id and reference before the name: "4 ", "@4 ", "6@4 ". Leaves the cursor at the name.
  bool head(std::optional<std::uint64_t>& id, std::optional<std::uint64_t>& ref) {
    const std::size_t start = i_;
    std::size_t j = i_;
    while (j < s_.size() && is_digit(s_[j])) ++j;
    const bool has_ref = j < s_.size() && s_[j] == '@';
    std::size_t k = j;
    if (has_ref) {
      ++k;
      while (k < s_.size() && is_digit(s_[k])) ++k;
    }
    // Digits alone are an id only when white space follows: "12" by itself would be a name.
    const bool has_head = (has_ref || j > start) && k < s_.size() && is_space(s_[k]);
    if (!has_head) {
      if (has_ref) return fail("a reference must be followed by white space and a name");
      return true;
    }
    if (j > start) {
      id = number("the id");
      if (!id) return false;
    }
    if (has_ref) {
      ++i_;
      ref = number("the reference");
      if (!ref) return error.empty() ? fail("'@' must be followed by the referenced id") : false;
    }
    skip_space();
    return true;
  }

  bool name(std::string& out) {
    const std::size_t start = i_;
    while (!done() && is_alnum(s_[i_])) ++i_;
    if (start == i_) return fail("a command name (letters and digits) is expected");
    if (!done() && !is_space(s_[i_])) return fail("the command name may hold only letters and digits");
    out.assign(s_.substr(start, i_ - start));
    return true;
  }

  bool argument(std::vector<KgpArg>& args) {
    const char c = s_[i_];
    bool ok = c == '"' ? quoted(args) : c == '<' ? board(args) : bare(args);
    if (ok && !done() && !is_space(s_[i_])) return fail("arguments must be separated by white space");
    return ok;
  }

 private:
  bool fail(std::string why) {
    error = std::move(why);
    return false;
  }

  bool quoted(std::vector<KgpArg>& args) {
    std::string text;
    for (++i_; !done(); ++i_) {
      char c = s_[i_];
      if (c == '"') {
        ++i_;
        args.emplace_back(std::move(text));
        return true;
      }
      if (c == '\\') {
        if (++i_ == s_.size()) break;
        c = s_[i_];
        text += c == 'n' ? '\n' : c == 't' ? '\t' : c;
      } else {
        text += c;
      }
    }
    return fail("a string is not closed");
  }

  bool board(std::vector<KgpArg>& args) {
    KgpBoard b;
    ++i_;
    for (;;) {
      auto v = number("a board value");
      if (!v) return error.empty() ? fail("a board holds numbers separated by commas") : false;
      if (*v > static_cast<std::uint64_t>(INT64_MAX)) return fail("a board value is too large");
      b.values.push_back(static_cast<std::int64_t>(*v));
      if (done()) return fail("a board is not closed");
      if (s_[i_] == '>') break;
      if (s_[i_] != ',') return fail("a board holds numbers separated by commas");
      ++i_;
    }
    ++i_;
    args.emplace_back(std::move(b));
    return true;
  }

  // An integer, a real or a word: the token up to the next white space decides which.
  bool bare(std::vector<KgpArg>& args) {
    std::size_t end = i_;
    while (end < s_.size() && !is_space(s_[end])) ++end;
    const std::string_view tok = s_.substr(i_, end - i_);
    i_ = end;
    std::string_view digits = tok;
    if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) digits.remove_prefix(1);
    const auto dot = digits.find('.');
    const bool all_digits = !digits.empty() && digits.find_first_not_of("0123456789") == std::string_view::npos;
    if (all_digits) {
      std::int64_t v = 0;
      const char* first = tok.data() + (tok[0] == '+' ? 1 : 0);
      const auto [p, ec] = std::from_chars(first, tok.data() + tok.size(), v);
      if (ec != std::errc() || p != tok.data() + tok.size()) return fail("an integer is too large");
      args.emplace_back(v);
      return true;
    }
    if (dot != std::string_view::npos && dot + 1 < digits.size() &&
        digits.substr(0, dot).find_first_not_of("0123456789") == std::string_view::npos &&
        digits.substr(dot + 1).find_first_not_of("0123456789") == std::string_view::npos) {
      args.emplace_back(std::strtod(std::string(tok).c_str(), nullptr));
      return true;
    }
    for (char c : tok)
      if (!is_word_char(c)) return fail("an argument is not an integer, real, word, string or board");
    args.emplace_back(KgpWord{std::string(tok)});
    return true;
  }

  std::string_view s_;
  std::size_t i_ = 0;
};

}  // namespace

std::variant<std::optional<KgpCommand>, KgpParseError> parse_kgp_line(std::string_view line) {
  if (line.size() > kgp_max_line) return KgpParseError{"the line is longer than 16384 characters", std::nullopt};
  KgpCursor at(line);
  at.skip_space();
  if (at.done()) return std::optional<KgpCommand>{};
  KgpCommand cmd;
  if (!at.head(cmd.id, cmd.ref)) return KgpParseError{at.error, cmd.id};
  if (!at.name(cmd.name)) return KgpParseError{at.error, cmd.id};
  for (at.skip_space(); !at.done(); at.skip_space())
    if (!at.argument(cmd.args)) return KgpParseError{at.error, cmd.id};
  return std::optional<KgpCommand>{std::move(cmd)};
}

std::optional<std::string> kgp_text(const KgpArg& arg) {
  if (const auto* w = std::get_if<KgpWord>(&arg)) return w->text;
  if (const auto* s = std::get_if<std::string>(&arg)) return *s;
  return std::nullopt;
}

std::optional<std::int64_t> kgp_integer(const KgpArg& arg) {
  if (const auto* v = std::get_if<std::int64_t>(&arg)) return *v;
  return std::nullopt;
}

bool kgp_utf8(std::string_view s) noexcept {
  static constexpr char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};  // the smallest value of each length
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    const std::size_t len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || len > s.size() - i) return false;
    char32_t cp = len == 1 ? b : b & (0x7Fu >> len);
    for (std::size_t k = 1; k < len; ++k) {
      const auto c = static_cast<unsigned char>(s[i + k]);
      if ((c & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (c & 0x3Fu);
    }
    if (cp < least[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += len;
  }
  return true;
}

std::string kgp_quote(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) {
      out += c;
    }
  }
  out += '"';
  return out;
}

std::string kgp_board(std::span<const int> own, std::span<const int> other, int own_store, int other_store) {
  std::string out = "<";
  out += std::to_string(own.size());
  for (int v : {own_store, other_store}) (out += ',') += std::to_string(v);
  for (int v : own) (out += ',') += std::to_string(v);
  for (int v : other) (out += ',') += std::to_string(v);
  out += '>';
  return out;
}

std::string kgp_line(std::optional<std::uint64_t> id, std::optional<std::uint64_t> ref, std::string_view name,
                     std::string_view args) {
  std::string out;
  if (id) out += std::to_string(*id);
  if (ref) (out += '@') += std::to_string(*ref);
  if (!out.empty()) out += ' ';
  out += name;
  if (!args.empty()) {
    out += ' ';
    out += args;
  }
  out += "\r\n";
  return out;
}

}  // namespace mancala::protocol

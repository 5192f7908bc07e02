#include "mancala/server/chat/word_filter.hpp"

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace mancala::server::chat {

namespace {

using namespace std::string_view_literals;

// What a code point is to the filter.
enum class CharKind {
  skip,    // removed (combining marks, zero-width characters, soft hyphens, variation selectors)
  letter,  // part of a word
  digit,   // part of a word; a leet letter in a word that holds a letter
  symbol,  // @ $ ! | * : part of a word (leet, or a hidden letter)
  soft,    // . - _ ~ and the like: joins the pieces of one chunk
  hard,    // spaces, punctuation, emoji: ends a chunk
};

struct FoldedChar {
  CharKind kind;
  std::string_view latin;  // the Latin text it folds to; empty: the code point itself (other scripts)
};

// Printable ASCII with A-Z lowered, indexed by code point.
constexpr std::string_view kAscii =
    "\0\1\2\3\4\5\6\7\10\11\12\13\14\15\16\17\20\21\22\23\24\25\26\27\30\31\32\33\34\35\36\37"
    " !\"#$%&'()*+,-./0123456789:;<=>?@abcdefghijklmnopqrstuvwxyz[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\177"sv;
static_assert(kAscii.size() == 128 && kAscii['A'] == 'a' && kAscii['~'] == '~');

// U+00C0..U+00FF; nullptr: × and ÷ (punctuation).
constexpr const char* kLatin1[64] = {
    "a", "a", "a", "a", "a", "a", "ae", "c",     "e", "e", "e", "e", "i", "i", "i",  "i",   //
    "d", "n", "o", "o", "o", "o", "o",  nullptr, "o", "u", "u", "u", "u", "y", "th", "ss",  //
    "a", "a", "a", "a", "a", "a", "ae", "c",     "e", "e", "e", "e", "i", "i", "i",  "i",   //
    "d", "n", "o", "o", "o", "o", "o",  nullptr, "o", "u", "u", "u", "u", "y", "th", "y"};

static_assert(sizeof(kLatin1) / sizeof(kLatin1[0]) == 64);

// U+0100..U+017F (Latin Extended-A) by base letter; '?': Ĳ ĳ Œ œ, two letters each.
constexpr std::string_view kLatinExtA =
    "aaaaaaccccccccdd"
    "ddeeeeeeeeeegggg"
    "gggghhhhiiiiiiii"
    "ii??jjkkklllllll"
    "lllnnnnnnnnnoooo"
    "oo??rrrrrrssssss"
    "ssttttttuuuuuuuu"
    "uuuuwwyyyzzzzzzs";
static_assert(kLatinExtA.size() == 128);

// Cyrillic А..я (U+0410..U+044F, upper then lower case) by the Latin letter it looks like; '_': none.
constexpr std::string_view kCyrillic =
    "a_b__e____k_mhonpcty_x__________"
    "a_b__e____k_mhonpcty_x__________";

// Greek Α..Ω (U+0391..U+03A9) and α..ω (U+03B1..U+03C9) by look-alike; '_': none.
constexpr std::string_view kGreekUpper = "ab__ezh_ik_mn_o_p__ty_x__";
constexpr std::string_view kGreekLower = "ab__e_n_ik_uv_o_p__tu_x_w";
static_assert(kCyrillic.size() == 64 && kGreekUpper.size() == 25 && kGreekLower.size() == 25);

// Single letters outside the tables that read as a Latin one: Latin Extended-B and IPA, accented
// Greek, Cyrillic outside А..я. Sorted by code point.
struct SingleFold {
  char32_t cp;
  std::string_view latin;
};
constexpr SingleFold kSingles[] = {
    {0x1A0, "o"}, {0x1A1, "o"}, {0x1AF, "u"}, {0x1B0, "u"}, {0x1CD, "a"}, {0x1CE, "a"}, {0x1CF, "i"}, {0x1D0, "i"},
    {0x1D1, "o"}, {0x1D2, "o"}, {0x1D3, "u"}, {0x1D4, "u"}, {0x218, "s"}, {0x219, "s"}, {0x21A, "t"}, {0x21B, "t"},
    {0x251, "a"}, {0x261, "g"}, {0x26A, "i"}, {0x3AC, "a"}, {0x3AD, "e"}, {0x3AF, "i"}, {0x3CC, "o"}, {0x3CD, "u"},
    {0x401, "e"}, {0x405, "s"}, {0x406, "i"}, {0x407, "i"}, {0x408, "j"}, {0x451, "e"}, {0x455, "s"}, {0x456, "i"},
    {0x457, "i"}, {0x458, "j"}, {0x4AE, "y"}, {0x4AF, "y"}, {0x4BA, "h"}, {0x4BB, "h"}, {0x4C0, "i"}, {0x4CF, "l"},
    {0x501, "d"}, {0x51B, "q"}, {0x51D, "w"}};
static_assert(std::is_sorted(std::begin(kSingles), std::end(kSingles),
                             [](const SingleFold& x, const SingleFold& y) { return x.cp < y.cp; }));

FoldedChar ascii_char(char32_t cp) {
  std::string_view s = kAscii.substr(cp, 1);
  char c = s[0];
  if (c >= 'a' && c <= 'z') return {CharKind::letter, s};
  if (c >= '0' && c <= '9') return {CharKind::digit, s};
  switch (c) {
    case '@':
    case '$':
    case '!':
    case '|':
    case '*':
      return {CharKind::symbol, s};
    case '.':
    case '-':
    case '_':
    case '~':
      return {CharKind::soft, "."};
    default:
      return {CharKind::hard, {}};
  }
}

FoldedChar from_table(std::string_view table, std::size_t i) {
  if (table[i] == '_') return {CharKind::letter, {}};
  return {CharKind::letter, table.substr(i, 1)};
}

FoldedChar fold_char(char32_t cp) {
  if (cp < 0x80) return ascii_char(cp);
  if (cp == 0xAD || (cp >= 0x300 && cp <= 0x36F) || (cp >= 0x200B && cp <= 0x200F) || (cp >= 0x2060 && cp <= 0x2064) ||
      (cp >= 0xFE00 && cp <= 0xFE0F) || cp == 0xFEFF || (cp >= 0xE0000 && cp <= 0xE007F))
    return {CharKind::skip, {}};
  if (cp < 0xC0) return {cp == 0xB7 ? CharKind::soft : CharKind::hard, cp == 0xB7 ? "." : ""};
  if (cp < 0x100) {
    const char* s = kLatin1[cp - 0xC0];
    return s ? FoldedChar{CharKind::letter, s} : FoldedChar{CharKind::hard, {}};
  }
  if (cp < 0x180) {
    char c = kLatinExtA[cp - 0x100];
    if (c != '?') return {CharKind::letter, kLatinExtA.substr(cp - 0x100, 1)};
    return {CharKind::letter, cp < 0x140 ? "ij" : "oe"};
  }
  if (cp >= 0x2B0 && cp < 0x300) return {CharKind::hard, {}};  // modifier letters
  if (cp >= 0x391 && cp <= 0x3A9) return from_table(kGreekUpper, cp - 0x391);
  if (cp >= 0x3B1 && cp <= 0x3C9) return from_table(kGreekLower, cp - 0x3B1);
  auto single = std::lower_bound(std::begin(kSingles), std::end(kSingles), cp,
                                 [](const SingleFold& f, char32_t c) { return f.cp < c; });
  if (single != std::end(kSingles) && single->cp == cp) return {CharKind::letter, single->latin};
  if (cp >= 0x410 && cp <= 0x44F) return from_table(kCyrillic, cp - 0x410);
  if ((cp >= 0x2010 && cp <= 0x2014) || cp == 0x2022 || cp == 0x2024 || cp == 0x2027) return {CharKind::soft, "."};
  if (cp >= 0x24B6 && cp <= 0x24E9) return {CharKind::letter, kAscii.substr('a' + (cp - 0x24B6) % 26, 1)};
  if (cp >= 0x1D400 && cp <= 0x1D6A3) return {CharKind::letter, kAscii.substr('a' + (cp - 0x1D400) % 52 % 26, 1)};
  if (cp >= 0x1D7CE && cp <= 0x1D7FF) return {CharKind::digit, kAscii.substr('0' + (cp - 0x1D7CE) % 10, 1)};
  if (cp >= 0xFF01 && cp <= 0xFF5E) return ascii_char(cp - 0xFF01 + 0x21);
  if ((cp >= 0x2000 && cp <= 0x2BFF) || (cp >= 0x2E00 && cp <= 0x2E7F) || (cp >= 0x3000 && cp <= 0x303F) ||
      (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xFFF0 && cp <= 0xFFFF) || (cp >= 0x1F000 && cp <= 0x1FAFF))
    return {CharKind::hard, {}};
  return {CharKind::letter, {}};  // a letter of another script, kept as it is
}

// The next code point of `s` from `i` (advanced past it); U+FFFD for a byte that starts none.
char32_t next_code_point(std::string_view s, std::size_t& i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char b = byte(i);
  if (b < 0x80) {
    ++i;
    return b;
  }
  int extra = (b >> 5) == 0x6 ? 1 : (b >> 4) == 0xE ? 2 : (b >> 3) == 0x1E ? 3 : -1;
  if (extra < 0 || i + extra >= s.size()) {
    ++i;
    return 0xFFFD;
  }
  char32_t cp = b & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) {
      ++i;
      return 0xFFFD;
    }
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  i += extra + 1;
  return cp;
}

void append_code_point(std::string& out, std::string_view source, std::size_t from, std::size_t to) {
  out.append(source.substr(from, to - from));
}

// One chunk of a line (the text between two hard separators), folded, soft separators as '.'.
struct RawChunk {
  std::string text;
  bool has_letter = false;
};

std::vector<RawChunk> raw_chunks(std::string_view text) {
  std::vector<RawChunk> chunks(1);
  for (std::size_t i = 0; i < text.size();) {
    std::size_t start = i;
    FoldedChar f = fold_char(next_code_point(text, i));
    switch (f.kind) {
      case CharKind::skip:
        break;
      case CharKind::hard:
        if (!chunks.back().text.empty()) chunks.emplace_back();
        break;
      case CharKind::letter:
        chunks.back().has_letter = true;
        if (f.latin.empty())
          append_code_point(chunks.back().text, text, start, i);
        else
          chunks.back().text += f.latin;
        break;
      default:
        chunks.back().text += f.latin;
    }
  }
  if (chunks.back().text.empty()) chunks.pop_back();
  return chunks;
}

char unleet(char c) {
  switch (c) {
    case '0':
      return 'o';
    case '1':
    case '!':
    case '|':
      return 'i';
    case '3':
      return 'e';
    case '4':
    case '@':
      return 'a';
    case '5':
    case '$':
      return 's';
    case '7':
      return 't';
    default:
      return c;
  }
}

bool counts_as_word(std::string_view piece) {
  return std::any_of(piece.begin(), piece.end(), [](char c) { return c != '*' && c != '@' && c != '$'; });
}

// A chunk's pieces: trimmed of leading and trailing separators, '*', '!' and '|', leetspeak undone
// when it holds a letter, split at the soft separators.
std::vector<std::string> chunk_pieces(RawChunk chunk) {
  std::string& t = chunk.text;
  auto trims_end = [](char c) { return c == '.' || c == '*' || c == '!' || c == '|'; };
  while (!t.empty() && trims_end(t.back())) t.pop_back();
  std::size_t b = 0;
  while (b < t.size() && trims_end(t[b])) ++b;
  t.erase(0, b);
  if (chunk.has_letter) std::transform(t.begin(), t.end(), t.begin(), unleet);
  std::vector<std::string> pieces;
  std::size_t from = 0;
  while (from <= t.size()) {
    std::size_t dot = std::min(t.find('.', from), t.size());
    if (dot > from && counts_as_word(std::string_view(t).substr(from, dot - from)))
      pieces.push_back(t.substr(from, dot - from));
    from = dot + 1;
  }
  return pieces;
}

// The pieces read as one word: "f.u.c.k", "fu-ck", "f.u.c.k.ing" (all but the last at most 2 long).
std::string joined_reading(const std::vector<std::string>& pieces) {
  if (pieces.size() < 2) return {};
  for (std::size_t k = 0; k + 1 < pieces.size(); ++k)
    if (pieces[k].size() > 2) return {};
  std::string joined;
  for (const auto& p : pieces) joined += p;
  return joined;
}

bool single_letter(const std::vector<std::string>& pieces) {
  return pieces.size() == 1 && pieces[0].size() == 1 && pieces[0][0] >= 'a' && pieces[0][0] <= 'z';
}

constexpr std::size_t kSpacedLettersMin = 3;  // "f u c k": this many single letters in a row read as one word

// The walk shared by words() and WordFilter::score(): counts the words of `text`, `filter`
// judging each reading (none bad without one); a joined reading ("f.u.c.k", "f u c k") counts as
// one word in place of its pieces when it is bad; a chunk whose pieces read together make an
// exception ("pique-nique") has no bad piece. Every reading judged goes to `seen` when given.
LineScore walk_line(std::string_view text, const WordFilter* filter, std::vector<std::string>* seen) {
  auto is_bad = [filter](std::string_view w) { return filter && filter->is_bad_word(w); };
  std::vector<std::vector<std::string>> chunks;
  for (auto& raw : raw_chunks(text)) {
    auto pieces = chunk_pieces(std::move(raw));
    if (!pieces.empty()) chunks.push_back(std::move(pieces));
  }
  LineScore score;
  for (std::size_t c = 0; c < chunks.size();) {
    std::size_t run = 0;
    while (c + run < chunks.size() && single_letter(chunks[c + run])) ++run;
    if (run >= kSpacedLettersMin) {
      std::string joined;
      for (std::size_t k = 0; k < run; ++k) joined += chunks[c + k][0];
      if (seen) seen->push_back(joined);
      bool bad = is_bad(joined);
      for (std::size_t k = 0; k < run && !bad; ++k)
        if (seen) seen->push_back(chunks[c + k][0]);
      score.words += bad ? 1 : run;  // single letters: never bad alone (entries have 2 or more)
      score.bad += bad ? 1 : 0;
      c += run;
      continue;
    }
    const auto& pieces = chunks[c++];
    std::string joined = joined_reading(pieces);
    if (!joined.empty() && seen) seen->push_back(joined);
    if (!joined.empty() && is_bad(joined)) {
      ++score.words;
      ++score.bad;
      continue;
    }
    bool excepted = false;
    if (pieces.size() > 1 && filter) {
      std::string whole;
      for (const auto& p : pieces) whole += p;
      excepted = filter->is_excepted(whole);
    }
    for (const auto& p : pieces) {
      if (seen) seen->push_back(p);
      ++score.words;
      if (!excepted && is_bad(p)) ++score.bad;
    }
  }
  return score;
}

}  // namespace

std::string fold(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    std::size_t start = i;
    FoldedChar f = fold_char(next_code_point(text, i));
    if (f.kind == CharKind::skip) continue;
    if ((f.kind == CharKind::letter || f.kind == CharKind::digit) && !f.latin.empty())
      out += f.latin;
    else
      append_code_point(out, text, start, i);
  }
  return out;
}

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> seen;
  walk_line(text, nullptr, &seen);
  return seen;
}

WordFilter::WordFilter() : WordFilter(builtin_word_lists()) {}

WordFilter::WordFilter(std::span<const WordList> lists) {
  for (const auto& list : lists) {
    std::string_view text = list.text;
    while (!text.empty()) {
      std::size_t eol = std::min(text.find('\n'), text.size());
      add(text.substr(0, eol));
      text.remove_prefix(std::min(eol + 1, text.size()));
    }
  }
}

WordFilter::WordFilter(const std::vector<std::string>& entries) {
  for (const auto& e : entries) add(e);
}

void WordFilter::add(std::string_view entry) {
  auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!entry.empty() && blank(entry.front())) entry.remove_prefix(1);
  while (!entry.empty() && blank(entry.back())) entry.remove_suffix(1);
  if (entry.empty() || entry.front() == '#') return;
  bool exception = entry.front() == '!';
  if (exception) entry.remove_prefix(1);
  Pattern p;
  p.stem = !entry.empty() && entry.back() == '*';
  if (p.stem) entry.remove_suffix(1);
  p.text = fold(entry);
  if (p.text.size() < 2 || !std::all_of(p.text.begin(), p.text.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
    throw std::invalid_argument("word list entry is not a word of 2 or more letters: " + std::string(entry));
  auto& bucket = (exception ? exceptions_ : bad_)[static_cast<unsigned char>(p.text[0])];
  bucket.push_back(std::move(p));
  ++entries_;
}

// Each letter of the pattern takes one letter of the word (or a '*', a hidden letter) and, unless
// the pattern repeats it next, any further copies of it: "fuck" takes "fuuuck", "ass" not "as".
bool WordFilter::matches(const Pattern& p, std::string_view word) {
  std::string_view pat = p.text;
  std::size_t i = 0, j = 0;
  while (i < pat.size()) {
    if (j == word.size()) return false;
    bool hidden = word[j] == '*';
    if (!hidden && word[j] != pat[i]) return false;
    char c = pat[i++];
    ++j;
    if (!hidden && (i == pat.size() || pat[i] != c))
      while (j < word.size() && word[j] == c) ++j;
  }
  return p.stem || j == word.size();
}

bool WordFilter::caught_by(const std::vector<Pattern> (&buckets)[256], std::string_view word) {
  if (word.empty() || word[0] == '*') return false;
  auto hidden = static_cast<std::size_t>(std::count(word.begin(), word.end(), '*'));
  if (hidden * 2 > word.size()) return false;  // "f***": more hidden than shown
  const auto& bucket = buckets[static_cast<unsigned char>(word[0])];
  return std::any_of(bucket.begin(), bucket.end(), [&](const Pattern& p) { return matches(p, word); });
}

bool WordFilter::is_bad_word(std::string_view word) const {
  return caught_by(bad_, word) && !caught_by(exceptions_, word);
}

bool WordFilter::is_excepted(std::string_view word) const { return caught_by(exceptions_, word); }

LineScore WordFilter::score(std::string_view text) const { return walk_line(text, this, nullptr); }

double WordFilter::bad_ratio(std::string_view text) const {
  LineScore s = score(text);
  return s.words == 0 ? 0.0 : static_cast<double>(s.bad) / static_cast<double>(s.words);
}

const WordFilter& standard_word_filter() {
  static const WordFilter filter;
  return filter;
}

}  // namespace mancala::server::chat

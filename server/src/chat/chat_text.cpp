#include "mancala/server/chat/chat_text.hpp"

#include <algorithm>
#include <vector>

namespace mancala::server::chat {
namespace {

// The code points of valid UTF-8 text.
std::u32string decode_utf8(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    const std::size_t n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    char32_t c = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
    for (std::size_t k = 1; k < n && i + k < s.size(); ++k)
      c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(c);
    i += n;
  }
  return out;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (c >> 6)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (c >> 12)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (c >> 18)));
    out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

// The spaces trimmed from a line's ends (the names' set, client_message.cpp).
bool is_chat_space(char32_t c) {
  return c == 0x20 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F ||
         c == 0x3000;
}

// Removed: control characters, and the invisible ones that hide text or reverse the text around
// them (U+200B..U+200F, U+2028..U+202E, U+2060..U+206F, U+FEFF).
bool is_dropped(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E) ||
         (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF;
}

}  // namespace

bool is_preset(std::string_view text) noexcept {
  return std::find(kPresets.begin(), kPresets.end(), text) != kPresets.end();
}

std::optional<std::string> clean_chat_text(std::string_view raw) {
  std::u32string kept;
  for (char32_t c : decode_utf8(raw)) {
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    if (!is_dropped(c)) kept.push_back(c);
  }
  auto begin = std::find_if_not(kept.begin(), kept.end(), is_chat_space);
  auto end = std::find_if_not(kept.rbegin(), std::make_reverse_iterator(begin), is_chat_space).base();
  const auto length = static_cast<std::size_t>(end - begin);
  if (length == 0 || length > kMaxChatCodePoints) return std::nullopt;
  std::string out;
  out.reserve(raw.size());
  for (auto it = begin; it != end; ++it) append_utf8(out, *it);
  return out;
}

std::size_t edit_distance(std::string_view a_text, std::string_view b_text) {
  const std::u32string a = decode_utf8(a_text), b = decode_utf8(b_text);
  // One row of the table at a time.
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace mancala::server::chat

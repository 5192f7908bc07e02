// Cookie and Accept-Language, read as the web client's scripts read the stored choice and
// navigator.languages.
#include "page_language.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "content_coding.hpp"
#include "language_routes.hpp"

namespace mancala::server {
namespace {

// Calls `each` on every part of `list` between `separator`s, trimmed.
template <class Each>
void for_each_part(std::string_view list, char separator, Each each) {
  while (!list.empty()) {
    const auto end = std::min(list.find(separator), list.size());
    each(trim_ows(list.substr(0, end)));
    list.remove_prefix(std::min(end + 1, list.size()));
  }
}

// The `mancala_lang` cookie's value when it names a language the client speaks, else "".
std::string cookie_language(std::string_view cookie_header) {
  std::string chosen;
  for_each_part(cookie_header, ';', [&](std::string_view c) {
    const auto eq = c.find('=');
    if (!chosen.empty() || eq == std::string_view::npos || trim_ows(c.substr(0, eq)) != language_cookie) return;
    if (const auto code = trim_ows(c.substr(eq + 1)); is_client_language(code)) chosen = std::string(code);
  });
  return chosen;
}

}  // namespace

std::string page_language(std::string_view cookie_header, std::string_view accept_language) {
  if (auto chosen = cookie_language(cookie_header); !chosen.empty()) return chosen;
  struct Tag {
    std::string code;  // the primary subtag, lower-cased
    int q;             // thousandths
  };
  std::vector<Tag> tags;
  for_each_part(accept_language, ',', [&](std::string_view part) {
    const auto semi = std::min(part.find(';'), part.size());
    const auto q = q_weight(part.substr(std::min(semi + 1, part.size())));
    std::string code(trim_ows(part.substr(0, std::min(part.find('-'), semi))));
    if (code.empty() || !q || *q == 0) return;
    for (char& c : code) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    tags.push_back({std::move(code), *q});
  });
  std::stable_sort(tags.begin(), tags.end(), [](const Tag& a, const Tag& b) { return a.q > b.q; });
  for (const Tag& t : tags)
    if (is_client_language(t.code)) return t.code;
  return "en";
}

}  // namespace mancala::server

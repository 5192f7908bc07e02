// The language a page of the web client is sent in, from the request alone: the words of its first
// paint (web/pages/<code>/, written by scripts/prerender-pages.mjs) match what its scripts choose.
#pragma once

#include <string>
#include <string_view>

namespace mancala::server {

/// The cookie the web client sets to the language chosen in its Language menu (a code of
/// web/js/texts/languages.js); the scripts keep the same choice in the browser's storage.
inline constexpr std::string_view language_cookie = "mancala_lang";

/// The language code a page is sent in: the `mancala_lang` cookie of `cookie_header` when it names
/// a language the client speaks, else the first tag of `accept_language` (highest q first, in the
/// header's order among equals; q=0 refused) whose primary subtag, lower-cased, the client speaks,
/// else "en": the rule of choose_language in web/js/texts/languages.js. Malformed parts are skipped.
std::string page_language(std::string_view cookie_header, std::string_view accept_language);

}  // namespace mancala::server

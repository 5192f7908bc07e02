// The word filter as units: folding, the readings of a line, matching entries, the lists.
#include "mancala/server/chat/word_filter.hpp"

#include <doctest/doctest.h>

#include <cstdint>
#include <iterator>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using mancala::server::chat::builtin_word_lists;
using mancala::server::chat::fold;
using mancala::server::chat::standard_word_filter;
using mancala::server::chat::WordFilter;
using mancala::server::chat::words;

namespace {
using Words = std::vector<std::string>;
}  // namespace

TEST_CASE("fold lowers case and takes accents off") {
  CHECK(fold("Hello WORLD") == "hello world");
  CHECK(fold("Pénis ÉTÉ garçon") == "penis ete garcon");
  CHECK(fold("Scheiße Äpfel Œuvre") == "scheisse apfel oeuvre");
  CHECK(fold("şerefsiz İBNE gerizekalı") == "serefsiz ibne gerizekali");
  CHECK(fold("cuzão jódete") == "cuzao jodete");
}

TEST_CASE("fold turns look-alikes into Latin letters") {
  CHECK(fold("\u0456d\u0456\u043et") == "idiot");                     // Cyrillic і і о
  CHECK(fold("\u0421\u0423\u041a\u0410") == "cyka");                  // Cyrillic upper case
  CHECK(fold("\u03bf\u03ba") == "ok");                                // Greek ο κ
  CHECK(fold("\uff26\uff55\uff43\uff4b") == "fuck");                  // fullwidth
  CHECK(fold("\U0001d41f\U0001d42e\U0001d41c\U0001d424") == "fuck");  // mathematical bold
  CHECK(fold("\u24d5\u24e4\u24d2\u24da") == "fuck");                  // circled
}

TEST_CASE("fold drops zero-width characters, soft hyphens and combining marks") {
  CHECK(fold("fu\u200bck") == "fuck");
  CHECK(fold("fu\u00adck") == "fuck");
  CHECK(fold("fu\u0301ck") == "fuck");
  CHECK(fold("e\u0301te\u0301") == "ete");
}

TEST_CASE("fold keeps other scripts, digits and punctuation as they are") {
  CHECK(fold("gg 3-0 :)") == "gg 3-0 :)");
  CHECK(fold("\u4f60\u597d") == "\u4f60\u597d");
  CHECK(fold("\xff broken") == "\xff broken");
}

TEST_CASE("leetspeak is undone only in a word that holds a letter") {
  CHECK(words("1d10t") == Words{"idiot"});
  CHECK(words("$h1t @ss") == Words{"shit", "ass"});
  CHECK(words("sh!t") == Words{"shit"});
  CHECK(words("4 5 5") == Words{"4", "5", "5"});
  CHECK(words("3-0") == Words{"30", "3", "0"});
}

TEST_CASE("separators inside a word give its pieces and, when they are short, one joined reading") {
  CHECK(words("f.u.c.k") == Words{"fuck", "f", "u", "c", "k"});
  CHECK(words("fu-ck") == Words{"fuck", "fu", "ck"});
  CHECK(words("f_u_c_k_ing") == Words{"fucking", "f", "u", "c", "k", "ing"});
  CHECK(words("game.idiot") == Words{"game", "idiot"});
  CHECK(words("well-played") == Words{"well", "played"});
}

TEST_CASE("three or more single letters in a row are also read as one word") {
  CHECK(words("f u c k off") == Words{"fuck", "f", "u", "c", "k", "off"});
  CHECK(words("i a") == Words{"i", "a"});
}

TEST_CASE("trailing and leading marks are not part of a word") {
  CHECK(words("*sigh* nice!!! 'quoted'") == Words{"sigh", "nice", "quoted"});
  CHECK(words("...") == Words{});
  CHECK(words("👍 :) !!!") == Words{});
}

TEST_CASE("an entry matches whole words, or word starts for a stem") {
  WordFilter f({"ass", "idiot*", "shit*", "!shiitake*"});
  CHECK(f.is_bad_word("ass"));
  CHECK_FALSE(f.is_bad_word("as"));
  CHECK_FALSE(f.is_bad_word("assess"));
  CHECK_FALSE(f.is_bad_word("bass"));
  CHECK_FALSE(f.is_bad_word("class"));
  CHECK(f.is_bad_word("idiot"));
  CHECK(f.is_bad_word("idiotic"));
  CHECK_FALSE(f.is_bad_word("idio"));
  CHECK_FALSE(f.is_bad_word("myidiot"));
  CHECK(f.is_bad_word("shitty"));
  CHECK_FALSE(f.is_bad_word("shiitake"));
}

TEST_CASE("a letter of an entry also matches that letter repeated") {
  WordFilter f({"fuck*", "ass"});
  CHECK(f.is_bad_word("fuuuuck"));
  CHECK(f.is_bad_word("ffuucckk"));
  CHECK(f.is_bad_word("asssss"));
  CHECK(f.is_bad_word("aaass"));
  CHECK_FALSE(f.is_bad_word("fuk"));
}

TEST_CASE("a star inside a word stands for one hidden letter") {
  WordFilter f({"fuck*", "shit*", "asshole*"});
  CHECK(f.is_bad_word("f*ck"));
  CHECK(f.is_bad_word("f**k"));
  CHECK(f.is_bad_word("sh*t"));
  CHECK(f.is_bad_word("a**hole"));
  CHECK_FALSE(f.is_bad_word("f***"));  // more hidden than shown: could be anything
  CHECK_FALSE(f.is_bad_word("*uck"));
}

TEST_CASE("entries are folded as the text is") {
  WordFilter f({"enculé*", "Scheiß*", "gerizekalı*"});
  CHECK(f.is_bad_word("encule"));
  CHECK(f.is_bad_word("scheisse"));
  CHECK(f.is_bad_word("gerizekali"));
  CHECK(f.bad_ratio("ENCULÉ") == 1.0);
}

TEST_CASE("an entry that is not a word of two letters or more is refused") {
  CHECK_THROWS_AS(WordFilter({"x"}), std::invalid_argument);
  CHECK_THROWS_AS(WordFilter({"two words"}), std::invalid_argument);
  CHECK_THROWS_AS(WordFilter({"l33t"}), std::invalid_argument);
  CHECK_NOTHROW(WordFilter({"# a comment", "", "  ok  "}));
}

TEST_CASE("bad_ratio is bad words over words") {
  WordFilter f({"idiot*", "fuck*"});
  CHECK(f.bad_ratio("") == 0.0);
  CHECK(f.bad_ratio("👍") == 0.0);
  CHECK(f.bad_ratio("good game") == 0.0);
  CHECK(f.bad_ratio("idiot") == 1.0);
  CHECK(f.bad_ratio("you idiot") == 0.5);
  CHECK(f.bad_ratio("you are an idiot") == 0.25);
  CHECK(f.bad_ratio("f u c k you") == 0.5);  // the spaced letters count as one word
  CHECK(f.bad_ratio("f.u.c.k you") == 0.5);
  auto s = f.score("fuck you idiot, gg");
  CHECK(s.words == 4);
  CHECK(s.bad == 2);
}

TEST_CASE("every catalog language has a compiled-in list that loads") {
  std::set<std::string> langs;
  for (const auto& list : builtin_word_lists()) {
    INFO(list.language);
    langs.insert(std::string(list.language));
    const mancala::server::chat::WordList one[] = {list};
    CHECK(WordFilter(one).size() >= 10);
  }
  CHECK(langs == std::set<std::string>{"en", "fr", "de", "es", "pt", "tr", "sw", "id"});
  CHECK(standard_word_filter().size() > 200);
}

TEST_CASE("any bytes score between 0 and 1") {
  std::uint32_t seed = 12345;  // a fixed linear congruential sequence: the same bytes every run
  auto next = [&seed] { return seed = seed * 1664525u + 1013904223u; };
  const std::string pieces[] = {"f",    "u",    "c", "k", " ", ".", "*", "@", "1", "\xd1\x96", "\xe2\x80\x8b",
                                "\xff", "\xe2", "é"};
  int outside = 0;
  for (int n = 0; n < 2000; ++n) {
    std::string line;
    for (std::uint32_t k = next() % 40; k > 0; --k) line += pieces[next() % std::size(pieces)];
    double r = standard_word_filter().bad_ratio(line);
    if (r < 0.0 || r > 1.0) ++outside;
  }
  CHECK(outside == 0);
}

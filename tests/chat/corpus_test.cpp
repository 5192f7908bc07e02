// The test corpus (tests/chat/corpus): no clean line has a bad word (false positives), every
// abusive line has one (misses), in every catalog language.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "mancala/server/chat/word_filter.hpp"

using mancala::server::chat::standard_word_filter;

namespace {

struct CorpusLine {
  std::string language;
  int number = 0;
  std::string text;
};

std::vector<CorpusLine> read_corpus(const std::string& name) {
  std::ifstream in(std::string(MANCALA_CHAT_CORPUS) + "/" + name);
  REQUIRE_MESSAGE(in, "cannot read corpus file " << name);
  std::vector<CorpusLine> lines;
  std::string language, line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    if (line.front() == '[' && line.back() == ']') {
      language = line.substr(1, line.size() - 2);
      continue;
    }
    lines.push_back({language, number, line});
  }
  return lines;
}

std::string readings(const std::string& text) {
  std::string out;
  for (const auto& w : mancala::server::chat::words(text)) out += "[" + w + "]";
  return out;
}

const std::vector<std::string> kCatalogLanguages = {"en", "fr", "de", "es", "pt", "tr", "sw", "id"};

void check_languages(const std::vector<CorpusLine>& lines) {
  std::map<std::string, int> per_language;
  for (const auto& l : lines) ++per_language[l.language];
  for (const auto& lang : kCatalogLanguages) {
    INFO("language " << lang);
    CHECK(per_language[lang] >= 5);
  }
}

}  // namespace

TEST_CASE("no clean line of the corpus has a bad word") {
  auto lines = read_corpus("clean.txt");
  CHECK(lines.size() >= 40);
  check_languages(lines);
  for (const auto& l : lines) {
    INFO("clean.txt:" << l.number << " [" << l.language << "] " << l.text << " read as " << readings(l.text));
    CHECK(standard_word_filter().bad_ratio(l.text) == 0.0);
  }
}

TEST_CASE("every abusive line of the corpus has a bad word") {
  auto lines = read_corpus("abusive.txt");
  CHECK(lines.size() >= 40);
  check_languages(lines);
  for (const auto& l : lines) {
    INFO("abusive.txt:" << l.number << " [" << l.language << "] " << l.text << " read as " << readings(l.text));
    CHECK(standard_word_filter().bad_ratio(l.text) > 0.0);
  }
}

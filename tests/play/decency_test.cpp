// The word filter's watch over the chat (chat/decency.hpp): accepted lines scored, the author
// reported once past the shutup ratio, with the store's report row as moderators read it.
#include "mancala/server/chat/decency.hpp"

#include <doctest/doctest.h>

#include <string>

#include "mancala/server/store/memory_store.hpp"

namespace chat = mancala::server::chat;
using mancala::server::MemoryStore;

namespace {

chat::AcceptedLine decency_line(const std::string& player, const std::string& text) {
  return chat::AcceptedLine{player, "Name", "game:g1:players", "g1", text, false};
}

}  // namespace

TEST_CASE("four abusive lines of four report their author once, as the word filter, naming the game") {
  MemoryStore store;
  int ids = 0;
  chat::Decency decency(store, [&] { return "r" + std::to_string(++ids); });
  for (const char* text : {"you idiot", "shut up moron", "fuck you", "what a shithead"})
    decency.hear(decency_line("ann", text));
  const auto reports = store.reports_about("ann");
  REQUIRE(reports.size() == 1);
  CHECK(reports[0].reporter.empty());
  CHECK(reports[0].reason == "insult");
  CHECK(reports[0].game == "g1");
  CHECK(reports[0].text == "what a shithead");
  // The record started afresh: one more bad line is not a second report.
  decency.hear(decency_line("ann", "idiot"));
  CHECK(store.reports_about("ann").size() == 1);
}

TEST_CASE("clean lines and three abusive lines of four report nobody") {
  MemoryStore store;
  chat::Decency decency(store, [] { return std::string("r"); });
  for (const char* text : {"good luck", "nice capture", "that sowing was brutal", "well played"})
    decency.hear(decency_line("bob", text));
  for (const char* text : {"idiot", "moron", "fuck", "good game"}) decency.hear(decency_line("cid", text));
  CHECK(store.reports_about("bob").empty());
  CHECK(store.reports_about("cid").empty());
  CHECK(store.open_reports(100).empty());
}

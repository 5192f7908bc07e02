// The chat's text rules and flood rule (PROTOCOL.md §Chat): chat/chat_text.hpp and chat/flood.hpp.
#include "mancala/server/chat/chat_text.hpp"

#include <doctest/doctest.h>

#include <string>

#include "mancala/server/chat/flood.hpp"

using namespace mancala::server::chat;
using std::chrono::milliseconds;

namespace {

std::string repeat_text(const std::string& piece, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += piece;
  return out;
}

}  // namespace

TEST_CASE("a chat line is trimmed, its newlines and tabs become spaces, other controls go") {
  CHECK(clean_chat_text("  hello  ") == std::optional<std::string>("hello"));
  CHECK(clean_chat_text("good\ngame\tthanks\r") == std::optional<std::string>("good game thanks"));
  CHECK(clean_chat_text("a\x01\x7f"
                        "b") == std::optional<std::string>("ab"));
  CHECK(clean_chat_text("a\xc2\x85"
                        "b") == std::optional<std::string>("ab"));  // U+0085, a C1 control
  // Zero-width and bidirectional overrides: invisible, they could hide or reverse text.
  CHECK(clean_chat_text("a\xe2\x80\x8b"
                        "b\xe2\x80\xae"
                        "c\xef\xbb\xbf") == std::optional<std::string>("abc"));
  CHECK(clean_chat_text("\xe3\x80\x80"
                        "ok\xc2\xa0") == std::optional<std::string>("ok"));                    // U+3000, U+00A0
  CHECK(clean_chat_text("a  b") == std::optional<std::string>("a  b"));                        // inner spaces stay
  CHECK(clean_chat_text("<b>hi</b> & 'x'") == std::optional<std::string>("<b>hi</b> & 'x'"));  // text, kept as is
}

TEST_CASE("a chat line is 1 to 140 code points after cleaning") {
  CHECK_FALSE(clean_chat_text(""));
  CHECK_FALSE(clean_chat_text("   "));
  CHECK_FALSE(clean_chat_text("\n\t \r"));
  CHECK_FALSE(clean_chat_text("\x01\x02"));
  CHECK(clean_chat_text("x"));
  CHECK(clean_chat_text(repeat_text("a", 140)));
  CHECK_FALSE(clean_chat_text(repeat_text("a", 141)));
  // Code points, not bytes: 140 three-byte characters pass, 141 do not.
  CHECK(clean_chat_text(repeat_text("\xe2\x82\xac", 140)));
  CHECK_FALSE(clean_chat_text(repeat_text("\xe2\x82\xac", 141)));
  CHECK(clean_chat_text(repeat_text("\xf0\x9f\x98\x80", 140)));  // emoji, four bytes each
  // Spaces trimmed before counting: 140 and padding pass.
  CHECK(clean_chat_text("   " + repeat_text("b", 140) + "\n"));
}

TEST_CASE("the presets are the six canonical English lines, exactly") {
  for (const char* p : {"Hello", "Good luck", "Have fun", "Good game", "Well played", "Thank you"}) CHECK(is_preset(p));
  CHECK_FALSE(is_preset("hello"));
  CHECK_FALSE(is_preset("Good game!"));
  CHECK_FALSE(is_preset(""));
}

TEST_CASE("edit distance counts code points") {
  CHECK(edit_distance("", "") == 0);
  CHECK(edit_distance("abc", "") == 3);
  CHECK(edit_distance("kitten", "sitting") == 3);
  CHECK(edit_distance("\xc3\xa9t\xc3\xa9", "ete") == 2);  // "été" and "ete": two letters, not four bytes
}

TEST_CASE("the sixth line within 10 s is refused, and the window slides") {
  FloodGuard guard;
  const char* lines[] = {"one", "two two", "three three", "four four four", "five five five five", "six"};
  for (int i = 0; i < 5; ++i) CHECK(guard.admit("p", lines[i], milliseconds(i * 1000)) == FloodVerdict::ok);
  CHECK(guard.admit("p", lines[5], milliseconds(9999)) == FloodVerdict::too_fast);
  // The first line was at 0: at 10 s it has left the window.
  CHECK(guard.admit("p", lines[5], milliseconds(10000)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "seven seven seven", milliseconds(10001)) == FloodVerdict::too_fast);
}

TEST_CASE("a refused line does not count toward the flood") {
  FloodGuard guard;
  CHECK(guard.admit("p", "same line here", milliseconds(0)) == FloodVerdict::ok);
  for (int i = 1; i < 10; ++i) CHECK(guard.admit("p", "same line here", milliseconds(i)) == FloodVerdict::near_copy);
  CHECK(guard.admit("p", "a different one", milliseconds(20)) == FloodVerdict::ok);
}

TEST_CASE("the flood counts per player, across rooms") {
  FloodGuard guard;
  int i = 0;
  for (const char* text : {"alpha", "bravo two", "charlie three", "delta four", "echo five"})
    CHECK(guard.admit("ann", text, milliseconds(i++)) == FloodVerdict::ok);
  CHECK(guard.admit("ann", "another", milliseconds(5)) == FloodVerdict::too_fast);
  CHECK(guard.admit("bob", "another", milliseconds(5)) == FloodVerdict::ok);
}

TEST_CASE("a near copy of either of the last two lines is refused, distance below max(2, shorter / 8)") {
  FloodGuard guard;
  CHECK(guard.admit("p", "nice move", milliseconds(0)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "nice move", milliseconds(1)) == FloodVerdict::near_copy);   // 0
  CHECK(guard.admit("p", "nice move!", milliseconds(2)) == FloodVerdict::near_copy);  // 1 < 2
  CHECK(guard.admit("p", "nice mov!!", milliseconds(3)) == FloodVerdict::ok);         // 2: not below 2
  // The line before the last is compared too.
  CHECK(guard.admit("p", "nice move", milliseconds(4)) == FloodVerdict::near_copy);
  // Short lines: the floor of 2 counts, "ok" and "no" are 2 apart.
  FloodGuard short_lines;
  CHECK(short_lines.admit("p", "ok", milliseconds(0)) == FloodVerdict::ok);
  CHECK(short_lines.admit("p", "no", milliseconds(1)) == FloodVerdict::ok);
  CHECK(short_lines.admit("p", "on", milliseconds(2)) == FloodVerdict::near_copy);  // 1 from "ok"
  // Long lines: 48 code points allow a distance below 6.
  FloodGuard long_lines;
  const std::string base = repeat_text("abcdefgh", 6);
  CHECK(long_lines.admit("p", base, milliseconds(0)) == FloodVerdict::ok);
  CHECK(long_lines.admit("p", "XXXXX" + base.substr(5), milliseconds(1)) == FloodVerdict::near_copy);  // 5
  CHECK(long_lines.admit("p", "YYYYYY" + base.substr(6), milliseconds(2)) == FloodVerdict::ok);        // 6 from both
}

TEST_CASE("only the last two lines are compared") {
  FloodGuard guard;
  CHECK(guard.admit("p", "first words", milliseconds(0)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "second thing", milliseconds(1)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "third remark", milliseconds(2)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "first words", milliseconds(3)) == FloodVerdict::ok);
}

TEST_CASE("a preset is exempt from the near-copy rule, not from the rate") {
  FloodGuard guard;
  CHECK(guard.admit("p", "Good game", milliseconds(0)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "Good game", milliseconds(1)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "Good game", milliseconds(2)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "Well played", milliseconds(3)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "Good game", milliseconds(4)) == FloodVerdict::ok);
  CHECK(guard.admit("p", "Good game", milliseconds(5)) == FloodVerdict::too_fast);
  // A line that is not a preset is still compared with presets said before.
  CHECK(guard.admit("p", "Good game!", milliseconds(20000)) == FloodVerdict::near_copy);
}

TEST_CASE("a player silent for an hour is forgotten, at the next sweep") {
  FloodGuard guard;
  CHECK(guard.admit("quiet", "hello there", milliseconds(0)) == FloodVerdict::ok);
  // Sweeps run every 1024 lines; a talker's lines bring the next one.
  for (int i = 0; i < 1100; ++i)
    guard.admit("talker" + std::to_string(i), "line", FloodGuard::kForgetAfter + milliseconds(i));
  CHECK(guard.players() < 1101);
  CHECK(guard.admit("quiet", "hello there", FloodGuard::kForgetAfter + milliseconds(2000)) == FloodVerdict::ok);
}

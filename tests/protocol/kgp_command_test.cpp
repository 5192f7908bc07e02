// KGP lines: the grammar's commands parsed, hostile lines refused with a reason, the server's lines
// built, and a byte stream cut into lines whatever the sizes it arrives in.
#include "mancala/protocol/kgp_command.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "mancala/protocol/kgp_lines.hpp"

using namespace mancala::protocol;

namespace {

KgpCommand kgp_command_of(std::string_view line) {
  auto r = parse_kgp_line(line);
  REQUIRE_MESSAGE(std::holds_alternative<std::optional<KgpCommand>>(r), std::string(line));
  auto c = std::get<std::optional<KgpCommand>>(r);
  REQUIRE_MESSAGE(c.has_value(), std::string(line));
  return *c;
}

KgpParseError kgp_refusal(std::string_view line) {
  auto r = parse_kgp_line(line);
  REQUIRE_MESSAGE(std::holds_alternative<KgpParseError>(r), std::string(line));
  return std::get<KgpParseError>(r);
}

std::vector<KgpLine> kgp_lines_of(const std::vector<std::string>& chunks) {
  KgpLineReader reader;
  std::vector<KgpLine> out;
  for (const auto& c : chunks) reader.feed(c, [&](KgpLine l) { out.push_back(std::move(l)); });
  return out;
}

}  // namespace

TEST_CASE("a KGP command carries its id, its reference, its name and typed arguments") {
  auto c = kgp_command_of("6@4 stop");
  CHECK(c.id == 6u);
  CHECK(c.ref == 4u);
  CHECK(c.name == "stop");
  CHECK(c.args.empty());

  c = kgp_command_of("@4 move 1\r");
  CHECK_FALSE(c.id);
  CHECK(c.ref == 4u);
  CHECK(c.name == "move");
  REQUIRE(c.args.size() == 1);
  CHECK(kgp_integer(c.args[0]) == 1);

  c = kgp_command_of("kgp 1 0 1");
  CHECK_FALSE(c.id);
  CHECK(c.args.size() == 3);

  c = kgp_command_of("  3 set info:name \"with \\\"quotes\\\" and \\\\ and \\n\"  ");
  CHECK(c.id == 3u);
  REQUIRE(c.args.size() == 2);
  CHECK(std::get<KgpWord>(c.args[0]).text == "info:name");
  CHECK(std::get<std::string>(c.args[1]) == "with \"quotes\" and \\ and \n");

  c = kgp_command_of("4 state <3,0,0,3,3,3,3,3,3>");
  REQUIRE(c.args.size() == 1);
  CHECK(std::get<KgpBoard>(c.args[0]).values == std::vector<std::int64_t>{3, 0, 0, 3, 3, 3, 3, 3, 3});

  c = kgp_command_of("x -5 +7 3.25 -.5 a-b:c");
  REQUIRE(c.args.size() == 5);
  CHECK(kgp_integer(c.args[0]) == -5);
  CHECK(kgp_integer(c.args[1]) == 7);
  CHECK(std::get<double>(c.args[2]) == doctest::Approx(3.25));
  CHECK(std::get<double>(c.args[3]) == doctest::Approx(-0.5));
  CHECK(kgp_text(c.args[4]) == "a-b:c");
  CHECK_FALSE(kgp_integer(c.args[4]));
}

TEST_CASE("a blank KGP line is no command, and digits alone are a name") {
  auto r = parse_kgp_line("  \r");
  REQUIRE(std::holds_alternative<std::optional<KgpCommand>>(r));
  CHECK_FALSE(std::get<std::optional<KgpCommand>>(r).has_value());
  CHECK(kgp_command_of("12").name == "12");
}

TEST_CASE("hostile KGP lines are refused with a reason and the id they carry") {
  CHECK(kgp_refusal("7 move \"open").id == 7u);
  CHECK(kgp_refusal("7 move \"open\\").reason == "a string is not closed");
  CHECK_FALSE(kgp_refusal("@ move").id);
  CHECK_FALSE(kgp_refusal("@x move 1").reason.empty());
  CHECK_FALSE(kgp_refusal("99999999999999999999999 ping").reason.empty());
  CHECK_FALSE(kgp_refusal("1@99999999999999999999999 ping").reason.empty());
  CHECK(kgp_refusal("5 move 99999999999999999999").id == 5u);
  CHECK_FALSE(kgp_refusal("5 state <1,2").reason.empty());
  CHECK_FALSE(kgp_refusal("5 state <1,,2>").reason.empty());
  CHECK_FALSE(kgp_refusal("5 state <>").reason.empty());
  CHECK_FALSE(kgp_refusal("5 state <1,-2>").reason.empty());
  CHECK_FALSE(kgp_refusal("5 state <99999999999999999999>").reason.empty());
  CHECK_FALSE(kgp_refusal("5 mo!ve").reason.empty());
  CHECK_FALSE(kgp_refusal("5 move 1.").reason.empty());
  CHECK_FALSE(kgp_refusal("5 move \"a\"\"b\"").reason.empty());
  CHECK_FALSE(kgp_refusal("5 move <1>x").reason.empty());
  CHECK_FALSE(kgp_refusal("\x01\x02\xff").reason.empty());
  CHECK_FALSE(kgp_refusal(std::string("5 move \0", 8)).reason.empty());
  CHECK_FALSE(kgp_refusal(std::string(kgp_max_line + 1, 'a')).reason.empty());
}

TEST_CASE("kgp_utf8 accepts well-formed UTF-8 only") {
  using mancala::protocol::kgp_utf8;
  CHECK(kgp_utf8(""));
  CHECK(kgp_utf8("magenta"));
  CHECK(kgp_utf8("\xc3\xa9t\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8e\xb2"));  // two, three and four bytes
  CHECK_FALSE(kgp_utf8("\xff\xfe"));                                   // never a UTF-8 byte
  CHECK_FALSE(kgp_utf8("a\x80"));                                      // a stray continuation byte
  CHECK_FALSE(kgp_utf8("\xc3"));                                       // cut short
  CHECK_FALSE(kgp_utf8("\xc0\xaf"));                                   // overlong '/'
  CHECK_FALSE(kgp_utf8("\xed\xa0\x80"));                               // a surrogate
  CHECK_FALSE(kgp_utf8("\xf4\x90\x80\x80"));                           // past U+10FFFF
}

TEST_CASE("the server's KGP lines are spelled as the grammar reads them back") {
  CHECK(kgp_line(2, std::nullopt, "kgp", "1 0 1") == "2 kgp 1 0 1\r\n");
  CHECK(kgp_line(8, 6, "stop") == "8@6 stop\r\n");
  CHECK(kgp_line(std::nullopt, std::nullopt, "goodbye") == "goodbye\r\n");
  CHECK(kgp_line(std::nullopt, 5, "pong") == "@5 pong\r\n");
  const std::string quoted = kgp_quote("a \"b\" \\ c\nd\te\x01");
  CHECK(quoted == "\"a \\\"b\\\" \\\\ c\\nd\\te\"");
  auto c = kgp_command_of("1 error " + quoted);
  CHECK(std::get<std::string>(c.args[0]) == "a \"b\" \\ c\nd\te");
}

TEST_CASE("a KGP board lists the mover's row, then the other row, each in its own sowing order") {
  const int south[] = {1, 2, 3};
  const int north[] = {4, 5, 0};
  CHECK(kgp_board(south, north, 10, 2) == "<3,10,2,1,2,3,4,5,0>");
  // Mirrored for North: North's row and store come first.
  CHECK(kgp_board(north, south, 2, 10) == "<3,2,10,4,5,0,1,2,3>");
}

TEST_CASE("a KGP stream is cut at each LF whatever the chunks it arrives in") {
  auto lines = kgp_lines_of({"3", "@8", " move", " 2", "\r\n", "a\nb\r\nc"});
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].text == "3@8 move 2\r");
  CHECK(lines[1].text == "a");
  CHECK(lines[2].text == "b\r");
}

TEST_CASE("a KGP line past 16384 characters is reported once and the rest of it dropped") {
  KgpLineReader reader;
  std::vector<KgpLine> out;
  const auto take = [&](KgpLine l) { out.push_back(std::move(l)); };
  reader.feed(std::string(kgp_max_line, 'x'), take);
  CHECK(out.empty());
  reader.feed("yy", take);
  REQUIRE(out.size() == 1);
  CHECK(out[0].too_long);
  CHECK(reader.pending() == 0);
  for (int i = 0; i < 100; ++i) reader.feed(std::string(10000, 'z'), take);
  CHECK(out.size() == 1);
  CHECK(reader.pending() == 0);
  reader.feed("zz\nping\n", take);
  REQUIRE(out.size() == 2);
  CHECK_FALSE(out[1].too_long);
  CHECK(out[1].text == "ping");
  // Exactly the limit is a line.
  out.clear();
  reader.feed(std::string(kgp_max_line, 'a') + "\n", take);
  REQUIRE(out.size() == 1);
  CHECK_FALSE(out[0].too_long);
}

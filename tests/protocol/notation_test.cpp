// The game notation of docs/notation.md: writer and reader agree, and a bad text names its line.
#include "mancala/protocol/notation.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace mancala;
using namespace mancala::protocol;

namespace {

// A game played by `pick` (an index into the legal plies) until it ends or `max_plies` are played.
NotationGame played(const Variant& v, std::vector<int> picks, int max_plies = 10000) {
  Rules rules(v);
  NotationGame g;
  g.game = "g1";
  g.variant = v;
  g.south = {"Ada \"the first\"", std::nullopt};
  g.north = {"Computer", ai::Level::hard};
  g.started_at = "2026-12-01T09:00:00.000Z";
  Position p = rules.start();
  for (int i = 0; i < max_plies && !p.over(); ++i) {
    const PlyList legal = rules.legal_plies(p);
    const Ply ply = legal[picks.empty() ? 0 : picks[i % picks.size()] % legal.size()];
    g.plies.push_back({p.to_move, ply, std::nullopt});
    rules.play(p, ply);
  }
  if (p.over()) {
    g.result = p.result;
    g.reason = p.reason;
    g.ended_at = "2026-12-01T09:10:00.000Z";
    g.stores = std::array<int, 2>{p.store(Side::south), p.store(Side::north)};
  }
  g.final_position = p;
  return g;
}

// A game of the given plies (a pit index, or -1 for swap), finished or not.
NotationGame with_plies(const Variant& v, const std::vector<int>& pits) {
  NotationGame g = played(v, {}, 0);
  Rules rules(v);
  Position p = rules.start();
  for (int pit : pits) {
    const Ply ply = pit < 0 ? Ply::swap() : Ply::pit(pit);
    REQUIRE(rules.check(p, ply) == MoveError::none);
    g.plies.push_back({p.to_move, ply, std::nullopt});
    rules.play(p, ply);
  }
  g.final_position = p;
  return g;
}

int turn_lines(const std::string& text) {
  int n = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (text[i] == '\n' && text[i + 1] >= '1' && text[i + 1] <= '9') ++n;
  return n;
}

NotationGame read_back(const std::string& text) {
  auto parsed = parse_notation(text);
  if (auto* e = std::get_if<NotationError>(&parsed)) FAIL("line " << e->line << ": " << e->message << "\n" << text);
  return std::get<NotationGame>(parsed);
}

void check_round_trip(const NotationGame& g) {
  const std::string text = to_notation(g);
  const NotationGame back = read_back(text);
  CHECK(back.game == g.game);
  CHECK(back.variant == g.variant);
  CHECK(back.south.name == g.south.name);
  CHECK(back.south.bot == g.south.bot);
  CHECK(back.north.name == g.north.name);
  CHECK(back.north.bot == g.north.bot);
  CHECK(back.result == g.result);
  CHECK(back.reason == g.reason);
  CHECK(back.started_at == g.started_at);
  CHECK(back.ended_at == g.ended_at);
  CHECK(back.stores == g.stores);
  CHECK(back.clock == g.clock);
  REQUIRE(back.plies.size() == g.plies.size());
  for (std::size_t i = 0; i < g.plies.size(); ++i) {
    CHECK(back.plies[i].side == g.plies[i].side);
    CHECK(back.plies[i].ply == g.plies[i].ply);
    CHECK(back.plies[i].clock_ms == g.plies[i].clock_ms);
  }
  CHECK(back.final_position == g.final_position);
  CHECK(to_notation(back) == text);
}

// The standard board's game text with `plies_text` after the headers.
std::string kalah_text(const std::string& plies_text, const std::string& extra_headers = "") {
  return "[Game \"x\"]\n"
         "[Variant \"kalah pits=6 seeds=4 capture=standard pie=false scoring=store early_end=false\"]\n"
         "[South \"A\"]\n"
         "[North \"B\"]\n" +
         extra_headers + "\n" + plies_text;
}

NotationError refused(const std::string& text) {
  auto parsed = parse_notation(text);
  REQUIRE_MESSAGE(std::holds_alternative<NotationError>(parsed), text);
  return std::get<NotationError>(parsed);
}

}  // namespace

TEST_CASE("a whole Kalah game round-trips with an extra turn on its turn's line") {
  const NotationGame g = played(Variant::kalah(), {5, 2, 0, 3, 1});
  REQUIRE(g.result != Outcome::none);
  check_round_trip(g);
  // The first ply from pit 2 ends in South's store: 2 then 5 is one turn.
  const NotationGame extra = with_plies(Variant::kalah(), {2, 5, 0});
  const std::string text = to_notation(extra);
  CHECK(text.find("\n1. S 3 6\n2. N 1\n") != std::string::npos);
  check_round_trip(extra);
}

TEST_CASE("a whole 12x12 game round-trips with its pits past 9 and its final stores") {
  Variant v;
  v.pits = 12;
  v.seeds = 12;
  const NotationGame g = played(v, {11, 4, 9, 0, 7, 10, 2});
  REQUIRE(g.result != Outcome::none);
  CHECK(g.stores.value()[0] + g.stores.value()[1] == 288);
  const std::string text = to_notation(g);
  CHECK(text.find("pits=12") != std::string::npos);
  check_round_trip(g);
}

TEST_CASE("the writer's text for a short game is exactly the documented form") {
  const std::string text = to_notation(with_plies(Variant::kalah(), {2, 5, 0}));
  CHECK(text ==
        "[Game \"g1\"]\n"
        "[Variant \"kalah pits=6 seeds=4 capture=standard pie=false scoring=store early_end=false\"]\n"
        "[South \"Ada \\\"the first\\\"\"]\n"
        "[North \"Computer\"]\n"
        "[NorthLevel \"hard\"]\n"
        "[Result \"*\"]\n"
        "[Reason \"*\"]\n"
        "[Start \"2026-12-01T09:00:00.000Z\"]\n"
        "[End \"*\"]\n"
        "[Stores \"*\"]\n"
        "[PitBase \"1\"] # pits are numbered 1 to 6 from the mover's left, as on the board\n"
        "\n"
        "1. S 3 6\n"
        "2. N 1\n");
}

TEST_CASE("a game in progress round-trips with no result and no stores") {
  const NotationGame g = played(Variant::kalah(), {3, 1}, 7);
  REQUIRE(g.result == Outcome::none);
  check_round_trip(g);
}

TEST_CASE("a pie swap stands alone as a turn and the swapped seat moves next") {
  Variant v;
  v.pie = true;
  const NotationGame g = with_plies(v, {0, -1, 5});
  REQUIRE(g.plies[2].side == Side::north);
  std::string text = to_notation(g);
  CHECK(text.find("\n1. S 1\n2. N swap\n3. N 6\n") != std::string::npos);
  check_round_trip(g);
  text.replace(text.find("2. N swap\n3. N 6"), 17, "2. N swap 6");
  const auto e = refused(text);
  CHECK(e.line == 14);
  CHECK(e.message.find("turn ended") != std::string::npos);
}

TEST_CASE("an Oware game round-trips with one ply a turn") {
  const NotationGame g = played(Variant::oware(), {3, 1, 4, 1, 5, 9, 2, 6});
  REQUIRE(g.result != Outcome::none);
  const std::string text = to_notation(g);
  CHECK(text.find("[Variant \"oware no_capture_limit=100\"]") != std::string::npos);
  check_round_trip(g);
}

TEST_CASE("variant options other than the default round-trip") {
  Variant v;
  v.pits = 4;
  v.seeds = 3;
  v.capture = CaptureRule::empty;
  v.scoring = Scoring::captured;
  v.early_end = true;
  check_round_trip(played(v, {1, 2}));
}

TEST_CASE("a resigned game ends over with the header's result and the stores of its last ply") {
  NotationGame g = played(Variant::kalah(), {1, 3}, 6);
  g.result = Outcome::north;
  g.reason = Reason::resign;
  g.stores = std::array<int, 2>{g.final_position.store(Side::south), g.final_position.store(Side::north)};
  g.final_position.result = Outcome::north;
  g.final_position.reason = Reason::resign;
  check_round_trip(g);
  CHECK(read_back(to_notation(g)).final_position.over());
}

TEST_CASE("comments and blank lines and CRLF are ignored and only the Variant header is needed") {
  const std::string text =
      "# a game typed by hand\r\n"
      "[Variant \"kalah\"]\r\n"
      "\r\n"
      "1. S 2 5   # extra turn\r\n"
      "2. N 0\r\n";
  const NotationGame g = read_back(text);
  CHECK(g.plies.size() == 3);
  CHECK(g.result == Outcome::none);
  CHECK(g.final_position.to_move == Side::south);
}

TEST_CASE("a header value's escapes are read back") {
  const NotationGame g = read_back("[Variant \"kalah\"]\n[South \"a\\\\b\\\"c\\u00e9\"]\n");
  CHECK(g.south.name == "a\\b\"c\xC3\xA9");
  NotationGame tab;
  tab.south.name = "x\ty";
  CHECK(to_notation(tab).find("[South \"x\\u0009y\"]") != std::string::npos);
  CHECK(read_back(to_notation(tab)).south.name == "x\ty");
}

TEST_CASE("an illegal ply is refused naming its line") {
  // South's pit 2 is empty after 2 5 ... South's first turn; line 6 is turn 1, line 7 turn 2.
  auto e = refused(kalah_text("1. S 2 5\n2. N 0\n3. S 2\n"));
  CHECK(e.line == 8);
  CHECK(e.message.find("the pit is empty") != std::string::npos);
  e = refused(kalah_text("1. S 9\n"));
  CHECK(e.line == 6);
  CHECK(e.message.find("out of range") != std::string::npos);
  e = refused(kalah_text("1. S 0\n2. N swap\n"));
  CHECK(e.line == 7);
  CHECK(e.message.find("swap") != std::string::npos);
}

TEST_CASE("turns are numbered from 1 and carry the mover's side and keep an extra turn on its line") {
  CHECK(refused(kalah_text("2. S 0\n")).line == 6);
  CHECK(refused(kalah_text("1. N 0\n")).line == 6);
  CHECK(refused(kalah_text("1. S 0\n2. N 0\n4. S 1\n")).line == 8);
  CHECK(refused(kalah_text("1 S 0\n")).line == 6);
  CHECK(refused(kalah_text("1. S\n")).line == 6);
  CHECK(refused(kalah_text("1. S two\n")).line == 6);
  // 2 ends in the store: its turn goes on, so 5 belongs on line 6.
  auto e = refused(kalah_text("1. S 2\n2. S 5\n"));
  CHECK(e.line == 7);
  CHECK(e.message.find("extra turn") != std::string::npos);
  // 0 does not end in the store: the turn is over before 1.
  e = refused(kalah_text("1. S 0 1\n"));
  CHECK(e.line == 6);
  CHECK(e.message.find("turn ended") != std::string::npos);
}

TEST_CASE("bad headers are refused naming their line") {
  CHECK(refused("[Game \"x\"]\n[Variant \"kalah pits=13\"]\n").line == 2);
  CHECK(refused("[Variant \"oware pits=6\"]\n").line == 1);
  CHECK(refused("[Variant \"chess\"]\n").line == 1);
  CHECK(refused("[Variant \"kalah pits\"]\n").line == 1);
  CHECK(refused("[Variant \"kalah\"]\n[Colour \"red\"]\n").line == 2);
  CHECK(refused("[Variant \"kalah\"]\n[South \"a\"]\n[South \"b\"]\n").line == 3);
  CHECK(refused("[Variant \"kalah\"]\n[South \"a]\n").line == 2);
  CHECK(refused("[Variant \"kalah\"]\n[South a]\n").line == 2);
  CHECK(refused("[Variant \"kalah\"]\n[South \"a\"] b\n").line == 2);
  CHECK(refused("[Variant \"kalah\"]\n[South \"a\\x\"]\n").line == 2);
  CHECK(refused("[Variant \"kalah\"]\n[NorthLevel \"grandmaster\"]\n").line == 2);
  CHECK(refused("[Variant \"kalah\"]\n[Result \"white\"]\n").line == 2);
  CHECK(refused("[Variant \"kalah\"]\n[Stores \"25:23\"]\n").line == 2);
  CHECK(refused("[Variant \"kalah\"]\n\n1. S 0\n[South \"late\"]\n").line == 4);
  const auto missing = refused("[Game \"x\"]\n\n1. S 0\n");
  CHECK(missing.line == 3);
  CHECK(missing.message.find("Variant") != std::string::npos);
  CHECK(refused("").line == 1);
}

TEST_CASE("a result or stores header the plies contradict is refused naming its line") {
  NotationGame g = played(Variant::kalah(), {5, 2, 0, 3, 1});
  std::string text = to_notation(g);
  const auto swap_in = [&](const std::string& from, const std::string& to) {
    std::string t = text;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  const std::string result = "[Result \"" + std::string(to_string(g.result)) + "\"]";
  CHECK(refused(swap_in(result, "[Result \"*\"]")).line == 6);
  const std::string stores =
      "[Stores \"" + std::to_string((*g.stores)[0]) + "-" + std::to_string((*g.stores)[1]) + "\"]";
  CHECK(refused(swap_in(stores, "[Stores \"1-2\"]")).line == 10);
  // Plies that leave the game in progress cannot end it normally.
  const auto e = refused(kalah_text("1. S 0\n", "[Result \"south\"]\n[Reason \"normal\"]\n"));
  CHECK(e.line == 6);
  CHECK(refused(kalah_text("1. S 0\n", "[Result \"south\"]\n")).line == 5);
  // Plies after the end of the game.
  const std::string more = text + std::to_string(turn_lines(text) + 1) + ". S 0\n";
  CHECK(refused(more).message.find("turn") != std::string::npos);
}

TEST_CASE("a timed game's Clock header and each ply's clock round-trip to the millisecond") {
  NotationGame g = played(Variant::kalah(), {5, 2, 0, 3, 1});
  g.clock = TimeControl{180, 2, 0};
  const std::int64_t left[] = {180000, 179999, 1, 0, 123456789, 60500};
  for (std::size_t i = 0; i < g.plies.size(); ++i) g.plies[i].clock_ms = left[i % std::size(left)];
  const std::string text = to_notation(g);
  CHECK(text.find("[Variant \"kalah pits=6 seeds=4 capture=standard pie=false scoring=store early_end=false\"]\n"
                  "[Clock \"180+2\"]\n") != std::string::npos);
  CHECK(text.find("@180.000") != std::string::npos);
  CHECK(text.find("@0.001") != std::string::npos);
  CHECK(text.find("@123456.789") != std::string::npos);
  check_round_trip(g);
  // A correspondence game, and a game where only some plies carry a clock.
  NotationGame days = with_plies(Variant::kalah(), {2, 5, 0});
  days.clock = TimeControl{0, 0, 3};
  days.plies[1].clock_ms = 259200000;
  CHECK(to_notation(days).find("[Clock \"3d\"]") != std::string::npos);
  CHECK(to_notation(days).find("1. S 3 6@259200.000\n") != std::string::npos);
  check_round_trip(days);
}

TEST_CASE("a ply's clock may be written with fewer decimals and an untimed game has no Clock header") {
  const NotationGame g = read_back(kalah_text("1. S 2@59 5@58.5\n2. N 0@60.25\n", "[Clock \"60+0\"]\n"));
  REQUIRE(g.clock);
  CHECK(g.clock->limit_s == 60);
  REQUIRE(g.plies.size() == 3);
  CHECK(g.plies[0].clock_ms == 59000);
  CHECK(g.plies[1].clock_ms == 58500);
  CHECK(g.plies[2].clock_ms == 60250);
  const NotationGame untimed = with_plies(Variant::kalah(), {2, 5, 0});
  CHECK(to_notation(untimed).find("Clock") == std::string::npos);
  CHECK(to_notation(untimed).find('@') == std::string::npos);
  CHECK_FALSE(read_back(to_notation(untimed)).clock);
}

TEST_CASE("a malformed clock, on a ply or in the header, is refused naming its line") {
  for (const char* bad : {"2@", "2@-1", "2@1.2345", "2@1e3", "2@1.", "2@12345678901", "2@1:30", "2@@1"}) {
    const auto e = refused(kalah_text(std::string("1. S ") + bad + " 5\n"));
    CHECK_MESSAGE(e.line == 6, bad);
    CHECK_MESSAGE(e.message.find("bad clock") != std::string::npos, bad << ": " << e.message);
  }
  CHECK(refused(kalah_text("1. S @5\n")).line == 6);
  CHECK(refused(kalah_text("1. S 2 5@1\n2. N 0@x\n")).line == 7);
  for (const char* bad : {"3", "3+", "+2", "99999+0", "0+0", "4d", "fast"}) {
    const auto e = refused(kalah_text("", std::string("[Clock \"") + bad + "\"]\n"));
    CHECK_MESSAGE(e.line == 5, bad);
    CHECK_MESSAGE(e.message.find("Clock") != std::string::npos, bad << ": " << e.message);
  }
}

TEST_CASE("an aborted game is over with Result * and Reason aborted, and a draw by agreement reads back") {
  NotationGame aborted = with_plies(Variant::kalah(), {3});
  aborted.clock = TimeControl{60, 0, 0};
  aborted.result = Outcome::no_result;
  aborted.reason = Reason::aborted;
  aborted.ended_at = "2026-12-01T09:01:00.000Z";
  aborted.stores = std::array<int, 2>{aborted.final_position.store(Side::south), 0};
  aborted.final_position.result = Outcome::no_result;
  aborted.final_position.reason = Reason::aborted;
  const std::string text = to_notation(aborted);
  CHECK(text.find("[Result \"*\"]\n[Reason \"aborted\"]\n") != std::string::npos);
  check_round_trip(aborted);
  CHECK(read_back(text).final_position.over());
  // An abort has no winner, and an agreement is a draw.
  CHECK(refused(kalah_text("1. S 0\n", "[Result \"south\"]\n[Reason \"aborted\"]\n")).line == 5);
  NotationGame agreed = played(Variant::kalah(), {1, 3}, 6);
  agreed.result = Outcome::draw;
  agreed.reason = Reason::agreement;
  agreed.stores =
      std::array<int, 2>{agreed.final_position.store(Side::south), agreed.final_position.store(Side::north)};
  agreed.final_position.result = Outcome::draw;
  agreed.final_position.reason = Reason::agreement;
  check_round_trip(agreed);
  CHECK(refused(kalah_text("1. S 0\n", "[Result \"north\"]\n[Reason \"agreement\"]\n")).line == 5);
}

TEST_CASE("pits are written from 1 as on the board, and a file without PitBase is read from 0") {
  const NotationGame g = with_plies(Variant::kalah(), {2, 5, 0});
  // The same three plies in a file counting from 0 (as files were written before PitBase) and from 1.
  const NotationGame old = read_back(kalah_text("1. S 2 5\n2. N 0\n"));
  const NotationGame from_0 = read_back(kalah_text("1. S 2 5\n2. N 0\n", "[PitBase \"0\"]\n"));
  const NotationGame from_1 = read_back(kalah_text("1. S 3 6\n2. N 1\n", "[PitBase \"1\"] # 1 to 6\n"));
  for (const NotationGame* back : {&old, &from_0, &from_1}) {
    REQUIRE(back->plies.size() == 3);
    for (std::size_t i = 0; i < 3; ++i) CHECK(back->plies[i].ply == g.plies[i].ply);
    CHECK(back->final_position == g.final_position);
  }
  CHECK(to_notation(from_1) == to_notation(old));
  // Oware too: pit 6 of a file from 1 is the last pit.
  const NotationGame oware = read_back("[Variant \"oware no_capture_limit=100\"]\n[PitBase \"1\"]\n\n1. S 6\n");
  CHECK(oware.plies[0].ply == Ply::pit(5));
}

TEST_CASE("a pit outside the file's numbering and a bad PitBase are refused naming the line") {
  auto e = refused(kalah_text("1. S 0\n", "[PitBase \"1\"]\n"));
  CHECK(e.line == 7);
  CHECK(e.message.find("not a pit number (counted from 1, PitBase)") != std::string::npos);
  e = refused(kalah_text("1. S 7\n", "[PitBase \"1\"]\n"));
  CHECK(e.line == 7);
  CHECK(e.message.find("pit out of range") != std::string::npos);
  CHECK(refused(kalah_text("1. S 6\n")).message.find("pit out of range") != std::string::npos);
  for (const char* bad : {"2", "", "01", "one"}) {
    e = refused(kalah_text("1. S 1\n", "[PitBase \"" + std::string(bad) + "\"]\n"));
    CHECK(e.line == 5);
    CHECK(e.message.find("PitBase must be 0 or 1") != std::string::npos);
  }
  CHECK(refused(kalah_text("1. S 1\n", "[PitBase \"1\"]\n[PitBase \"1\"]\n")).line == 6);
}

// Every Kalah case of ../shared/cases, read at test time.
#include <doctest/doctest.h>

#include "case_support.hpp"

using namespace mancala;
using namespace mancala::test;

TEST_CASE("every Kalah game of random-games.json reproduces its final state") {
  const auto file = load_case_file("random-games.json");
  int checked = 0;
  for (const auto& c : file["cases"]) {
    const Variant v = variant_of(c["variant"]);
    if (v.game != GameKind::kalah) continue;
    const Rules rules(v);
    Position p = rules.start();
    for (const auto& j : c["plies"]) {
      const Ply ply = ply_of(j);
      REQUIRE(rules.check(p, ply) == MoveError::none);
      rules.play(p, ply);
    }
    INFO("variant " << c["variant"].dump() << " plies " << c["plies"].dump());
    CHECK(comparable(p, v.pits, true) == comparable(c["expect"], true));
    ++checked;
  }
  CHECK(checked == 48);
}

TEST_CASE("every Kalah case of position-cases.json reproduces its state or is refused") {
  const auto file = load_case_file("position-cases.json");
  int checked = 0;
  for (const auto& c : file["cases"]) {
    const Variant v = variant_of(c["variant"]);
    if (v.game != GameKind::kalah) continue;
    const Rules rules(v);
    Position p = c.contains("state") ? position_of(c["state"], rules) : rules.start();
    rules.check_end(p);
    INFO("case " << c["name"].get<std::string>());
    bool refused = false;
    for (const auto& j : c["plies"]) {
      const Ply ply = j.is_string() ? Ply::swap() : Ply::pit(j.get<int>() < 0 ? 254 : j.get<int>());
      if (rules.check(p, ply) != MoveError::none) {
        refused = true;
        break;
      }
      rules.play(p, ply);
    }
    if (c.value("expect_error", false)) {
      CHECK(refused);
    } else {
      REQUIRE_FALSE(refused);
      CHECK(comparable(p, v.pits, false) == comparable(c["expect"], false));
    }
    ++checked;
  }
  CHECK(checked >= 10);
}

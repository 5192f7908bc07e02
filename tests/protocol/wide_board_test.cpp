// Wide boards on the wire: 12-pit variants, their rows and stores above 255 in the state object.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/server_message.hpp"

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

namespace {

json twelve_by_twelve_state() {
  json south = json::array(), north = json::array();
  for (int i = 0; i < 12; ++i) south.push_back(i % 3), north.push_back(i == 5 ? 7 : 0);
  return {{"pits", {south, north}}, {"stores", {256, 12}}, {"to_move", "north"}, {"ply", 140}};
}

}  // namespace

TEST_CASE("a 12x12 variant is read and written back") {
  const auto v = variant_from_json(json{{"game", "kalah"}, {"pits", 12}, {"seeds", 12}});
  REQUIRE(std::holds_alternative<Variant>(v));
  CHECK(std::get<Variant>(v).pits == 12);
  CHECK(variant_to_json(std::get<Variant>(v))["seeds"] == 12);
  const auto too_wide = variant_from_json(json{{"pits", 13}});
  REQUIRE(std::holds_alternative<std::string>(too_wide));
  CHECK(std::get<std::string>(too_wide) == "variant.pits must be 1..12, got 13");
  CHECK(std::get<std::string>(variant_from_json(json{{"seeds", 13}})) == "variant.seeds must be 1..12, got 13");
}

TEST_CASE("a 12x12 state with a store above 255 survives a JSON round trip") {
  const Rules rules(std::get<Variant>(variant_from_json(json{{"pits", 12}, {"seeds", 12}})));
  const json in = twelve_by_twelve_state();
  const auto p = state_from_json(in, rules);
  REQUIRE(std::holds_alternative<Position>(p));
  const Position& pos = std::get<Position>(p);
  CHECK(pos.store(Side::south) == 256);
  CHECK(pos.pit(Side::north, 5) == 7);
  const json out = state_to_json(pos, rules.pits());
  CHECK(out["pits"] == in["pits"]);
  CHECK(out["stores"] == in["stores"]);
  CHECK(out["to_move"] == "north");
  CHECK(out["ply"] == 140);
  CHECK(out["over"] == false);
  const auto again = state_from_json(out, rules);
  REQUIRE(std::holds_alternative<Position>(again));
  CHECK(std::get<Position>(again) == pos);
}

TEST_CASE("a moved message on a 12x12 board lists twelve pits a row and the large store") {
  const Rules rules(std::get<Variant>(variant_from_json(json{{"pits", 12}, {"seeds", 12}})));
  Position p = std::get<Position>(state_from_json(twelve_by_twelve_state(), rules));
  const PlyReport r = rules.play_detailed(p, Ply::pit(5));  // North's 7 seeds: pits 6..11 and the store
  CHECK(r.extra_turn);
  const json m = json::parse(moved_message("g", r, p, rules.pits(), std::nullopt, std::nullopt));
  CHECK(m["state"]["pits"][1].size() == 12);
  CHECK(m["state"]["stores"] == json::array({256, 13}));
}

TEST_CASE("a state is limited by its board's capacity") {
  const Rules narrow(Variant::kalah());
  json big = {{"pits", {{200, 0, 0, 0, 0, 0}, {60, 0, 0, 0, 0, 0}}}};
  const auto refused = state_from_json(big, narrow);
  REQUIRE(std::holds_alternative<std::string>(refused));
  CHECK(std::get<std::string>(refused) == "state holds more than 255 seeds");
  const Rules wide(std::get<Variant>(variant_from_json(json{{"pits", 12}})));
  json row = json::array({280, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  json zeros = json::array({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1});
  CHECK(std::holds_alternative<Position>(state_from_json(json{{"pits", {row, zeros}}}, wide)));
  row[1] = 9;
  CHECK(std::get<std::string>(state_from_json(json{{"pits", {row, zeros}}}, wide)) ==
        "state holds more than 288 seeds");
}

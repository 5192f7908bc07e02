// Seeks (PROTOCOL.md §Seeks and challenges): the client's three messages as decoded, and the
// server's answers and lobby entries as sent.
#include "mancala/protocol/seek_message.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/protocol/client_message.hpp"

using namespace mancala;
using namespace mancala::protocol;
using nlohmann::json;

namespace {

ClientMessage seek_message_of(std::string_view text) {
  auto r = decode_client_message(text, true);
  if (auto* e = std::get_if<ProtocolError>(&r)) FAIL("refused: " << e->message);
  return std::get<ClientMessage>(r);
}

ProtocolError seek_error_of(std::string_view text, bool greeted = true) {
  auto r = decode_client_message(text, greeted);
  REQUIRE(std::holds_alternative<ProtocolError>(r));
  return std::get<ProtocolError>(r);
}

}  // namespace

TEST_CASE("seek.create takes variant, clock, rated, side and rating_range, all optional, rated by default") {
  auto s = std::get<SeekCreate>(
      seek_message_of(R"({"type":"seek.create","variant":{"seeds":3},"clock":{"limit_s":180,"inc_s":2},)"
                      R"("rated":false,"side":"north","rating_range":[1300,1700]})")
          .body);
  CHECK(s.variant.seeds == 3);
  REQUIRE(s.clock.has_value());
  CHECK(*s.clock == TimeControl{180, 2, 0});
  CHECK_FALSE(s.rated);
  CHECK(s.side == Side::north);
  REQUIRE(s.rating_range.has_value());
  CHECK(*s.rating_range == std::array<int, 2>{1300, 1700});
  auto plain = std::get<SeekCreate>(seek_message_of(R"({"type":"seek.create"})").body);
  CHECK_FALSE(plain.clock.has_value());  // the server's default_clock
  CHECK(plain.rated);
  CHECK_FALSE(plain.side);
  CHECK_FALSE(plain.rating_range);
  auto days = std::get<SeekCreate>(
      seek_message_of(R"({"type":"seek.create","clock":{"days":3},"rating_range":null,"side":"random"})").body);
  CHECK(*days.clock == TimeControl{0, 0, 3});
  CHECK_FALSE(days.rating_range);
  CHECK_FALSE(days.side);
  CHECK(
      std::get<SeekCreate>(seek_message_of(R"({"type":"seek.create","rating_range":[1500,1500]})").body).rating_range ==
      std::array<int, 2>{1500, 1500});
}

TEST_CASE("seek.create refuses mistyped fields and a rating range that is not [lo, hi] within 0..4000") {
  for (const char* text :
       {R"({"type":"seek.create","rated":"yes"})", R"({"type":"seek.create","side":"east"})",
        R"({"type":"seek.create","clock":{"limit_s":-1}})", R"({"type":"seek.create","variant":{"seeds":99}})",
        R"({"type":"seek.create","rating_range":[1700,1300]})", R"({"type":"seek.create","rating_range":[1300]})",
        R"({"type":"seek.create","rating_range":[1300,1500,1700]})",
        R"({"type":"seek.create","rating_range":[-1,1500]})", R"({"type":"seek.create","rating_range":[1000,4001]})",
        R"({"type":"seek.create","rating_range":[1000.5,1500]})",
        R"({"type":"seek.create","rating_range":"1300-1700"})"}) {
    CAPTURE(text);
    CHECK(seek_error_of(text).code == ErrorCode::bad_message);
  }
  CHECK(seek_error_of(R"({"type":"seek.create","rating_range":[2,1]})").message.find("rating_range") !=
        std::string::npos);
  CHECK(seek_error_of(R"({"type":"seek.create","id":"r","rated":1})").id == "r");
  CHECK(seek_error_of(R"({"type":"seek.create"})", false).code == ErrorCode::no_hello);
  CHECK(seek_error_of(R"({"type":"seek.nope"})").code == ErrorCode::unknown_type);
}

TEST_CASE("seek.cancel and seek.accept name a seek") {
  CHECK(std::get<SeekCancel>(seek_message_of(R"({"type":"seek.cancel","seek":"s1"})").body).seek == "s1");
  CHECK(std::get<SeekAccept>(seek_message_of(R"({"type":"seek.accept","seek":"s1"})").body).seek == "s1");
  for (const char* type : {"seek.cancel", "seek.accept"}) {
    CAPTURE(type);
    CHECK(seek_error_of(json{{"type", type}}.dump()).code == ErrorCode::bad_message);
    CHECK(seek_error_of(json{{"type", type}, {"seek", 1}}.dump()).code == ErrorCode::bad_message);
    CHECK(seek_error_of(json{{"type", type}, {"seek", std::string(65, 'a')}}.dump()).code == ErrorCode::bad_message);
  }
}

TEST_CASE("a listed seek names its player, board, clock, side and range, and answers echo an id only when given one") {
  SeekView v{"s1",
             "p1",
             "Ann",
             1512.5,
             Variant::kalah(),
             TimeControl{300, 3, 0},
             true,
             Side::north,
             std::array<int, 2>{1400, 1600}};
  const json j = seek_to_json(v);
  CHECK(j["seek"] == "s1");
  CHECK(j["player"] == json{{"id", "p1"}, {"name", "Ann"}, {"rating", 1512.5}});
  CHECK(j["variant"]["pits"] == 6);
  CHECK(j["clock"] == json{{"limit_s", 300}, {"inc_s", 3}});
  CHECK(j["rated"] == true);
  CHECK(j["side"] == "north");
  CHECK(j["rating_range"] == json::array({1400, 1600}));
  v.rating.reset();
  v.side.reset();
  v.rating_range.reset();
  v.clock.reset();
  const json open = seek_to_json(v);
  CHECK(open["player"]["rating"].is_null());
  CHECK(open["side"] == "random");
  CHECK(open["rating_range"].is_null());
  CHECK(open["clock"].is_null());
  CHECK(json::parse(seek_created_message("r1", "s1")) == json{{"type", "seek.created"}, {"id", "r1"}, {"seek", "s1"}});
  CHECK(json::parse(seek_cancelled_message(std::nullopt, "s1")) == json{{"type", "seek.cancelled"}, {"seek", "s1"}});
}

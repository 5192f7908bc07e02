// Decoding of client messages: PROTOCOL.md §Precise answers, check by check.
#include "mancala/protocol/client_message.hpp"

#include <doctest/doctest.h>

using namespace mancala;
using namespace mancala::protocol;

namespace {

ProtocolError error_of(std::string_view text, bool greeted = true) {
  auto r = decode_client_message(text, greeted);
  REQUIRE(std::holds_alternative<ProtocolError>(r));
  return std::get<ProtocolError>(r);
}

ClientMessage message_of(std::string_view text, bool greeted = true) {
  auto r = decode_client_message(text, greeted);
  if (auto* e = std::get_if<ProtocolError>(&r)) FAIL("refused: " << e->message);
  return std::get<ClientMessage>(r);
}

}  // namespace

TEST_CASE("bad JSON is bad_json without an id") {
  auto e = error_of("{\"type\":\"hello\",", false);
  CHECK(e.code == ErrorCode::bad_json);
  CHECK_FALSE(e.id);
}

TEST_CASE("the envelope is checked before the type and the type before hello") {
  CHECK(error_of("[]").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"id":"a"})").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"nope","id":"a"})", false).code == ErrorCode::unknown_type);
  auto e = error_of(R"({"type":"queue.join","id":"a"})", false);
  CHECK(e.code == ErrorCode::no_hello);
  CHECK(e.id == "a");
}

TEST_CASE("an id longer than 64 characters is bad_message and not echoed") {
  auto e = error_of(R"({"type":"queue.leave","id":")" + std::string(65, 'x') + "\"}");
  CHECK(e.code == ErrorCode::bad_message);
  CHECK_FALSE(e.id);
  CHECK(message_of(R"({"type":"queue.leave","id":")" + std::string(64, 'x') + "\"}").id->size() == 64);
  // Regression: counted in bytes, so 33 two-byte characters were refused. Characters count.
  std::string e64, e65;
  for (int i = 0; i < 64; ++i) e64 += "\xC3\xA9";
  e65 = e64 + "\xC3\xA9";
  CHECK(*message_of(R"({"type":"queue.leave","id":")" + e64 + "\"}").id == e64);
  CHECK(error_of(R"({"type":"queue.leave","id":")" + e65 + "\"}").code == ErrorCode::bad_message);
}

TEST_CASE("ping decodes with its id after hello and is no_hello before") {
  const ClientMessage m = message_of(R"({"type":"ping","id":"p"})");
  CHECK(std::holds_alternative<Ping>(m.body));
  CHECK(m.id == "p");
  CHECK(std::holds_alternative<Ping>(message_of(R"({"type":"ping","extra":1})").body));
  CHECK(error_of(R"({"type":"ping","id":"p"})", false).code == ErrorCode::no_hello);
}

TEST_CASE("code_points counts characters of one to four bytes, not bytes") {
  CHECK(protocol::code_points("") == 0);
  CHECK(protocol::code_points("abc") == 3);
  CHECK(protocol::code_points("\xC3\xA9t\xC3\xA9") == 3);     // été
  CHECK(protocol::code_points("\xE2\x82\xAC\xC2\xA0") == 2);  // euro sign, no-break space
  CHECK(protocol::code_points("\xF0\x9D\x84\x9E!") == 2);     // musical G clef, then !
}

TEST_CASE("a second hello is bad_message and a protocol other than 1 is protocol_version") {
  CHECK(error_of(R"({"type":"hello","protocol":1})", true).code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"hello","protocol":2})", false).code == ErrorCode::protocol_version);
  CHECK(error_of(R"({"type":"hello","protocol":"1"})", false).code == ErrorCode::bad_message);
}

TEST_CASE("names are trimmed and counted in code points, without control characters") {
  CHECK(normalize_name("  Ada  ") == "Ada");
  CHECK(normalize_name(std::string(24, 'a') + "   ") == std::string(24, 'a'));
  std::string e24;
  for (int i = 0; i < 24; ++i) e24 += "\xC3\xA9";  // é: two bytes, one code point
  CHECK(normalize_name(e24) == e24);
  CHECK_FALSE(normalize_name(e24 + "\xC3\xA9"));
  CHECK_FALSE(normalize_name(""));
  CHECK_FALSE(normalize_name("   "));
  CHECK_FALSE(normalize_name("a\tb"));
  CHECK_FALSE(normalize_name("a\x7F"));
  CHECK_FALSE(normalize_name("a\xC2\x85"));  // U+0085, a C1 control
  // Regression: Unicode spaces were kept, so a name of no-break spaces looked blank.
  CHECK_FALSE(normalize_name("\xC2\xA0\xC2\xA0\xC2\xA0"));               // U+00A0 x3
  CHECK_FALSE(normalize_name("\xE3\x80\x80 \xE2\x80\x83\xE2\x80\xAF"));  // U+3000, U+2003, U+202F
  CHECK(normalize_name("\xE3\x80\x80"
                       "Ada\xC2\xA0\xE1\x9A\x80") == "Ada");  // U+3000 ... U+00A0 U+1680
  CHECK(normalize_name("A\xC2\xA0"
                       "B") ==
        "A\xC2\xA0"
        "B");                                       // inside: kept
  CHECK(normalize_name("\xC3\xA0") == "\xC3\xA0");  // à ends in A0: not a space
}

TEST_CASE("a move carries game, ply and either pit or swap") {
  auto m = std::get<Move>(message_of(R"({"type":"move","game":"g1","ply":3,"pit":2})").body);
  CHECK(m.game == "g1");
  CHECK(m.ply == 3);
  CHECK(m.pit == 2);
  CHECK_FALSE(m.swap);
  CHECK(std::get<Move>(message_of(R"({"type":"move","game":"g","ply":1,"swap":true})").body).swap);
  // Out-of-range pits are decoded: the room answers illegal_move after its own checks.
  CHECK(std::get<Move>(message_of(R"({"type":"move","game":"g","ply":1,"pit":-4})").body).pit == -4);
  CHECK(error_of(R"({"type":"move","game":"g","ply":1})").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"move","game":"g","ply":1,"pit":2,"swap":true})").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"move","game":1,"ply":1,"pit":2})").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"move","game":"g","ply":1.5,"pit":2})").code == ErrorCode::bad_message);
}

TEST_CASE("bot.play needs a level, and side and variant are optional") {
  auto b = std::get<BotPlay>(message_of(R"({"type":"bot.play","level":"hard","side":"north"})").body);
  CHECK(b.level == ai::Level::hard);
  CHECK(b.side == Side::north);
  CHECK(b.variant == Variant::kalah());
  CHECK(error_of(R"({"type":"bot.play"})").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"bot.play","level":"easy","variant":{"pits":0}})").code == ErrorCode::bad_message);
}

TEST_CASE("friend.create takes an optional side or random, and friend.join and friend.cancel a code") {
  auto c = std::get<FriendCreate>(message_of(R"({"type":"friend.create","side":"north","variant":{"seeds":3}})").body);
  CHECK(c.side == Side::north);
  CHECK(c.variant.seeds == 3);
  CHECK_FALSE(std::get<FriendCreate>(message_of(R"({"type":"friend.create","side":"random"})").body).side);
  CHECK_FALSE(std::get<FriendCreate>(message_of(R"({"type":"friend.create"})").body).side);
  CHECK(error_of(R"({"type":"friend.create","side":"east"})").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"friend.create","side":1})").code == ErrorCode::bad_message);
  CHECK(std::get<FriendJoin>(message_of(R"({"type":"friend.join","code":"abc"})").body).code == "abc");
  CHECK(std::get<FriendCancel>(message_of(R"({"type":"friend.cancel","code":"abc"})").body).code == "abc");
  for (auto bad : {R"({"type":"friend.join"})", R"({"type":"friend.join","code":5})", R"({"type":"friend.cancel"})"})
    CHECK(error_of(bad).code == ErrorCode::bad_message);
  const std::string long_code = R"({"type":"friend.join","code":")" + std::string(65, 'a') + "\"}";
  CHECK(error_of(long_code).code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"friend.create"})", false).code == ErrorCode::no_hello);
}

TEST_CASE("watch and unwatch name a game") {
  CHECK(std::get<Watch>(message_of(R"({"type":"watch","game":"g1","id":"w"})").body).game == "g1");
  CHECK(message_of(R"({"type":"watch","game":"g1","id":"w"})").id == "w");
  CHECK(std::get<Unwatch>(message_of(R"({"type":"unwatch","game":"g1"})").body).game == "g1");
  CHECK(error_of(R"({"type":"watch"})").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"unwatch","game":3})").code == ErrorCode::bad_message);
}

TEST_CASE("clock on queue.join and friend.create: omitted, null (untimed) or a time control") {
  const auto omitted = std::get<QueueJoin>(message_of(R"({"type":"queue.join"})").body).clock;
  CHECK_FALSE(omitted.has_value());  // the server's default_clock
  const auto untimed = std::get<QueueJoin>(message_of(R"({"type":"queue.join","clock":null})").body).clock;
  REQUIRE(untimed.has_value());
  CHECK_FALSE(untimed->has_value());
  const auto fischer =
      std::get<QueueJoin>(message_of(R"({"type":"queue.join","clock":{"limit_s":180,"inc_s":2}})").body).clock;
  REQUIRE((fischer && *fischer));
  CHECK(**fischer == TimeControl{180, 2, 0});
  const auto days = std::get<FriendCreate>(message_of(R"({"type":"friend.create","clock":{"days":3}})").body).clock;
  REQUIRE((days && *days));
  CHECK(**days == TimeControl{0, 0, 3});
  CHECK_FALSE(std::get<FriendCreate>(message_of(R"({"type":"friend.create"})").body).clock.has_value());
}

TEST_CASE("clock on bot.play: omitted and null are both untimed") {
  CHECK_FALSE(std::get<BotPlay>(message_of(R"({"type":"bot.play","level":"easy"})").body).clock);
  CHECK_FALSE(std::get<BotPlay>(message_of(R"({"type":"bot.play","level":"easy","clock":null})").body).clock);
  const auto b =
      std::get<BotPlay>(message_of(R"({"type":"bot.play","level":"easy","clock":{"limit_s":60,"inc_s":1}})").body);
  CHECK(b.clock == TimeControl{60, 1, 0});
}

TEST_CASE("a bad clock is bad_message naming the field, on each message that takes one") {
  const std::pair<const char*, const char*> bad[] = {
      {R"("clock":{"limit_s":10801,"inc_s":0})", "clock.limit_s"},
      {R"("clock":{"limit_s":60,"inc_s":181})", "clock.inc_s"},
      {R"("clock":{"limit_s":0,"inc_s":0})", "clock.limit_s + clock.inc_s"},
      {R"("clock":{"limit_s":60})", "clock needs limit_s and inc_s"},
      {R"("clock":{"limit_s":"60","inc_s":1})", "clock.limit_s must be an integer"},
      {R"("clock":{"days":4})", "clock.days"},
      {R"("clock":{"days":1,"limit_s":60,"inc_s":0})", "clock has either days"},
      {R"("clock":{"limit_s":60,"inc_s":1,"delay":2})", "unknown field \"delay\""},
      {R"("clock":"3+2")", "clock must be an object or null"},
  };
  for (const char* type :
       {R"("type":"queue.join")", R"("type":"friend.create")", R"("type":"bot.play","level":"easy")"})
    for (const auto& [field, named] : bad) {
      const auto e = error_of("{" + std::string(type) + "," + field + R"(,"id":"c"})");
      CHECK(e.code == ErrorCode::bad_message);
      CHECK(e.id == "c");
      CHECK_MESSAGE(e.message.find(named) != std::string::npos, e.message, " for ", field);
    }
}

TEST_CASE("the offers name a game, and decline its kind") {
  CHECK(std::get<Abort>(message_of(R"({"type":"abort","game":"g1"})").body).game == "g1");
  const auto draw = std::get<Offer>(message_of(R"({"type":"draw","game":"g2"})").body);
  CHECK(draw.game == "g2");
  CHECK(draw.kind == OfferKind::draw);
  const auto takeback = std::get<Offer>(message_of(R"({"type":"takeback","game":"g3"})").body);
  CHECK(takeback.game == "g3");
  CHECK(takeback.kind == OfferKind::takeback);
  const auto decline = std::get<Decline>(message_of(R"({"type":"decline","game":"g4","kind":"takeback"})").body);
  CHECK(decline.game == "g4");
  CHECK(decline.kind == OfferKind::takeback);
  CHECK(std::get<Decline>(message_of(R"({"type":"decline","game":"g","kind":"draw"})").body).kind == OfferKind::draw);
  CHECK(std::get<MoreTime>(message_of(R"({"type":"moretime","game":"g5"})").body).game == "g5");
  for (auto bad : {R"({"type":"abort"})", R"({"type":"draw","game":7})", R"({"type":"takeback"})",
                   R"({"type":"moretime","game":null})", R"({"type":"decline","game":"g"})",
                   R"({"type":"decline","game":"g","kind":"abort"})", R"({"type":"decline","game":"g","kind":1})"})
    CHECK(error_of(bad).code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"decline","game":"g"})").message.find("kind") != std::string::npos);
  CHECK(error_of(R"({"type":"draw","game":"g"})", false).code == ErrorCode::no_hello);
}

TEST_CASE("challenge.create names a player, and variant, clock, rated and side are optional") {
  auto c = std::get<ChallengeCreate>(
      message_of(R"({"type":"challenge.create","player":"p1","variant":{"seeds":3},"clock":{"limit_s":180,"inc_s":2},)"
                 R"("rated":true,"side":"north"})")
          .body);
  CHECK(c.player == "p1");
  CHECK(c.variant.seeds == 3);
  REQUIRE(c.clock.has_value());
  CHECK(*c.clock == TimeControl{180, 2, 0});
  CHECK(c.rated);
  CHECK(c.side == Side::north);
  auto plain = std::get<ChallengeCreate>(message_of(R"({"type":"challenge.create","player":"p1"})").body);
  CHECK_FALSE(plain.clock.has_value());  // the server's default_clock
  CHECK_FALSE(plain.rated);
  CHECK_FALSE(plain.side);
  auto untimed =
      std::get<ChallengeCreate>(message_of(R"({"type":"challenge.create","player":"p1","clock":null})").body);
  REQUIRE(untimed.clock.has_value());
  CHECK_FALSE(untimed.clock->has_value());
  CHECK_FALSE(
      std::get<ChallengeCreate>(message_of(R"({"type":"challenge.create","player":"p","side":"random"})").body).side);
}

TEST_CASE("challenge.create refuses a missing player and mistyped fields as bad_message") {
  for (const char* text : {R"({"type":"challenge.create","id":"x"})", R"({"type":"challenge.create","player":7})",
                           R"({"type":"challenge.create","player":"p","rated":"yes"})",
                           R"({"type":"challenge.create","player":"p","side":"east"})",
                           R"({"type":"challenge.create","player":"p","clock":{"limit_s":-1}})",
                           R"({"type":"challenge.create","player":"p","variant":{"seeds":99}})"}) {
    CAPTURE(text);
    CHECK(error_of(text).code == ErrorCode::bad_message);
  }
  CHECK(error_of(R"({"type":"challenge.create","id":"x"})").id == "x");
  CHECK(error_of(R"({"type":"challenge.create","player":"p"})", false).code == ErrorCode::no_hello);
  CHECK(error_of(R"({"type":"challenge.nope","player":"p"})").code == ErrorCode::unknown_type);
}

TEST_CASE("challenge.accept, challenge.decline and challenge.cancel name a challenge") {
  CHECK(std::get<ChallengeAccept>(message_of(R"({"type":"challenge.accept","challenge":"c1"})").body).challenge ==
        "c1");
  CHECK(std::get<ChallengeCancel>(message_of(R"({"type":"challenge.cancel","challenge":"c1"})").body).challenge ==
        "c1");
  auto d = std::get<ChallengeDecline>(message_of(R"({"type":"challenge.decline","challenge":"c1"})").body);
  CHECK(d.challenge == "c1");
  CHECK(d.reason == "generic");
  for (const char* type : {"challenge.accept", "challenge.decline", "challenge.cancel"}) {
    CAPTURE(type);
    CHECK(error_of(std::string(R"({"type":")") + type + R"("})").code == ErrorCode::bad_message);
    CHECK(error_of(std::string(R"({"type":")") + type + R"(","challenge":1})").code == ErrorCode::bad_message);
    CHECK(error_of(std::string(R"({"type":")") + type + R"(","challenge":")" + std::string(65, 'a') + R"("})").code ==
          ErrorCode::bad_message);
  }
}

TEST_CASE("a decline reason is one of lichess's words and nothing else") {
  for (const char* reason : {"generic", "later", "tooFast", "tooSlow", "timeControl", "rated", "casual", "variant"}) {
    CAPTURE(reason);
    const std::string text = std::string(R"({"type":"challenge.decline","challenge":"c","reason":")") + reason + "\"}";
    CHECK(std::get<ChallengeDecline>(message_of(text).body).reason == reason);
  }
  CHECK(error_of(R"({"type":"challenge.decline","challenge":"c","reason":"rude"})").code == ErrorCode::bad_message);
  CHECK(error_of(R"({"type":"challenge.decline","challenge":"c","reason":3})").code == ErrorCode::bad_message);
  const std::string long_reason =
      R"({"type":"challenge.decline","challenge":"c","reason":")" + std::string(61, 'x') + "\"}";
  CHECK(error_of(long_reason).code == ErrorCode::bad_message);
}

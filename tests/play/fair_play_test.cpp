// Fair play (docs/protocol.md §Fair play): the ban rule at times the test gives (no clock read,
// no sleep), the FairPlay service over the in-memory store, and what the rooms tell it: an
// abort, a first ply never made, a lost game left to run out, a short rated game.
#include "mancala/server/fairplay/fair_play.hpp"

#include <doctest/doctest.h>

#include <atomic>
#include <future>

#include "mancala/server/fairplay/ban_rule.hpp"
#include "play_support.hpp"

using namespace play_test;
using std::chrono::hours;
using std::chrono::minutes;
using std::chrono::seconds;
using WallTime = std::chrono::system_clock::time_point;

namespace {

// A fixed wall time: the rule reads no clock.
const WallTime kNoon = *parse_iso_time("2026-12-05T12:00:00.000Z");

FairPlayOffence offence_at(WallTime at, const char* kind = kOffenceAbort) { return {"ann", "g", kind, iso_time(at)}; }

ModAction ban_at(WallTime at, const std::string& action = "play_ban") {
  return {"a", "system", "ann", action, "abort", iso_time(at + minutes(10)), iso_time(at)};
}

int ban_minutes(int offences, int bans) {
  const auto ban = next_play_ban(offences, bans, kNoon);
  REQUIRE(ban);
  CHECK(ban->until == kNoon + minutes(ban->minutes));
  return ban->minutes;
}

/// FairPlay over a play layer's store and reads pool, its ids counted, its clock the test's.
struct FairPlayRig {
  explicit FairPlayRig(Play& play)
      : play_(play),
        fair(
            play.store, play.reads, [this] { return now.load(); },
            [this] { return std::string("f") + std::to_string(++ids); }) {
    play.ctx.fair_play = &fair;
  }
  // The rooms' offences are decided on the reads pool after the test has looked: they end first.
  ~FairPlayRig() {
    play_.ctx.fair_play = nullptr;
    play_.reads.join();
  }
  /// Records one offence of `player` and waits for the ban it gave (or none).
  std::optional<PlayBan> offence(const std::string& player, const char* kind = kOffenceAbort) {
    std::promise<std::optional<PlayBan>> given;
    fair.offence(player, "g" + std::to_string(++games), kind, [&](std::optional<PlayBan> b) { given.set_value(b); });
    return given.get_future().get();
  }
  Play& play_;
  std::atomic<WallTime> now{kNoon};
  std::atomic<int> ids{0};
  int games = 0;
  FairPlay fair;
};

/// A public game between two people ("ann" South, "bob" North), as the queue opens it.
std::shared_ptr<GameRoom> public_game(Play& play, const std::shared_ptr<FakePeer>& ann,
                                      const std::shared_ptr<FakePeer>& bob,
                                      std::optional<protocol::TimeControl> clock = std::nullopt, bool rated = false) {
  GameSetup s = two_people(ann, bob);
  s.public_game = true;
  s.from_queue = true;
  s.rated = rated;
  s.clock = clock;
  auto room = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty() && !bob->of("game").empty(); }));
  return room;
}

/// The offences stored for `player` once the store has every write queued so far.
std::vector<FairPlayOffence> offences_of(Play& play, const std::string& player) {
  play.store.flush();
  return play.store.offences(player, "");
}

}  // namespace

TEST_CASE("the ban rule: no ban below three offences in a day, ten minutes for the first") {
  CHECK_FALSE(next_play_ban(0, 0, kNoon));
  CHECK_FALSE(next_play_ban(2, 0, kNoon));
  CHECK_FALSE(next_play_ban(2, 4, kNoon));
  CHECK(ban_minutes(3, 0) == 10);
  CHECK(ban_minutes(7, 0) == 10);
  CHECK(ban_minutes(3, -1) == 10);
}

TEST_CASE("the ban rule: each play ban of the last 72 hours triples the next, capped at 48 hours") {
  CHECK(ban_minutes(3, 1) == 30);
  CHECK(ban_minutes(3, 2) == 90);
  CHECK(ban_minutes(3, 3) == 270);
  CHECK(ban_minutes(3, 4) == 810);
  CHECK(ban_minutes(3, 5) == 2430);
  CHECK(ban_minutes(3, 6) == 48 * 60);
  CHECK(ban_minutes(4, 1000) == 48 * 60);
}

TEST_CASE("the ban rule: offences older than 24 hours are not counted") {
  std::vector<FairPlayOffence> offences = {offence_at(kNoon - hours(24) - seconds(1)), offence_at(kNoon - hours(2)),
                                           offence_at(kNoon)};
  CHECK(offences_in_window(offences, kNoon) == 2);
  CHECK_FALSE(play_ban_due(offences, {}, kNoon));
  offences.push_back(offence_at(kNoon - hours(24), kOffenceNoStart));  // exactly a day ago: counted
  CHECK(offences_in_window(offences, kNoon) == 3);
  const auto ban = play_ban_due(offences, {}, kNoon);
  REQUIRE(ban);
  CHECK(ban->minutes == 10);
  offences.push_back({"ann", "g", kOffenceAbort, "not a time"});
  CHECK(offences_in_window(offences, kNoon) == 3);
}

TEST_CASE("the ban rule: play bans older than 72 hours, and other actions, are not counted") {
  const std::vector<FairPlayOffence> three = {offence_at(kNoon - hours(3)), offence_at(kNoon - hours(1)),
                                              offence_at(kNoon)};
  std::vector<ModAction> actions = {ban_at(kNoon - hours(72) - seconds(1)), ban_at(kNoon - hours(5), "chat_timeout"),
                                    ban_at(kNoon - hours(4), "lift_play_ban")};
  CHECK(play_bans_in_window(actions, kNoon) == 0);
  CHECK(play_ban_due(three, actions, kNoon)->minutes == 10);
  actions.push_back(ban_at(kNoon - hours(71)));
  actions.push_back(ban_at(kNoon - hours(3)));
  CHECK(play_bans_in_window(actions, kNoon) == 2);
  CHECK(play_ban_due(three, actions, kNoon)->minutes == 90);
}

TEST_CASE("a standing's play ban runs until its end, and not when none was given") {
  PlayerStanding s;
  CHECK_FALSE(play_ban_running(s, kNoon));
  s.play_ban_until = iso_time(kNoon + minutes(10));
  CHECK(play_ban_running(s, kNoon) == kNoon + minutes(10));
  CHECK(play_ban_running(s, kNoon + minutes(9)));
  CHECK_FALSE(play_ban_running(s, kNoon + minutes(10)));
  s.play_ban_until = "garbage";
  CHECK_FALSE(play_ban_running(s, kNoon));
}

TEST_CASE("FairPlay bans at the third offence of a day, then for three times as long") {
  Play play;
  FairPlayRig rig(play);
  play.store.save_player("ann", "Ann", "hash-ann");
  rig.fair.short_game("ann", "g0", 1, "timeout");  // a report the bans leave open for a moderator
  CHECK_FALSE(rig.offence("ann"));
  CHECK_FALSE(rig.offence("ann", kOffenceNoStart));
  const auto first = rig.offence("ann", kOffenceLeftLost);
  REQUIRE(first);
  CHECK(first->minutes == 10);
  CHECK(first->until == kNoon + minutes(10));
  const PlayerStanding s = play.store.standing("ann");
  CHECK(s.play_ban_until == iso_time(kNoon + minutes(10)));
  CHECK(s.play_ban_reason == "left_lost");
  const auto log = play.store.mod_actions("ann", 10);
  REQUIRE(log.size() == 1);
  CHECK(log[0].moderator == "system");
  CHECK(log[0].action == "play_ban");
  CHECK(log[0].reason == "left_lost");
  CHECK(log[0].until == iso_time(kNoon + minutes(10)));
  const auto open = play.store.open_reports(10);
  REQUIRE(open.size() == 1);
  CHECK(open[0].game == "g0");
  CHECK(open[0].text == "rated game ended by timeout after 1 ply");
  // An hour later, a fourth offence: 30 minutes (one ban in 72 h). Bob is not touched.
  rig.now = kNoon + hours(1);
  CHECK(rig.offence("ann")->minutes == 30);
  CHECK_FALSE(rig.offence("bob"));
  // Two days on, the offences of a day ago no longer count: no ban for a single new one.
  rig.now = kNoon + hours(48);
  CHECK_FALSE(rig.offence("ann"));
  CHECK(offences_of(play, "ann").size() == 5);
}

TEST_CASE("the ban rule: an offence's turn counts the offences stored up to it, not those after") {
  const FairPlayOffence own = offence_at(kNoon);
  const std::vector<FairPlayOffence> stored = {
      offence_at(kNoon - hours(1)), own, {"ann", "g2", kOffenceAbort, own.at}, offence_at(kNoon + seconds(1))};
  const auto upto = offences_until(stored, own);
  REQUIRE(upto.size() == 2);
  CHECK(upto[1].game == "g");
  CHECK(offences_until(stored, {"ann", "gone", kOffenceAbort, own.at}).size() == 4);
}

TEST_CASE("FairPlay's turn for one offence does not count an offence stored after it") {
  // Three aborts a few milliseconds apart: the third is stored before the second's turn comes.
  Play play;
  FairPlayRig rig(play);
  play.store.save_player("ann", "Ann", "hash-ann");
  CHECK_FALSE(rig.offence("ann"));
  play.store.save_offence({"ann", "g-next", kOffenceAbort, iso_time(kNoon + std::chrono::milliseconds(2))});
  CHECK_FALSE(rig.offence("ann"));
  CHECK(play.store.mod_actions("ann", 10).empty());
}

TEST_CASE("FairPlay files a short rated game's report about the loser") {
  Play play;
  FairPlayRig rig(play);
  rig.fair.short_game("bob", "g7", 2, "resign");
  play.store.flush();
  const auto reports = play.store.reports_about("bob");
  REQUIRE(reports.size() == 1);
  CHECK(reports[0].reporter.empty());
  CHECK(reports[0].game == "g7");
  CHECK(reports[0].reason == "short_game");
  CHECK(reports[0].text == "rated game ended by resign after 2 plies");
}

TEST_CASE("a player who aborts a public game between two people commits an offence, not in a private one") {
  Play play;
  FairPlayRig rig(play);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = public_game(play, ann, bob);
  room->abort(play.reply(bob), "bob");
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  const auto offences = offences_of(play, "bob");
  REQUIRE(offences.size() == 1);
  CHECK(offences[0].kind == "abort");
  CHECK(offences[0].game == room->id());
  CHECK(offences_of(play, "ann").empty());

  // A friend's game (not public): no offence.
  auto cat = std::make_shared<FakePeer>(), dan = std::make_shared<FakePeer>();
  auto friendly = play.rooms.open(two_people(cat, dan));
  REQUIRE(play.run_until([&] { return !cat->of("game").empty(); }));
  friendly->abort(play.reply(cat), "ann");
  REQUIRE(play.run_until([&] { return !dan->of("game.over").empty(); }));
  CHECK(offences_of(play, "ann").empty());
}

TEST_CASE("the first-move timer running out is charged to the player who did not move") {
  Play play;
  FairPlayRig rig(play);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = public_game(play, ann, bob, protocol::TimeControl{60, 0});
  room->move(play.reply(ann), "ann", move_of(room->id(), 0, 0));
  play.poll();
  play.advance(static_cast<int>(play.config.first_move_ms) + 1);
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  CHECK(ann->of("game.over")[0]["state"]["reason"] == "aborted");
  const auto offences = offences_of(play, "bob");
  REQUIRE(offences.size() == 1);
  CHECK(offences[0].kind == "no_start");
  CHECK(offences_of(play, "ann").empty());
}

TEST_CASE("losing on time while away and behind in stores is an offence, while present or ahead it is not") {
  Config c = test_config();
  c.disconnect_grace_ms = 3'600'000;  // the clock runs out first
  Play play(c);
  FairPlayRig rig(play);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = public_game(play, ann, bob, protocol::TimeControl{60, 0});
  // Kalah: Ann sows pit 2 (4 seeds, the last in her store: +1 and an extra turn), then pit 0;
  // Bob sows pit 1. Ann leads 1-0; Bob leaves and his clock runs out.
  room->move(play.reply(ann), "ann", move_of(room->id(), 0, 2));
  room->move(play.reply(ann), "ann", move_of(room->id(), 1, 0));
  room->move(play.reply(bob), "bob", move_of(room->id(), 2, 1));
  play.poll();
  REQUIRE(ann->of("moved").size() == 3);
  room->move(play.reply(ann), "ann", move_of(room->id(), 3, 3));
  play.poll();
  room->detach(bob, "bob");
  play.poll();
  play.advance(61'000);
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  CHECK(ann->of("game.over")[0]["state"]["reason"] == "timeout");
  const auto offences = offences_of(play, "bob");
  REQUIRE(offences.size() == 1);
  CHECK(offences[0].kind == "left_lost");

  // The same loss with Bob connected: no offence.
  auto cat = std::make_shared<FakePeer>(), dan = std::make_shared<FakePeer>();
  GameSetup s = two_people(cat, dan);
  s.seats[0].player = "cat";
  s.seats[1].player = "dan";
  s.public_game = true;
  s.clock = protocol::TimeControl{60, 0};
  auto other_room = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !cat->of("game").empty(); }));
  other_room->move(play.reply(cat), "cat", move_of(other_room->id(), 0, 2));
  other_room->move(play.reply(cat), "cat", move_of(other_room->id(), 1, 0));
  other_room->move(play.reply(dan), "dan", move_of(other_room->id(), 2, 1));
  other_room->move(play.reply(cat), "cat", move_of(other_room->id(), 3, 3));
  play.poll();
  play.advance(61'000);
  REQUIRE(play.run_until([&] { return !cat->of("game.over").empty(); }));
  CHECK(offences_of(play, "dan").empty());
}

TEST_CASE("a rated game resigned after two plies is reported about the loser, an aborted one is not") {
  Play play;
  FairPlayRig rig(play);
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = public_game(play, ann, bob, std::nullopt, true);
  room->move(play.reply(ann), "ann", move_of(room->id(), 0, 0));
  room->move(play.reply(bob), "bob", move_of(room->id(), 1, 0));
  room->resign(play.reply(ann), "ann");
  REQUIRE(play.run_until([&] { return !ann->of("game.over").empty(); }));
  play.store.flush();
  const auto reports = play.store.reports_about("ann");
  REQUIRE(reports.size() == 1);
  CHECK(reports[0].reason == "short_game");
  CHECK(reports[0].game == room->id());
  CHECK(reports[0].reporter.empty());
  CHECK(play.store.reports_about("bob").empty());

  auto cat = std::make_shared<FakePeer>(), dan = std::make_shared<FakePeer>();
  auto aborted = public_game(play, cat, dan, std::nullopt, true);
  aborted->abort(play.reply(cat), "ann");
  REQUIRE(play.run_until([&] { return !dan->of("game.over").empty(); }));
  play.store.flush();
  CHECK(play.store.reports_about("bob").empty());
  CHECK(play.store.reports_about("ann").size() == 1);
}

TEST_CASE("a banned player's ways into a game are refused play_banned with the ban's end and reason") {
  LobbyPlay p;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  const auto a = p.hello(ann), b = p.hello(bob);
  const auto now = PlayClock::wall_now();
  const std::string until = iso_time(now + minutes(10));
  p.store.save_mod_action({"m1", "system", a, "play_ban", "abort", until, iso_time(now)});
  const auto refused = [&](const std::string& id) {
    REQUIRE(p.run_until([&] { return !ann->of("error").empty() && ann->of("error").back()["id"] == id; }));
    const json e = ann->of("error").back();
    CHECK(e["code"] == "play_banned");
    CHECK(e["until"] == until);
    CHECK(e["reason"] == "abort");
  };
  p.lobby.queue_join(p.reply(ann, "q"), a, Variant::kalah());
  refused("q");
  protocol::SeekCreate seek;
  seek.variant = Variant::kalah();
  p.lobby.seek_create(p.reply(ann, "s"), a, seek);
  refused("s");
  protocol::ChallengeCreate challenge;
  challenge.player = b;
  challenge.variant = Variant::kalah();
  p.lobby.challenge_create(p.reply(ann, "c"), a, challenge);
  refused("c");
  // Bob is not banned: his seek and his challenge are filed, and Ann may accept neither.
  p.lobby.seek_create(p.reply(bob, "s"), b, seek);
  challenge.player = a;
  p.lobby.challenge_create(p.reply(bob, "c"), b, challenge);
  REQUIRE(p.run_until([&] { return !bob->of("seek.created").empty() && !bob->of("challenge.created").empty(); }));
  p.lobby.seek_accept(p.reply(ann, "sa"), a, {bob->of("seek.created")[0]["seek"].get<std::string>()});
  refused("sa");
  p.lobby.challenge_accept(p.reply(ann, "ca"), a, {bob->of("challenge.created")[0]["challenge"].get<std::string>()});
  refused("ca");
  CHECK(ann->of("queue.joined").empty());
  CHECK(ann->of("game").empty());
  CHECK(bob->of("error").empty());
  // A join and a leave sent together are answered in order, and leave nobody in the queue.
  p.lobby.queue_join(p.reply(bob, "j"), b, Variant::kalah());
  p.lobby.queue_leave(p.reply(bob, "l"), b);
  REQUIRE(p.run_until([&] { return !bob->of("queue.left").empty(); }));
  CHECK(bob->of("queue.joined").size() == 1);
  CHECK(bob->of("queue.joined")[0]["id"] == "j");
  p.poll();
  CHECK(p.metrics.queue.load() == 0);
}

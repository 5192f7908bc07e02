// What the director's tests share: the play layer with a lobby (tests/play/play_support.hpp),
// a director over it, players greeted on fake connections, and calls that wait for their answer.
#pragma once

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "../play/play_support.hpp"
#include "mancala/server/tournament/director.hpp"
#include "mancala/server/tournament/local_lease.hpp"

namespace director_test {

using namespace play_test;

/// A greeted player: their connection and who the director takes them for.
struct Entrant {
  std::shared_ptr<FakePeer> peer;
  TournamentPlayer who;
};

/// The play layer, a lobby and a director on one io_context that the test runs by hand.
struct Directed : LobbyPlay {
  explicit Directed(Config c = directed_config()) : LobbyPlay(std::move(c)) {
    // As the composition root wires it: a tournament's game that ends is told to the director
    // (none while the director is away: a test that resets it sees an end nobody told).
    rooms.set_end_listener([this](const GameEnded& e) {
      if (!e.tournament.empty() && director)
        director->game_ended(e.tournament, e.game, e.result, e.plies, e.players, e.berserk);
    });
    director->start();
    settle();
  }

  /// The play layer's test settings, with no schedule and Swiss rounds 5 s apart.
  static Config directed_config() {
    Config c = test_config();
    c.tournament_schedule.clear();
    c.swiss_round_gap_ms = 5000;
    return c;
  }

  LocalTournamentLease lease;
  std::optional<TournamentDirector> director{std::in_place, ctx, rooms, lobby, lease};

  /// A player greeted by the lobby on a connection of their own, with an account.
  Entrant player(const std::string& name) {
    auto peer = std::make_shared<FakePeer>();
    protocol::Hello h;
    h.name = name;
    lobby.hello(reply(peer), h);
    REQUIRE(run_until([&] { return !peer->greeted_as().empty(); }));
    return {peer, {peer->greeted_as(), name, true}};
  }

  /// Runs `call` with a TournamentDone and waits for its answer.
  template <class Call>
  TournamentAnswer answer(Call call) {
    std::optional<TournamentAnswer> got;
    call([&got](TournamentAnswer a) { got = std::move(a); });
    REQUIRE(run_until([&] { return got.has_value(); }));
    return *got;
  }

  /// Creates `t` and returns its id (201 expected).
  std::string create(StoredTournament t) {
    auto a = answer([&](TournamentDone done) { director->create(std::move(t), std::move(done)); });
    REQUIRE(a.status == 201);
    return json::parse(a.body)["tournament"].get<std::string>();
  }
  int join(const std::string& id, const Entrant& e) {
    return answer([&](TournamentDone done) { director->join(id, e.who, std::move(done)); }).status;
  }
  /// `tournament.watch` on the entrant's connection; waits for the first frame.
  json watch(const std::string& id, const Entrant& e) {
    const auto before = e.peer->of("tournament").size();
    director->watch(reply(e.peer), e.who, id);
    REQUIRE(run_until([&] { return e.peer->of("tournament").size() > before; }));
    return e.peer->of("tournament").back();
  }
  /// Moves play time by `ms` in steps of at most one tick (2 s), so that every tick runs, and
  /// lets the reads pool's answers arrive.
  void pass(int ms) {
    while (ms > 0) {
      const int step = std::min(ms, 2000);
      advance(step);
      ms -= step;
      settle();
    }
  }
  /// Runs until the pools' work and what it posts back are done (nothing moves play time).
  void settle() { drain(); }
  /// The entrant among `among` whose connection was told it sits on `seat` of `game`.
  static const Entrant& seated(const std::string& game, const std::string& seat, const std::vector<Entrant>& among) {
    for (const auto& e : among)
      for (const auto& f : e.peer->of("game"))
        if (f["game"] == game && f["you"] == seat) return e;
    FAIL("nobody sits on " << seat << " of " << game);
    return among.front();
  }
  /// Plays `game`'s ply number `ply` (pit 0 of the side to move) as `mover`, and waits for it.
  void ply(const std::string& game, int ply, const Entrant& mover) {
    auto room = rooms.find(game);
    REQUIRE(room);
    const auto moved = mover.peer->of("moved").size();
    room->move(reply(mover.peer), mover.who.id, move_of(game, ply, 0));
    REQUIRE(run_until([&] { return mover.peer->of("moved").size() > moved; }));
  }
  /// Ends `game` through its room after a ply each (pit 0): "south" or "north" wins (the other
  /// resigns) or "draw" (agreed). The room's end listener tells the director.
  void end_game(const std::string& game, const std::string& result, const std::vector<Entrant>& among) {
    const Entrant& south = seated(game, "south", among);
    const Entrant& north = seated(game, "north", among);
    ply(game, 0, south);
    ply(game, 1, north);
    finish_game(game, result, south, north);
  }
  /// Ends `game`, its plies played, as end_game does.
  void finish_game(const std::string& game, const std::string& result, const Entrant& south, const Entrant& north) {
    auto room = rooms.find(game);
    REQUIRE(room);
    if (result == "draw") {
      room->offer(reply(south.peer), south.who.id, protocol::OfferKind::draw);
      room->offer(reply(north.peer), north.who.id, protocol::OfferKind::draw);
    } else {
      const Entrant& loser = result == "south" ? north : south;
      room->resign(reply(loser.peer), loser.who.id);
    }
    REQUIRE(run_until([&] { return over(south, game); }));
    settle();
  }
  /// The seat `absent_seat` of `game` makes no ply: it resigns at once as South, or after South's
  /// ply as North (a loss without a ply of one's own, as a first move's time running out is).
  void no_show(const std::string& game, const std::string& absent_seat, const std::vector<Entrant>& among) {
    const Entrant& south = seated(game, "south", among);
    const Entrant& north = seated(game, "north", among);
    if (absent_seat == "north") ply(game, 0, south);
    const Entrant& absent = absent_seat == "south" ? south : north;
    rooms.find(game)->resign(reply(absent.peer), absent.who.id);
    REQUIRE(run_until([&] { return over(south, game); }));
    settle();
  }
  /// Whether `e`'s connection heard `game` end.
  static bool over(const Entrant& e, const std::string& game) {
    for (const auto& f : e.peer->of("game.over"))
      if (f["game"] == game) return true;
    return false;
  }

  /// The latest `tournament` frame `e` got.
  static json frame(const Entrant& e) {
    auto frames = e.peer->of("tournament");
    REQUIRE(!frames.empty());
    return frames.back();
  }
};

/// An event starting `in_s` seconds from now (play time's wall clock).
inline StoredTournament event(const std::string& kind, int in_s) {
  StoredTournament t;
  t.kind = kind;
  t.name = kind == "arena" ? "Test Arena" : "Test Swiss";
  t.clock = protocol::TimeControl{60, 0, 0};
  t.starts_at = iso_time(PlayClock::wall_now() + std::chrono::seconds(in_s));
  if (kind == "arena") {
    t.minutes = 20;
  } else {
    t.rounds = 3;
  }
  return t;
}

/// The standings row of `player` in a frame.
inline json row_of(const json& frame, const std::string& player) {
  for (const auto& r : frame["standings"])
    if (r["player"]["id"] == player) return r;
  FAIL("no row for " << player);
  return {};
}

}  // namespace director_test

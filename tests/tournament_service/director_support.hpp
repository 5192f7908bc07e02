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
  void settle() {
    for (int i = 0; i < 3; ++i) {
      run_until([] { return false; }, 0.02);
      poll();
    }
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

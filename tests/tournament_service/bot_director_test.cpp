// Bots tournaments in the director: who may join, and bots that wait on their own connection
// (an HTTP bot's event stream), not by watching the event.
#include <map>
#include <set>

#include "director_support.hpp"

using namespace director_test;

namespace {

StoredTournament bots_event(const std::string& kind, int in_s) {
  StoredTournament t = event(kind, in_s);
  t.bots = true;
  return t;
}

Entrant bot_entrant(Directed& d, const std::string& name) {
  Entrant e = d.player(name);
  e.who.bot = true;
  return e;
}

int bot_games_of(const Entrant& e, const std::string& tournament) {
  int n = 0;
  for (const auto& f : e.peer->of("game"))
    if (f.value("tournament", "") == tournament) ++n;
  return n;
}

}  // namespace

TEST_CASE("a bots tournament admits bots only, and a tournament for people refuses bots") {
  Directed d;
  const std::string bots = d.create(bots_event("arena", 60));
  const std::string people = d.create(event("arena", 60));
  const Entrant person = d.player("Ann");
  const Entrant bot = bot_entrant(d, "Robo");
  CHECK(d.join(bots, bot) == 200);
  const auto refused = d.answer([&](TournamentDone done) { d.director->join(bots, person.who, std::move(done)); });
  CHECK(refused.status == 403);
  CHECK(json::parse(refused.body)["error"] == "bots_only");
  const auto no_bots = d.answer([&](TournamentDone done) { d.director->join(people, bot.who, std::move(done)); });
  CHECK(no_bots.status == 403);
  CHECK(json::parse(no_bots.body)["error"] == "people_only");
  CHECK(d.join(people, person) == 200);
  // A bot without an account (a KGP agent's token) joins a bots event.
  Entrant tokened = bot_entrant(d, "Tokened");
  tokened.who.account = false;
  CHECK(d.join(bots, tokened) == 200);
}

TEST_CASE("a bots arena pairs the bots whose connection is open and opens their games on it") {
  Directed d;
  // After start(), which a server does not do: this test's io_context runs on this thread alone.
  std::set<std::string> connected;
  std::map<std::string, PeerPtr> peers;
  d.director->find_bots_with(
      [&](const std::string& player) -> PeerPtr { return connected.count(player) ? peers[player] : nullptr; });
  const std::string id = d.create(bots_event("arena", 4));
  std::vector<Entrant> bots = {bot_entrant(d, "Alpha"), bot_entrant(d, "Beta"), bot_entrant(d, "Gamma")};
  for (const auto& b : bots) {
    peers[b.who.id] = b.peer;
    CHECK(d.join(id, b) == 200);
  }
  connected = {bots[0].who.id, bots[1].who.id};  // Gamma's stream is closed
  d.pass(6000);
  // Nobody watches the event: the two connected bots got their game on their connection.
  CHECK(bot_games_of(bots[0], id) == 1);
  CHECK(bot_games_of(bots[1], id) == 1);
  CHECK(bot_games_of(bots[2], id) == 0);
  const std::string game = bots[0].peer->of("game").back()["game"];
  d.end_game(game, "south", bots);
  d.pass(2000);
  const Entrant& winner = Directed::seated(game, "south", bots);
  const json standings = d.watch(id, bots[0]);
  CHECK(row_of(standings, winner.who.id)["score"] == 2);
  // Gamma's stream opens: it waits now, and is paired within arena_wait with a bot free again.
  connected.insert(bots[2].who.id);
  d.pass(20000);
  CHECK(bot_games_of(bots[2], id) == 1);
}

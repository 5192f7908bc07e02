// The HTTP bot API's pure parts: frames turned into NDJSON lines (the event stream's and a game
// stream's), the per-token request limit, and a bot's link feeding its streams.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "mancala/server/botapi/bot_link.hpp"
#include "mancala/server/botapi/ndjson_lines.hpp"
#include "mancala/server/botapi/request_limit.hpp"

using nlohmann::json;
using namespace mancala::server;
using namespace mancala::server::botapi;

namespace {

json state_at(int ply, const char* to_move, bool over = false, const char* result = nullptr,
              const char* reason = nullptr) {
  return {{"ply", ply},
          {"pits", {{4, 4, 4, 4, 4, 4}, {4, 4, 4, 4, 4, 4}}},
          {"stores", {0, 0}},
          {"to_move", to_move},
          {"over", over},
          {"result", result ? json(result) : json(nullptr)},
          {"reason", reason ? json(reason) : json(nullptr)}};
}

json game_frame(const char* game, json moves, json state) {
  return {{"type", "game"},
          {"game", game},
          {"variant", {{"game", "kalah"}}},
          {"you", "north"},
          {"players", {{"south", {{"name", "Ann"}}}, {"north", {{"name", "Bot"}}}}},
          {"state", std::move(state)},
          {"moves", std::move(moves)},
          {"clock", nullptr},
          {"rated", true}};
}

/// A LineSink that keeps its lines, for the link's tests.
class KeptLines final : public LineSink {
 public:
  void write_line(std::string line) override { lines.push_back(json::parse(line)); }
  void finish() override {
    finished = true;
    if (closed) closed();
  }
  bool is_open() const override { return !finished; }
  void on_close(std::function<void()> f) override { closed = std::move(f); }
  std::vector<json> lines;
  bool finished = false;
  std::function<void()> closed;
};

}  // namespace

TEST_CASE("the event stream turns a game into gameStart and its end into gameFinish") {
  auto start = json::parse(*event_line(game_frame("g1", json::array(), state_at(0, "south"))));
  CHECK(start["type"] == "gameStart");
  CHECK(start["game"]["id"] == "g1");
  CHECK(start["game"]["you"] == "north");
  CHECK(start["game"]["rated"] == true);
  auto finish = json::parse(
      *event_line({{"type", "game.over"}, {"game", "g1"}, {"state", state_at(9, "south", true, "north", "resign")}}));
  CHECK(finish["type"] == "gameFinish");
  CHECK(finish["game"]["id"] == "g1");
  CHECK(finish["game"]["result"] == "north");
  CHECK(finish["game"]["reason"] == "resign");
}

TEST_CASE("the event stream names challenges as lichess does, and ignores the rest") {
  auto c = json::parse(*event_line({{"type", "challenge"},
                                    {"challenge", "c1"},
                                    {"from", {{"id", "p"}, {"name", "Ann"}, {"rating", nullptr}}},
                                    {"variant", {{"game", "oware"}}},
                                    {"clock", nullptr},
                                    {"rated", false}}));
  CHECK(c["type"] == "challenge");
  CHECK(c["challenge"]["id"] == "c1");
  CHECK(c["challenge"]["from"]["name"] == "Ann");
  CHECK(json::parse(*event_line({{"type", "challenge.cancelled"}, {"challenge", "c1"}}))["type"] ==
        "challengeCanceled");
  auto declined = json::parse(*event_line({{"type", "challenge.declined"}, {"challenge", "c1"}, {"reason", "later"}}));
  CHECK(declined["type"] == "challengeDeclined");
  CHECK(declined["challenge"]["reason"] == "later");
  CHECK_FALSE(event_line({{"type", "moved"}, {"game", "g1"}}));
  CHECK_FALSE(event_line({{"type", "welcome"}}));
}

TEST_CASE("a game stream starts with gameFull and lists every ply in each gameState") {
  GameLines lines("g1");
  CHECK(lines.feed({{"type", "moved"}, {"game", "g1"}, {"pit", 2}}).empty());  // nothing before the snapshot
  auto full = lines.feed(game_frame("g1", json::array({{{"side", "south"}, {"pit", 2}}}), state_at(1, "south")));
  REQUIRE(full.size() == 1);
  auto f = json::parse(full[0]);
  CHECK(f["type"] == "gameFull");
  CHECK(f["id"] == "g1");
  CHECK(f["moves"] == json::array({2}));
  CHECK(f["status"] == "started");
  CHECK(f["players"]["north"]["name"] == "Bot");
  CHECK(lines.feed({{"type", "moved"}, {"game", "other"}, {"pit", 1}}).empty());
  auto s = json::parse(lines.feed(
      {{"type", "moved"}, {"game", "g1"}, {"side", "south"}, {"pit", 5}, {"state", state_at(2, "north")}})[0]);
  CHECK(s["type"] == "gameState");
  CHECK(s["moves"] == json::array({2, 5}));
  CHECK(s["state"]["to_move"] == "north");
  auto swapped = json::parse(lines.feed(
      {{"type", "moved"}, {"game", "g1"}, {"side", "north"}, {"swap", true}, {"state", state_at(3, "south")}})[0]);
  CHECK(swapped["moves"] == json::array({2, 5, "swap"}));
  CHECK_FALSE(lines.over());
  auto end = json::parse(lines.feed(
      {{"type", "game.over"}, {"game", "g1"}, {"state", state_at(3, "south", true, "draw", "agreement")}})[0]);
  CHECK(end["status"] == "agreement");
  CHECK(end["result"] == "draw");
  CHECK(lines.over());
  CHECK(lines.feed({{"type", "moved"}, {"game", "g1"}, {"pit", 1}}).empty());
}

TEST_CASE("a later snapshot (a takeback) replaces the game stream's move list") {
  GameLines lines("g1");
  lines.feed(game_frame("g1", json::array({{{"side", "south"}, {"pit", 2}}, {{"side", "north"}, {"pit", 0}}}),
                        state_at(2, "south")));
  auto s = json::parse(
      lines.feed(game_frame("g1", json::array({{{"side", "south"}, {"pit", 2}}}), state_at(1, "north")))[0]);
  CHECK(s["type"] == "gameState");
  CHECK(s["moves"] == json::array({2}));
}

TEST_CASE("the request limit lets a burst through, then asks for whole seconds") {
  RequestLimit limit(1, 2);
  const auto t0 = std::chrono::steady_clock::time_point{} + std::chrono::hours(1);
  CHECK(limit.take("a", t0) == 0);
  CHECK(limit.take("a", t0) == 0);
  CHECK(limit.take("a", t0) == 1);
  CHECK(limit.take("b", t0) == 0);  // each token its own bucket
  CHECK(limit.take("a", t0 + std::chrono::milliseconds(1100)) == 0);
  RequestLimit slow(0.25, 1);
  CHECK(slow.take("a", t0) == 0);
  CHECK(slow.take("a", t0) == 4);
}

TEST_CASE("a bot's link announces each game once and feeds the game's stream until its end") {
  std::vector<bool> gone;
  auto link =
      std::make_shared<BotLink>("bot", [&](const std::shared_ptr<BotLink>&, bool greeted) { gone.push_back(greeted); });
  auto events = std::make_shared<KeptLines>();
  auto stream = std::make_shared<KeptLines>();
  link->set_events(events);
  REQUIRE(link->add_game("g1", stream));
  CHECK_FALSE(link->add_game("g1", std::make_shared<KeptLines>()));  // one stream a game
  link->greeted("bot");
  link->send(game_frame("g1", json::array(), state_at(0, "south")).dump());
  link->send(game_frame("g1", json::array(), state_at(0, "south")).dump());  // a repeated snapshot
  link->send(
      json{{"type", "moved"}, {"game", "g1"}, {"side", "south"}, {"pit", 0}, {"state", state_at(1, "north")}}.dump());
  link->send(
      json{{"type", "game.over"}, {"game", "g1"}, {"state", state_at(1, "north", true, "south", "resign")}}.dump());
  REQUIRE(events->lines.size() == 2);
  CHECK(events->lines[0]["type"] == "gameStart");
  CHECK(events->lines[1]["type"] == "gameFinish");
  REQUIRE(stream->lines.size() == 4);
  CHECK(stream->lines[0]["type"] == "gameFull");
  CHECK(stream->lines[3]["status"] == "resign");
  CHECK(stream->finished);
  CHECK(link->is_open());  // the event stream is still open
  CHECK(gone.empty());
  events->finish();
  CHECK_FALSE(link->is_open());
  CHECK(gone == std::vector<bool>{true});
}

TEST_CASE("a second event stream replaces the first, and the lobby closing the link ends them all") {
  int gone = 0;
  auto link = std::make_shared<BotLink>("bot", [&](const std::shared_ptr<BotLink>&, bool) { ++gone; });
  auto first = std::make_shared<KeptLines>();
  auto second = std::make_shared<KeptLines>();
  link->set_events(first);
  link->set_events(second);
  CHECK(first->finished);
  CHECK(link->has_events());
  link->close_with(close_replaced, "replaced");
  CHECK(second->finished);
  CHECK_FALSE(link->is_open());
  CHECK(gone == 1);
}

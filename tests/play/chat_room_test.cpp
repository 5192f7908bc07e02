// A game's chat (PROTOCOL.md §Chat) in its room: who reads and writes each room, the refusals in
// their order, shadow-bans, blocks, history on joining (chat/chat_room.hpp, play/game_room_chat.cpp).
#include "mancala/server/chat/chat_room.hpp"

#include <doctest/doctest.h>

#include "play_support.hpp"

using namespace play_test;
using mancala::protocol::ChatRoomKind;
namespace chat = mancala::server::chat;

namespace {

std::shared_ptr<GameRoom> open_chat_game(Play& play, const std::shared_ptr<FakePeer>& ann,
                                         const std::shared_ptr<FakePeer>& bob, RoomKind kind = RoomKind::human) {
  GameSetup s = two_people(ann, bob);
  s.kind = kind;
  if (kind == RoomKind::bot) s.seats[1] = {"", "Computer", ai::Level::easy, {}, std::nullopt, false};
  auto room = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty(); }));
  return room;
}

chat::SenderFacts no_facts() { return {}; }

// Says `text` and runs until `peer` has one more frame of `type` (its answer).
json say(Play& play, const std::shared_ptr<GameRoom>& room, const std::shared_ptr<FakePeer>& peer,
         const std::string& player, ChatRoomKind where, const std::string& text, chat::SenderFacts facts = no_facts(),
         const std::string& expect = "chat") {
  const auto before = peer->of(expect).size();
  room->chat(play.reply(peer, "c"), player, where, text, std::move(facts));
  REQUIRE(play.run_until([&] { return peer->of(expect).size() > before; }));
  return peer->of(expect).back();
}

std::shared_ptr<FakePeer> spectator(const std::string& name, bool account) {
  auto p = std::make_shared<FakePeer>();
  p->identify({name, account});
  return p;
}

void watch_now(Play& play, const std::shared_ptr<GameRoom>& room, const std::shared_ptr<FakePeer>& peer,
               const std::string& player) {
  room->watch(play.reply(peer, "w"), player);
  REQUIRE(play.run_until([&] { return !peer->of("game").empty(); }));
}

}  // namespace

TEST_CASE("a players' line reaches both seats, the sender's copy echoing its id") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  json mine = say(play, room, ann, "ann", ChatRoomKind::players, "Good luck");
  REQUIRE(play.run_until([&] { return !bob->of("chat").empty(); }));
  const json theirs = bob->of("chat")[0];
  CHECK(mine["id"] == "c");
  CHECK_FALSE(theirs.contains("id"));
  CHECK(theirs["game"] == room->id());
  CHECK(theirs["room"] == "players");
  CHECK(theirs["from"] == json{{"id", "ann"}, {"name", "Ann"}, {"new", true}});
  CHECK(theirs["text"] == "Good luck");
  CHECK(theirs["ply"] == 0);
  CHECK(parse_iso_time(theirs["at"]).has_value());
  mine.erase("id");
  CHECK(mine == theirs);
}

TEST_CASE("a line's ply counts the plies played when it was said") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  room->move(play.reply(ann), "ann", move_of(room->id(), 0, 2));
  REQUIRE(play.run_until([&] { return !bob->of("moved").empty(); }));
  CHECK(say(play, room, bob, "bob", ChatRoomKind::players, "nice")["ply"] == 1);
}

TEST_CASE("games against the computer and same-device games have no players' chat") {
  for (RoomKind kind : {RoomKind::bot, RoomKind::local}) {
    Play play;
    auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
    GameSetup s = two_people(ann, kind == RoomKind::local ? ann : bob);
    s.kind = kind;
    if (kind == RoomKind::bot) s.seats[1] = {"", "Computer", ai::Level::easy, {}, std::nullopt, false};
    if (kind == RoomKind::local) s.seats[1] = {"ann", "Ann", std::nullopt, ann, std::nullopt, false};
    auto room = play.rooms.open(std::move(s));
    REQUIRE(play.run_until([&] { return !ann->of("game").empty(); }));
    CHECK(say(play, room, ann, "ann", ChatRoomKind::players, "hi", no_facts(), "error")["code"] == "chat_closed");
    CHECK(ann->of("chat").empty());
  }
}

TEST_CASE("spectators with an account share a room the seats and guest spectators do not hear") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  auto eve = spectator("Eve", true), zed = spectator("Zed", true), guest = spectator("Guest 1", false);
  watch_now(play, room, eve, "eve");
  watch_now(play, room, zed, "zed");
  watch_now(play, room, guest, "guest");
  const json mine = say(play, room, eve, "eve", ChatRoomKind::spectators, "what a move");
  CHECK(mine["from"]["name"] == "Eve");
  REQUIRE(play.run_until([&] { return !zed->of("chat").empty(); }));
  CHECK(zed->of("chat")[0]["room"] == "spectators");
  // A guest spectator may not write, and hears none of it; the seats do not hear it either.
  CHECK(say(play, room, guest, "guest", ChatRoomKind::spectators, "me too", no_facts(), "error")["code"] ==
        "chat_closed");
  play.poll();
  CHECK(guest->of("chat").empty());
  CHECK(ann->of("chat").empty());
  CHECK(bob->of("chat").empty());
  // Neither room is the other's: a seat may not write the spectators', a spectator not the players'.
  CHECK(say(play, room, ann, "ann", ChatRoomKind::spectators, "hi", no_facts(), "error")["code"] == "chat_closed");
  CHECK(say(play, room, eve, "eve", ChatRoomKind::players, "hi", no_facts(), "error")["code"] == "chat_closed");
  // Nor someone who does not watch.
  auto far = spectator("Far", true);
  CHECK(say(play, room, far, "far", ChatRoomKind::spectators, "hi", no_facts(), "error")["code"] == "chat_closed");
  // A spectator who stops watching stops hearing.
  room->unwatch(zed);
  say(play, room, eve, "eve", ChatRoomKind::spectators, "anyone?");
  play.poll();
  CHECK(zed->of("chat").size() == 1);
  CHECK(ann->of("chat").empty());
}

TEST_CASE("a chat timeout refuses chat_muted with until, and one run out does not") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  chat::SenderFacts muted;
  muted.standing.chat_until = iso_time(std::chrono::system_clock::now() + std::chrono::minutes(15));
  const json e = say(play, room, ann, "ann", ChatRoomKind::players, "hi", muted, "error");
  CHECK(e["code"] == "chat_muted");
  CHECK(e["until"] == muted.standing.chat_until);
  CHECK(e["id"] == "c");
  // chat_closed comes first: a timed-out spectator of a room they may not use hears chat_closed.
  auto guest = spectator("Guest", false);
  watch_now(play, room, guest, "guest");
  CHECK(say(play, room, guest, "guest", ChatRoomKind::spectators, "x", muted, "error")["code"] == "chat_closed");
  chat::SenderFacts over;
  over.standing.chat_until = iso_time(std::chrono::system_clock::now() - std::chrono::minutes(1));
  CHECK(say(play, room, ann, "ann", ChatRoomKind::players, "hi", over)["text"] == "hi");
  CHECK(bob->of("error").empty());
}

TEST_CASE("the flood rule answers rate_limited after chat_closed and chat_muted") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  for (const char* text : {"alpha", "bravo two", "charlie three", "delta four", "echo five"})
    say(play, room, ann, "ann", ChatRoomKind::players, text);
  const json e = say(play, room, ann, "ann", ChatRoomKind::players, "one more", no_facts(), "error");
  CHECK(e["code"] == "rate_limited");
  // A refused line reaches nobody.
  play.poll();
  CHECK(bob->of("chat").size() == 5);
  chat::SenderFacts muted;
  muted.standing.chat_until = iso_time(std::chrono::system_clock::now() + std::chrono::minutes(15));
  CHECK(say(play, room, ann, "ann", ChatRoomKind::players, "still", muted, "error")["code"] == "chat_muted");
  play.advance(10000);
  CHECK(say(play, room, ann, "ann", ChatRoomKind::players, "later on")["text"] == "later on");
  CHECK(say(play, room, ann, "ann", ChatRoomKind::players, "later on", no_facts(), "error")["code"] == "rate_limited");
}

TEST_CASE("a shadow-banned player's line reaches only its author, and history shows it to them alone") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  chat::SenderFacts shadow;
  shadow.standing.shadow = true;
  CHECK(say(play, room, ann, "ann", ChatRoomKind::players, "you are bad", shadow)["text"] == "you are bad");
  say(play, room, bob, "bob", ChatRoomKind::players, "Good luck");
  play.poll();
  CHECK(bob->of("chat").size() == 1);  // its own only
  CHECK(ann->of("chat").size() == 2);
  // On coming back each hears the history as they were shown it.
  auto ann2 = std::make_shared<FakePeer>(), bob2 = std::make_shared<FakePeer>();
  room->attach(ann2, "ann");
  room->attach(bob2, "bob");
  REQUIRE(play.run_until([&] { return !ann2->of("chat.history").empty() && !bob2->of("chat.history").empty(); }));
  CHECK(ann2->of("chat.history")[0]["lines"].size() == 2);
  const json lines = bob2->of("chat.history")[0]["lines"];
  REQUIRE(lines.size() == 1);
  CHECK(lines[0]["text"] == "Good luck");
}

TEST_CASE("a reader who blocks the author does not hear the line, then or in the history") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  chat::SenderFacts blocked;
  blocked.blockers = {"bob"};
  say(play, room, ann, "ann", ChatRoomKind::players, "hello bob", blocked);
  say(play, room, bob, "bob", ChatRoomKind::players, "Hello");
  play.poll();
  CHECK(bob->of("chat").size() == 1);
  REQUIRE(ann->of("chat").size() == 2);  // the blocked one still hears the blocker
  auto bob2 = std::make_shared<FakePeer>();
  room->attach(bob2, "bob");
  REQUIRE(play.run_until([&] { return !bob2->of("chat.history").empty(); }));
  CHECK(bob2->of("chat.history")[0]["lines"].size() == 1);
}

TEST_CASE("a seat coming back gets chat.history right after its snapshot, only when the room has lines") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  auto quiet = std::make_shared<FakePeer>();
  room->attach(quiet, "ann");
  REQUIRE(play.run_until([&] { return !quiet->of("game").empty(); }));
  play.poll();
  CHECK(quiet->of("chat.history").empty());
  say(play, room, bob, "bob", ChatRoomKind::players, "Have fun");
  auto back = std::make_shared<FakePeer>();
  room->attach(back, "ann");
  REQUIRE(play.run_until([&] { return !back->of("chat.history").empty(); }));
  const auto types = back->types();
  REQUIRE(types.size() >= 2);
  CHECK(types[0] == "game");
  CHECK(types[1] == "chat.history");
  const json h = back->of("chat.history")[0];
  CHECK(h["game"] == room->id());
  CHECK(h["room"] == "players");
  CHECK(h["lines"][0]["text"] == "Have fun");
  CHECK(h["lines"][0]["from"]["id"] == "bob");
}

TEST_CASE("a spectator with an account gets the spectators' history on watching, a guest does not") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  auto eve = spectator("Eve", true);
  watch_now(play, room, eve, "eve");
  say(play, room, eve, "eve", ChatRoomKind::spectators, "first!");
  say(play, room, ann, "ann", ChatRoomKind::players, "Good luck");
  auto late = spectator("Late", true), guest = spectator("Guest 2", false);
  watch_now(play, room, late, "late");
  watch_now(play, room, guest, "guest");
  play.poll();
  REQUIRE(late->of("chat.history").size() == 1);
  CHECK(late->types()[1] == "chat.history");
  const json h = late->of("chat.history")[0];
  CHECK(h["room"] == "spectators");
  REQUIRE(h["lines"].size() == 1);
  CHECK(h["lines"][0]["text"] == "first!");
  CHECK(guest->of("chat.history").empty());
}

TEST_CASE("an account older than 7 days is not new") {
  Play play;
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  GameSetup s = two_people(ann, bob);
  s.seats[0].account = true;
  auto room = play.rooms.open(std::move(s));
  REQUIRE(play.run_until([&] { return !ann->of("game").empty(); }));
  chat::SenderFacts old_hand, newcomer;
  old_hand.standing.created_at = iso_time(std::chrono::system_clock::now() - std::chrono::hours(24 * 30));
  newcomer.standing.created_at = iso_time(std::chrono::system_clock::now() - std::chrono::hours(24 * 6));
  CHECK(say(play, room, ann, "ann", ChatRoomKind::players, "one", old_hand)["from"]["new"] == false);
  CHECK(say(play, room, ann, "ann", ChatRoomKind::players, "two", newcomer)["from"]["new"] == true);
  // A guest is new whatever the store says of their age.
  CHECK(say(play, room, bob, "bob", ChatRoomKind::players, "three", old_hand)["from"]["new"] == true);
}

TEST_CASE("the chat listener hears every accepted line, shadow-banned ones marked") {
  Play play;
  std::vector<chat::AcceptedLine> heard;
  play.rooms.set_chat_listener([&](const chat::AcceptedLine& l) { heard.push_back(l); });
  auto ann = std::make_shared<FakePeer>(), bob = std::make_shared<FakePeer>();
  auto room = open_chat_game(play, ann, bob);
  say(play, room, ann, "ann", ChatRoomKind::players, "Hello");
  chat::SenderFacts shadow;
  shadow.standing.shadow = true;
  say(play, room, bob, "bob", ChatRoomKind::players, "hi there", shadow);
  say(play, room, bob, "bob", ChatRoomKind::players, "hi there", shadow, "error");  // refused: not heard
  REQUIRE(heard.size() == 2);
  CHECK(heard[0].player == "ann");
  CHECK(heard[0].name == "Ann");
  CHECK(heard[0].room == "game:" + room->id() + ":players");
  CHECK(heard[0].game == room->id());
  CHECK(heard[0].text == "Hello");
  CHECK_FALSE(heard[0].troll);
  CHECK(heard[1].troll);
}

TEST_CASE("a room keeps its last 200 lines, the store's before its own after a restart") {
  chat::ChatRoom room;
  std::vector<StoredChatLine> stored;
  for (int i = 0; i < 150; ++i) stored.push_back({"game:g:players", "ann", "Ann", "s" + std::to_string(i), "", i});
  room.add({{"game:g:players", "bob", "Bob", "live", "", 0}, false, {}});
  room.restore(stored);
  auto shown = room.visible_to("x");
  REQUIRE(shown.size() == 151);
  CHECK(shown.front().text == "s0");
  CHECK(shown.back().text == "live");
  CHECK(shown.front().from.fresh);  // the store does not keep it: shown as new
  for (int i = 0; i < 60; ++i) room.add({{"game:g:players", "bob", "Bob", "n" + std::to_string(i), "", 1}, false, {}});
  shown = room.visible_to("x");
  CHECK(room.size() == 200);
  CHECK(shown.front().text == "s11");
  CHECK(shown.back().text == "n59");
}

TEST_CASE("who may chat where") {
  using chat::ChatRole;
  CHECK(chat::may_chat(ChatRoomKind::players, true, ChatRole::seat, false));
  CHECK_FALSE(chat::may_chat(ChatRoomKind::players, false, ChatRole::seat, true));
  CHECK_FALSE(chat::may_chat(ChatRoomKind::players, true, ChatRole::spectator, true));
  CHECK(chat::may_chat(ChatRoomKind::spectators, false, ChatRole::spectator, true));
  CHECK_FALSE(chat::may_chat(ChatRoomKind::spectators, true, ChatRole::spectator, false));
  CHECK_FALSE(chat::may_chat(ChatRoomKind::spectators, true, ChatRole::seat, true));
  CHECK_FALSE(chat::may_chat(ChatRoomKind::spectators, true, ChatRole::none, true));
  CHECK(chat::room_key("g1", ChatRoomKind::players) == "game:g1:players");
  CHECK(chat::room_key("g1", ChatRoomKind::spectators) == "game:g1:spectators");
}

// The checks of the community's records (store.hpp, schema version 12) that every store passes:
// community_store_test.cpp runs them on the memory and SQLite stores, pg_store_test.cpp on PostgreSQL.
// Chat lines kept per room, moderators, the moderation log and its effect on a player's standing,
// open reports, fair-play offences, blocks, and erasing a player.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "mancala/server/store/store.hpp"

namespace community_checks {

using namespace mancala;
using namespace mancala::server;

inline const std::string kRoom = "game:g1:players";

inline StoredChatLine said(const std::string& room, const std::string& player, const std::string& text, int ply,
                           bool troll = false) {
  return {room, player, player + " name", text, "", ply, troll};
}

inline void check_chat(Store& store) {
  // A line is stored while its author is a player (a deleted player's late line is not).
  store.save_player("c1", "c1 name", "hash-chat-1");
  store.save_player("c2", "p2 name", "hash-chat-2");
  for (int i = 0; i <= kChatLinesPerRoom; ++i) store.save_chat_line(said(kRoom, "c1", "line " + std::to_string(i), i));
  store.save_chat_line(said("game:g1:spectators", "c2", "psst", 7, true));
  store.save_chat_line({"tournament:t1", "c1", "Ann", "hi all", "2026-12-01T10:00:00.000Z", -1, false});
  store.flush();
  const auto lines = store.chat_lines(kRoom);
  REQUIRE(lines.size() == static_cast<std::size_t>(kChatLinesPerRoom));
  CHECK(lines.front().text == "line 1");  // line 0, the oldest, is gone
  CHECK(lines.front().ply == 1);
  CHECK(lines.back().text == "line 200");
  CHECK(lines.back().name == "c1 name");
  CHECK_FALSE(lines.back().at.empty());
  CHECK_FALSE(lines.back().troll);
  const auto spectators = store.chat_lines("game:g1:spectators");
  REQUIRE(spectators.size() == 1);
  CHECK(spectators[0].troll);
  CHECK(spectators[0].ply == 7);
  CHECK(spectators[0].player == "c2");
  CHECK(store.chat_lines("game:nope:players").empty());
  // A player's lines in every room, newest first.
  const auto mine = store.chat_lines_by("c1", 3);
  REQUIRE(mine.size() == 3);
  CHECK(mine[0].text == "hi all");
  CHECK(mine[0].room == "tournament:t1");
  CHECK(mine[0].at == "2026-12-01T10:00:00.000Z");
  CHECK(mine[0].ply == -1);
  CHECK(mine[1].text == "line 200");
  CHECK(mine[2].text == "line 199");
  CHECK(store.chat_lines_by("c1", 10000).size() == static_cast<std::size_t>(kChatLinesPerRoom) + 1);
}

inline void check_moderation(Store& store) {
  store.save_player("p1", "Guest 1", "hash1");
  store.save_player("p3", "Guest 3", "hash3");
  REQUIRE(store.create_account({"Bob", "hb", "", "p2", "hash2"}).result == AccountResult::created);
  REQUIRE(store.add_token("p1", "hash1b"));
  store.flush();

  auto s1 = store.standing("p1");
  CHECK(s1.known);
  CHECK_FALSE(s1.account);
  CHECK_FALSE(s1.moderator);
  CHECK_FALSE(s1.closed);
  CHECK_FALSE(s1.shadow);
  CHECK(s1.chat_until.empty());
  CHECK(s1.play_ban_until.empty());
  CHECK(parse_iso_time(s1.created_at).has_value());
  CHECK_FALSE(store.standing("nobody").known);

  // Moderators: by username, without regard to case; only accounts.
  CHECK(store.set_moderator("BOB", true));
  CHECK(store.standing("p2").account);
  CHECK(store.standing("p2").moderator);
  CHECK_FALSE(store.set_moderator("nobody", true));
  CHECK(store.set_moderator("bob", false));
  CHECK_FALSE(store.standing("p2").moderator);
  CHECK(store.set_moderator("bob", true));

  store.save_report({"r1", "p2", "p1", "g1", "insult", "rude", ""});
  store.save_report({"r2", "p2", "p3", "", "cheating", "", ""});
  store.save_report({"r3", "", "p1", "", "insult", "word filter", ""});
  store.flush();
  auto open = store.open_reports(100);
  REQUIRE(open.size() == 3);
  CHECK(open[0].id == "r1");
  CHECK(open[1].id == "r2");
  CHECK(store.open_reports(1).size() == 1);
  const auto filed = store.reports_by("p2");
  REQUIRE(filed.size() == 2);
  CHECK(filed[0].id == "r1");
  CHECK(filed[1].game.empty());

  // Each action changes the standing and handles the player's open reports.
  store.save_mod_action({"a1", "p2", "p1", "chat_timeout", "rude", "2030-01-01T00:15:00.000Z", ""});
  store.flush();
  CHECK(store.standing("p1").chat_until == "2030-01-01T00:15:00.000Z");
  open = store.open_reports(100);
  REQUIRE(open.size() == 1);
  CHECK(open[0].id == "r2");
  CHECK(store.reports_about("p1").size() == 2);  // handled, still held

  store.save_mod_action({"a2", "p2", "p1", "shadow_ban", "spam", "", ""});
  store.flush();
  CHECK(store.standing("p1").shadow);
  store.save_mod_action({"a3", "p2", "p1", "lift_shadow_ban", "ok", "", ""});
  store.save_mod_action({"a4", "system", "p3", "play_ban", "abort", "2030-01-02T00:00:00.000Z", ""});
  store.flush();
  CHECK_FALSE(store.standing("p1").shadow);
  CHECK(store.standing("p3").play_ban_until == "2030-01-02T00:00:00.000Z");
  CHECK(store.standing("p3").play_ban_reason == "abort");
  store.save_mod_action({"a5", "p2", "p3", "lift_play_ban", "appeal", "", ""});
  store.flush();
  CHECK(store.standing("p3").play_ban_until.empty());
  CHECK(store.standing("p3").play_ban_reason.empty());
  store.save_report({"r4", "p1", "p3", "", "cheating", "again", ""});
  store.save_mod_action({"a6", "p2", "p3", "dismiss_reports", "no evidence", "", ""});
  store.flush();
  CHECK(store.open_reports(100).empty());

  // The log, newest first: one player's, or everyone's.
  const auto about_p1 = store.mod_actions("p1", 10);
  REQUIRE(about_p1.size() == 3);
  CHECK(about_p1[0].id == "a3");
  CHECK(about_p1[2].id == "a1");
  CHECK(about_p1[2].action == "chat_timeout");
  CHECK(about_p1[2].until == "2030-01-01T00:15:00.000Z");
  CHECK(about_p1[2].moderator == "p2");
  CHECK(about_p1[2].reason == "rude");
  CHECK(parse_iso_time(about_p1[2].at).has_value());
  const auto all = store.mod_actions("", 1000);
  REQUIRE(all.size() == 6);
  CHECK(all[0].id == "a6");
  CHECK(store.mod_actions("", 2).size() == 2);

  // Closing an account drops every token of the player.
  REQUIRE(store.find_player("hash1").has_value());
  store.save_mod_action({"a7", "p2", "p1", "close_account", "abuse", "", ""});
  store.flush();
  CHECK_FALSE(store.find_player("hash1").has_value());
  CHECK_FALSE(store.find_player("hash1b").has_value());
  CHECK(store.standing("p1").closed);
  CHECK(store.standing("p1").known);
  CHECK(store.find_player("hash3").has_value());
}

inline void check_offences_and_blocks(Store& store) {
  store.save_offence({"p3", "g1", "abort", "2026-01-01T00:00:00.000Z"});
  store.save_offence({"p3", "g2", "no_start", "2026-01-02T00:00:00.000Z"});
  store.save_offence({"p4", "g2", "left_lost", "2026-01-02T00:00:00.000Z"});
  store.set_block("p2", "p3", false);
  store.set_block("p2", "p4", false);
  store.set_block("p3", "p2", false);
  store.flush();
  CHECK(store.offences("p3", "2026-01-01T00:00:00.000Z").size() == 2);
  const auto recent = store.offences("p3", "2026-01-01T12:00:00.000Z");
  REQUIRE(recent.size() == 1);
  CHECK(recent[0].kind == "no_start");
  CHECK(recent[0].game == "g2");
  CHECK(recent[0].at == "2026-01-02T00:00:00.000Z");
  auto blocked = store.blocked_by("p2");
  std::sort(blocked.begin(), blocked.end());
  CHECK(blocked == std::vector<std::string>{"p3", "p4"});
  CHECK(store.blocked_by("p3") == std::vector<std::string>{"p2"});
  CHECK(store.blocked_by("p4").empty());
}

inline std::array<StoredRating, 2> plus_ten(const std::array<StoredRating, 2>& before, double) {
  auto after = before;
  for (auto& r : after) r.rating += 10, r.games += 1;
  return after;
}

inline void check_delete(Store& store) {
  REQUIRE(store.create_account({"Dee", "hd", "", "p5", "hash5"}).result == AccountResult::created);
  store.save_player("p6", "Eve", "hash6");
  REQUIRE(store.add_token("p5", "hash5b"));
  GameStart g;
  g.id = "gd";
  g.kind = "human";
  g.south = {"p5", "Dee", std::nullopt};
  g.north = {"p6", "Eve", std::nullopt};
  store.start_game(g);
  Position end;
  end.result = Outcome::south;
  end.reason = Reason::normal;
  store.finish_rated_game("gd", end, RatedResult{"v", {"p5", "p6"}, 1.0, 5, plus_ten}, [](auto) {});
  store.save_chat_line(said("game:gd:players", "p5", "bye", 3));
  store.save_chat_line(said("game:gd:players", "p6", "ciao", 4));
  store.set_block("p5", "p6", false);
  store.set_block("p6", "p5", false);
  store.save_seek({"s5", "p5", "", "{}"});
  store.save_offence({"p5", "gd", "abort", "2026-01-01T00:00:00.000Z"});
  store.save_mod_action({"d1", "system", "p5", "play_ban", "abort", "2030-01-01T00:00:00.000Z", ""});
  store.flush();
  REQUIRE(store.rating("p5", "v").games == 1);
  REQUIRE(store.player_profile("p6")->history.size() == 1);

  CHECK_FALSE(store.delete_player("nobody"));
  CHECK(store.delete_player("p5"));
  CHECK_FALSE(store.standing("p5").known);
  CHECK_FALSE(store.player_profile("p5").has_value());
  CHECK_FALSE(store.find_player("hash5").has_value());
  CHECK_FALSE(store.find_player("hash5b").has_value());
  CHECK_FALSE(store.account("dee").has_value());
  CHECK(store.chat_lines_by("p5", 100).empty());
  const auto left = store.chat_lines("game:gd:players");
  REQUIRE(left.size() == 1);
  CHECK(left[0].text == "ciao");
  CHECK(store.rating("p5", "v").games == 0);
  CHECK(store.blocked_by("p5").empty());
  CHECK(store.blocked_by("p6").empty());
  CHECK(store.blocks_around("p6").empty());
  CHECK(store.seeks("").empty());
  CHECK(store.offences("p5", "").empty());
  // The game stays, its seat renamed; the other player keeps theirs and their rating history.
  const auto kept = store.game("gd");
  REQUIRE(kept.has_value());
  CHECK(kept->start.south.name == "deleted player");
  CHECK_FALSE(kept->start.south.account);
  CHECK(kept->start.north.name == "Eve");
  CHECK(kept->result == Outcome::south);
  REQUIRE(store.player_games("p6", 10000, 0).size() == 1);
  CHECK(store.player_games("p6", 10000, 0)[0].start.south.name == "deleted player");
  CHECK(store.player_profile("p6")->history.size() == 1);
  CHECK(store.rating("p6", "v").games == 1);
  CHECK(store.find_player("hash6").has_value());
  CHECK_FALSE(store.delete_player("p5"));  // gone already
}

inline void check_all(Store& store) {
  check_chat(store);
  check_moderation(store);
  check_offences_and_blocks(store);
  check_delete(store);
}

}  // namespace community_checks

#include "mancala/server/tournament/arena_sheet.hpp"

namespace mancala::server {
namespace {

// Two wins in a row set a player on fire; the next game that is not a win puts it out.
constexpr int arena_streak_wins = 2;
constexpr int arena_win_points = 2;
constexpr int arena_draw_points = 1;
// A draw shorter than this scores nothing (agreed or forced draws to farm points).
constexpr int arena_short_draw_plies = 20;
// A berserk win earns its extra point only when the game lasted this long.
constexpr int arena_berserk_min_plies = 14;

ArenaMark arena_mark(const ArenaOutcome& g, bool on_fire) {
  const int factor = on_fire ? 2 : 1;
  switch (g.result) {
    case ArenaOutcome::Result::win: {
      const int bonus = g.berserk && g.plies >= arena_berserk_min_plies ? 1 : 0;
      return {arena_win_points * factor + bonus, on_fire};
    }
    case ArenaOutcome::Result::draw:
      if (g.plies < arena_short_draw_plies) return {0, false};
      return {arena_draw_points * factor, on_fire};
    case ArenaOutcome::Result::loss:
      break;
  }
  return {0, false};
}

}  // namespace

ArenaSheet arena_sheet(const std::vector<ArenaOutcome>& games) {
  ArenaSheet sheet;
  sheet.marks.reserve(games.size());
  int wins_in_a_row = 0;
  for (const ArenaOutcome& g : games) {
    const ArenaMark mark = arena_mark(g, wins_in_a_row >= arena_streak_wins);
    sheet.marks.push_back(mark);
    sheet.score += mark.points;
    // Any game that is not a win, a short draw included, ends the streak.
    wins_in_a_row = g.result == ArenaOutcome::Result::win ? wins_in_a_row + 1 : 0;
  }
  sheet.on_fire = wins_in_a_row >= arena_streak_wins;
  return sheet;
}

}  // namespace mancala::server

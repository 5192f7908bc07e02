#include "mancala/server/tournament/standings.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include "mancala/server/tournament/arena_sheet.hpp"

namespace mancala::server {
namespace {

// How a game's row names a player whose entrant row was erased (Store::delete_player).
constexpr const char* standings_deleted_name = "deleted player";

using StandingsResult = ArenaOutcome::Result;

/// The entrants' rows in the order given, found by player id.
class StandingsTable {
 public:
  explicit StandingsTable(const std::vector<StoredEntrant>& players) : players_(players) {
    rows_.reserve(players.size());
    for (std::size_t i = 0; i < players.size(); ++i) {
      const StoredEntrant& e = players[i];
      index_.emplace(e.player, i);
      StandingRow row;
      row.player = e.player;
      row.name = e.name;
      row.rating = e.rating;
      row.withdrawn = e.withdrawn || e.paused;
      rows_.push_back(std::move(row));
    }
  }

  StandingRow* row(const std::string& player) {
    const auto it = index_.find(player);
    return it == index_.end() ? nullptr : &rows_[it->second];
  }

  std::string name(const std::string& player) const {
    if (player.empty()) return "";
    const auto it = index_.find(player);
    return it == index_.end() ? standings_deleted_name : players_[it->second].name;
  }

  std::vector<StandingRow>& rows() { return rows_; }

  /// Sorts the rows by `better` (a strict order of rows), ties by who joined first, then by id,
  /// and numbers them 1..n.
  template <class Better>
  std::vector<StandingRow> ranked(Better better) {
    std::vector<std::size_t> order(rows_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      if (better(rows_[a], rows_[b])) return true;
      if (better(rows_[b], rows_[a])) return false;
      if (players_[a].joined_at != players_[b].joined_at) return players_[a].joined_at < players_[b].joined_at;
      return players_[a].player < players_[b].player;
    });
    std::vector<StandingRow> out;
    out.reserve(order.size());
    for (std::size_t i : order) {
      out.push_back(std::move(rows_[i]));
      out.back().rank = static_cast<int>(out.size());
    }
    return out;
  }

 private:
  const std::vector<StoredEntrant>& players_;
  std::map<std::string, std::size_t> index_;
  std::vector<StandingRow> rows_;
};

/// The result of a finished game for the player on `side` (0 south, 1 north); nullopt while it
/// is in progress (or for a row that is not a game).
std::optional<StandingsResult> standings_result(const StoredTournamentGame& g, int side) {
  if (g.result == "draw") return StandingsResult::draw;
  if (g.result == "south") return side == 0 ? StandingsResult::win : StandingsResult::loss;
  if (g.result == "north") return side == 1 ? StandingsResult::win : StandingsResult::loss;
  return std::nullopt;
}

const char* standings_result_name(std::optional<StandingsResult> r) {
  if (!r) return "";
  switch (*r) {
    case StandingsResult::win:
      return "win";
    case StandingsResult::draw:
      return "draw";
    case StandingsResult::loss:
      break;
  }
  return "loss";
}

bool standings_is_bye(const StoredTournamentGame& g) { return g.result == "bye" || g.result == "half_bye"; }

/// An aborted game was not played: it is left out of both rows (else it would read as in progress).
bool standings_is_void(const StoredTournamentGame& g) { return g.result == "aborted"; }

/// The game as its player on `side` sees it, before scoring.
StandingGame standings_game(const StoredTournamentGame& g, int side, const StandingsTable& table) {
  StandingGame out;
  out.game = g.game;
  out.opponent = side == 0 ? g.north : g.south;
  out.opponent_name = table.name(out.opponent);
  out.result = standings_result_name(standings_result(g, side));
  out.berserk = g.berserk[static_cast<std::size_t>(side)];
  out.round = g.round;
  return out;
}

double swiss_game_points(StandingsResult r) {
  switch (r) {
    case StandingsResult::win:
      return 1;
    case StandingsResult::draw:
      return 0.5;
    case StandingsResult::loss:
      break;
  }
  return 0;
}

double swiss_bye_points(const StoredTournamentGame& g, int games_per_round) {
  return g.result == "bye" ? games_per_round : games_per_round / 2.0;
}

/// Every player's Swiss points from the rows, players whose entrant row is gone included (their
/// opponents' tie-breaks still count them).
std::map<std::string, double> swiss_points(const std::vector<StoredTournamentGame>& games, int games_per_round) {
  std::map<std::string, double> points;
  for (const StoredTournamentGame& g : games) {
    if (standings_is_bye(g)) {
      points[g.south] += swiss_bye_points(g, games_per_round);
      continue;
    }
    for (int side = 0; side < 2; ++side) {
      const auto r = standings_result(g, side);
      if (r) points[side == 0 ? g.south : g.north] += swiss_game_points(*r);
    }
  }
  return points;
}

}  // namespace

std::vector<StandingRow> arena_standings(const std::vector<StoredEntrant>& players,
                                         const std::vector<StoredTournamentGame>& games) {
  StandingsTable table(players);
  // Per row: its finished games' outcomes, and where each sits in the row's games.
  std::map<StandingRow*, std::pair<std::vector<ArenaOutcome>, std::vector<std::size_t>>> finished;
  for (const StoredTournamentGame& g : games) {
    if (standings_is_bye(g) || standings_is_void(g)) continue;  // byes: Swiss only
    for (int side = 0; side < 2; ++side) {
      StandingRow* row = table.row(side == 0 ? g.south : g.north);
      if (row == nullptr) continue;
      row->games.push_back(standings_game(g, side, table));
      if (const auto r = standings_result(g, side)) {
        auto& [outcomes, at] = finished[row];
        outcomes.push_back({*r, g.plies, g.berserk[static_cast<std::size_t>(side)]});
        at.push_back(row->games.size() - 1);
      }
    }
  }
  for (auto& [row, played] : finished) {
    const ArenaSheet sheet = arena_sheet(played.first);
    for (std::size_t i = 0; i < sheet.marks.size(); ++i) {
      StandingGame& game = row->games[played.second[i]];
      game.points = sheet.marks[i].points;
      game.doubled = sheet.marks[i].doubled;
    }
    row->score = sheet.score;
    row->on_fire = sheet.on_fire;
  }
  return table.ranked([](const StandingRow& a, const StandingRow& b) {
    if (a.score != b.score) return a.score > b.score;
    return a.rating > b.rating;
  });
}

std::vector<StandingRow> swiss_standings(const std::vector<StoredEntrant>& players,
                                         const std::vector<StoredTournamentGame>& games, int games_per_round) {
  StandingsTable table(players);
  const std::map<std::string, double> points = swiss_points(games, games_per_round);
  const auto final_points = [&](const std::string& player) {
    const auto it = points.find(player);
    return it == points.end() ? 0.0 : it->second;
  };
  std::map<StandingRow*, std::set<std::pair<int, std::string>>> met;  // (round, opponent)
  for (const StoredTournamentGame& g : games) {
    if (standings_is_bye(g)) {
      if (StandingRow* row = table.row(g.south)) {
        StandingGame bye;
        bye.game = g.game;
        bye.result = "bye";
        bye.points = swiss_bye_points(g, games_per_round);
        bye.round = g.round;
        row->games.push_back(std::move(bye));
      }
      continue;
    }
    if (standings_is_void(g)) continue;
    for (int side = 0; side < 2; ++side) {
      StandingRow* row = table.row(side == 0 ? g.south : g.north);
      if (row == nullptr) continue;
      StandingGame game = standings_game(g, side, table);
      // A pairing counts for Buchholz from the moment it is made; its score once it ends.
      met[row].emplace(g.round, game.opponent);
      if (const auto r = standings_result(g, side)) {
        game.points = swiss_game_points(*r);
        row->sonneborn_berger += final_points(game.opponent) * game.points;
      }
      row->games.push_back(std::move(game));
    }
  }
  for (auto& [row, opponents] : met) {
    for (const auto& [round, opponent] : opponents) row->buchholz += final_points(opponent);
  }
  for (StandingRow& row : table.rows()) row.score = final_points(row.player);
  return table.ranked([](const StandingRow& a, const StandingRow& b) {
    if (a.score != b.score) return a.score > b.score;
    if (a.buchholz != b.buchholz) return a.buchholz > b.buchholz;
    if (a.sonneborn_berger != b.sonneborn_berger) return a.sonneborn_berger > b.sonneborn_berger;
    return a.rating > b.rating;
  });
}

}  // namespace mancala::server

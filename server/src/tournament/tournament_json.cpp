#include "mancala/server/tournament/tournament_json.hpp"

#include <cmath>
#include <cstdint>

#include "mancala/protocol/json_game.hpp"
#include "mancala/protocol/time_control.hpp"
#include "mancala/server/tournament/standings.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;

// How many rows the podium shows.
constexpr std::size_t tournament_podium_size = 3;

bool tournament_is_swiss(const StoredTournament& t) { return t.kind == "swiss"; }

/// Whole scores as integers (arena: 12), halves as they are (Swiss: 1.5).
json tournament_number(double x) {
  if (x == std::floor(x)) return static_cast<std::int64_t>(x);
  return x;
}

json tournament_text_or_null(const std::string& s) { return s.empty() ? json(nullptr) : json(s); }

json tournament_game_json(const StandingGame& g) {
  const bool bye = g.result == "bye";
  return {{"game", bye ? json(nullptr) : json(g.game)},
          {"opponent", bye ? json(nullptr) : json{{"id", g.opponent}, {"name", g.opponent_name}}},
          // In progress: null.
          {"result", tournament_text_or_null(g.result)},
          {"points", tournament_number(g.points)},
          {"doubled", g.doubled},
          {"berserk", g.berserk},
          {"round", g.round}};
}

json tournament_row_json(const StandingRow& r, bool swiss, bool bots) {
  json games = json::array();
  for (const StandingGame& g : r.games) games.push_back(tournament_game_json(g));
  json out = {{"rank", r.rank},
              {"player", {{"id", r.player}, {"name", r.name}}},
              {"score", tournament_number(r.score)},
              {"rating", std::lround(r.rating)},
              {"on_fire", r.on_fire},
              {"withdrawn", r.withdrawn}};
  // Only bot accounts join a bots event (docs/protocol.md §Tournaments).
  if (bots) out["player"]["bot"] = true;
  if (swiss) {
    out["buchholz"] = tournament_number(r.buchholz);
    out["sonneborn_berger"] = tournament_number(r.sonneborn_berger);
  }
  out["games"] = std::move(games);
  return out;
}

}  // namespace

json tournament_summary_json(const StoredTournament& t, int players) {
  json out = {{"tournament", t.id},
              {"kind", t.kind},
              {"name", t.name},
              {"variant", protocol::variant_to_json(t.variant)},
              {"clock", protocol::time_control_to_json(t.clock)},
              {"status", t.status},
              {"players", players},
              {"starts_at", t.starts_at},
              // A Swiss event's end is known once it finished.
              {"ends_at", tournament_text_or_null(t.ends_at)},
              {"rated", t.rated},
              {"bots", t.bots}};
  if (tournament_is_swiss(t)) {
    out["rounds"] = t.rounds;
  } else {
    out["minutes"] = t.minutes;
  }
  return out;
}

json tournament_json(const StoredTournament& t, const std::vector<StoredEntrant>& players,
                     const std::vector<StoredTournamentGame>& games) {
  const bool swiss = tournament_is_swiss(t);
  const std::vector<StandingRow> rows =
      swiss ? swiss_standings(players, games, t.games_per_round) : arena_standings(players, games);
  json out = tournament_summary_json(t, static_cast<int>(players.size()));
  if (swiss) {
    out["round"] = t.round;
    out["games_per_round"] = t.games_per_round;
  }
  // The creator's name is not among these rows: the caller may add it.
  out["created_by"] = t.created_by.empty() ? json(nullptr) : json{{"id", t.created_by}};
  json standings = json::array();
  for (const StandingRow& r : rows) standings.push_back(tournament_row_json(r, swiss, t.bots));
  json podium = nullptr;
  if (t.status == "finished") {
    podium = json::array();
    for (std::size_t i = 0; i < rows.size() && i < tournament_podium_size; ++i) podium.push_back(standings[i]);
  }
  out["podium"] = std::move(podium);
  out["standings"] = std::move(standings);
  return out;
}

}  // namespace mancala::server

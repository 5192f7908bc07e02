// PgStore's reads: one read connection under a mutex (never the writer's), rows turned into
// records by game_rows.hpp as in the SQLite store. A lost connection is connected again by the
// next read; the read that met it throws.
#include <unordered_map>

#include "game_rows.hpp"
#include "mancala/server/store/pg_store.hpp"
#include "pg_support.hpp"
#include "tournament_columns.hpp"
#include "write_queue.hpp"

namespace mancala::server {
namespace {

using Clock = std::chrono::system_clock;

// game_rows.hpp's columns.
std::string game_columns() {
  return "SELECT id, variant::text, kind, from_queue::int, south_player, south_name, south_bot, north_player, "
         "north_name, north_bot, result, reason, south_store, north_store, " +
         pg_iso("started_at") + ", " + pg_iso("ended_at") +
         ", EXISTS(SELECT 1 FROM plies p WHERE p.game_id = games.id AND p.pit IS NULL)::int, "
         "(SELECT username FROM accounts a WHERE a.player_id = games.south_player), "
         "(SELECT username FROM accounts a WHERE a.player_id = games.north_player), clock, "
         "COALESCE(tournament, ''), berserk, "
         "COALESCE((SELECT bot FROM players p WHERE p.id = games.south_player), false)::int, "
         "COALESCE((SELECT bot FROM players p WHERE p.id = games.north_player), false)::int FROM games ";
}

std::vector<GameRecord> records_of(const PgResult& r) {
  std::vector<GameRecord> games;
  for (int i = 0; i < r.rows(); ++i)
    if (auto g = record_of(PgRow{r, i})) games.push_back(std::move(*g));
  return games;
}

}  // namespace

std::vector<PgStatement> pg_community_reader_statements();   // pg_community.cpp
std::vector<PgStatement> pg_tournament_reader_statements();  // pg_tournaments.cpp
std::vector<PgStatement> pg_puzzle_reader_statements();      // pg_puzzles.cpp

std::vector<PgStatement> pg_reader_statements() {
  const std::string games = game_columns();
  std::vector<PgStatement> s = {
      // The first token is in `players`, those of later logins in `player_tokens`.
      {"find_player",
       "SELECT p.id, p.name, EXISTS(SELECT 1 FROM accounts a WHERE a.player_id = p.id)::int, p.bot::int FROM players "
       "p "
       "WHERE p.token_hash = $1 OR p.id = (SELECT player_id FROM player_tokens WHERE token_hash = $1) LIMIT 1"},
      {"find_game", games + "WHERE id = $1"},
      {"game_plies",
       "SELECT side, pit, " + pg_iso("played_at") + ", clock_ms FROM plies WHERE game_id = $1 ORDER BY n"},
      {"recent", games + "WHERE ended_at IS NOT NULL ORDER BY ended_at DESC, seq DESC LIMIT $1"},
      // Each seat by its own index; a local game has the player in both seats.
      {"player_games", games + "WHERE south_player = $1 UNION ALL " + games +
                           "WHERE north_player = $1 AND south_player IS DISTINCT FROM $1 "
                           "ORDER BY 15 DESC, 1 DESC LIMIT $2 OFFSET $3"},
      {"unfinished", games + "WHERE ended_at IS NULL ORDER BY started_at, seq"},
      {"unfinished_plies", "SELECT p.game_id, p.n, p.side, p.pit, " + pg_iso("p.played_at") +
                               ", p.clock_ms FROM plies p JOIN games g ON g.id = p.game_id WHERE g.ended_at IS NULL "
                               "ORDER BY p.game_id, p.n"},
      {"owned", games + "WHERE ended_at IS NULL AND owner_node = $1 ORDER BY started_at, seq"},
      {"owned_plies", "SELECT p.game_id, p.n, p.side, p.pit, " + pg_iso("p.played_at") +
                          ", p.clock_ms FROM plies p JOIN games g ON g.id = p.game_id WHERE g.ended_at IS NULL "
                          "AND g.owner_node = $1 ORDER BY p.game_id, p.n"},
      // One statement: a second node claiming the same games waits for the first's row locks, then
      // finds another owner and claims none of them.
      {"claim",
       "UPDATE games SET owner_node = $2, owner_epoch = owner_epoch + 1 WHERE ended_at IS NULL AND owner_node = $1 "
       "RETURNING id, owner_epoch"},
      {"rating", "SELECT rating, rd, vol, games FROM ratings WHERE player_id = $1 AND variant = $2"},
      {"player_row",
       "SELECT id, name, (SELECT username FROM accounts WHERE player_id = $1), bot::int, COALESCE(bot_owner, '') "
       "FROM players WHERE id = $1"},
      {"player_game_count",
       "SELECT (SELECT COUNT(*) FROM games WHERE south_player = $1) + "
       "(SELECT COUNT(*) FROM games WHERE north_player = $1 AND south_player IS DISTINCT FROM $1)"},
      {"player_ratings",
       "SELECT variant, rating, rd, vol, games FROM ratings WHERE player_id = $1 ORDER BY games DESC, variant"},
      {"player_history", "SELECT game_id, variant, " + pg_iso("ended_at") +
                             ", rating, rd FROM game_ratings WHERE player_id = $1 ORDER BY ended_at, game_id"},
      {"leaderboard",
       "SELECT r.player_id, p.name, r.rating, r.rd, r.vol, r.games, p.bot::int FROM ratings r JOIN players p ON "
       "p.id = r.player_id WHERE r.variant = $1 AND r.rd > $2 AND r.rd <= $3 AND p.bot = $5 "
       "ORDER BY r.rating DESC, r.player_id LIMIT $4"},
      {"find_review", "SELECT review FROM reviews WHERE game_id = $1"},
      {"find_block", "SELECT 1 FROM blocks WHERE blocker = $1 AND blocked = $2"},
      {"reports_since", "SELECT COUNT(*) FROM reports WHERE reporter = $1 AND created_at >= $2::timestamptz"},
      {"reports_about", "SELECT id, reporter, player, COALESCE(game, ''), reason, text, " + pg_iso("created_at") +
                            " FROM reports WHERE player = $1 ORDER BY created_at, id"},
      {"blocks_around",
       "SELECT blocked FROM blocks WHERE blocker = $1 UNION SELECT blocker FROM blocks WHERE blocked = $1"},
      {"node_seeks", "SELECT id, player_id, node, seek FROM seeks WHERE node = $1 ORDER BY created_at, id"},
      {"find_account",
       "SELECT a.username, a.password_hash, p.id, p.name, p.bot::int FROM accounts a JOIN players p ON "
       "p.id = a.player_id "
       "WHERE a.username_key = $1"},
  };
  for (PgStatement& c : pg_community_reader_statements()) s.push_back(std::move(c));
  for (PgStatement& c : pg_tournament_reader_statements()) s.push_back(std::move(c));
  for (PgStatement& c : pg_puzzle_reader_statements()) s.push_back(std::move(c));
  return s;
}

std::optional<StoredPlayer> PgStore::find_player(const std::string& hash) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "find_player", {hash});
  if (r.rows() == 0) return std::nullopt;
  return StoredPlayer{r.text(0, 0), r.text(0, 1), r.integer(0, 2) != 0, r.integer(0, 3) != 0};
}

std::optional<StoredAccount> PgStore::account(const std::string& username) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "find_account", {username_key(username)});
  if (r.rows() == 0) return std::nullopt;
  return StoredAccount{r.text(0, 0), r.text(0, 1), {r.text(0, 2), r.text(0, 3), true, r.integer(0, 4) != 0}};
}

std::optional<GameRecord> PgStore::game(const std::string& id) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "find_game", {id});
  if (r.rows() == 0) return std::nullopt;
  auto g = record_of(PgRow{r, 0});
  if (!g) return std::nullopt;
  const PgResult p = read_retrying(*reader_, "game_plies", {id});
  for (int i = 0; i < p.rows(); ++i) {
    g->plies.push_back(ply_of(PgRow{p, i}, 0, 3));
    g->played_at.push_back(p.text(i, 2));
  }
  return g;
}

std::optional<std::string> PgStore::review(const std::string& game) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "find_review", {game});
  if (r.rows() == 0) return std::nullopt;
  return r.text(0, 0);
}

int PgStore::reports_since(const std::string& reporter, const std::string& since) {
  std::lock_guard lock(reader_mutex_);
  return static_cast<int>(read_retrying(*reader_, "reports_since", {reporter, since}).integer(0, 0));
}

std::vector<StoredReport> PgStore::reports_about(const std::string& player) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "reports_about", {player});
  std::vector<StoredReport> out;
  for (int i = 0; i < r.rows(); ++i)
    out.push_back({r.text(i, 0), r.text(i, 1), r.text(i, 2), r.text(i, 3), r.text(i, 4), r.text(i, 5), r.text(i, 6)});
  return out;
}

bool PgStore::blocks(const std::string& blocker, const std::string& blocked) {
  std::lock_guard lock(reader_mutex_);
  return read_retrying(*reader_, "find_block", {blocker, blocked}).rows() > 0;
}

std::vector<std::string> PgStore::blocks_around(const std::string& player) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "blocks_around", {player});
  std::vector<std::string> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back(r.text(i, 0));
  return out;
}

bool PgStore::blocked_either(const std::string& a, const std::string& b) { return blocks(a, b) || blocks(b, a); }

std::vector<StoredSeek> PgStore::seeks(const std::string& node) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "node_seeks", {node});
  std::vector<StoredSeek> out;
  for (int i = 0; i < r.rows(); ++i) out.push_back({r.text(i, 0), r.text(i, 1), r.text(i, 2), r.text(i, 3)});
  return out;
}

std::vector<GameRecord> PgStore::recent_games(int limit) {
  std::lock_guard lock(reader_mutex_);
  return records_of(read_retrying(*reader_, "recent", {limit}));
}

std::vector<GameRecord> PgStore::player_games(const std::string& player_id, int limit, int offset) {
  std::lock_guard lock(reader_mutex_);
  return records_of(read_retrying(*reader_, "player_games", {player_id, limit, offset}));
}

std::vector<StoredGame> PgStore::games_in_progress() {
  std::lock_guard lock(reader_mutex_);
  return read_unfinished(nullptr);
}

std::vector<StoredGame> PgStore::claim_games(const std::string& from, const std::string& to) {
  std::lock_guard lock(reader_mutex_);
  // One transaction: a claim whose games could not be read back is not made (a node would own
  // games that run nowhere); the next look claims them again.
  std::unordered_map<std::string, std::int64_t> epochs;
  std::vector<StoredGame> games;
  try {
    if (!reader_->connected()) reader_->connect();
    reader_->exec("BEGIN");
    const PgResult claimed = reader_->run("claim", {from, to});
    for (int i = 0; i < claimed.rows(); ++i) epochs[claimed.text(i, 0)] = claimed.integer(i, 1);
    if (!epochs.empty()) games = read_unfinished(&to);
    reader_->exec("COMMIT");
  } catch (const PgError&) {
    try {
      reader_->exec("ROLLBACK");
    } catch (const PgError&) {
      reader_->close();
    }
    throw;
  }
  std::erase_if(games, [&](const StoredGame& g) { return !epochs.count(g.start.id); });  // owned before
  std::lock_guard owned(owned_mutex_);
  for (const auto& g : games) owned_[g.start.id] = epochs[g.start.id];
  return games;
}

std::vector<StoredGame> PgStore::read_unfinished(const std::string* owner) {
  std::vector<StoredGame> games;
  std::unordered_map<std::string, std::size_t> at;  // game id → index in games
  const PgResult r = owner ? read_retrying(*reader_, "owned", {*owner}) : read_retrying(*reader_, "unfinished", {});
  for (int i = 0; i < r.rows(); ++i) {
    auto start = start_of(PgRow{r, i});
    if (!start) continue;
    StoredGame g;
    g.start = std::move(*start);
    g.started_at = parse_iso_time(r.text(i, 14)).value_or(Clock::now());
    g.last_ply_at = g.started_at;
    g.berserk = berserk_of_bits(r.integer(i, 21));
    at.emplace(g.start.id, games.size());
    games.push_back(std::move(g));
  }
  const PgResult p =
      owner ? read_retrying(*reader_, "owned_plies", {*owner}) : read_retrying(*reader_, "unfinished_plies", {});
  std::unordered_map<std::string, bool> broken;
  for (int i = 0; i < p.rows(); ++i) add_unfinished_ply(PgRow{p, i}, games, at, broken);
  return games;
}

StoredRating PgStore::rating(const std::string& player_id, const std::string& variant) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "rating", {player_id, variant});
  if (r.rows() == 0) return {};
  return {r.real(0, 0), r.real(0, 1), r.real(0, 2), static_cast<int>(r.integer(0, 3))};
}

std::optional<PlayerProfile> PgStore::player_profile(const std::string& player_id) {
  std::lock_guard lock(reader_mutex_);
  PlayerProfile p;
  {
    const PgResult r = read_retrying(*reader_, "player_row", {player_id});
    if (r.rows() == 0) return std::nullopt;
    p.id = r.text(0, 0);
    p.name = r.text(0, 1);
    if (!r.is_null(0, 2)) p.account = r.text(0, 2);
    p.bot = r.integer(0, 3) != 0;
    p.bot_owner = r.text(0, 4);
  }
  p.games = static_cast<int>(read_retrying(*reader_, "player_game_count", {player_id}).integer(0, 0));
  const PgResult ratings = read_retrying(*reader_, "player_ratings", {player_id});
  for (int i = 0; i < ratings.rows(); ++i)
    p.ratings.push_back(
        {ratings.text(i, 0),
         {ratings.real(i, 1), ratings.real(i, 2), ratings.real(i, 3), static_cast<int>(ratings.integer(i, 4))}});
  const PgResult h = read_retrying(*reader_, "player_history", {player_id});
  for (int i = 0; i < h.rows(); ++i)
    p.history.push_back({h.text(i, 0), h.text(i, 1), h.text(i, 2), h.real(i, 3), h.real(i, 4)});
  return p;
}

std::vector<LeaderboardRow> PgStore::leaderboard(const std::string& variant, RdBand band, bool bots, int limit) {
  std::lock_guard lock(reader_mutex_);
  const PgResult r = read_retrying(*reader_, "leaderboard", {variant, band.above, band.at_most, limit, bots});
  std::vector<LeaderboardRow> rows;
  for (int i = 0; i < r.rows(); ++i)
    rows.push_back({r.text(i, 0),
                    r.text(i, 1),
                    {r.real(i, 2), r.real(i, 3), r.real(i, 4), static_cast<int>(r.integer(i, 5))},
                    r.integer(i, 6) != 0});
  return rows;
}

}  // namespace mancala::server

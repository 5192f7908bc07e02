// PostgreSQL's schema, version by version, and PgStore::migrate, which brings a database up to date.
#include <spdlog/spdlog.h>

#include <iterator>
#include <stdexcept>
#include <string>

#include "mancala/server/store/pg_store.hpp"
#include "pg_support.hpp"

namespace mancala::server {
namespace {

// The versions of the SQLite store's schema, step for step, and then PostgreSQL's own: version 7
// (a cluster's owners) exists only here.
constexpr int pg_schema_version = 16;

// Version 1: players, games (one row each, result filled in at the end), plies (one row each).
// `seq` orders games started or ended at the same millisecond, as SQLite's rowid does.
constexpr const char* pg_schema_v1 = R"sql(
CREATE TABLE players(
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE games(
  id TEXT PRIMARY KEY,
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  variant JSONB NOT NULL,
  kind TEXT NOT NULL,
  from_queue BOOLEAN NOT NULL,
  south_player TEXT, south_name TEXT NOT NULL, south_bot TEXT,
  north_player TEXT, north_name TEXT NOT NULL, north_bot TEXT,
  result TEXT, reason TEXT, south_store INTEGER, north_store INTEGER,
  started_at TIMESTAMPTZ NOT NULL, ended_at TIMESTAMPTZ
);
CREATE INDEX games_ended ON games(ended_at);
CREATE TABLE plies(
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  side SMALLINT NOT NULL,
  pit SMALLINT,
  played_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY(game_id, n)
);
)sql";

// Version 2 is SQLite's ply log (ply_log.hpp): PostgreSQL writes a ply's row in place (a B-tree
// insert, its WAL one small record), so `plies` stays the one table of plies.
constexpr const char* pg_schema_v2 = "SELECT 1";

// Version 3: a player's games (/api/players/{id}/games) found by seat, newest first.
constexpr const char* pg_schema_v3 = R"sql(
CREATE INDEX games_south_player ON games(south_player, started_at);
CREATE INDEX games_north_player ON games(north_player, started_at);
)sql";

// Version 4: ratings per player and variant (variant_key()'s text), and each rated game's before
// and after (rating_rows.hpp), written in the transaction that stores the result.
constexpr const char* pg_schema_v4 = R"sql(
CREATE TABLE ratings(
  player_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL, rd DOUBLE PRECISION NOT NULL, vol DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY(player_id, variant)
);
CREATE INDEX ratings_board ON ratings(variant, rating);
CREATE TABLE game_ratings(
  game_id TEXT NOT NULL,
  side SMALLINT NOT NULL,
  player_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL, rd_before DOUBLE PRECISION NOT NULL,
  rating DOUBLE PRECISION NOT NULL, rd DOUBLE PRECISION NOT NULL, vol DOUBLE PRECISION NOT NULL,
  ended_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY(game_id, side)
);
CREATE INDEX game_ratings_player ON game_ratings(player_id, ended_at);
)sql";

// Version 5: optional accounts (a username, unique by its lower case, and an Argon2id hash of
// the password) and the tokens a player gets beside the first one, one per login.
constexpr const char* pg_schema_v5 = R"sql(
CREATE TABLE accounts(
  username_key TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  player_id TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE player_tokens(
  token_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX player_tokens_player ON player_tokens(player_id);
)sql";

// Version 6: each finished game's perfect-play review (docs/analysis.md), as the JSON text that
// GET /api/games/{id}/analysis answers, computed once.
constexpr const char* pg_schema_v6 = R"sql(
CREATE TABLE reviews(
  game_id TEXT PRIMARY KEY,
  review TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
)sql";

// Version 7: the node of a cluster that owns each unfinished game, and its fencing epoch: a claim
// adds one, and a node writes a game's plies only while the epoch is still the one it holds.
constexpr const char* pg_schema_v7 = R"sql(
ALTER TABLE games ADD COLUMN owner_node TEXT;
ALTER TABLE games ADD COLUMN owner_epoch BIGINT NOT NULL DEFAULT 0;
CREATE INDEX games_owner ON games(owner_node) WHERE ended_at IS NULL;
)sql";

// Version 8: clocks, as SQLite's version 8: each game's time control as clock_key() ("180+2",
// "1d"; NULL untimed) and each ply's clock_ms, the mover's time left after it (NULL untimed).
constexpr const char* pg_schema_v8 = R"sql(
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE plies ADD COLUMN clock_ms BIGINT;
)sql";

// Version 9: open correspondence seeks, as SQLite's version 9; `node` the cluster node that lists it.
constexpr const char* pg_schema_v9 = R"sql(
CREATE TABLE seeks(
  id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  node TEXT NOT NULL,
  seek TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
)sql";

// Version 10: blocks between players, as SQLite's version 10.
constexpr const char* pg_schema_v10 = R"sql(
CREATE TABLE blocks(
  blocker TEXT NOT NULL,
  blocked TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY(blocker, blocked)
);
CREATE INDEX blocks_blocked ON blocks(blocked);
)sql";

// Version 11: players' reports of other players, as SQLite's version 11.
constexpr const char* pg_schema_v11 = R"sql(
CREATE TABLE reports(
  id TEXT PRIMARY KEY,
  reporter TEXT NOT NULL,
  player TEXT NOT NULL,
  game TEXT,
  reason TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX reports_player ON reports(player, created_at);
CREATE INDEX reports_reporter ON reports(reporter, created_at);
)sql";

// Version 12: chat, moderation and fair play, as SQLite's version 12. `seq` orders chat lines and
// moderation actions of the same millisecond; an empty time (no `until`) is NULL.
constexpr const char* pg_schema_v12 = R"sql(
CREATE TABLE chat_lines(
  seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room TEXT NOT NULL,
  player TEXT NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL,
  ply INTEGER NOT NULL,
  troll BOOLEAN NOT NULL
);
CREATE INDEX chat_lines_room ON chat_lines(room, seq);
CREATE INDEX chat_lines_player ON chat_lines(player, seq);
ALTER TABLE accounts ADD COLUMN moderator BOOLEAN NOT NULL DEFAULT false;
CREATE TABLE standings(
  player_id TEXT PRIMARY KEY,
  closed BOOLEAN NOT NULL DEFAULT false,
  shadow BOOLEAN NOT NULL DEFAULT false,
  chat_until TIMESTAMPTZ,
  play_ban_until TIMESTAMPTZ,
  play_ban_reason TEXT NOT NULL DEFAULT ''
);
CREATE TABLE mod_actions(
  id TEXT PRIMARY KEY,
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  moderator TEXT NOT NULL,
  player TEXT NOT NULL,
  action TEXT NOT NULL,
  reason TEXT NOT NULL,
  until TIMESTAMPTZ,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX mod_actions_player ON mod_actions(player, at);
CREATE INDEX mod_actions_at ON mod_actions(at);
CREATE TABLE offences(
  seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player TEXT NOT NULL,
  game TEXT NOT NULL,
  kind TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX offences_player ON offences(player, at);
ALTER TABLE reports ADD COLUMN handled_at TIMESTAMPTZ;
ALTER TABLE reports ADD COLUMN handled_by TEXT;
CREATE INDEX reports_open ON reports(created_at) WHERE handled_at IS NULL;
)sql";

// Version 13: tournaments, their players and their games, a game's tournament and who went
// berserk in it, as SQLite's version 13. `seq` orders a tournament's players by their first join
// (an update keeps it); an empty time or slot is NULL.
constexpr const char* pg_schema_v13 = R"sql(
CREATE TABLE tournaments(
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  variant JSONB NOT NULL,
  clock TEXT,
  rated BOOLEAN NOT NULL,
  bots BOOLEAN NOT NULL,
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ,
  minutes INTEGER NOT NULL,
  rounds INTEGER NOT NULL,
  games_per_round INTEGER NOT NULL,
  status TEXT NOT NULL,
  round INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  schedule_slot TEXT UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX tournaments_status ON tournaments(status, starts_at);
CREATE INDEX tournaments_starts ON tournaments(starts_at);
CREATE INDEX tournaments_creator ON tournaments(created_by, created_at);
CREATE TABLE tournament_players(
  tournament TEXT NOT NULL,
  player TEXT NOT NULL,
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  name TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  joined_at TIMESTAMPTZ NOT NULL,
  withdrawn BOOLEAN NOT NULL,
  paused BOOLEAN NOT NULL,
  PRIMARY KEY(tournament, player)
);
CREATE INDEX tournament_players_player ON tournament_players(player);
CREATE TABLE tournament_games(
  tournament TEXT NOT NULL,
  game TEXT NOT NULL,
  round INTEGER NOT NULL,
  south TEXT NOT NULL,
  north TEXT NOT NULL,
  result TEXT NOT NULL,
  plies INTEGER NOT NULL,
  berserk SMALLINT NOT NULL,
  started_at TIMESTAMPTZ,
  ended_at TIMESTAMPTZ,
  PRIMARY KEY(tournament, game)
);
ALTER TABLE games ADD COLUMN tournament TEXT;
ALTER TABLE games ADD COLUMN berserk SMALLINT NOT NULL DEFAULT 0;
)sql";

// Version 14: bots, as SQLite's version 14.
constexpr const char* pg_schema_v14 = R"sql(
ALTER TABLE players ADD COLUMN bot BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE players ADD COLUMN bot_owner TEXT;
CREATE INDEX players_bot_owner ON players(bot_owner) WHERE bot_owner IS NOT NULL;
)sql";

// Version 15: puzzles, as SQLite's version 15.
constexpr const char* pg_schema_v15 = R"sql(
CREATE TABLE puzzles(
  id TEXT PRIMARY KEY,
  rating DOUBLE PRECISION NOT NULL,
  rd DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  attempts INTEGER NOT NULL,
  solved INTEGER NOT NULL,
  added_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE puzzle_players(
  player_id TEXT PRIMARY KEY,
  rating DOUBLE PRECISION NOT NULL,
  rd DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  attempts INTEGER NOT NULL
);
CREATE TABLE puzzle_attempts(
  player_id TEXT NOT NULL,
  puzzle_id TEXT NOT NULL,
  correct BOOLEAN NOT NULL,
  at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY(player_id, puzzle_id)
);
)sql";

// Version 16: account languages, as SQLite's version 16.
constexpr const char* pg_schema_v16 = R"sql(
ALTER TABLE accounts ADD COLUMN language TEXT;
)sql";

}  // namespace

void PgStore::migrate(PgConn& conn) {
  const struct {
    const char* script;
    const char* what;
  } steps[] = {{pg_schema_v1, "schema created (version 1)"},
               {pg_schema_v2, "schema at version 2 (no ply log on PostgreSQL)"},
               {pg_schema_v3, "schema migrated to version 3 (games by player)"},
               {pg_schema_v4, "schema migrated to version 4 (ratings)"},
               {pg_schema_v5, "schema migrated to version 5 (accounts)"},
               {pg_schema_v6, "schema migrated to version 6 (reviews)"},
               {pg_schema_v7, "schema migrated to version 7 (owners of games in a cluster)"},
               {pg_schema_v8, "schema migrated to version 8 (clocks)"},
               {pg_schema_v9, "schema migrated to version 9 (seeks)"},
               {pg_schema_v10, "schema migrated to version 10 (blocks)"},
               {pg_schema_v11, "schema migrated to version 11 (reports)"},
               {pg_schema_v12, "schema migrated to version 12 (chat, moderation, fair play)"},
               {pg_schema_v13, "schema migrated to version 13 (tournaments)"},
               {pg_schema_v14, "schema migrated to version 14 (bots)"},
               {pg_schema_v15, "schema migrated to version 15 (puzzles)"},
               {pg_schema_v16, "schema migrated to version 16 (account languages)"}};
  static_assert(std::size(steps) == pg_schema_version);
  // Each step in its own transaction, under an advisory lock: two servers starting at once on
  // one database take turns, and a crash between two steps leaves a version the next start carries on from.
  for (;;) {
    conn.exec("BEGIN");
    conn.exec("SELECT pg_advisory_xact_lock(7270601)");  // any fixed number: this schema's lock
    conn.exec("CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)");
    const int version =
        static_cast<int>(conn.exec("SELECT COALESCE(MAX(version), 0) FROM schema_version").integer(0, 0));
    if (version > pg_schema_version) {
      conn.exec("ROLLBACK");
      throw std::runtime_error("database has schema version " + std::to_string(version) +
                               ", newer than this server's " + std::to_string(pg_schema_version));
    }
    if (version == pg_schema_version) {
      conn.exec("COMMIT");
      return;
    }
    conn.exec(steps[version].script);
    conn.exec(("INSERT INTO schema_version(version) VALUES (" + std::to_string(version + 1) + ")").c_str());
    conn.exec("COMMIT");
    spdlog::info("postgres: {}", steps[version].what);
  }
}

}  // namespace mancala::server

// SQLite's schema, version by version, and the migration that brings a database file up to date.
#include "sqlite_schema.hpp"

#include <spdlog/spdlog.h>

#include <iterator>
#include <stdexcept>

#include "sqlite_support.hpp"

namespace mancala::server {
namespace {

constexpr int schema_version = 16;

// Version 1: players, games (one row each, result filled in at the end), plies (one row each).
constexpr const char* schema_v1 = R"sql(
CREATE TABLE players(
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE TABLE games(
  id TEXT PRIMARY KEY,
  variant TEXT NOT NULL,
  kind TEXT NOT NULL,
  from_queue INTEGER NOT NULL,
  south_player TEXT, south_name TEXT NOT NULL, south_bot TEXT,
  north_player TEXT, north_name TEXT NOT NULL, north_bot TEXT,
  result TEXT, reason TEXT, south_store INTEGER, north_store INTEGER,
  started_at TEXT NOT NULL, ended_at TEXT
);
CREATE INDEX games_ended ON games(ended_at);
CREATE TABLE plies(
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  side INTEGER NOT NULL,
  pit INTEGER,
  played_at TEXT NOT NULL,
  PRIMARY KEY(game_id, n)
) WITHOUT ROWID;
)sql";

// Version 2 (ply_log.hpp): plies are appended to ply_log as they are played and copied into
// game_plies (the old `plies` table) when their game ends; the view `plies` shows each ply once.
constexpr const char* schema_v2 = R"sql(
ALTER TABLE plies RENAME TO game_plies;
CREATE TABLE ply_log(
  seq INTEGER PRIMARY KEY,
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  side INTEGER NOT NULL,
  pit INTEGER,
  played_at TEXT NOT NULL
);
CREATE VIEW plies AS
  SELECT game_id, n, side, pit, played_at FROM game_plies
  UNION ALL
  SELECT game_id, n, side, pit, played_at FROM ply_log l
  WHERE NOT EXISTS (SELECT 1 FROM game_plies d WHERE d.game_id = l.game_id AND d.n = l.n);
INSERT INTO schema_version(version) VALUES (2);
)sql";

// Version 3: a player's games (/api/players/{id}/games) found by seat, newest first.
constexpr const char* schema_v3 = R"sql(
CREATE INDEX games_south_player ON games(south_player, started_at);
CREATE INDEX games_north_player ON games(north_player, started_at);
INSERT INTO schema_version(version) VALUES (3);
)sql";

// Version 4: ratings per player and variant, and each rated game's before and after
// (rating_tables.hpp), written in the transaction that stores the result.
constexpr const char* schema_v4 = R"sql(
CREATE TABLE ratings(
  player_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  rating REAL NOT NULL, rd REAL NOT NULL, vol REAL NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY(player_id, variant)
) WITHOUT ROWID;
CREATE INDEX ratings_board ON ratings(variant, rating);
CREATE TABLE game_ratings(
  game_id TEXT NOT NULL,
  side INTEGER NOT NULL,
  player_id TEXT NOT NULL,
  variant TEXT NOT NULL,
  rating_before REAL NOT NULL, rd_before REAL NOT NULL,
  rating REAL NOT NULL, rd REAL NOT NULL, vol REAL NOT NULL,
  ended_at TEXT NOT NULL,
  PRIMARY KEY(game_id, side)
) WITHOUT ROWID;
CREATE INDEX game_ratings_player ON game_ratings(player_id, ended_at);
INSERT INTO schema_version(version) VALUES (4);
)sql";

// Version 5: optional accounts (a username, unique by its lower case, and an Argon2id hash of
// the password) and the tokens a player gets beside the first one, one per login.
constexpr const char* schema_v5 = R"sql(
CREATE TABLE accounts(
  username_key TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  player_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE player_tokens(
  token_hash TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX player_tokens_player ON player_tokens(player_id);
INSERT INTO schema_version(version) VALUES (5);
)sql";

// Version 6: each finished game's perfect-play review (docs/analysis.md), as the JSON text that
// GET /api/games/{id}/analysis answers, computed once.
constexpr const char* schema_v6 = R"sql(
CREATE TABLE reviews(
  game_id TEXT PRIMARY KEY,
  review TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO schema_version(version) VALUES (6);
)sql";

// Version 7 (ply_log.hpp): a finished game's plies as one JSON text in its own row, written with
// its result: [[side, pit or null, played_at], ...] in ply order. Games that ended before keep
// theirs in game_plies; the view `plies` shows each ply once, from wherever it is.
constexpr const char* schema_v7 = R"sql(
ALTER TABLE games ADD COLUMN ply_record TEXT;
DROP VIEW plies;
CREATE VIEW plies AS
  SELECT game_id, n, side, pit, played_at FROM game_plies
  UNION ALL
  SELECT g.id, CAST(j.key AS INTEGER), json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'),
    json_extract(j.value, '$[2]')
  FROM games g, json_each(g.ply_record) j WHERE g.ply_record IS NOT NULL
  UNION ALL
  SELECT game_id, n, side, pit, played_at FROM ply_log l
  WHERE NOT EXISTS (SELECT 1 FROM game_plies d WHERE d.game_id = l.game_id AND d.n = l.n)
    AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = l.game_id AND g.ply_record IS NOT NULL);
INSERT INTO schema_version(version) VALUES (7);
)sql";

// Version 8: clocks. Each game's time control as clock_key() ("180+2", "1d"; NULL untimed), and
// each ply's clock_ms, the mover's time left after it (NULL untimed): a column of the log and of
// game_plies, and a record's fourth element, left out when NULL (older records have three).
constexpr const char* schema_v8 = R"sql(
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE ply_log ADD COLUMN clock_ms INTEGER;
ALTER TABLE game_plies ADD COLUMN clock_ms INTEGER;
DROP VIEW plies;
CREATE VIEW plies AS
  SELECT game_id, n, side, pit, played_at, clock_ms FROM game_plies
  UNION ALL
  SELECT g.id, CAST(j.key AS INTEGER), json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'),
    json_extract(j.value, '$[2]'), json_extract(j.value, '$[3]')
  FROM games g, json_each(g.ply_record) j WHERE g.ply_record IS NOT NULL
  UNION ALL
  SELECT game_id, n, side, pit, played_at, clock_ms FROM ply_log l
  WHERE NOT EXISTS (SELECT 1 FROM game_plies d WHERE d.game_id = l.game_id AND d.n = l.n)
    AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = l.game_id AND g.ply_record IS NOT NULL);
INSERT INTO schema_version(version) VALUES (8);
)sql";

// Version 9: open correspondence seeks (PROTOCOL.md §Seeks), each as the lobby's JSON text, kept
// until accepted or cancelled; `node` the cluster node that lists it ('' alone).
constexpr const char* schema_v9 = R"sql(
CREATE TABLE seeks(
  id TEXT PRIMARY KEY,
  player_id TEXT NOT NULL,
  node TEXT NOT NULL,
  seek TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO schema_version(version) VALUES (9);
)sql";

// Version 10: blocks between players (PROTOCOL.md §Chat): neither of the two may challenge the
// other or take the other's seek. The key serves both directions' lookups.
constexpr const char* schema_v10 = R"sql(
CREATE TABLE blocks(
  blocker TEXT NOT NULL,
  blocked TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY(blocker, blocked)
) WITHOUT ROWID;
CREATE INDEX blocks_blocked ON blocks(blocked);
INSERT INTO schema_version(version) VALUES (10);
)sql";

// Version 11: players' reports of other players (POST /api/reports), for the moderators; found by
// whom they are about, and counted by who filed them (a day's limit).
constexpr const char* schema_v11 = R"sql(
CREATE TABLE reports(
  id TEXT PRIMARY KEY,
  reporter TEXT NOT NULL,
  player TEXT NOT NULL,
  game TEXT,
  reason TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX reports_player ON reports(player, created_at);
CREATE INDEX reports_reporter ON reports(reporter, created_at);
INSERT INTO schema_version(version) VALUES (11);
)sql";

// Version 12: chat, moderation, fair play (docs/protocol.md §Chat, §Moderation, §Fair play).
// chat_lines: each room's last lines (kChatLinesPerRoom), found by room and by player; a moderator
// flag on accounts; standings: a player's sanctions (a row once a moderator or the fair-play rules
// acted); mod_actions: the moderation log; offences: fair-play offences; a report handled by a
// moderator keeps when and by whom.
constexpr const char* schema_v12 = R"sql(
CREATE TABLE chat_lines(
  seq INTEGER PRIMARY KEY,
  room TEXT NOT NULL,
  player TEXT NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at TEXT NOT NULL,
  ply INTEGER NOT NULL,
  troll INTEGER NOT NULL
);
CREATE INDEX chat_lines_room ON chat_lines(room, seq);
CREATE INDEX chat_lines_player ON chat_lines(player, seq);
ALTER TABLE accounts ADD COLUMN moderator INTEGER NOT NULL DEFAULT 0;
CREATE TABLE standings(
  player_id TEXT PRIMARY KEY,
  closed INTEGER NOT NULL DEFAULT 0,
  shadow INTEGER NOT NULL DEFAULT 0,
  chat_until TEXT NOT NULL DEFAULT '',
  play_ban_until TEXT NOT NULL DEFAULT '',
  play_ban_reason TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;
CREATE TABLE mod_actions(
  id TEXT PRIMARY KEY,
  moderator TEXT NOT NULL,
  player TEXT NOT NULL,
  action TEXT NOT NULL,
  reason TEXT NOT NULL,
  until TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX mod_actions_player ON mod_actions(player, at);
CREATE INDEX mod_actions_at ON mod_actions(at);
CREATE TABLE offences(
  player TEXT NOT NULL,
  game TEXT NOT NULL,
  kind TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX offences_player ON offences(player, at);
ALTER TABLE reports ADD COLUMN handled_at TEXT;
ALTER TABLE reports ADD COLUMN handled_by TEXT;
CREATE INDEX reports_open ON reports(created_at) WHERE handled_at IS NULL;
INSERT INTO schema_version(version) VALUES (12);
)sql";

// Version 13: tournaments (docs/protocol.md §Tournaments), their players and their games; a game's
// tournament ('' or NULL: none) and who went berserk in it (bit 0 south, bit 1 north). A
// schedule's slot (NULL for a player-made event) names one event at most. A player's row keeps
// its rowid when replaced: entrants() lists them in the order of their first join.
constexpr const char* schema_v13 = R"sql(
CREATE TABLE tournaments(
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  variant TEXT NOT NULL,
  clock TEXT,
  rated INTEGER NOT NULL,
  bots INTEGER NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  minutes INTEGER NOT NULL,
  rounds INTEGER NOT NULL,
  games_per_round INTEGER NOT NULL,
  status TEXT NOT NULL,
  round INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  schedule_slot TEXT UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX tournaments_status ON tournaments(status, starts_at);
CREATE INDEX tournaments_starts ON tournaments(starts_at);
CREATE INDEX tournaments_creator ON tournaments(created_by, created_at);
CREATE TABLE tournament_players(
  tournament TEXT NOT NULL,
  player TEXT NOT NULL,
  name TEXT NOT NULL,
  rating REAL NOT NULL,
  joined_at TEXT NOT NULL,
  withdrawn INTEGER NOT NULL,
  paused INTEGER NOT NULL,
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
  berserk INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  ended_at TEXT NOT NULL,
  PRIMARY KEY(tournament, game)
) WITHOUT ROWID;
ALTER TABLE games ADD COLUMN tournament TEXT;
ALTER TABLE games ADD COLUMN berserk INTEGER NOT NULL DEFAULT 0;
INSERT INTO schema_version(version) VALUES (13);
)sql";

// Version 14: bots (docs/protocol.md §Bots). A player is a bot (1) from its creation on; a bot
// account may name its owner, the player who made it (NULL: none).
constexpr const char* schema_v14 = R"sql(
ALTER TABLE players ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN bot_owner TEXT;
CREATE INDEX players_bot_owner ON players(bot_owner) WHERE bot_owner IS NOT NULL;
INSERT INTO schema_version(version) VALUES (14);
)sql";

// Version 15: puzzles (docs/protocol.md §Puzzles). A puzzle's Glicko-2 rating (the puzzles
// themselves are the shipped set, read at start), each player's puzzle rating apart from their
// game ratings, and each player's first attempt at a puzzle (the one rated).
constexpr const char* schema_v15 = R"sql(
CREATE TABLE puzzles(
  id TEXT PRIMARY KEY,
  rating REAL NOT NULL,
  rd REAL NOT NULL,
  volatility REAL NOT NULL,
  attempts INTEGER NOT NULL,
  solved INTEGER NOT NULL,
  added_at TEXT NOT NULL
);
CREATE TABLE puzzle_players(
  player_id TEXT PRIMARY KEY,
  rating REAL NOT NULL,
  rd REAL NOT NULL,
  volatility REAL NOT NULL,
  attempts INTEGER NOT NULL
);
CREATE TABLE puzzle_attempts(
  player_id TEXT NOT NULL,
  puzzle_id TEXT NOT NULL,
  correct INTEGER NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY(player_id, puzzle_id)
) WITHOUT ROWID;
INSERT INTO schema_version(version) VALUES (15);
)sql";

// Version 16: an account's language for the web client's words (docs/protocol.md §Privacy), NULL until chosen.
constexpr const char* schema_v16 = R"sql(
ALTER TABLE accounts ADD COLUMN language TEXT;
INSERT INTO schema_version(version) VALUES (16);
)sql";

}  // namespace

void migrate_schema(sqlite3* w, const std::string& path) {
  exec(w, "CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)");
  int version = 0;
  {
    Stmt s(w, "SELECT COALESCE(MAX(version), 0) FROM schema_version");
    if (s.step()) version = static_cast<int>(s.column(0).get<std::int64_t>());
  }
  if (version > schema_version)
    throw std::runtime_error("database " + path + " has schema version " + std::to_string(version) +
                             ", newer than this server's " + std::to_string(schema_version));
  // Each step in its own transaction, from the stored version up: a crash between two leaves a
  // database the next start carries on from. Version 1 writes its own version row; the later
  // scripts end with theirs.
  const struct {
    const char* script;
    const char* what;
  } steps[] = {{schema_v1, "schema created (version 1)"},
               {schema_v2, "schema migrated to version 2 (ply log)"},
               {schema_v3, "schema migrated to version 3 (games by player)"},
               {schema_v4, "schema migrated to version 4 (ratings)"},
               {schema_v5, "schema migrated to version 5 (accounts)"},
               {schema_v6, "schema migrated to version 6 (reviews)"},
               {schema_v7, "schema migrated to version 7 (ply records)"},
               {schema_v8, "schema migrated to version 8 (clocks)"},
               {schema_v9, "schema migrated to version 9 (seeks)"},
               {schema_v10, "schema migrated to version 10 (blocks)"},
               {schema_v11, "schema migrated to version 11 (reports)"},
               {schema_v12, "schema migrated to version 12 (chat, moderation, fair play)"},
               {schema_v13, "schema migrated to version 13 (tournaments)"},
               {schema_v14, "schema migrated to version 14 (bots)"},
               {schema_v15, "schema migrated to version 15 (puzzles)"},
               {schema_v16, "schema migrated to version 16 (account languages)"}};
  static_assert(std::size(steps) == schema_version);
  for (int v = version; v < schema_version; ++v) {
    exec(w, "BEGIN");
    exec(w, steps[v].script);
    if (v == 0) exec(w, "INSERT INTO schema_version(version) VALUES (1)");
    exec(w, "COMMIT");
    spdlog::info("database {}: {}", path, steps[v].what);
  }
}

}  // namespace mancala::server

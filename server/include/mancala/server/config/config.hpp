// The server's settings: defaults, then config/mancala.json, then MANCALA_* variables, then flags.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/variant.hpp"
#include "mancala/protocol/time_control.hpp"

namespace mancala::server {

/// One recurring tournament of `tournament_schedule`: what it is and when it starts (UTC). The
/// director creates each entry's next occurrence (tournament/schedule.hpp, next_occurrence).
struct ScheduleEntry {
  enum class Every : std::uint8_t { hourly, daily, weekly };
  std::string kind = "arena";  // "arena" or "swiss"
  std::string name;            // the config names an entry without one by default_tournament_name()
  Variant variant = Variant::kalah();
  protocol::TimeControl clock{180, 2, 0};  // a Fischer clock
  int minutes = 0;                         // arena: how long it runs
  int rounds = 0;                          // swiss: how many rounds
  int games_per_round = 1;                 // swiss: 1, or 2 with seats swapped
  Every every = Every::hourly;
  int at_minute = 0;  // 0..59
  int at_hour = 0;    // 0..23: daily and weekly
  int weekday = 0;    // 0 = Sunday .. 6 = Saturday: weekly
  bool bots = false;  // bot players only (docs/bots.md §Tournaments)
};

/// The built-in schedule: an hourly Kalah(6,4) 3+2 arena of 57 minutes at :00, and a weekly Oware
/// 3+2 arena of 55 minutes on Saturdays at 18:00 UTC.
inline std::vector<ScheduleEntry> default_tournament_schedule() {
  return {{.kind = "arena",
           .name = "Hourly Kalah 3+2 Arena",
           .clock = {180, 2, 0},
           .minutes = 57,
           .every = ScheduleEntry::Every::hourly},
          {.kind = "arena",
           .name = "Weekly Oware 3+2 Arena",
           .variant = Variant::oware(),
           .clock = {180, 2, 0},
           .minutes = 55,
           .every = ScheduleEntry::Every::weekly,
           .at_hour = 18,
           .weekday = 6}};
}

/// Every setting of docs/configuration.md. Times are milliseconds.
struct Config {
  std::string bind = "0.0.0.0";
  int port = 8080;                                          // 0 = an ephemeral port (see port_file)
  std::string db = "data/mancala.db";                       // SQLite file; its folder is created
  std::string store = "sqlite";                             // "sqlite" (at `db`) or "postgres" (at `postgres`)
  std::string postgres;                                     // libpq connection string or URI; may hold a password
  std::string web_root = "web";                             // static files served at /
  std::int64_t hsts_max_age_s = 0;                          // Strict-Transport-Security max-age; 0: not sent
  std::int64_t bot_after_ms = 10000;                        // alone in the queue this long → a computer game
  ai::Level bot_level = ai::Level::medium;                  // the queue's fallback computer
  std::int64_t bot_pause_ms = 600;                          // least time between a ply and the computer's answer
  std::int64_t bot_think_ms = 1000;                         // the computer's search budget for one ply (and a hint)
  std::int64_t disconnect_grace_ms = 40000;                 // a dropped seat is kept this long
  std::optional<std::int64_t> move_time_limit_ms = 120000;  // null: no limit
  std::optional<protocol::TimeControl> default_clock =
      protocol::TimeControl{300, 3, 0};   // a clock not asked for; null: untimed
  std::int64_t first_move_ms = 30000;     // each side's first ply in a Fischer game; missed: a casual game is aborted
  std::string log_level = "info";         // trace, debug, info, warn, error, critical, off
  std::string port_file;                  // written with the bound port + "\n" after listening
  int threads = 0;                        // network threads; 0 = one per core
  int bot_threads = 1;                    // worker threads for the computer and hints
  int hard_endgame_seeds = 16;            // hard's endgame table, pit seeds (built at start; 0: the built-in 12)
  std::string hard_endgame_file;          // that table kept here: read at start, else built and written; empty: none
  int max_connections = 20000;            // further WebSocket upgrades are refused with 503
  int rate_limit_per_s = 20;              // messages a connection may send per second, sustained
  int rate_limit_burst = 40;              // ... and in one burst
  int max_games_per_player = 8;           // live games (bot, local, queue) at once
  std::int64_t room_linger_ms = 600000;   // a finished game stays open this long for a rematch
  std::int64_t idle_timeout_ms = 30000;   // a silent WebSocket is pinged at half of this, closed after it
  std::int64_t restart_grace_ms = 30000;  // extra time on restored games' timers after a restart
  std::int64_t db_max_bytes = 0;          // cap on the database file; past it writes fail as on a full disk; 0: none
  int max_connections_per_ip = 32;        // WebSocket connections from one address; more get 503
  std::int64_t handshake_timeout_ms = 10000;  // to send the HTTP request, and then `hello`
  int rate_limit_close_after = 100;           // messages dropped in a row before closing with 1008
  std::vector<std::string> allowed_origins;   // WebSocket Origins let in; empty: the Host's own; "*": any
  std::int64_t invite_ttl_ms = 1800000;       // a friend's invite code is good this long
  int max_open_invites = 3;                   // open invite codes a player may hold
  std::int64_t challenge_ttl_ms = 600000;     // a challenge waits this long for its target's answer
  int max_open_challenges = 3;                // open challenges a player may have made
  int max_watch_per_connection = 8;           // games one connection may watch at once
  std::int64_t bot_keepalive_ms = 7000;       // the HTTP bot API's streams write a blank line this often when idle
  int bot_api_rate_per_s = 5;                 // HTTP bot API requests a token may make per second, sustained
  int bot_api_burst = 15;                     // ... and in one burst
  int watch_threads = 1;              // threads serving /ws?watch connections and the fan-out (0: the network threads)
  std::string watch_policy = "nice";  // "nice": at watch_nice; "idle": SCHED_IDLE, any other thread preempts them
  int watch_nice = 10;                // their nice value: the players' threads come first on a busy CPU
  int max_rated_per_pair = 5;         // rated games of one pair in 24 hours; more are unrated
  double leaderboard_max_rd = 110;    // the leaderboard lists ratings with RD at most this
  int analysis_threads = 1;           // worker threads for position analyses (/api/analysis)
  std::int64_t analysis_ms = 900;     // one position analysis's budget: with the request's own work, under a second
  std::int64_t review_ms = 300;       // one position's budget in a game's review (docs/analysis.md)
  std::int64_t review_proof_ms = 120000;  // one estimate's longest proof after its review (0: no proofs)
  int review_proof_table_mb = 256;        // the prover's transposition table while it runs (MB)
  int review_proof_threads = 2;           // search threads of one proof, all at review_proof_nice
  int review_proof_nice = 10;             // the prover thread's nice value: players and requests come first
  std::string redis;                      // redis://host:port; set: this process is a node of a cluster
  std::string node;                       // this node's name in the cluster; empty: the host name
  std::int64_t node_lease_ms = 5000;      // a node's hold on its games, renewed while it lives
  std::vector<ScheduleEntry> tournament_schedule = default_tournament_schedule();  // the recurring events
  int max_tournaments_per_day = 5;              // tournaments one account may create in 24 hours
  std::int64_t swiss_round_gap_ms = 5000;       // a Swiss round is paired this long after the one before ends
  int kgp_port = 0;                             // raw TCP port of the KGP agents; 0: none (they still have /kgp)
  Variant kgp_variant = Variant::kalah();       // the board KGP agents play on (Kalah, no pie rule)
  std::int64_t kgp_move_ms = 5000;              // an agent's time for one state before `stop`
  std::int64_t kgp_min_turn_ms = 250;           // the least a turn lasts: an earlier `yield` waits
  std::int64_t kgp_bot_after_ms = 10000;        // an agent alone this long plays the computer
  ai::Level kgp_bot_level = ai::Level::medium;  // KGP's computer
  int kgp_threads =
      1;  // threads of the KGP agents and their games, lowered as the watch threads are (0: the network threads)
};

/// Where a cluster's Redis listens, from the `redis` setting.
struct RedisAddress {
  std::string host;
  int port = 6379;
};
/// `redis://host[:port]` (a host name or IPv4 address, port 1..65535, default 6379), or nothing.
std::optional<RedisAddress> parse_redis_url(std::string_view url);

/// A bad setting: `key()` names it, what() says why. main turns it into exit code 2.
class ConfigError : public std::runtime_error {
 public:
  ConfigError(std::string key, const std::string& why) : std::runtime_error(key + ": " + why), key_(std::move(key)) {}
  const std::string& key() const noexcept { return key_; }

 private:
  std::string key_;
};

/// The result of reading the command line: either a config to run with, or an exit code
/// (after --help, or a bad flag that CLI11 has already reported).
struct LoadResult {
  std::optional<Config> config;
  int exit_code = 0;
};

/// Reads the file named by --config (default config/mancala.json when it exists), then the
/// environment (MANCALA_PORT, MANCALA_BOT_AFTER_MS, ...), then the flags (--port, --bot-after-ms, ...).
/// Throws ConfigError naming the first bad key.
LoadResult load_config(int argc, char** argv);

}  // namespace mancala::server

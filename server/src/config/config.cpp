#include "mancala/server/config/config.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

#include "config_readers.hpp"
#include "mancala/server/config/kgp_config.hpp"
#include "mancala/server/config/tournament_config.hpp"

namespace mancala::server {
namespace {

using nlohmann::json;
using namespace config_readers;

constexpr const char* default_config_path = "config/mancala.json";

// One setting: its key, a flag help line, and how to read it from JSON or from text.
struct Key {
  const char* name;
  const char* help;
  std::function<void(Config&, const json&)> from_json;
};

constexpr std::int64_t day_ms = 86'400'000;
// Two years, the max-age the HSTS preload list recommends; a larger value is likely a typo.
constexpr std::int64_t max_hsts_max_age_s = 2 * 365 * 86'400;
constexpr int max_hard_endgame_seeds = 24;  // 1.25 GB, ~15 min of one core; more is a solver's job

const std::vector<Key>& keys() {
  static const std::vector<Key> k = {
      {"port", "TCP port; 0 = ephemeral",
       [](Config& c, const json& v) { c.port = static_cast<int>(read_int("port", v, 0, 65535)); }},
      {"bind", "address to listen on", [](Config& c, const json& v) { c.bind = read_string("bind", v); }},
      {"db", "SQLite database file", [](Config& c, const json& v) { c.db = read_string("db", v); }},
      {"store", "where records are kept: sqlite (at db) or postgres (at postgres)",
       [](Config& c, const json& v) {
         const std::string s = v.is_string() ? v.get<std::string>() : "";
         if (s != "sqlite" && s != "postgres") throw ConfigError("store", "must be \"sqlite\" or \"postgres\"");
         c.store = s;
       }},
      {"postgres", "PostgreSQL connection string (libpq conninfo or URI) for store postgres",
       [](Config& c, const json& v) { c.postgres = read_conninfo(v); }},
      {"redis", "redis://host:port of the cluster's Redis; set: this process is one node of a cluster",
       [](Config& c, const json& v) { c.redis = read_redis_url(v); }},
      {"node", "this node's name in the cluster (default: the host name)",
       [](Config& c, const json& v) { c.node = read_node_name(v); }},
      {"node_lease_ms", "how long a node's hold on its games lasts unrenewed (ms)",
       [](Config& c, const json& v) { c.node_lease_ms = read_int("node_lease_ms", v, 500, 600000); }},
      {"web_root", "folder of the web client",
       [](Config& c, const json& v) { c.web_root = read_string("web_root", v); }},
      {"hsts_max_age_s",
       "Strict-Transport-Security max-age on every HTTP answer (s; 0: none; set it only behind HTTPS)",
       [](Config& c, const json& v) { c.hsts_max_age_s = read_int("hsts_max_age_s", v, 0, max_hsts_max_age_s); }},
      {"bot_after_ms", "queue wait before a computer game (ms)",
       [](Config& c, const json& v) { c.bot_after_ms = read_int("bot_after_ms", v, 0, day_ms); }},
      {"bot_level", "queue fallback computer: easy, medium, hard",
       [](Config& c, const json& v) { c.bot_level = read_level("bot_level", v); }},
      {"kgp_port", "TCP port of the KGP agents (Kalah Game Protocol); 0 = none",
       [](Config& c, const json& v) { c.kgp_port = static_cast<int>(read_int("kgp_port", v, 0, 65535)); }},
      {"kgp_variant", "KGP's board: a Kalah variant object or \"PITSxSEEDS\"",
       [](Config& c, const json& v) { c.kgp_variant = read_kgp_variant(v); }},
      {"kgp_move_ms", "a KGP agent's time for one state before stop (ms)",
       [](Config& c, const json& v) { c.kgp_move_ms = read_int("kgp_move_ms", v, 10, 600000); }},
      {"kgp_min_turn_ms", "the least a KGP agent's turn lasts, even after its yield (ms)",
       [](Config& c, const json& v) { c.kgp_min_turn_ms = read_int("kgp_min_turn_ms", v, 0, 600000); }},
      {"kgp_bot_after_ms", "a KGP agent's wait for another agent before a computer game (ms)",
       [](Config& c, const json& v) { c.kgp_bot_after_ms = read_int("kgp_bot_after_ms", v, 0, day_ms); }},
      {"kgp_bot_level", "KGP's computer: easy, medium, hard",
       [](Config& c, const json& v) { c.kgp_bot_level = read_level("kgp_bot_level", v); }},
      {"kgp_threads",
       "threads of the KGP agents and their games, lowered as the watch threads are (0: the network threads)",
       [](Config& c, const json& v) { c.kgp_threads = static_cast<int>(read_int("kgp_threads", v, 0, 16)); }},
      {"bot_pause_ms", "least pause before a computer ply (ms)",
       [](Config& c, const json& v) { c.bot_pause_ms = read_int("bot_pause_ms", v, 0, 60000); }},
      {"bot_think_ms", "computer search budget per ply (ms)",
       [](Config& c, const json& v) { c.bot_think_ms = read_int("bot_think_ms", v, 1, 60000); }},
      {"disconnect_grace_ms", "a dropped seat is kept this long (ms)",
       [](Config& c, const json& v) { c.disconnect_grace_ms = read_int("disconnect_grace_ms", v, 0, day_ms); }},
      {"move_time_limit_ms", "time for one ply in games between humans (ms), or null",
       [](Config& c, const json& v) {
         if (v.is_null())
           c.move_time_limit_ms.reset();
         else
           c.move_time_limit_ms = read_int("move_time_limit_ms", v, 1, day_ms);
       }},
      {"default_clock",
       "the time control of a game that asks for none: {limit_s, inc_s}, {days}, \"3+2\", \"1d\" or null",
       [](Config& c, const json& v) { c.default_clock = read_clock("default_clock", v); }},
      {"first_move_ms", "time for each side's first ply in a game with a clock (ms)",
       [](Config& c, const json& v) { c.first_move_ms = read_int("first_move_ms", v, 1000, day_ms); }},
      {"log_level", "trace, debug, info, warn, error, critical, off",
       [](Config& c, const json& v) {
         static const std::vector<std::string> ok = {"trace", "debug", "info", "warn", "error", "critical", "off"};
         const std::string s = v.is_string() ? v.get<std::string>() : "";
         if (std::find(ok.begin(), ok.end(), s) == ok.end())
           throw ConfigError("log_level", "must be one of trace, debug, info, warn, error, critical, off");
         c.log_level = s;
       }},
      {"port_file", "write the bound port here after listening",
       [](Config& c, const json& v) { c.port_file = read_string("port_file", v, true); }},
      {"threads", "network threads; 0 = one per core",
       [](Config& c, const json& v) { c.threads = static_cast<int>(read_int("threads", v, 0, 256)); }},
      {"bot_threads", "computer worker threads",
       [](Config& c, const json& v) { c.bot_threads = static_cast<int>(read_int("bot_threads", v, 1, 256)); }},
      {"hard_endgame_seeds", "hard's endgame table in pit seeds, built at start (0: the engine's built-in one)",
       [](Config& c, const json& v) {
         // Smaller than the built-in table would know less than hard does without one.
         const std::string allowed = "must be 0 (the built-in table) or " + std::to_string(ai::hard_endgame_seeds) +
                                     ".." + std::to_string(max_hard_endgame_seeds);
         const auto seeds = integer("hard_endgame_seeds", v, allowed);
         if (seeds != 0 && (seeds < ai::hard_endgame_seeds || seeds > max_hard_endgame_seeds))
           throw ConfigError("hard_endgame_seeds", allowed + ", got " + std::to_string(seeds));
         c.hard_endgame_seeds = static_cast<int>(seeds);
       }},
      {"hard_endgame_file",
       "keep hard's endgame table in this file: read at start, else built and written (empty: none; ignored with 0 "
       "seeds)",
       [](Config& c, const json& v) { c.hard_endgame_file = read_string("hard_endgame_file", v, true); }},
      {"max_connections", "most WebSocket connections at once",
       [](Config& c, const json& v) {
         c.max_connections = static_cast<int>(read_int("max_connections", v, 1, 1000000));
       }},
      {"rate_limit_per_s", "messages a connection may send per second",
       [](Config& c, const json& v) {
         c.rate_limit_per_s = static_cast<int>(read_int("rate_limit_per_s", v, 1, 1000000));
       }},
      {"rate_limit_burst", "messages a connection may send in one burst",
       [](Config& c, const json& v) {
         c.rate_limit_burst = static_cast<int>(read_int("rate_limit_burst", v, 1, 1000000));
       }},
      {"max_games_per_player", "live games a player may have at once",
       [](Config& c, const json& v) {
         c.max_games_per_player = static_cast<int>(read_int("max_games_per_player", v, 1, 1000));
       }},
      {"room_linger_ms", "a finished game stays open this long for a rematch (ms)",
       [](Config& c, const json& v) { c.room_linger_ms = read_int("room_linger_ms", v, 0, day_ms); }},
      {"idle_timeout_ms", "a silent WebSocket is closed after this (ms)",
       [](Config& c, const json& v) { c.idle_timeout_ms = read_int("idle_timeout_ms", v, 1000, day_ms); }},
      {"restart_grace_ms", "extra time on restored games' move and disconnect timers after a restart (ms)",
       [](Config& c, const json& v) { c.restart_grace_ms = read_int("restart_grace_ms", v, 0, day_ms); }},
      {"db_max_bytes", "cap on the database file in bytes (0: none); past it writes fail as on a full disk",
       [](Config& c, const json& v) { c.db_max_bytes = read_int("db_max_bytes", v, 0, INT64_MAX); }},
      {"max_connections_per_ip", "most WebSocket connections from one address",
       [](Config& c, const json& v) {
         c.max_connections_per_ip = static_cast<int>(read_int("max_connections_per_ip", v, 1, 1000000));
       }},
      {"handshake_timeout_ms", "time to finish the HTTP request, and then to say hello (ms)",
       [](Config& c, const json& v) { c.handshake_timeout_ms = read_int("handshake_timeout_ms", v, 100, day_ms); }},
      {"rate_limit_close_after", "messages dropped by the rate limit in a row before closing with 1008",
       [](Config& c, const json& v) {
         c.rate_limit_close_after = static_cast<int>(read_int("rate_limit_close_after", v, 1, 1000000));
       }},
      {"invite_ttl_ms", "a friend's invite code is good this long (ms)",
       [](Config& c, const json& v) { c.invite_ttl_ms = read_int("invite_ttl_ms", v, 1, day_ms); }},
      {"max_open_invites", "open invite codes a player may hold",
       [](Config& c, const json& v) {
         c.max_open_invites = static_cast<int>(read_int("max_open_invites", v, 1, 1000));
       }},
      {"challenge_ttl_ms", "a challenge waits this long for its target's answer (ms)",
       [](Config& c, const json& v) { c.challenge_ttl_ms = read_int("challenge_ttl_ms", v, 1, day_ms); }},
      {"max_open_challenges", "open challenges a player may have made",
       [](Config& c, const json& v) {
         c.max_open_challenges = static_cast<int>(read_int("max_open_challenges", v, 1, 1000));
       }},
      {"bot_keepalive_ms", "the HTTP bot API's streams write a blank line this often when idle (ms)",
       [](Config& c, const json& v) { c.bot_keepalive_ms = read_int("bot_keepalive_ms", v, 10, 10000); }},
      {"bot_api_rate_per_s", "HTTP bot API requests a token may make per second",
       [](Config& c, const json& v) {
         c.bot_api_rate_per_s = static_cast<int>(read_int("bot_api_rate_per_s", v, 1, 1000000));
       }},
      {"bot_api_burst", "HTTP bot API requests a token may make in one burst",
       [](Config& c, const json& v) { c.bot_api_burst = static_cast<int>(read_int("bot_api_burst", v, 1, 1000000)); }},
      {"max_watch_per_connection", "games one connection may watch at once",
       [](Config& c, const json& v) {
         c.max_watch_per_connection = static_cast<int>(read_int("max_watch_per_connection", v, 1, 1000));
       }},
      {"watch_threads",
       "threads serving the connections opened at /ws?watch and the spectators' fan-out (0: the network threads)",
       [](Config& c, const json& v) { c.watch_threads = static_cast<int>(read_int("watch_threads", v, 0, 16)); }},
      {"watch_policy",
       "how the watch threads yield the CPU: idle (SCHED_IDLE: only on a core nothing else wants) or nice (watch_nice)",
       [](Config& c, const json& v) {
         c.watch_policy = read_string("watch_policy", v);
         if (c.watch_policy != "idle" && c.watch_policy != "nice")
           throw ConfigError("watch_policy", "must be \"idle\" or \"nice\"");
       }},
      {"watch_nice", "nice value of the watch threads (0..19; higher yields the CPU to the players' threads)",
       [](Config& c, const json& v) { c.watch_nice = static_cast<int>(read_int("watch_nice", v, 0, 19)); }},
      {"max_rated_per_pair", "rated games two players may have in 24 hours; more are unrated",
       [](Config& c, const json& v) {
         c.max_rated_per_pair = static_cast<int>(read_int("max_rated_per_pair", v, 0, 1000));
       }},
      {"leaderboard_max_rd", "the leaderboard lists players whose RD is at most this (rating points)",
       [](Config& c, const json& v) {
         c.leaderboard_max_rd = static_cast<double>(read_int("leaderboard_max_rd", v, 0, 350));
       }},
      {"analysis_threads", "worker threads for position analyses (/api/analysis)",
       [](Config& c, const json& v) { c.analysis_threads = static_cast<int>(read_int("analysis_threads", v, 1, 64)); }},
      {"analysis_ms", "one position analysis's budget (ms)",
       [](Config& c, const json& v) { c.analysis_ms = read_int("analysis_ms", v, 10, 60000); }},
      {"review_ms", "one position's budget in a game's review (ms)",
       [](Config& c, const json& v) { c.review_ms = read_int("review_ms", v, 10, 60000); }},
      {"review_proof_ms", "one estimated position's longest proof after its review (ms; 0: no proofs)",
       [](Config& c, const json& v) { c.review_proof_ms = read_int("review_proof_ms", v, 0, 86400000); }},
      {"review_proof_table_mb", "the review prover's transposition table (MB)",
       [](Config& c, const json& v) {
         c.review_proof_table_mb = static_cast<int>(read_int("review_proof_table_mb", v, 1, 16384));
       }},
      {"review_proof_threads", "search threads of one review proof (1..16)",
       [](Config& c, const json& v) {
         c.review_proof_threads = static_cast<int>(read_int("review_proof_threads", v, 1, 16));
       }},
      {"review_proof_nice", "nice value of the review prover's thread (0..19)",
       [](Config& c, const json& v) {
         c.review_proof_nice = static_cast<int>(read_int("review_proof_nice", v, 0, 19));
       }},
      {"tournament_schedule", "the recurring tournaments: a JSON array of entries (docs/configuration.md)",
       [](Config& c, const json& v) { c.tournament_schedule = read_tournament_schedule(v); }},
      {"max_tournaments_per_day", "tournaments one account may create in 24 hours",
       [](Config& c, const json& v) {
         c.max_tournaments_per_day = static_cast<int>(read_int("max_tournaments_per_day", v, 1, 1000));
       }},
      {"swiss_round_gap_ms", "pause between a Swiss round's end and the next round's pairing (ms)",
       [](Config& c, const json& v) { c.swiss_round_gap_ms = read_int("swiss_round_gap_ms", v, 0, day_ms); }},
      {"allowed_origins", "WebSocket Origins allowed (JSON list or comma-separated); empty: same host; *: any",
       [](Config& c, const json& v) {
         // A flag or variable arrives as one string: "https://a.example,https://b.example".
         std::vector<std::string> list;
         if (v.is_string()) {
           std::string s = v.get<std::string>();
           for (std::size_t at = 0; at <= s.size();) {
             const auto comma = std::min(s.find(',', at), s.size());
             std::string item = s.substr(at, comma - at);  // "a, b": the spaces are not part of it
             item.erase(0, item.find_first_not_of(' '));
             item.erase(item.find_last_not_of(' ') + 1);
             if (!item.empty()) list.push_back(item);
             at = comma + 1;
           }
         } else if (v.is_array()) {
           for (const auto& o : v) {
             if (!o.is_string()) throw ConfigError("allowed_origins", "each origin must be a string, got " + o.dump());
             list.push_back(o.get<std::string>());
           }
         } else {
           throw ConfigError("allowed_origins", "must be a list of origins or a comma-separated string");
         }
         // An Origin header is "scheme://host[:port]"; anything else here could never match and
         // would shut every browser out without a word (e.g. a JSON list given as a flag).
         for (const std::string& o : list)
           if (o != "*" && !is_origin(o))
             throw ConfigError("allowed_origins",
                               "\"" + o + "\" is not an origin (http[s]://host[:port] in lower case, or *)");
         c.allowed_origins = std::move(list);
       }},
  };
  return k;
}

// Text from a flag or a variable becomes JSON: a number, null, or else the string itself.
json text_to_json(const std::string& s) {
  if (s == "null") return nullptr;
  std::int64_t x = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), x);
  if (ec == std::errc() && end == s.data() + s.size() && !s.empty()) return x;
  return s;
}

std::string flag_name(std::string key) {
  for (char& ch : key)
    if (ch == '_') ch = '-';
  return "--" + key;
}

std::string env_name(std::string key) {
  for (char& ch : key) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return "MANCALA_" + key;
}

// A mistyped variable (MANCALA_BOT_AFTER=...) would otherwise be ignored without a word. Only a
// warning: build and test scripts use the same prefix for their own variables.
void warn_unknown_variables() {
  for (char** e = environ; *e != nullptr; ++e) {
    const std::string_view entry(*e);
    if (!entry.starts_with("MANCALA_")) continue;
    const std::string name(entry.substr(0, entry.find('=')));
    if (name == "MANCALA_CONFIG" || name == "MANCALA_LOG_FORMAT") continue;
    const bool known =
        std::any_of(keys().begin(), keys().end(), [&](const Key& k) { return env_name(k.name) == name; });
    if (!known)
      std::cerr << "mancala-server: warning: " << name << " is not a setting, ignored (see docs/configuration.md)\n";
  }
}

void apply(Config& c, const std::string& key, const json& v) {
  for (const Key& k : keys())
    if (key == k.name) return k.from_json(c, v);
  throw ConfigError(key, "is not a setting (see docs/configuration.md)");
}

void apply_file(Config& c, const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) throw ConfigError("config", path + " is not a readable file");
  std::string text;
  try {
    std::ifstream in(path, std::ios::binary);
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    if (!in && !in.eof()) throw ConfigError("config", "cannot read " + path);
  } catch (const std::ios_base::failure& e) {  // a read error (EIO) surfaces as an exception
    throw ConfigError("config", "cannot read " + path + ": " + e.what());
  }
  // nlohmann's lexer takes a NUL byte for the end of the input, so "{...}\0junk" would pass.
  if (text.find('\0') != std::string::npos) throw ConfigError("config", path + " is not a JSON object (a NUL byte)");
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) throw ConfigError("config", path + " is not a JSON object");
  for (const auto& [key, value] : j.items()) {
    if (!key.empty() && key[0] == '_') continue;  // "_comment" and the like
    apply(c, key, value);
  }
}

}  // namespace

std::optional<RedisAddress> parse_redis_url(std::string_view url) {
  constexpr std::string_view scheme = "redis://";
  if (!url.starts_with(scheme)) return std::nullopt;
  const std::string_view rest = url.substr(scheme.size());
  const auto colon = rest.find(':');
  const std::string_view host = rest.substr(0, colon);
  if (host.empty() || host.front() == '.' || host.front() == '-' ||
      host.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-") !=
          std::string_view::npos)
    return std::nullopt;
  RedisAddress a{std::string(host)};
  if (colon == std::string_view::npos) return a;
  const std::string_view port = rest.substr(colon + 1);
  const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), a.port);
  if (ec != std::errc() || end != port.data() + port.size() || a.port < 1 || a.port > 65535) return std::nullopt;
  return a;
}

LoadResult load_config(int argc, char** argv) {
  CLI::App app{"mancala-server: Kalah in the browser over WebSocket", "mancala-server"};
  std::string config_path;
  app.add_option("--config", config_path, "JSON settings file (default config/mancala.json if present)");
  std::map<std::string, std::string> flags;
  for (const Key& k : keys()) app.add_option(flag_name(k.name), flags[k.name], k.help);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return {std::nullopt, app.exit(e)};
  } catch (const CLI::ParseError& e) {
    std::cerr << "mancala-server: " << e.what() << "\nRun mancala-server --help for every setting.\n";
    return {std::nullopt, 2};
  }

  Config c;
  if (config_path.empty()) {
    if (const char* env = std::getenv("MANCALA_CONFIG")) config_path = env;
  }
  if (!config_path.empty())
    apply_file(c, config_path);
  else if (std::filesystem::exists(default_config_path))
    apply_file(c, default_config_path);

  for (const Key& k : keys())
    if (const char* env = std::getenv(env_name(k.name).c_str())) apply(c, k.name, text_to_json(env));
  warn_unknown_variables();
  for (const Key& k : keys())
    if (app.count(flag_name(k.name)) > 0) apply(c, k.name, text_to_json(flags[k.name]));

  if (c.rate_limit_burst < 1) throw ConfigError("rate_limit_burst", "must be at least 1");
  if (c.store == "postgres" && c.postgres.empty())
    throw ConfigError("postgres", "must be set when store is \"postgres\" (a libpq connection string)");
  // Every node must read what the others wrote: a file of one process cannot be shared.
  if (!c.redis.empty() && c.store != "postgres")
    throw ConfigError("redis", "needs store \"postgres\": the nodes of a cluster share one database");
  if (!c.redis.empty() && c.node.empty()) c.node = host_name();
  return {c, 0};
}

}  // namespace mancala::server

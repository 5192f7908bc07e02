// mancala-server: the composition root. Reads the settings, builds the server (server_app.hpp),
// restores the games in progress, listens and runs until SIGINT/SIGTERM.
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "api/game_export.hpp"
#include "mancala/server/config/config.hpp"
#include "mancala/server/ops/healthcheck.hpp"
#include "mancala/server/ops/log_format.hpp"
#include "mancala/server/play/hard_table.hpp"
#include "mancala/server/store/migrate_sqlite.hpp"
#include "mancala/server/store/open_store.hpp"
#include "server_app.hpp"

using namespace mancala::server;

namespace {

// Written whole under a temporary name, then renamed: a reader never sees half a number.
bool write_port_file(const std::string& path, unsigned short port) {
  const std::string tmp = path + ".tmp";
  std::error_code ec;
  {
    std::ofstream out(tmp);
    out << port << "\n";
    out.close();
    if (!out) ec = std::make_error_code(std::errc::io_error);  // e.g. a full disk
  }
  if (!ec) std::filesystem::rename(tmp, path, ec);
  if (ec) std::filesystem::remove(tmp, ec);
  return !ec;
}

int serve(const Config& config) {
  spdlog::set_level(spdlog::level::from_str(config.log_level));
  const char* log_format = std::getenv("MANCALA_LOG_FORMAT");
  set_log_format(log_format ? log_format : "text");
  std::optional<ServerApp> app;
  try {
    app.emplace(config);
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: db: " << e.what() << "\n";
    return 2;
  }
  try {
    app->restore();  // before accepting: a reconnecting player finds the game at once
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: cannot restore games: " << e.what() << "\n";
    return 2;
  }
  unsigned short port = 0;
  try {
    port = app->listen();
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: cannot listen on " << config.bind << ":" << config.port << ": " << e.what() << "\n";
    return 2;
  }
  if (!std::filesystem::is_directory(config.web_root))
    spdlog::warn("web root {} is not a folder: only the API and WebSocket are served", config.web_root);
  if (!config.port_file.empty() && !write_port_file(config.port_file, port)) {
    std::cerr << "mancala-server: bad setting port_file: cannot write " << config.port_file << "\n";
    return 2;
  }
  if (app->run())
    spdlog::info("stopped; every queued write is committed");
  else
    spdlog::error("stopped while the database refuses writes: the writes it has not taken are lost (counted below)");
  return 0;
}

// `--migrate-sqlite FILE`: FILE's records copied into the PostgreSQL store of the settings.
int migrate(const Config& config, const std::string& file) {
  if (config.store != "postgres") {
    std::cerr << "mancala-server: --migrate-sqlite needs --store postgres and --postgres CONNINFO\n";
    return 2;
  }
  spdlog::set_level(spdlog::level::from_str(config.log_level));
  try {
    Metrics metrics;
    const MigrationCount n = migrate_sqlite(file, config.postgres, metrics);
    std::cout << "migrated " << file << ": " << n.players << " players, " << n.games << " games, " << n.plies
              << " plies, " << n.ratings << " ratings, " << n.accounts << " accounts, " << n.other << " other rows\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: --migrate-sqlite: " << e.what() << "\n";
    return 2;
  }
}

// `--export-games FILE`: the configured store's finished games written to FILE ("-": stdout), one
// JSON object a line (api/game_export.hpp). 0 done, 2 a store that cannot be read or a file that
// cannot be written.
int export_games_flag(const Config& config, const std::string& file) {
  spdlog::set_level(spdlog::level::from_str(config.log_level));
  try {
    Metrics metrics;
    const auto store = open_store(config, metrics);
    std::ofstream to_file;
    if (file != "-") {
      to_file.open(file);
      if (!to_file) throw std::runtime_error("cannot write " + file);
    }
    std::ostream& out = file == "-" ? std::cout : to_file;
    const int n = export_games(*store, out);
    out.flush();
    if (!out) throw std::runtime_error("cannot write " + file);
    std::cerr << "exported " << n << " games\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: --export-games: " << e.what() << "\n";
    return 2;
  }
}

// Takes `flag VALUE` out of the arguments (so that the settings parse as usual); `needs` says
// what VALUE is when it is missing.
std::optional<std::string> take_flag(int& argc, char** argv, std::string_view flag, const char* needs) {
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) != flag) continue;
    if (i + 1 >= argc) throw ConfigError(std::string(flag), needs);
    std::string value = argv[i + 1];
    for (int j = i; j + 2 <= argc; ++j) argv[j] = argv[j + 2];
    argc -= 2;
    return value;
  }
  return std::nullopt;
}

// `--grant-moderator NAME` (`on`) or `--revoke-moderator NAME`: the account NAME of the configured
// store made a moderator or not (docs/operations.md §Moderators). 0 done, 2 no such account or a
// store that cannot be opened or written.
int set_moderator_flag(const Config& config, const std::string& name, bool on) {
  const char* flag = on ? "--grant-moderator" : "--revoke-moderator";
  spdlog::set_level(spdlog::level::from_str(config.log_level));
  try {
    Metrics metrics;
    const auto store = open_store(config, metrics);
    const auto account = store->account(name);
    if (!account) {
      std::cerr << "mancala-server: " << flag << ": no account named " << name << "\n";
      return 2;
    }
    if (!store->set_moderator(name, on)) {
      std::cerr << "mancala-server: " << flag << ": the store did not take the change: try again\n";
      return 2;
    }
    std::cout << account->username << " (player " << account->player.id << ") "
              << (on ? "is a moderator now" : "is no longer a moderator") << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: " << flag << ": " << e.what() << "\n";
    return 2;
  }
}

}  // namespace

int main(int argc, char** argv) {
  try {
    // `--healthcheck [settings]`: probe the running server instead of serving (the image HEALTHCHECK).
    const bool probe = argc > 1 && std::string_view(argv[1]) == "--healthcheck";
    if (probe) {
      argv[1] = argv[0];
      --argc;
      ++argv;
    }
    const auto migrate_file = take_flag(argc, argv, "--migrate-sqlite", "needs the SQLite file to copy");
    const auto grant = take_flag(argc, argv, "--grant-moderator", "needs the account's username");
    const auto revoke = take_flag(argc, argv, "--revoke-moderator", "needs the account's username");
    const auto export_file = take_flag(argc, argv, "--export-games", "needs the file to write (- for stdout)");
    LoadResult loaded = load_config(argc, argv);
    if (!loaded.config) return loaded.exit_code;
    if (probe) return healthcheck(*loaded.config);
    if (migrate_file) return migrate(*loaded.config, *migrate_file);
    if (grant) return set_moderator_flag(*loaded.config, *grant, true);
    if (revoke) return set_moderator_flag(*loaded.config, *revoke, false);
    if (export_file) return export_games_flag(*loaded.config, *export_file);
    if (const auto& port_file = loaded.config->port_file; !port_file.empty()) {
      // Checked before the database is opened: a start that cannot tell its port must not begin.
      const std::filesystem::path file(port_file);
      const auto folder = file.has_parent_path() ? file.parent_path() : std::filesystem::path(".");
      std::error_code ec;
      if (!std::filesystem::is_directory(folder, ec) || ::access(folder.c_str(), W_OK) != 0 ||
          std::filesystem::is_directory(file, ec))
        throw ConfigError("port_file", "cannot write " + port_file + " (its folder must exist and be writable)");
    }
    try {
      HardTable::check_file(loaded.config->hard_endgame_seeds, loaded.config->hard_endgame_file);  // the header only
    } catch (const std::runtime_error& e) {
      throw ConfigError("hard_endgame_file", e.what());
    }
    return serve(*loaded.config);
  } catch (const ConfigError& e) {
    std::cerr << "mancala-server: bad setting " << e.what() << "\n";
    return 2;
  }
}

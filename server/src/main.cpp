// mancala-server: the composition root. Reads the settings, opens the database, wires the
// lobby, rooms and listener together and runs the network threads until SIGINT/SIGTERM.
#include <boost/asio/signal_set.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <spdlog/spdlog.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include "listener.hpp"
#include "mancala/server/config.hpp"
#include "mancala/server/connection_set.hpp"
#include "mancala/server/drain.hpp"
#include "mancala/server/hard_table.hpp"
#include "mancala/server/healthcheck.hpp"
#include "mancala/server/log_format.hpp"
#include "mancala/server/connection_limits.hpp"
#include "mancala/server/lobby.hpp"
#include "mancala/server/restore.hpp"
#include "mancala/server/room_registry.hpp"

namespace net = boost::asio;
using namespace mancala::server;

namespace {

int serve(const Config& config) {
  spdlog::set_level(spdlog::level::from_str(config.log_level));
  const char* log_format = std::getenv("MANCALA_LOG_FORMAT");
  set_log_format(log_format ? log_format : "text");
  Metrics metrics;
  std::unique_ptr<GameStore> store;
  try {
    store = std::make_unique<GameStore>(config.db, metrics, config.db_max_bytes);
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: db: " << e.what() << "\n";
    return 2;
  }
  const int threads = config.threads > 0 ? config.threads : std::max(1u, std::thread::hardware_concurrency());
  net::io_context ioc(threads);
  net::thread_pool bots(static_cast<std::size_t>(config.bot_threads));
  net::thread_pool hints(static_cast<std::size_t>(config.bot_threads));
  ServerContext ctx{ioc, config, metrics, *store, bots, hints};
  RoomRegistry rooms(ctx);
  Lobby lobby(ctx);
  ctx.rooms = &rooms;
  ctx.lobby = &lobby;
  ConnectionSet connections;
  ctx.connections = &connections;
  ConnectionLimits limits(config.max_connections, config.max_connections_per_ip);
  ctx.limits = &limits;
  const HardTable hard_table(config.hard_endgame_seeds, config.hard_endgame_file);
  ctx.hard_table = &hard_table;
  try {
    restore_games(ctx);  // before accepting: a reconnecting player finds the game at once
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: cannot restore games: " << e.what() << "\n";
    return 2;
  }

  std::shared_ptr<Listener> listener;
  try {
    const net::ip::tcp::endpoint endpoint(net::ip::make_address(config.bind), static_cast<unsigned short>(config.port));
    listener = std::make_shared<Listener>(ctx, endpoint);
  } catch (const std::exception& e) {
    std::cerr << "mancala-server: cannot listen on " << config.bind << ":" << config.port << ": " << e.what() << "\n";
    return 2;
  }
  listener->run();
  if (!std::filesystem::is_directory(config.web_root))
    spdlog::warn("web root {} is not a folder: only the API and WebSocket are served", config.web_root);
  spdlog::info("mancala-server {} listening on {}:{} (database {}, {} threads)", MANCALA_VERSION, config.bind,
               listener->port(), config.db, threads);
  if (!config.port_file.empty()) {
    // Written whole under a temporary name, then renamed: a reader never sees half a number.
    const std::string tmp = config.port_file + ".tmp";
    std::error_code ec;
    {
      std::ofstream out(tmp);
      out << listener->port() << "\n";
      out.close();
      if (!out) ec = std::make_error_code(std::errc::io_error);  // e.g. a full disk
    }
    if (!ec) std::filesystem::rename(tmp, config.port_file, ec);
    if (ec) {
      std::filesystem::remove(tmp, ec);
      std::cerr << "mancala-server: bad setting port_file: cannot write " << config.port_file << "\n";
      return 2;
    }
  }

  net::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](boost::system::error_code, int sig) {
    spdlog::info("signal {}: draining", sig);
    listener->stop();
    begin_drain(ctx, connections, [&ioc] { ioc.stop(); });
  });

  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back([&ioc] { ioc.run(); });
  ioc.run();
  for (auto& t : pool) t.join();
  bots.join();
  hints.join();
  store->flush();
  if (metrics.db_ok.load()) spdlog::info("stopped; every queued write is committed");
  else spdlog::error("stopped while the database refuses writes: the writes it has not taken are lost (counted below)");
  return 0;
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
    LoadResult loaded = load_config(argc, argv);
    if (!loaded.config) return loaded.exit_code;
    if (probe) return healthcheck(*loaded.config);
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

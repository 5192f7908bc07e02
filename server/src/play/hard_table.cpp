#include "mancala/server/play/hard_table.hpp"

#include <spdlog/spdlog.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <string_view>
#include <thread>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/endgame_table.hpp"
#include "mancala/protocol/endgame_file.hpp"

namespace mancala::server {

struct HardTable::Built {
  Kalah game{Variant::kalah()};                   // the tables refer to their game: they live and die together
  std::shared_ptr<const ai::EndgameTable> table;  // set once, by the building thread, before `ready`
  std::atomic<const ai::EndgameTable*> ready{nullptr};
  bool asked = false;  // a build (or a read) was started: ready comes, unless it fails

  void publish(std::shared_ptr<const ai::EndgameTable> t) {
    table = std::move(t);
    ready.store(table.get(), std::memory_order_release);
  }
};

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Builds the table (logged), or nullptr when memory runs out: hard keeps what it has.
std::shared_ptr<const ai::EndgameTable> build(const Kalah& game, int seeds, spdlog::logger& log) {
  const auto t0 = std::chrono::steady_clock::now();
  // Minutes for 20 seeds or more: say so at once, so that a quiet log does not look like a hang.
  log.info(
      "hard's endgame table: building {} seeds on one core in the background (20 seeds: ~2 min, "
      "22: ~5 min); until then hard reads the engine's {}-seed table",
      seeds, ai::hard_endgame_seeds);
  try {
    auto table = std::make_shared<const ai::EndgameTable>(game, seeds, 1);
    log.info("hard's endgame table: {} seeds ({} MB) built in {:.1f} s", seeds, table->size_bytes() / 1000000,
             seconds_since(t0));
    return table;
  } catch (const std::exception& e) {
    log.error("hard's endgame table ({} seeds) could not be built: {}", seeds, e.what());
    return nullptr;
  }
}

}  // namespace

std::string HardTable::path_for(int seeds, std::string file) {
  static constexpr std::string_view placeholder = "{seeds}";
  for (auto at = file.find(placeholder); at != std::string::npos; at = file.find(placeholder, at))
    file.replace(at, placeholder.size(), std::to_string(seeds));
  return file;
}

void HardTable::check_file(int seeds, const std::string& name) {
  if (seeds <= 0 || name.empty()) return;
  const std::string file = path_for(seeds, name);
  switch (protocol::endgame_file_holds(Variant::kalah(), seeds, file)) {
    case protocol::EndgameFile::other:
      throw std::runtime_error(file + " holds another table than Kalah(6,4) with " + std::to_string(seeds) +
                               " seeds (see hard_endgame_seeds); remove it or name another file");
    case protocol::EndgameFile::unreadable:
      throw std::runtime_error(file + " exists but cannot be read; fix its permissions or name another file");
    case protocol::EndgameFile::missing:
    case protocol::EndgameFile::same_table:
      return;
  }
}

HardTable::HardTable(int seeds, const std::string& name) : built_(std::make_shared<Built>()) {
  if (seeds <= 0) return;
  built_->asked = true;
  std::string file = path_for(seeds, name);
  // The logger is held by the thread: a server stopped during the build may have torn spdlog's
  // registry down by the time the build ends.
  std::thread([built = built_, seeds, file = std::move(file), log = spdlog::default_logger()] {
    const auto t0 = std::chrono::steady_clock::now();
    bool write = !file.empty();
    if (write &&
        protocol::endgame_file_holds(built->game.variant(), seeds, file) == protocol::EndgameFile::same_table) {
      try {
        built->publish(protocol::read_endgame_file(built->game, seeds, file));
        log->info("hard's endgame table: {} seeds read from {} in {:.1f} s", seeds, file, seconds_since(t0));
        return;
      } catch (const std::exception& e) {  // damaged or truncated: left for the operator to look at
        log->error("hard's endgame table: {}; building it in memory instead", e.what());
        write = false;
      }
    }
    auto table = build(built->game, seeds, *log);
    if (!table) return;
    built->publish(table);
    if (!write) return;
    if (protocol::endgame_file_holds(built->game.variant(), seeds, file) != protocol::EndgameFile::missing) {
      log->warn("hard's endgame table: {} appeared while the table was built; not overwritten", file);
      return;
    }
    try {
      const std::filesystem::path folder = std::filesystem::path(file).parent_path();
      std::error_code ec;
      if (!folder.empty()) std::filesystem::create_directories(folder, ec);  // a failure shows in the write
      protocol::write_endgame_file(*table, file);
      log->info("hard's endgame table: written to {} for the next start", file);
    } catch (const std::exception& e) {
      log->error("hard's endgame table: {} (kept in memory; built again at the next start)", e.what());
    }
  }).detach();
}

const ai::EndgameTable* HardTable::get() const noexcept { return built_->ready.load(std::memory_order_acquire); }

bool HardTable::coming_for(const Variant& variant) const noexcept {
  return built_->asked && !get() && variant == built_->game.variant();
}

int HardTable::seeds_in_use() const noexcept {
  const ai::EndgameTable* t = get();
  return t ? t->max_seeds() : ai::hard_endgame_seeds;
}

}  // namespace mancala::server

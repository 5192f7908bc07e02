#include "mancala/server/hard_table.hpp"

#include <chrono>
#include <spdlog/spdlog.h>
#include <thread>

#include "mancala/engine/ai.hpp"
#include "mancala/engine/ai/endgame_table.hpp"

namespace mancala::server {

struct HardTable::Built {
  Kalah game{Variant::kalah()};  // the table refers to its game: they live and die together
  std::unique_ptr<const ai::EndgameTable> table;
  std::atomic<const ai::EndgameTable*> ready{nullptr};
};

HardTable::HardTable(int seeds) : built_(std::make_shared<Built>()) {
  if (seeds <= 0) return;
  // The logger is held by the thread: a server stopped during the build may have torn spdlog's
  // registry down by the time the build ends.
  std::thread([built = built_, seeds, log = spdlog::default_logger()] {
    const auto t0 = std::chrono::steady_clock::now();
    try {
      built->table = std::make_unique<const ai::EndgameTable>(built->game, seeds, 1);
    } catch (const std::exception& e) {  // out of memory: hard keeps its built-in table
      log->error("hard's endgame table ({} seeds) could not be built: {}", seeds, e.what());
      return;
    }
    built->ready.store(built->table.get(), std::memory_order_release);
    log->info("hard's endgame table: {} seeds ({} MB) built in {:.1f} s", seeds, built->table->size_bytes() / 1000000,
              std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }).detach();
}

const ai::EndgameTable* HardTable::get() const noexcept { return built_->ready.load(std::memory_order_acquire); }

int HardTable::seeds_in_use() const noexcept {
  const ai::EndgameTable* t = get();
  return t ? t->max_seeds() : ai::hard_endgame_seeds;
}

}  // namespace mancala::server

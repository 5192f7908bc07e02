// Series that exist from start-up, so dashboards see zeros rather than gaps.
#include "mancala/server/ops/metrics.hpp"

namespace mancala::server {

Metrics::Metrics() {
  for (const char* kind : {"online", "computer", "same_device"}) games_in_progress.ensure({{"kind", kind}});
}

void Metrics::game_opened(const std::string& id, std::string_view store_kind, bool from_queue) {
  const std::string kind(kind_label(store_kind));
  {
    std::lock_guard lock(live_mutex_);
    if (!live_kinds_.emplace(id, kind).second) return;  // counted already
  }
  games_in_progress.add({{"kind", kind}}, 1);
  if (from_queue && store_kind == "bot") bot_games_from_queue.fetch_add(1, std::memory_order_relaxed);
}

void Metrics::game_left_progress(const std::string& id) {
  std::string kind;
  {
    std::lock_guard lock(live_mutex_);
    auto it = live_kinds_.find(id);
    if (it == live_kinds_.end()) return;  // never counted, or already left
    kind = std::move(it->second);
    live_kinds_.erase(it);
  }
  games_in_progress.add({{"kind", kind}}, -1);
}

void Metrics::game_finished(std::string_view result, std::string_view reason) {
  games_finished.add({{"result", std::string(result)}, {"reason", std::string(reason)}}, 1);
}

void Metrics::db_write_done(std::chrono::steady_clock::time_point began, bool ok) {
  db_write_seconds.observe(std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
  if (!ok) db_failures.fetch_add(1, std::memory_order_relaxed);
  db_ok.store(ok, std::memory_order_relaxed);
}

std::string_view kind_label(std::string_view store_kind) noexcept {
  if (store_kind == "human") return "online";
  if (store_kind == "bot") return "computer";
  if (store_kind == "local") return "same_device";
  return "unknown";
}

}  // namespace mancala::server

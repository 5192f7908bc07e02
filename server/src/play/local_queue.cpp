#include "mancala/server/play/local_queue.hpp"

#include <algorithm>
#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"

namespace mancala::server {

namespace net = boost::asio;

std::string variant_key(const Variant& v) { return protocol::variant_to_json(v).dump(); }

LocalQueue::LocalQueue(net::io_context& ioc, std::int64_t bot_after_ms, Metrics& metrics)
    : strand_(net::make_strand(ioc)), bot_after_ms_(bot_after_ms), metrics_(metrics) {}

void LocalQueue::subscribe(net::any_io_executor executor, Handler handler) {
  handler_executor_ = std::move(executor);
  handler_ = std::move(handler);
}

void LocalQueue::join(QueueEntry entry) {
  net::post(strand_, [this, entry = std::move(entry)]() mutable { do_join(std::move(entry)); });
}

void LocalQueue::leave(const std::string& player) {
  net::post(strand_, [this, player] { do_leave(player); });
}

void LocalQueue::emit(QueueEvent event) {
  net::post(handler_executor_, [this, event = std::move(event)]() mutable { handler_(std::move(event)); });
}

void LocalQueue::do_join(QueueEntry entry) {
  const std::string key = variant_key(entry.variant);
  if (auto it = entries_.find(entry.player); it != entries_.end()) {
    if (it->second.key == key) return;
    do_leave(entry.player);
  }
  auto& queue = queues_[key];
  while (!queue.empty()) {
    const std::string other = queue.front();
    queue.pop_front();
    auto it = entries_.find(other);
    if (it == entries_.end() || other == entry.player) continue;
    Waiting waiting = std::move(it->second);
    entries_.erase(it);
    waiting.timer->cancel();
    if (queue.empty()) queues_.erase(key);
    update_gauge();
    return emit(Pairing{std::move(waiting.entry), std::move(entry)});
  }
  const std::string player = entry.player;
  const bool returning = entry.since.has_value();
  if (!returning) entry.since = std::chrono::steady_clock::now();
  const auto due = *entry.since + std::chrono::milliseconds(bot_after_ms_);
  Waiting w{std::move(entry), key, next_ticket_++, std::make_unique<net::steady_timer>(strand_)};
  w.timer->expires_at(due);
  w.timer->async_wait([this, player, ticket = w.ticket](boost::system::error_code ec) {
    if (!ec) on_timer(player, ticket);
  });
  // A returning entry waited longest: it goes first again.
  if (returning)
    queue.push_front(player);
  else
    queue.push_back(player);
  entries_.emplace(player, std::move(w));
  update_gauge();
}

void LocalQueue::on_timer(const std::string& player, std::uint64_t ticket) {
  auto it = entries_.find(player);
  // The entry was matched, left or replaced after the timer fired but before this ran.
  if (it == entries_.end() || it->second.ticket != ticket) return;
  QueueEntry entry = std::move(it->second.entry);
  const std::string key = it->second.key;
  entries_.erase(it);
  auto& q = queues_[key];
  q.erase(std::remove(q.begin(), q.end(), player), q.end());
  if (q.empty()) queues_.erase(key);
  update_gauge();
  emit(ComputerFallback{std::move(entry)});
}

void LocalQueue::do_leave(const std::string& player) {
  auto it = entries_.find(player);
  if (it == entries_.end()) return;
  it->second.timer->cancel();
  auto& q = queues_[it->second.key];
  q.erase(std::remove(q.begin(), q.end(), player), q.end());
  if (q.empty()) queues_.erase(it->second.key);
  entries_.erase(it);
  update_gauge();
}

void LocalQueue::update_gauge() {
  const auto now = static_cast<std::int64_t>(entries_.size());
  metrics_.queue.fetch_add(now - counted_, std::memory_order_relaxed);
  for (const auto& [labels, value] : metrics_.queue_length.snapshot())
    if (!queues_.count(labels.front().second)) metrics_.queue_length.set(labels, 0);
  for (const auto& [key, players] : queues_)
    metrics_.queue_length.set({{"variant", key}}, static_cast<double>(players.size()));
  counted_ = now;
}

}  // namespace mancala::server

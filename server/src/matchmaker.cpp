#include "mancala/server/matchmaker.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "mancala/protocol/json_game.hpp"

namespace mancala::server {

std::string variant_key(const Variant& v) { return protocol::variant_to_json(v).dump(); }

Matchmaker::Matchmaker(Strand strand, std::int64_t bot_after_ms, Metrics& metrics,
                       std::function<void(QueueEntry, QueueEntry)> on_match, std::function<void(QueueEntry)> on_timeout)
    : strand_(std::move(strand)),
      bot_after_ms_(bot_after_ms),
      metrics_(metrics),
      on_match_(std::move(on_match)),
      on_timeout_(std::move(on_timeout)) {}

void Matchmaker::join(const std::string& player, PeerRef peer, const Variant& v) {
  const std::string key = variant_key(v);
  if (auto it = entries_.find(player); it != entries_.end()) {
    if (it->second.key == key) return;
    leave(player);
  }
  auto& queue = queues_[key];
  while (!queue.empty()) {
    const std::string other = queue.front();
    queue.pop_front();
    auto it = entries_.find(other);
    if (it == entries_.end()) continue;
    Waiting waiting = std::move(it->second);
    entries_.erase(it);
    waiting.timer->cancel();
    auto other_peer = waiting.entry.peer.lock();
    // A connection that dropped but whose goodbye has not reached us yet is never matched.
    if (!other_peer || !other_peer->is_open() || other == player) continue;
    update_gauge();
    on_match_(std::move(waiting.entry), QueueEntry{player, std::move(peer), v});
    if (queue.empty()) queues_.erase(key);
    return;
  }
  Waiting w{QueueEntry{player, std::move(peer), v}, key, next_ticket_++,
            std::make_unique<boost::asio::steady_timer>(strand_)};
  w.timer->expires_after(std::chrono::milliseconds(bot_after_ms_));
  w.timer->async_wait([this, player, ticket = w.ticket](boost::system::error_code ec) {
    if (!ec) on_timer(player, ticket);
  });
  queue.push_back(player);
  entries_.emplace(player, std::move(w));
  update_gauge();
}

void Matchmaker::on_timer(const std::string& player, std::uint64_t ticket) {
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
  auto peer = entry.peer.lock();
  if (peer && peer->is_open()) on_timeout_(std::move(entry));
}

void Matchmaker::leave(const std::string& player) {
  auto it = entries_.find(player);
  if (it == entries_.end()) return;
  it->second.timer->cancel();
  auto& q = queues_[it->second.key];
  q.erase(std::remove(q.begin(), q.end(), player), q.end());
  if (q.empty()) queues_.erase(it->second.key);
  entries_.erase(it);
  update_gauge();
}

void Matchmaker::update_gauge() {
  const auto now = static_cast<std::int64_t>(entries_.size());
  metrics_.queue.fetch_add(now - counted_, std::memory_order_relaxed);
  for (const auto& [labels, value] : metrics_.ops.queue_length.snapshot())
    if (!queues_.count(labels.front().second)) metrics_.ops.queue_length.set(labels, 0);
  for (const auto& [key, players] : queues_)
    metrics_.ops.queue_length.set({{"variant", key}}, static_cast<double>(players.size()));
  counted_ = now;
}

}  // namespace mancala::server
